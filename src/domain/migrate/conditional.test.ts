import { describe, expect, it } from 'vitest';
import { readAnswers } from '../answers/questions';
import { decide } from '../decision/engine';
import { conditionFor } from './conditional';

const of = (query: Record<string, string>) => {
  const { answers } = readAnswers(query);
  const { pick } = decide(answers);
  return conditionFor(answers, pick!, answers.current && answers.current !== 'new' ? [answers.current] : []);
};

describe('a way that depends on an answer left open', () => {
  it('IPVS at v1.37 with kernel and nft unknown: nftables with both new enough, otherwise the pick (iptables)', () => {
    const q = { platform: 'k8s', version: '1.37', current: 'ipvs' };
    expect(decide(readAnswers(q).answers).pick).toBe('iptables');
    expect(of(q)).toEqual({
      to: 'nftables',
      when: [
        { kind: 'kernel', to: '5.13' },
        { kind: 'nft', to: '1.0.1' },
      ],
    });
  });

  it('names only the answers still open', () => {
    expect(of({ platform: 'k8s', version: '1.37', nft: '1.0.9', current: 'ipvs' })?.when).toEqual([
      { kind: 'kernel', to: '5.13' },
    ]);
  });

  it('none where both are known, or where the other way needs more than knowing them', () => {
    expect(of({ platform: 'k8s', version: '1.37', kernel: '4.19', nft: '1.0.9', current: 'ipvs' })).toBeUndefined();
    // Unknown version too: the what-if's way to nftables includes an upgrade, a task, not a condition.
    expect(of({ current: 'ipvs' })).toBeUndefined();
  });
});
