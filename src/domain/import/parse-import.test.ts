import { describe, expect, it } from 'vitest';
import { parseAnswers, serializeAnswers } from '../answers/answers';
import { decide } from '../decision/engine';
import * as broken from './fixtures/broken';
import { kubectlJson, kubectlVersion, list, node, service, slice } from './fixtures/builders';
import {
  CCE_KUBELET,
  ELB_WEB,
  cce,
  ccePaste,
  centos7Nodes,
  eksPaste,
  eulerSp5Nodes,
  ubuntu1804Nodes,
} from './fixtures/clusters';
import { createImportParser, looksBinary, parseImportText, sniffBytes, type ImportOutcome } from './parse-import';

function ok(outcome: ImportOutcome) {
  if (!outcome.ok) throw new Error(`expected answers, got ${JSON.stringify(outcome.error)}`);
  return outcome;
}
function fail(outcome: ImportOutcome) {
  if (outcome.ok) throw new Error(`expected an error, got ${JSON.stringify(outcome.answers)}`);
  return outcome.error;
}
const detection = (o: ReturnType<typeof ok>, key: string) => o.detections.find((d) => d.key === key);

describe('a CCE cluster pasted command after command', () => {
  const out = ok(parseImportText(ccePaste));

  it('fills every answer kubectl can show', () => {
    expect(serializeAnswers(out.answers)).toEqual({
      platform: 'cce',
      version: '1.31.4',
      kernel: '4.18.0-147.5.1.6.h841.eulerosv2r9.x86_64',
      nft: '1.0.6',
      os: 'other',
      services: '5',
      endpoints: '2',
      elbSharedIngress: 'true',
      passThrough: 'false',
    });
  });

  it('round-trips through the share link the result page reads', () => {
    const params = serializeAnswers(out.answers);
    expect(parseAnswers(params)).toEqual({ answers: out.answers, notices: [] });
    expect(decide(out.answers).pick).toBe('iptables');
  });

  it('says where each value came from', () => {
    expect(detection(out, 'version')).toEqual({
      key: 'version',
      value: '1.31.4',
      from: {
        type: 'object',
        kind: 'VersionInfo',
        name: 'serverVersion',
        field: 'serverVersion.gitVersion',
        raw: CCE_KUBELET,
        line: 2,
      },
      note: { code: 'serverVersion' },
    });
    expect(detection(out, 'platform')?.note).toEqual({ code: 'platformClue', clue: 'cce-version' });
    expect(detection(out, 'kernel')).toMatchObject({
      from: { type: 'object', kind: 'Node', name: '192.168.0.13', field: 'status.nodeInfo.kernelVersion' },
      note: { code: 'kernelCounts', total: 3, below59: 1, below513: 3, source: 'nodes' },
    });
    expect(detection(out, 'nft')?.from).toEqual({
      type: 'line',
      line: expect.any(Number),
      raw: 'nftables v1.0.6 (Lester Gooch #5)',
    });
    expect(detection(out, 'services')?.note).toEqual({
      code: 'serviceCounts',
      headless: 1,
      externalName: 1,
      byType: { clusterIP: 2, nodePort: 1, loadBalancer: 2 },
    });
    expect(detection(out, 'endpoints')?.note).toEqual({
      code: 'endpointStats',
      services: 5,
      max: 4,
      maxService: 'shop/web',
      withoutReady: 0,
    });
    expect(detection(out, 'elbSharedIngress')).toMatchObject({
      from: { type: 'object', kind: 'Ingress', name: 'web', namespace: 'shop', raw: ELB_WEB },
      note: { code: 'elbShared', elbId: ELB_WEB, service: 'shop/web', ingress: 'shop/web' },
    });
    expect(detection(out, 'passThrough')?.note).toEqual({ code: 'passThrough', set: 0, total: 1, scope: 'shared' });
  });

  it('lists what kubectl cannot show, in the wizard order', () => {
    expect(out.unknown).toEqual([
      { key: 'lb', reason: { code: 'notInKubectl' } },
      { key: 'shortConn', reason: { code: 'notInKubectl' } },
      { key: 'pingClusterIP', reason: { code: 'notInKubectl' } },
      { key: 'elbSharedCluster', reason: { code: 'notInKubectl' } },
      { key: 'portRange', reason: { code: 'notInKubectl' } },
      { key: 'kubeProxy', reason: { code: 'notInKubectl' } },
      { key: 'dataplane', reason: { code: 'notInKubectl' } },
      // The mode run today is in kube-proxy's ConfigMap and DaemonSet: not in this paste.
      { key: 'current', reason: { code: 'missingInput' } },
    ]);
  });

  it('warns about mixed OS images but not about the prompts between commands', () => {
    expect(out.warnings).toEqual([
      { code: 'osMixed', images: ['Huawei Cloud EulerOS 2.0 (x86_64)', 'EulerOS 2.0 (SP9x86_64)'] },
    ]);
    expect(out.stats).toMatchObject({ documents: 5, nodes: 3, services: 7, endpointSlices: 6, ingresses: 2 });
  });

  it('gives the same outcome when the text arrives in small chunks', () => {
    const parser = createImportParser();
    for (let i = 0; i < ccePaste.length; i += 333) parser.push(ccePaste.slice(i, i + 333));
    expect(parser.finish()).toEqual(out);
  });
});

