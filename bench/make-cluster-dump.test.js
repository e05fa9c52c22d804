import { describe, expect, it } from 'vitest';
import { generateClusterDump } from './make-cluster-dump.js';

describe("the bench's cluster dump", () => {
  it("adds kube-proxy's ConfigMap, 10 DaemonSets and 1,000 Events only when asked", () => {
    const kinds = (/** @type {string} */ text) => {
      /** @type {Record<string, number>} */
      const out = {};
      for (const item of JSON.parse(text).items) out[item.kind] = (out[item.kind] ?? 0) + 1;
      return out;
    };
    const small = { nodes: 2, services: 3, ingresses: 1 };
    expect(kinds(generateClusterDump(small))).toEqual({ Node: 2, Service: 3, EndpointSlice: 3, Ingress: 1 });
    expect(kinds(generateClusterDump({ ...small, kubeProxy: true }))).toEqual({
      Node: 2,
      Service: 3,
      EndpointSlice: 3,
      Ingress: 1,
      ConfigMap: 1,
      DaemonSet: 10,
      Event: 1000,
    });
  });
});
