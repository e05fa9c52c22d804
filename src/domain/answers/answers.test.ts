import { describe, expect, it } from 'vitest';
import type { Answers } from './answers';
import { PLUGIN_IDS } from '../plugins/model';
import { imagesOffered } from '../platforms/node-images';
import { pluginsOffered } from '../plugins/offered';
import { visibleQuestions } from './questions';
import {
  ANSWER_KEYS,
  LB_NEEDS,
  asks,
  OS_IMAGES,
  compareKernelRelease,
  compareKernelVersion,
  formatClusterVersion,
  parseAnswers,
  parseKernelVersion,
  serializeAnswers,
} from './answers';

/** Parses a share-link query string the way a browser hands it over. */
const fromUrl = (query: string) => parseAnswers(Object.fromEntries(new URLSearchParams(query)));

describe('cluster version', () => {
  it.each([
    ['1.31', 31, undefined],
    ['v1.31', 31, undefined],
    ['1.31.4', 31, 4],
    ['v1.31.4-r0', 31, 4],
    ['v1.31.4-r0-31.0.2.1', 31, 4],
    ['1.30', 30, undefined],
    ['1.40', 40, undefined],
    ['1.3', 3, undefined],
    ['1.4', 4, undefined],
    [' v1.28.2 ', 28, 2],
    ['1.34.0', 34, 0],
  ])('%s means minor %i, patch %s', (text, minor, patch) => {
    const { answers, notices } = parseAnswers({ version: text });
    expect(notices).toEqual([]);
    expect(answers.version).toEqual(patch === undefined ? { major: 1, minor } : { major: 1, minor, patch });
  });

  it('shows 1.30 and 1.40 as written, never as floats, and keeps a given patch', () => {
    expect(formatClusterVersion({ major: 1, minor: 30 })).toBe('1.30');
    expect(serializeAnswers(fromUrl('version=v1.40.1-r0').answers)).toEqual({ version: '1.40.1' });
    expect(serializeAnswers(fromUrl('version=1.34.5').answers)).toEqual({ version: '1.34.5' });
  });

  it("keeps k3s's and RKE2's release suffix as the tools print it, and drops any other", () => {
    expect(fromUrl('version=v1.33.5%2Bk3s1').answers.version).toEqual({
      major: 1,
      minor: 33,
      patch: 5,
      build: '+k3s1',
    });
    expect(serializeAnswers(fromUrl('version=v1.33.5%2Bk3s1').answers)).toEqual({ version: '1.33.5+k3s1' });
    expect(serializeAnswers(fromUrl('version=v1.36.3%2BRKE2R1').answers)).toEqual({ version: '1.36.3+rke2r1' });
    expect(serializeAnswers(fromUrl('version=v1.33.5%2Bk3s1.extra').answers)).toEqual({ version: '1.33.5' });
    expect(serializeAnswers(fromUrl('version=v1.34.1-eks-1234').answers)).toEqual({ version: '1.34.1' });
  });

  it('still reads old links without a patch: the patch is then unknown', () => {
    expect(fromUrl('version=1.34').answers.version).toEqual({ major: 1, minor: 34 });
    expect(serializeAnswers(fromUrl('version=1.34').answers)).toEqual({ version: '1.34' });
  });

  // A router that JSON-parses `?version=1.30` hands over 1.3: a float cannot be trusted.
  it.each([1.3, 1.31, 131])('rejects the number %d with a notice', (n) => {
    expect(parseAnswers({ version: n })).toEqual({ answers: {}, notices: [{ kind: 'invalid', param: 'version' }] });
  });

  it.each(['1', 'abc', '5.10', '1.31.4.5', '1..31', 'v', '1.31 beta'])('rejects %j', (text) => {
    expect(parseAnswers({ version: text }).notices).toEqual([{ kind: 'invalid', param: 'version' }]);
  });
});