describe('other clusters', () => {
  it('reads an EKS List mixing kinds: EKS, so no ELB answers', () => {
    const out = ok(parseImportText(eksPaste(1500)));
    expect(serializeAnswers(out.answers)).toEqual({
      platform: 'eks',
      version: '1.33.1',
      kernel: '6.1.124-134.200.amzn2023.x86_64',
      nft: '1.0.9',
      os: 'al2023',
      services: '1500',
      endpoints: '3',
    });
    expect(detection(out, 'platform')?.note).toEqual({ code: 'platformClue', clue: 'eks-version' });
    expect(out.unknown.map((u) => u.key)).toEqual([
      'lb',
      'shortConn',
      'pingClusterIP',
      'kubeProxy',
      'current',
      'plugin',
    ]);
    expect(decide(out.answers).pick).toBe('nftables');
  });

  it('maps Ubuntu 18.04 and takes the lowest kubelet when there is no server version', () => {
    const out = ok(parseImportText(kubectlJson(list(ubuntu1804Nodes))));
    expect(serializeAnswers(out.answers)).toEqual({
      version: '1.28.15',
      kernel: '4.15.0-213-generic',
      os: 'ubuntu-18.04',
    });
    expect(detection(out, 'version')?.note).toEqual({ code: 'sameKubelet', nodes: 3 });
    expect(detection(out, 'os')?.note).toEqual({ code: 'osImage', nodes: 2, total: 3 });
    expect(detection(out, 'kernel')?.note).toEqual({
      code: 'kernelCounts',
      total: 3,
      below59: 2,
      below513: 2,
      source: 'nodes',
    });
    expect(out.unknown.find((u) => u.key === 'platform')).toEqual({ key: 'platform', reason: { code: 'noSignal' } });
    expect(out.unknown.find((u) => u.key === 'services')).toEqual({
      key: 'services',
      reason: { code: 'missingInput' },
    });
  });

  it('leaves CentOS 7 unknown and says what the kernel suggests', () => {
    const out = ok(parseImportText(kubectlJson(list(centos7Nodes))));
    expect(out.answers.os).toBeUndefined();
    expect(out.answers.platform).toBe('cce');
    expect(out.unknown.find((u) => u.key === 'os')).toEqual({
      key: 'os',
      reason: { code: 'osAmbiguous', image: 'CentOS Linux 7 (Core)', nodes: 2, family: 'centos7', kernelHint: '7.6' },
    });
  });

  it('leaves EulerOS 2.0 (SP5) unknown', () => {
    const out = ok(parseImportText(kubectlJson(list(eulerSp5Nodes))));
    expect(out.answers.os).toBeUndefined();
    expect(out.unknown.find((u) => u.key === 'os')?.reason).toEqual({
      code: 'osAmbiguous',
      image: 'EulerOS 2.0 (SP5)',
      nodes: 1,
      family: 'euleros',
    });
  });

  it('a flagged image on any node wins over the others', () => {
    const nodes = [...ubuntu1804Nodes.slice(2), ...centos7Nodes, ubuntu1804Nodes[0]!];
    expect(ok(parseImportText(kubectlJson(list(nodes)))).answers.os).toBe('ubuntu-18.04');
  });

  it('warns when kubelets run different versions', () => {
    const nodes = [
      node('a', { kernel: '6.1.0', osImage: 'Debian GNU/Linux 12 (bookworm)', kubelet: 'v1.30.2' }),
      node('b', { kernel: '6.1.0', osImage: 'Debian GNU/Linux 12 (bookworm)', kubelet: 'v1.31.0' }),
    ];
    const out = ok(parseImportText(kubectlJson(list(nodes))));
    expect(out.answers.version).toEqual({ major: 1, minor: 30, patch: 2 });
    expect(detection(out, 'version')?.note).toEqual({ code: 'lowestKubelet', nodes: 2, highest: 'v1.31.0' });
    expect(out.warnings).toContainEqual({ code: 'mixedKubelets', lowest: 'v1.30.2', highest: 'v1.31.0' });
  });
});

