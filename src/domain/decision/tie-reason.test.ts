import { describe, expect, it } from 'vitest';
import { toAnswers } from './answer-space';
import { TIE_ORDERS, tieOrder, tieReason } from './engine';

describe('tieReason', () => {
  it.each([
    [{ lb: 'rr', services: '9000' }, 'algorithm'],
    [{ lb: 'sed' }, 'algorithm'],
    [{ services: '3000' }, 'scale'],
    [{ platform: 'k8s', services: '1000', shortConn: 'false' }, 'scale'],
    [{ services: '3000', shortConn: 'true' }, 'default'],
    [{ services: '2999', lb: 'sh' }, 'default'],
    [{ platform: 'k8s', services: '999' }, 'default'],
    [{}, 'default'],
    [{ platform: 'k8s', services: '1000', kernel: '5.10' }, 'oldNodes'],
    [{ platform: 'k8s', services: '1000', nft: '0.9.8', kubeProxy: 'host' }, 'oldNodes'],
    [{ platform: 'k8s', services: '1000', nft: '0.9.8' }, 'oldNodes'],
    [{ platform: 'k8s', services: '1000', nft: '0.9.8', kubeProxy: 'container' }, 'oldNodes'],
    [{ platform: 'k8s', services: '1000', nft: 'none', kubeProxy: 'container' }, 'scale'],
    [{ platform: 'k8s', services: '1000', nft: 'none' }, 'scale'],
    [{ platform: 'cce', services: '3000', kernel: '5.10' }, 'scale'],
    [{ platform: 'k8s', services: '999', kernel: '5.10' }, 'default'],
  ] as const)('%j → %s', (q, reason) => {
    const a = toAnswers(q);
    expect(tieReason(a)).toBe(reason);
    expect(tieOrder(a)).toEqual(TIE_ORDERS[reason]);
  });
});
