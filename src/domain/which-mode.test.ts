import { describe, expect, it } from 'vitest';
import { NODE_CHECKS } from './matrix/node-checks';
import { MODES } from './modes';
import { isSourceId } from './sources';
import { MODE_READINGS, PROXY_MODE_ENDPOINT, traceOf } from './which-mode';

describe('the ways to read the mode running today', () => {
  it('each has a command and registered sources', () => {
    for (const r of MODE_READINGS) {
      expect(r.command, r.id).not.toBe('');
      expect(r.sources.length, r.id).toBeGreaterThan(0);
      for (const s of r.sources) expect(isSourceId(s), `${r.id}: ${s}`).toBe(true);
    }
    expect(new Set(MODE_READINGS.map((r) => r.id)).size).toBe(MODE_READINGS.length);
  });

  it("each mode's trace is one of its page's node checks, command and sources alike", () => {
    for (const m of MODES) {
      const t = traceOf(m);
      expect(
        NODE_CHECKS[m].some((c) => c.command === t.command && c.sources === t.sources),
        m,
      ).toBe(true);
    }
  });

  it("kube-proxy's own answer is asked on the node, at its metrics port", () => {
    expect(PROXY_MODE_ENDPOINT).toMatchObject({ where: 'node', command: 'curl -s http://localhost:10249/proxyMode' });
  });
});