describe('kernel', () => {
  it.each([
    ['5.10.0-182.0.0.95.r1941_123.hce2.x86_64', 5, 10, 0],
    ['6.1.0-18-amd64', 6, 1, 0],
    ['4.18.0-553.el8_10.x86_64', 4, 18, 0],
    ['3.10.0-1160.el7.x86_64', 3, 10, 0],
    ['5.13', 5, 13, 0],
    ['6.6.30', 6, 6, 30],
  ])('%s', (raw, major, minor, patch) => {
    const { answers, notices } = parseAnswers({ kernel: raw });
    expect(notices).toEqual([]);
    expect(answers.kernel).toEqual({ major, minor, patch, raw });
    expect(serializeAnswers(answers)).toEqual({ kernel: raw });
  });

  it.each([5.1, 'linux', '5', '1.31', '5.10 <script>', 'x'.repeat(200)])('rejects %j', (v) => {
    expect(parseAnswers({ kernel: v }).notices).toEqual([{ kind: 'invalid', param: 'kernel' }]);
  });

  it('compares whole releases for the lowest node kernel, thresholds only by major.minor.patch', () => {
    const k = (raw: string) => parseKernelVersion(raw)!;
    expect(compareKernelVersion(k('5.15.0-119-generic'), k('5.15.0-126-generic'))).toBe(0);
    expect(compareKernelRelease(k('5.15.0-119-generic'), k('5.15.0-126-generic'))).toBeLessThan(0);
    expect(compareKernelRelease(k('5.15.0-9-generic'), k('5.15.0-10-generic'))).toBeLessThan(0);
    expect(compareKernelRelease(k('5.15.0-126-generic'), k('5.15.0-119-generic'))).toBeGreaterThan(0);
    expect(compareKernelRelease(k('5.14.0-1'), k('5.15.0-0'))).toBeLessThan(0);
    expect(compareKernelRelease(k('6.1.0-18-amd64'), k('6.1.0-18-amd64'))).toBe(0);
  });
});

describe('nft', () => {
  it.each([
    ['1.0.6', '1.0.6'],
    ['v1.0.2', '1.0.2'],
    ['1.0', '1.0.0'],
    ['nftables v1.0.6 (Lester Gooch #5)', '1.0.6'],
    ['0.9.8', '0.9.8'],
    ['none', 'none'],
  ])('%s', (text, canonical) => {
    const { answers, notices } = parseAnswers({ nft: text });
    expect(notices).toEqual([]);
    expect(serializeAnswers(answers)).toEqual({ nft: canonical });
  });

  it('reads "none" as not installed', () => {
    expect(parseAnswers({ nft: 'none' }).answers.nft).toBe('none');
  });

  it.each([1, 'nftables', 'yes', '1.0.6 extra'])('rejects %j', (v) => {
    expect(parseAnswers({ nft: v }).notices).toEqual([{ kind: 'invalid', param: 'nft' }]);
  });
});

describe('numbers, booleans and enums', () => {
  it('accepts Services and endpoints as strings or numbers', () => {
    expect(parseAnswers({ services: 3000, endpoints: '4' }).answers).toEqual({ services: 3000, endpoints: 4 });
    expect(parseAnswers({ services: '3000' }).answers).toEqual({ services: 3000 });
    expect(parseAnswers({ services: 0 }).answers).toEqual({ services: 0 });
  });

  it('reads counts and versions as people type them (rule set 1.7.0)', () => {
    expect(parseAnswers({ services: '3,000', endpoints: '１２' }).answers).toEqual({ services: 3000, endpoints: 12 });
    expect(parseAnswers({ services: '1.5万' }).answers).toEqual({ services: 15000 });
    expect(parseAnswers({ version: 'Server Version: v1.31.2' }).answers).toEqual({
      version: { major: 1, minor: 31, patch: 2 },
    });
    expect(parseAnswers({ version: 'ｖ１．３１' }).answers).toEqual({ version: { major: 1, minor: 31 } });
    expect(parseAnswers({ kernel: '５．１５．０' }).answers).toMatchObject({
      kernel: { major: 5, minor: 15, patch: 0 },
    });
    expect(parseAnswers({ nft: 'ｖ１．０．９' }).answers).toEqual({ nft: { major: 1, minor: 0, patch: 9 } });
  });

  it.each([
    ['services', -1],
    ['services', 3000.5],
    ['services', '3e3'],
    ['services', '1,5'],
    ['endpoints', 0],
    ['endpoints', '0'],
  ])('rejects %s=%j', (param, v) => {
    expect(parseAnswers({ [param]: v })).toEqual({ answers: {}, notices: [{ kind: 'invalid', param }] });
  });

  it('accepts booleans as strings or booleans', () => {
    expect(parseAnswers({ shortConn: true, pingClusterIP: 'false' }).answers).toEqual({
      shortConn: true,
      pingClusterIP: false,
    });
    expect(parseAnswers({ shortConn: 'true' }).answers).toEqual({ shortConn: true });
    expect(parseAnswers({ shortConn: 'yes' }).notices).toEqual([{ kind: 'invalid', param: 'shortConn' }]);
  });

  it.each([...OS_IMAGES])('os=%s', (os) => expect(fromUrl(`os=${os}`).answers).toEqual({ os }));
  it.each([...LB_NEEDS])('lb=%s', (lb) => expect(fromUrl(`lb=${lb}`).answers).toEqual({ lb }));
  it('rejects values outside the enums', () => {
    expect(fromUrl('platform=openshift&os=debian-12&lb=wrr').notices).toEqual([
      { kind: 'invalid', param: 'platform' },
      { kind: 'invalid', param: 'os' },
      { kind: 'invalid', param: 'lb' },
    ]);
  });
});