describe('lines alone', () => {
  it('reads uname -r and nft --version from several nodes: the lowest wins', () => {
    const out = ok(
      parseImportText(
        '5.15.0-131-generic\n4.18.0-553.el8_10.x86_64\nnftables v1.0.6 (Lester Gooch #5)\n-bash: nft: command not found\n',
      ),
    );
    expect(serializeAnswers(out.answers)).toEqual({ kernel: '4.18.0-553.el8_10.x86_64', nft: 'none' });
    expect(detection(out, 'kernel')?.note).toEqual({
      code: 'kernelCounts',
      total: 2,
      below59: 1,
      below513: 1,
      source: 'lines',
    });
    expect(detection(out, 'nft')).toMatchObject({ from: { type: 'line', line: 4 }, note: { code: 'nftMissing' } });
  });

  it('takes the whole lowest kernel release, build number included, whatever the order of the lines', () => {
    for (const text of ['5.15.0-126-generic\n5.15.0-119-generic\n', '5.15.0-119-generic\n5.15.0-126-generic\n'])
      expect(serializeAnswers(ok(parseImportText(text)).answers)).toEqual({ kernel: '5.15.0-119-generic' });
    expect(serializeAnswers(ok(parseImportText('5.15.0-9-generic\n5.15.0-10-generic\n')).answers)).toEqual({
      kernel: '5.15.0-9-generic',
    });
  });

  it('reads the plain `kubectl version` output', () => {
    const out = ok(
      parseImportText('Client Version: v1.33.1\nKustomize Version: v5.6.0\nServer Version: v1.29.10-r0-29.0.9\n'),
    );
    expect(serializeAnswers(out.answers)).toEqual({ platform: 'cce', version: '1.29.10' });
    expect(out.warnings).toEqual([]);
  });
});

