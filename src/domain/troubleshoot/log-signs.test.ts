import { describe, expect, it } from 'vitest';
import { parseImportText } from '../import/parse-import';
import { TROUBLESHOOT } from './entries';
import { createLogReader } from './log-signs';

/** A kube-proxy log as `kubectl logs` prints it: klog's header before each message. */
const klog = (msg: string, n: number) =>
  `I1206 05:00:${String(n % 60).padStart(2, '0')}.123456       1 proxier.go:${n}] ${msg}`;
const NOISE = [
  '"Using nftables Proxier"',
  '"Starting endpoint slice config controller"',
  '"Syncing nftables rules"',
  '"SyncProxyRules complete" elapsed="41.2ms"',
];

const read = (lines: readonly string[]) => {
  const r = createLogReader();
  lines.forEach((l, i) => r.addLine(l, i + 1));
  return r.findings();
};

describe("reading kube-proxy's log for the troubleshooting entries", () => {
  const withSigns = TROUBLESHOOT.filter((e) => e.logLines.some((l) => !/Using \w+ Proxier/.test(l)));

  it.each(withSigns.map((e) => [e.id, e] as const))('%s: its line is found, with its number', (id, e) => {
    const line = e.logLines.find((l) => !/Using \w+ Proxier/.test(l))!;
    const log = [...NOISE.map(klog), klog(line, 1179), ...NOISE.map(klog)];
    expect(read(log)).toEqual([{ entry: id, line: NOISE.length + 1, text: klog(line, 1179) }]);
  });

  it('finds nothing in a healthy log: the start-up line names the mode, it is no problem', () => {
    expect(read(NOISE.map(klog))).toEqual([]);
    expect(withSigns.length).toBeGreaterThan(1);
  });

  it('names each entry once, at its first line, in the order found', () => {
    const [a, b] = withSigns;
    const la = a!.logLines[0]!;
    const lb = b!.logLines[0]!;
    const found = read([klog(lb, 1), 'x', klog(la, 2), klog(lb, 3)]);
    expect(found.map((f) => [f.entry, f.line])).toEqual([
      [b!.id, 1],
      [a!.id, 3],
    ]);
  });

  it('comes with the import: a pasted log alone is read, and its findings listed', () => {
    const entry = withSigns[0]!;
    const outcome = parseImportText([...NOISE, entry.logLines[0]!].map(klog).join('\n'));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) throw new Error('not read');
    expect(outcome.logFindings.map((f) => [f.entry, f.line])).toEqual([[entry.id, NOISE.length + 1]]);
    // Read, so not among the lines the import skipped.
    expect(outcome.warnings.map((w) => w.code)).not.toContain('skippedLines');
  });
});