describe('parseAnswers', () => {
  it('treats absent and empty values as unknown and ignores unknown parameters', () => {
    expect(parseAnswers({})).toEqual({ answers: {}, notices: [] });
    expect(fromUrl('kernel=&utm_source=x&lang=zh')).toEqual({ answers: {}, notices: [] });
  });

  it('drops CCE-only answers on other platforms, with a notice', () => {
    expect(
      fromUrl('platform=k8s&elbSharedIngress=true&elbSharedCluster=false&portRange=true&passThrough=nonsense'),
    ).toEqual({
      answers: { platform: 'k8s' },
      notices: ['elbSharedIngress', 'elbSharedCluster', 'portRange', 'passThrough'].map((param) => ({
        kind: 'cceOnly',
        param,
      })),
    });
  });

  it('keeps CCE-only answers when the platform is CCE or unknown', () => {
    const q = 'elbSharedIngress=true&elbSharedCluster=false&portRange=true&passThrough=false';
    const expected = { elbSharedIngress: true, elbSharedCluster: false, portRange: true, passThrough: false };
    expect(fromUrl(q)).toEqual({ answers: expected, notices: [] });
    expect(fromUrl(`platform=cce&${q}`)).toEqual({ answers: { platform: 'cce', ...expected }, notices: [] });
    expect(fromUrl(`platform=mars&${q}`).answers).toEqual(expected);
  });

  it('reads a full example link', () => {
    const q =
      'platform=cce&version=v1.31.4-r0&kernel=5.10.0-182.0.0.95.r1941_123.hce2.x86_64&nft=v1.0.2&os=euleros-2.5' +
      '&services=3000&endpoints=3&lb=rr&shortConn=true&pingClusterIP=false&elbSharedIngress=true&elbSharedCluster=false' +
      '&portRange=false&passThrough=true&kubeProxy=host&dataplane=kube-proxy&current=ipvs';
    const { answers, notices } = fromUrl(q);
    expect(notices).toEqual([]);
    // Every answer CCE asks: all but the plugin (its documents name none of the guide's).
    expect(Object.keys(answers)).toEqual(ANSWER_KEYS.filter((k) => k !== 'plugin'));
    expect(serializeAnswers(answers)).toEqual({
      platform: 'cce',
      version: '1.31.4',
      kernel: '5.10.0-182.0.0.95.r1941_123.hce2.x86_64',
      nft: '1.0.2',
      os: 'euleros-2.5',
      services: '3000',
      endpoints: '3',
      lb: 'rr',
      shortConn: 'true',
      pingClusterIP: 'false',
      elbSharedIngress: 'true',
      elbSharedCluster: 'false',
      portRange: 'false',
      passThrough: 'true',
      kubeProxy: 'host',
      dataplane: 'kube-proxy',
      current: 'ipvs',
    });
  });
});

