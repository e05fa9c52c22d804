// The third audit's fixes and the facts of rule set 1.5.0 (2026-12-06) as a reader sees them on the built pages, in both
// languages: each claim says what its primary source says.
import { describe, expect, it } from 'vitest';
import { CHANGES } from '../../src/domain/changes/changes';
import { RUNBOOKS } from '../../src/domain/migrate/runbooks';
import { bundledNftSources } from '../../src/domain/platforms/bundled-nft';
import { PLATFORMS } from '../../src/domain/platforms/platforms';
import { sourceUrl } from '../../src/domain/sources';
import { fill, LANGS, normalise, tr } from '../support/locales';
import { BUILDS, builtPages, textOf } from './site';

const page = (path: string) => builtPages(BUILDS[0]!).find((p) => p.path === path)!;
const OLD_NFT = CHANGES.find((c) => c.id === 'old-host-nft-rules-out-nftables')!;

describe.each(LANGS)('%s', (lang) => {
  it("the change log's entry on old host nft says kube-proxy checks the kernel, not the host's nft", () => {
    const entry = normalise(
      textOf(
        // A change's full entry is on its version's page.
        page(`${lang}/changes/${OLD_NFT.version}/`).doc.getElementById(OLD_NFT.id)?.closest('li.change') ?? null,
      ),
    );
    // supported.go: a host nft ≥ 1.0.1 is policy; the check itself is kernel ≥ 5.13.
    expect(entry).toContain('5.13');
    expect(entry).toMatch(lang === 'en' ? /cannot read the host's nft version/ : /读不到宿主机的 nft 版本/);
    expect(entry).not.toMatch(lang === 'en' ? /checks that the host's own nft/ : /会检查宿主机自身的 nft/);
  });
});

describe.each(LANGS)('%s runbooks', (lang) => {
  it.each(Object.values(RUNBOOKS).map((r) => [r.slug, r] as const))(
    '%s: the settings item names the flags each mode reads, kept where both read one',
    (slug, r) => {
      const flags = r.checklist.find((i) => i.id === 'settings')?.flags ?? [];
      expect(flags).toHaveLength(2);
      const items = page(`${lang}/migrate/${slug}/`).doc.querySelectorAll('[data-testid="flag-moves"] li');
      expect(items.map((li) => li.querySelectorAll('code').map((c) => c.text))).toEqual(
        flags.map((f) => (f.from === f.to ? [f.from] : [f.from, f.to])),
      );
      const kept = normalise(tr(lang, 'migrate', 'settingsFlags.kept'));
      expect(items.map((li) => normalise(li.text).includes(kept))).toEqual(flags.map((f) => f.from === f.to));
    },
  );
});

describe.each(LANGS)('%s: the nft k3s and RKE2 bring, on their pages', (lang) => {
  it.each(['k3s', 'rke2'] as const)('%s says it in its own words, its values filled and sources linked', (id) => {
    const item = page(`${lang}/platforms/${id}/`).doc.getElementById('statement-bundled-nft');
    const statement = PLATFORMS.find((p) => p.id === id)!.statements.find((s) => s.id === 'bundled-nft')!;
    const words = fill(tr(lang, 'platforms', `platforms.${id}.statements.bundled-nft`), statement.params ?? {});
    expect(normalise(textOf(item))).toContain(normalise(words));
    expect(textOf(item)).not.toContain('{{');
    const hrefs = item?.querySelectorAll('a.footnote-ref').map((a) => a.getAttribute('href')) ?? [];
    for (const s of bundledNftSources(id)) expect(hrefs, s).toContain(sourceUrl(s, lang));
  });
});