describe('Services, endpoints and ELBs', () => {
  it('counts only what kube-proxy programs and takes the median of ready endpoints', () => {
    const services = [
      service('a', 's1'),
      service('a', 's2', { type: 'NodePort' }),
      service('a', 's3', { type: 'LoadBalancer' }),
      service('a', 'headless', { clusterIP: 'None' }),
      service('a', 'ext', { type: 'ExternalName' }),
      service('a', 'idle'),
    ];
    const slices = [
      slice('a', 's1', 1),
      slice('a', 's2', 10, 5),
      slice('a', 's2', 2, 0, 'IPv4', 'second'),
      slice('a', 's2', 12, 0, 'IPv6'),
      slice('a', 's3', 3),
      slice('a', 'headless', 50),
      slice('a', 'idle', 0, 2),
    ];
    const out = ok(parseImportText(kubectlJson(list([...services, ...slices]))));
    // s1: 1, s2: max(IPv4 10+2, IPv6 12) = 12, s3: 3; idle has none ready → median of [1, 3, 12] = 3
    expect(out.answers).toMatchObject({ services: 4, endpoints: 3 });
    expect(detection(out, 'endpoints')?.note).toEqual({
      code: 'endpointStats',
      services: 3,
      max: 12,
      maxService: 'a/s2',
      withoutReady: 1,
    });
    expect(out.warnings).toContainEqual({ code: 'servicesWithoutEndpoints', count: 1 });
  });

  it('rounds an even median up', () => {
    const out = ok(
      parseImportText(
        kubectlJson(list([service('a', 'x'), service('a', 'y'), slice('a', 'x', 2), slice('a', 'y', 5)])),
      ),
    );
    expect(out.answers.endpoints).toBe(4);
  });

  it('counts every slice when no Services were pasted, and says so', () => {
    const out = ok(parseImportText(kubectlJson(list([slice('a', 'x', 2), slice('a', 'headless', 7)]))));
    expect(out.answers.endpoints).toBe(5);
    expect(out.warnings).toContainEqual({ code: 'endpointsWithoutServices' });
    expect(out.unknown.find((u) => u.key === 'services')?.reason).toEqual({ code: 'missingInput' });
  });

  it('knows no ELB is shared when no Service uses one', () => {
    const out = ok(parseImportText(kubectlJson(list([service('a', 'x', { type: 'LoadBalancer' })]))));
    expect(out.answers.elbSharedIngress).toBe(false);
    expect(out.unknown.find((u) => u.key === 'passThrough')?.reason).toEqual({ code: 'noElbServices' });
  });

  it('needs the Ingresses to tell sharing, and reads pass-through over every ELB Service then', () => {
    const svc = service('a', 'x', {
      type: 'LoadBalancer',
      annotations: { 'kubernetes.io/elb.id': 'elb-1', 'kubernetes.io/elb.pass-through': 'true' },
    });
    const out = ok(parseImportText(kubectlJson(list([svc]))));
    expect(out.answers).toMatchObject({ platform: 'cce', passThrough: true });
    expect(detection(out, 'platform')?.note).toEqual({ code: 'cceAnnotation', annotation: 'kubernetes.io/elb.id' });
    expect(out.unknown.find((u) => u.key === 'elbSharedIngress')?.reason).toEqual({ code: 'noIngresses' });
  });

  it('finds no sharing when the Ingresses use other ELBs', () => {
    const text =
      kubectlJson(list(cce.services)) +
      kubectlJson(
        list([
          {
            ...cce.ingresses[0]!,
            metadata: { name: 'web', namespace: 'shop', annotations: { 'kubernetes.io/elb.id': 'another' } },
          },
        ]),
      );
    const out = ok(parseImportText(text));
    expect(out.answers).toMatchObject({ elbSharedIngress: false, passThrough: false });
    expect(detection(out, 'passThrough')?.note).toEqual({ code: 'passThrough', set: 1, total: 2, scope: 'all' });
  });

  it('reads objects without kind, as `jq .items[]` prints them', () => {
    const bare = cce.nodes.map(({ kind: _kind, apiVersion: _v, ...rest }) => rest);
    const out = ok(parseImportText(bare.map((n) => JSON.stringify(n)).join('\n')));
    expect(out.stats.nodes).toBe(3);
    expect(out.answers.kernel?.raw).toBe('4.18.0-147.5.1.6.h841.eulerosv2r9.x86_64');
  });
});

describe('bad input', () => {
  it.each([
    ['an empty paste', ''],
    ['blank lines', '  \n\n\t \n'],
  ])('%s is empty', (_name, text) => {
    expect(fail(parseImportText(text))).toEqual({ code: 'empty' });
  });

  it('table output is not JSON, and says it looks like a table', () => {
    expect(fail(parseImportText(broken.tableOutput))).toEqual({
      code: 'notJson',
      hint: 'table',
      line: 1,
      sample: 'NAME           STATUS   ROLES    AGE   VERSION',
    });
  });

  it('YAML is not JSON', () => {
    expect(fail(parseImportText(broken.yamlOutput))).toMatchObject({ code: 'notJson', hint: 'yaml' });
  });

  it('prose is not JSON', () => {
    expect(fail(parseImportText('please find the nodes attached'))).toEqual({
      code: 'notJson',
      hint: 'text',
      line: 1,
      sample: 'please find the nodes attached',
    });
  });

  it('a balanced document that does not parse is invalid JSON', () => {
    expect(fail(parseImportText(broken.invalidJson))).toEqual({
      code: 'notJson',
      hint: 'invalidJson',
      line: 1,
      sample: '',
    });
  });

  it('Pods are the wrong kind', () => {
    expect(fail(parseImportText(broken.podList))).toEqual({
      code: 'wrongKind',
      found: [{ kind: 'Pod', count: 3 }],
      reason: 'otherKinds',
    });
  });

  it('an empty List cannot say what it lists', () => {
    expect(fail(parseImportText(broken.emptyList))).toEqual({ code: 'wrongKind', found: [], reason: 'emptyList' });
  });

  it('a client-only version is the wrong kind, with its own reason', () => {
    expect(fail(parseImportText(broken.clientOnlyVersion))).toEqual({
      code: 'wrongKind',
      found: [],
      reason: 'clientOnly',
    });
  });

  it('a List cut inside its first item is truncated', () => {
    expect(fail(parseImportText(broken.cutInFirstItem))).toEqual({ code: 'truncated', at: 'end', line: 1 });
  });

  it('binary data is binary', () => {
    expect(fail(parseImportText(broken.binaryText))).toEqual({ code: 'binary' });
    expect(looksBinary('{"a": 1}\n')).toBe(false);
    expect(looksBinary(`${'x'.repeat(2000)}\u00ad\uFFFD`)).toBe(false); // one stray byte in a big text
  });

  it('text above the limit is too large', () => {
    expect(fail(parseImportText('{}'.repeat(10), 8))).toEqual({ code: 'tooLarge', bytes: 20, limitBytes: 8 });
  });
});