describe('serializeAnswers', () => {
  it('writes known answers only, in ANSWER_KEYS order', () => {
    const out = serializeAnswers({ passThrough: true, services: 10, platform: 'cce' });
    expect(Object.keys(out)).toEqual(['platform', 'services', 'passThrough']);
  });

  it('omits CCE-only answers on other platforms', () => {
    expect(serializeAnswers({ platform: 'k8s', portRange: true, shortConn: false })).toEqual({
      platform: 'k8s',
      shortConn: 'false',
    });
  });

  it('round-trips generated answer sets', () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const pick = <T>(xs: readonly T[]): T | undefined => (rnd(xs.length + 1) === 0 ? undefined : xs[rnd(xs.length)]);
    const kernels = [
      '5.10.0-182.0.0.95.r1941_123.hce2.x86_64',
      '6.1.0-18-amd64',
      '4.18.0-553.el8_10.x86_64',
      '5.13',
      '6.6.30',
    ];
    for (let i = 0; i < 2000; i++) {
      const a: Answers = {};
      const platform = pick(['cce', 'k8s'] as const);
      const minor = pick([3, 4, 27, 30, 31, 40, 43, 100]);
      const kernel = pick(kernels);
      const nftPatch = pick([0, 1, 6]);
      if (platform) a.platform = platform;
      if (minor !== undefined) a.version = { major: 1, minor };
      if (kernel) Object.assign(a, parseAnswers({ kernel }).answers);
      if (nftPatch !== undefined) a.nft = rnd(5) === 0 ? 'none' : { major: 1, minor: rnd(2), patch: nftPatch };
      // An image the platform offers: another is kept with a notice (its own test).
      const os = pick([...imagesOffered(platform), 'other'] as const),
        lb = pick(LB_NEEDS),
        services = pick([0, 999, 3000, 120000]);
      if (os) a.os = os;
      if (lb) a.lb = lb;
      if (services !== undefined) a.services = services;
      if (rnd(2)) a.endpoints = 1 + rnd(50);
      for (const k of [
        'shortConn',
        'pingClusterIP',
        'elbSharedIngress',
        'elbSharedCluster',
        'portRange',
        'passThrough',
      ] as const) {
        const b = pick([true, false]);
        if (b !== undefined && !(platform === 'k8s' && k !== 'shortConn' && k !== 'pingClusterIP')) a[k] = b;
      }
      const back = parseAnswers(serializeAnswers(a));
      expect(back.notices).toEqual([]);
      expect(back.answers).toStrictEqual(a);
    }
  });
});

describe('the share-link keys', () => {
  it('name exactly the answers, once each', () => {
    // Typed by the answers, so an answer without a key, or a key without an answer, shows here.
    const every: Record<keyof Answers, string> = {
      platform: 'cce',
      version: '1.35',
      kernel: '6.6',
      nft: '1.0.6',
      os: 'other',
      services: '10',
      endpoints: '20',
      lb: 'any',
      shortConn: 'false',
      pingClusterIP: 'false',
      elbSharedIngress: 'false',
      elbSharedCluster: 'false',
      portRange: 'false',
      passThrough: 'false',
      kubeProxy: 'host',
      dataplane: 'kube-proxy',
      current: 'ipvs',
      plugin: 'calico',
    };
    // CCE asks all but the plugin question; with the platform unknown, every question is asked.
    expect(Object.keys(parseAnswers(every).answers)).toEqual(ANSWER_KEYS.filter((k) => k !== 'plugin'));
    expect(Object.keys(parseAnswers({ ...every, platform: '' }).answers)).toEqual(ANSWER_KEYS.slice(1));
  });
});

describe('the dataplane answer', () => {
  it('is kept where the platform has a dataplane that can replace kube-proxy, or is not given; elsewhere it is dropped, named', () => {
    expect(fromUrl('platform=gke&dataplane=replaced').answers.dataplane).toBe('replaced');
    expect(fromUrl('dataplane=replaced').answers.dataplane).toBe('replaced');
    expect(fromUrl('platform=eks&dataplane=replaced')).toEqual({
      answers: { platform: 'eks' },
      notices: [{ kind: 'notAsked', param: 'dataplane' }],
    });
    expect(fromUrl('platform=gke&dataplane=cilium').notices).toEqual([{ kind: 'invalid', param: 'dataplane' }]);
  });
});

