import { describe, expect, it } from 'vitest';
import { concerns, formatRecording, outcomeOf, parseRecording, queryText, rerecord, rulesIn } from './outcome-lines';
import { CHANGES } from '../changes/changes';

const Q = '?platform=k8s&version=1.43&kernel=6.6&nft=1.0.6&kubeProxy=container';
const entry = (id: string) => CHANGES.find((c) => c.id === id)!;

describe('outcome lines', () => {
  it('say the pick and each status in words, with the rules that fired when asked', () => {
    expect(outcomeOf(Q, false)).toBe('nftables · nftables suitable · iptables suitable · ipvs unsuitable');
    expect(outcomeOf(Q, true)).toBe(
      'nftables · nftables suitable · iptables suitable · ipvs unsuitable (ipvs-removal-planned, ipvs-coredns-dns-timeouts)',
    );
    expect(outcomeOf('?dataplane=replaced', false)).toMatch(/^no pick · /);
    expect(rulesIn(outcomeOf(Q, true))).toEqual(['ipvs-removal-planned', 'ipvs-coredns-dns-timeouts']);
  });

  it('write a link as the site does', () => {
    expect(queryText({ version: 'v1.35.1+k3s1', nft: 'nftables v1.0.6 (Lester Gooch #5)' })).toBe(
      '?version=v1.35.1%2Bk3s1&nft=nftables+v1.0.6+%28Lester+Gooch+%235%29',
    );
  });

  it('read back what they write: comments, cases, a case to fill in, a moved case', () => {
    const text = `# a comment\n\n${Q} → a · b\n?lb=rr\n?lb=sh → c  ⟵ moved by network-plugin-rules\n`;
    const lines = parseRecording(text);
    expect(lines).toEqual([
      { comment: '# a comment' },
      { comment: '' },
      { query: Q, outcome: 'a · b' },
      { query: '?lb=rr' },
      { query: '?lb=sh', outcome: 'c', movedBy: 'network-plugin-rules' },
    ]);
    expect(formatRecording(lines)).toBe(text);
  });
});

describe('re-recording', () => {
  const was =
    'nftables · nftables suitable · iptables suitable · ipvs caution (ipvs-off-by-default, ipvs-coredns-dns-timeouts)';
  const recorded = [{ comment: '# golden' }, { query: Q, outcome: was }, { query: '?lb=rr' }];

  it('fills in a new case and keeps an unchanged one, moving nothing', () => {
    const r = rerecord([{ query: Q, outcome: outcomeOf(Q, true) }, { query: '?lb=rr' }], [], { withRules: true });
    expect(r.moves).toEqual([]);
    expect(r.refused).toEqual([]);
    expect(r.lines[1]).toEqual({ query: '?lb=rr', outcome: outcomeOf('?lb=rr', true) });
  });

  it('refuses a move that no named entry explains', () => {
    const r = rerecord(recorded, [], { withRules: true });
    expect(r.refused).toEqual([
      { query: Q, was, now: outcomeOf(Q, true), rules: ['ipvs-off-by-default', 'ipvs-removal-planned'] },
    ]);
    // An entry about another answer, or about other rules, does not explain it either.
    expect(rerecord(recorded, ['network-plugin-rules'], { withRules: true }).refused).toHaveLength(1);
  });

  it('names the entry that explains a move on the moved line', () => {
    // The IPVS plan concerns every link and names the rules that moved here.
    const r = rerecord(recorded, ['network-plugin-rules', 'ipvs-deprecation-plan'], { withRules: true });
    expect(r.refused).toEqual([]);
    expect(r.lines[1]).toEqual({ query: Q, outcome: outcomeOf(Q, true), movedBy: 'ipvs-deprecation-plan' });
    expect(r.moves.map((m) => m.entry)).toEqual(['ipvs-deprecation-plan']);
  });

  it('without rules on the line, finds the rules behind a worse status', () => {
    const short = 'nftables · nftables suitable · iptables suitable · ipvs caution';
    const r = rerecord([{ query: Q, outcome: short }], ['kernel-backports', 'ipvs-deprecation-plan'], {
      withRules: false,
    });
    expect(r.moves).toEqual([
      {
        query: Q,
        was: short,
        now: outcomeOf(Q, false),
        rules: ['ipvs-removal-planned'],
        entry: 'ipvs-deprecation-plan',
      },
    ]);
  });

  it('takes only entries of the change log', () => {
    expect(() => rerecord(recorded, ['no-such-entry'], { withRules: true })).toThrow(/no-such-entry/);
  });

  it("reads an entry's concern from its answers and platforms", () => {
    expect(concerns(entry('network-plugin-rules'), '?plugin=calico')).toBe(true);
    expect(concerns(entry('network-plugin-rules'), Q)).toBe(false);
    expect(concerns(entry('platforms-own-facts'), '?platform=eks')).toBe(true);
    expect(concerns(entry('platforms-own-facts'), '?platform=cce')).toBe(false);
  });
});