describe('partial input is used, with a note', () => {
  it('keeps the nodes that were complete before the cut', () => {
    const out = ok(parseImportText(broken.cutAfterTwoNodes));
    expect(out.stats.nodes).toBe(2);
    expect(out.answers.kernel?.raw).toBe('5.10.0-182.0.0.95.r1941_123.hce2.x86_64');
    expect(out.warnings[0]).toEqual({ code: 'truncatedEnd', line: 1, salvaged: 2 });
  });

  it('reads the complete nodes after a cut-off start', () => {
    const out = ok(parseImportText(broken.cutAtStart));
    expect(out.stats.nodes).toBe(2);
    expect(out.answers.os).toBe('other');
    expect(out.warnings[0]).toMatchObject({ code: 'truncatedStart' });
    expect(out.warnings.find((w) => w.code === 'otherKinds')).toBeUndefined();
  });

  it('a paste cut at the start with no complete object is truncated', () => {
    expect(fail(parseImportText(broken.cutAtStart.slice(broken.cutAtStart.length - 200)))).toMatchObject({
      code: 'truncated',
      at: 'start',
    });
  });

  it('skips lines it does not know and says which', () => {
    const out = ok(parseImportText(broken.pasteWithNoise));
    expect(out.warnings).toContainEqual({
      code: 'skippedLines',
      count: 2,
      line: expect.any(Number),
      sample: 'hello from my notes',
    });
  });

  it('uses the good documents next to other kinds, a broken one and an empty List', () => {
    const text = [broken.podList, kubectlJson(list(ubuntu1804Nodes)), broken.invalidJson, broken.emptyList].join('');
    const out = ok(parseImportText(text));
    expect(out.answers.os).toBe('ubuntu-18.04');
    expect(out.warnings).toEqual(
      expect.arrayContaining([
        { code: 'otherKinds', found: [{ kind: 'Pod', count: 3 }] },
        { code: 'invalidJson', count: 1, line: expect.any(Number) },
        { code: 'emptyList', count: 1 },
      ]),
    );
  });
});

describe('file bytes', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it('tells text encodings from binary formats', () => {
    expect(sniffBytes(new TextEncoder().encode('{"a": 1}'))).toBe('utf-8');
    expect(sniffBytes(bytes(0xef, 0xbb, 0xbf, 0x7b))).toBe('utf-8');
    expect(sniffBytes(bytes(0xff, 0xfe, 0x7b, 0x00))).toBe('utf-16le');
    expect(sniffBytes(bytes(0xfe, 0xff, 0x00, 0x7b))).toBe('utf-16be');
    expect(sniffBytes(bytes(0x7b, 0, 0x22, 0, 0x61, 0, 0x22, 0, 0x3a, 0))).toBe('utf-16le');
    expect(sniffBytes(bytes(0x1f, 0x8b, 0x08, 0x00))).toBe('binary');
    expect(sniffBytes(bytes(0x50, 0x4b, 0x03, 0x04))).toBe('binary');
    expect(sniffBytes(bytes(0x7b, 0x00, 0x00, 0x01, 0x7d))).toBe('binary');
  });
});

describe('round trip with a kubectl version document alone', () => {
  it('gives version and platform', () => {
    const out = ok(parseImportText(kubectlJson(kubectlVersion('v1.35.0-r0-35.0.1'))));
    expect(serializeAnswers(out.answers)).toEqual({ platform: 'cce', version: '1.35.0' });
  });
});