describe('the current-mode answer', () => {
  it('takes the three modes and "new" on every platform; anything else is dropped, named', () => {
    expect(fromUrl('platform=eks&current=ipvs').answers.current).toBe('ipvs');
    expect(fromUrl('platform=cce&current=new').answers.current).toBe('new');
    expect(fromUrl('current=nftables').answers.current).toBe('nftables');
    expect(fromUrl('current=userspace').notices).toEqual([{ kind: 'invalid', param: 'current' }]);
  });

  it('comes after the older keys in the share link, so the step numbers of older links still ask the same questions', () => {
    expect(ANSWER_KEYS.slice(-2)).toEqual(['current', 'plugin']);
    expect(Object.keys(serializeAnswers({ current: 'iptables', platform: 'cce' }))).toEqual(['platform', 'current']);
  });
});

describe('the plugin answer', () => {
  it("offers a managed platform's named plugins, every plugin elsewhere, and is not asked where a platform names none", () => {
    expect(pluginsOffered('eks')).toEqual(['aws-vpc-cni']);
    expect(pluginsOffered('aks')).toEqual(['cilium', 'azure-cni']);
    expect(pluginsOffered('k3s')).toEqual(PLUGIN_IDS);
    expect(pluginsOffered('k8s')).toEqual(PLUGIN_IDS);
    expect(pluginsOffered(undefined)).toEqual(PLUGIN_IDS);
    for (const p of ['cce', 'tke', 'ack'] as const) expect(asks(p, 'plugin'), p).toBe(false);
    expect(fromUrl('platform=cce&plugin=calico')).toEqual({
      answers: { platform: 'cce' },
      notices: [{ kind: 'notAsked', param: 'plugin' }],
    });
  });

  it('keeps a named plugin the platform does not name, with a note; `other` everywhere it is asked', () => {
    expect(fromUrl('platform=eks&plugin=calico')).toEqual({
      answers: { platform: 'eks', plugin: 'calico' },
      notices: [{ kind: 'offPlatform', param: 'plugin' }],
    });
    expect(fromUrl('platform=eks&plugin=aws-vpc-cni').notices).toEqual([]);
    expect(fromUrl('platform=gke&plugin=other')).toEqual({
      answers: { platform: 'gke', plugin: 'other' },
      notices: [],
    });
    expect(fromUrl('plugin=kube-ovn').answers.plugin).toBe('kube-ovn');
    expect(fromUrl('plugin=calico-enterprise').notices).toEqual([{ kind: 'invalid', param: 'plugin' }]);
  });

  it("offers each platform's own node images; keeps another's, with a note, as old links hold them", () => {
    const osOptions = (platform: Parameters<typeof visibleQuestions>[0], os?: Answers['os']) =>
      visibleQuestions(platform, os ? { os } : {}).find((q) => q.key === 'os')?.options;
    expect(osOptions('cce')).toEqual(['euleros-2.5', 'centos-7.6', 'ubuntu-18.04', 'other']);
    expect(osOptions('eks')).toEqual(['al2023', 'bottlerocket', 'al2', 'other']);
    expect(osOptions('eks', 'centos-7.6')).toEqual(['al2023', 'bottlerocket', 'al2', 'centos-7.6', 'other']);
    // Where no document of the platform names an image (or no platform is given), every image.
    expect(osOptions('kubeadm')).toEqual([...OS_IMAGES]);
    expect(osOptions(undefined)).toEqual([...OS_IMAGES]);
    expect(fromUrl('platform=eks&os=centos-7.6')).toEqual({
      answers: { platform: 'eks', os: 'centos-7.6' },
      notices: [{ kind: 'offPlatform', param: 'os' }],
    });
    expect(fromUrl('platform=eks&os=bottlerocket').notices).toEqual([]);
    expect(fromUrl('platform=cce&os=other').notices).toEqual([]);
  });

  it("the wizard's options: the platform's, then the one the link holds, then other", () => {
    const options = (q: string) =>
      visibleQuestions(fromUrl(q).answers.platform, fromUrl(q).answers).find((x) => x.key === 'plugin')?.options;
    expect(options('platform=eks')).toEqual(['aws-vpc-cni', 'other']);
    expect(options('platform=eks&plugin=calico')).toEqual(['aws-vpc-cni', 'calico', 'other']);
    expect(options('platform=rke2')).toEqual([...PLUGIN_IDS, 'other']);
    expect(options('platform=cce')).toBeUndefined();
  });
});
