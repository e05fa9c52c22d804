import { describe, expect, it } from 'vitest';
import { MODES } from '../modes';
import { platformById } from '../platforms/platforms';
import { platformPaths } from './platform-paths';

describe('platformPaths', () => {
  it("agrees with the platform pages' data: creation-time choice, modes offered, a setting to write", () => {
    for (const mode of MODES)
      for (const { platform, path } of platformPaths(mode)) {
        const p = platformById(platform)!;
        const offered = p.modes.some((o) => o.mode === mode);
        const atCreation = 'value' in p.chosenAt && p.chosenAt.value === 'creation';
        if (path === 'notOffered') expect(offered, `${platform} ${mode}`).toBe(false);
        if (path === 'creation') expect(atCreation, `${platform} ${mode}`).toBe(true);
        if (path === 'none')
          expect(
            p.snippets.some((s) => s.mode === mode),
            `${platform} ${mode}`,
          ).toBe(false);
        if (path === 'own') expect(offered && !atCreation, `${platform} ${mode}`).toBe(true);
      }
  });

  it('names the paths a reader meets most', () => {
    const to = (mode: (typeof MODES)[number]) =>
      Object.fromEntries(platformPaths(mode).map((p) => [p.platform, p.path]));
    expect(to('nftables')).toMatchObject({
      cce: 'creation',
      tke: 'notOffered',
      gke: 'none',
      eks: 'own',
      kubeadm: 'own',
    });
    expect(to('iptables')).toMatchObject({ ack: 'creation', gke: 'own' });
  });
});
