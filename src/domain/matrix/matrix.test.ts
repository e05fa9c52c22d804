import { describe, expect, it } from 'vitest';
import enCompare from '../../../locales/en/compare.json';
import enModes from '../../../locales/en/modes.json';
import zhCompare from '../../../locales/zh/compare.json';
import zhModes from '../../../locales/zh/modes.json';
import { SOURCES, checkedOn, isSourceId } from '../sources';
import { MODES } from '../modes';
import {
  CELLS,
  ROW_IDS,
  ROWS,
  differingRows,
  getCell,
  rowCells,
  rowSources,
  sameAcross,
  type MatrixCell,
} from './matrix';
import { MODE_ACTIONS } from './mode-actions';
import { modePageKey } from './mode-page-keys';
import {
  MODE_PAGES,
  MODE_PAGE_LABEL_KEYS,
  MODE_PAGE_SECTIONS,
  modePageKeys,
  sectionSources,
  sourcedTexts,
} from './mode-pages';

type Json = Record<string, unknown>;
const LOCALES = {
  compare: { en: enCompare as Json, zh: zhCompare as Json },
  modes: { en: enModes as Json, zh: zhModes as Json },
} as const;
const LANGS = ['en', 'zh'] as const;

/** Walks a dotted path; undefined when any step is missing. */
function resolve(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Json)[k] : undefined), obj);
}

/** Every leaf as [dotted path, value]. */
function leaves(obj: unknown, prefix = ''): [string, unknown][] {
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    return Object.entries(obj as Json).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, obj]];
}

function placeholders(s: string): string[] {
  return [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '');
}

function text(ns: keyof typeof LOCALES, lang: 'en' | 'zh', key: string): string {
  const v = resolve(LOCALES[ns][lang], key);
  if (typeof v !== 'string') throw new Error(`${lang}/${ns}.json: missing key ${key}`);
  return v;
}

function render(
  ns: keyof typeof LOCALES,
  lang: 'en' | 'zh',
  key: string,
  params: Record<string, string | number> = {},
) {
  return text(ns, lang, key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, p: string) => String(params[p]));
}

function cellKeys(c: MatrixCell): string[] {
  return [c.key, c.valueKey, ...(c.points ?? [])];
}

describe('locale files', () => {
  for (const ns of ['compare', 'modes'] as const) {
    it(`${ns}: en and zh have the same keys, all non-empty strings`, () => {
      const en = leaves(LOCALES[ns].en);
      const zh = leaves(LOCALES[ns].zh);
      expect(zh.map(([k]) => k).sort()).toEqual(en.map(([k]) => k).sort());
      for (const [k, v] of [...en, ...zh]) {
        expect(typeof v, `${ns}:${k}`).toBe('string');
        expect((v as string).trim(), `${ns}:${k}`).not.toBe('');
      }
    });

    it(`${ns}: en and zh use the same placeholders`, () => {
      for (const [k, v] of leaves(LOCALES[ns].en)) {
        expect(placeholders(text(ns, 'zh', k)).sort(), `${ns}:${k}`).toEqual(placeholders(v as string).sort());
      }
    });
  }
});

describe('matrix shape', () => {
  it('has the modes and rows in the agreed order', () => {
    expect(MODES).toEqual(['nftables', 'iptables', 'ipvs']);
    expect(ROW_IDS).toEqual([
      'positioning',
      'throughput',
      'complexity',
      'load-balancing',
      'clusterip-ping',
      'limits',
      'requirements',
      'lookup',
      'rule-updates',
      'upstream-status',
      'change-later',
      'known-issues',
    ]);
    expect(ROWS.map((r) => r.id)).toEqual([...ROW_IDS]);
    expect(ROWS.filter((r) => r.group === 'cce').map((r) => r.id)).toEqual(ROW_IDS.slice(0, 6));
  });

  it('has exactly one cell per row and mode', () => {
    expect(CELLS).toHaveLength(ROW_IDS.length * MODES.length);
    for (const row of ROW_IDS) {
      for (const mode of MODES) {
        expect(
          CELLS.filter((c) => c.row === row && c.mode === mode),
          `${row} × ${mode}`,
        ).toHaveLength(1);
      }
    }
  });

  it('cites at least one known source in every cell, without repeats', () => {
    for (const c of CELLS) {
      expect(c.sources.length, `${c.row} × ${c.mode}`).toBeGreaterThan(0);
      for (const s of c.sources) expect(isSourceId(s), `${c.row} × ${c.mode}: ${s}`).toBe(true);
      expect(new Set(c.sources).size, `${c.row} × ${c.mode}`).toBe(c.sources.length);
    }
  });

  it('cites the CCE page in every cell of the CCE rows (its Chinese edition for nftables, the only one covering it)', () => {
    for (const c of CELLS.filter((x) => ROWS.find((r) => r.id === x.row)?.group === 'cce')) {
      expect(c.sources, `${c.row} × ${c.mode}`).toContain(c.mode === 'nftables' ? 'cce-compare-zh' : 'cce-compare');
    }
  });

  it('resolves every key in both languages, with its placeholders filled', () => {
    for (const lang of LANGS) {
      for (const r of ROWS) {
        expect(text('compare', lang, r.labelKey).trim()).not.toBe('');
        expect(text('compare', lang, r.hintKey).trim()).not.toBe('');
      }
      for (const c of CELLS) {
        for (const k of cellKeys(c)) {
          for (const p of placeholders(text('compare', lang, k))) {
            expect(c.params?.[p], `${lang} ${k}: {{${p}}}`).toBeDefined();
          }
        }
      }
    }
  });
});

describe('facts of the CCE page are all in the matrix', () => {
  const all = (lang: 'en' | 'zh') =>
    CELLS.flatMap((c) => cellKeys(c).map((k) => render('compare', lang, k, c.params))).join('\n');

  it.each([
    '3000',
    'O(1) or O(log n)',
    'O(n)',
    'random',
    'round robin',
    'shortest expected delay',
    'least connections',
    'hashing',
    'v1.27',
    '#108460',
    'v1.35',
    'ipvs-0',
    '30000-30005',
    '30001-30005',
    'kubernetes.io/elb.pass-through',
    'EulerOS 2.5',
    'CentOS 7.6',
    'Ubuntu 18.04',
    '5.13',
    '"1.01"',
    '1.0.1',
    '5.9',
    'CoreDNS',
  ])('en mentions %s', (needle) => {
    expect(all('en')).toContain(needle);
  });

  it.each([
    '3000',
    '轮询',
    '最短期望延迟',
    '最少连接',
    '哈希',
    'v1.27',
    '#108460',
    'v1.35',
    '30000-30005',
    'EulerOS 2.5',
    '1.0.1',
  ])('zh mentions %s', (needle) => {
    expect(all('zh')).toContain(needle);
  });

  it('rates throughput and complexity as the CCE page does', () => {
    expect(getCell('throughput', 'nftables').valueKey).toBe('values.throughput.higher');
    expect(getCell('throughput', 'iptables').valueKey).toBe('values.throughput.lower');
    expect(getCell('throughput', 'ipvs').valueKey).toBe('values.throughput.higher');
    expect(rowCells('complexity').map((c) => render('compare', 'en', c.valueKey))).toEqual([
      'O(1) or O(log n)',
      'O(n)',
      'O(1)',
    ]);
  });

  it('labels the IPVS removal dates as plans', () => {
    const c = getCell('upstream-status', 'ipvs');
    const points = (c.points ?? []).map((k) => render('compare', 'en', k)).join('\n');
    expect(render('compare', 'en', c.key)).toContain('v1.35');
    expect(points).toMatch(/Planned[^\n]*v1\.40/);
    expect(points).toMatch(/Planned[^\n]*v1\.43/);
  });
});

describe('sameAcross', () => {
  it('is true where the selected modes agree', () => {
    expect(sameAcross('throughput', ['nftables', 'ipvs'])).toBe(true);
    expect(sameAcross('load-balancing', ['nftables', 'iptables'])).toBe(true);
    expect(sameAcross('clusterip-ping', ['iptables', 'nftables'])).toBe(true);
    expect(sameAcross('change-later', MODES)).toBe(true);
  });

  it('is false where they differ', () => {
    expect(sameAcross('throughput', MODES)).toBe(false);
    expect(sameAcross('complexity', ['nftables', 'ipvs'])).toBe(false);
    expect(sameAcross('load-balancing', ['iptables', 'ipvs'])).toBe(false);
  });

  it('is trivially true for fewer than two modes', () => {
    expect(sameAcross('positioning', ['ipvs'])).toBe(true);
    expect(sameAcross('positioning', [])).toBe(true);
  });

  it('feeds differingRows', () => {
    const rows = differingRows(['nftables', 'ipvs']);
    expect(rows).toContain('complexity');
    expect(rows).not.toContain('throughput');
    expect(rows).not.toContain('change-later');
  });
});

describe('mode pages', () => {
  for (const mode of MODES) {
    const page = MODE_PAGES[mode];

    it(`${mode}: its <head> keys (modePageKey, used by the route) are the page's title and description`, () => {
      expect(page.titleKey).toBe(modePageKey(mode, 'title'));
      expect(page.metaDescriptionKey).toBe(modePageKey(mode, 'metaDescription'));
    });

    it(`${mode}: every key resolves in both languages`, () => {
      expect(page.mode).toBe(mode);
      for (const lang of LANGS) {
        for (const k of modePageKeys(page)) expect(text('modes', lang, k).trim(), `${lang} ${k}`).not.toBe('');
      }
    });

    it(`${mode}: every item cites known sources and fills its placeholders`, () => {
      const items = [...sourcedTexts(page), ...page.nodeChecks];
      for (const t of items) {
        expect(t.sources.length, t.key).toBeGreaterThan(0);
        for (const s of t.sources) expect(isSourceId(s), `${t.key}: ${s}`).toBe(true);
      }
      expect(page.lookupSources.every(isSourceId)).toBe(true);
      for (const lang of LANGS) {
        for (const t of sourcedTexts(page)) {
          const params = t.params ?? {};
          for (const p of placeholders(text('modes', lang, t.key))) expect(params[p], `${lang} ${t.key}`).toBeDefined();
        }
      }
    });

    it(`${mode}: has a lookup path, unique ids and literal commands`, () => {
      expect(page.lookupPath.length).toBeGreaterThanOrEqual(3);
      const ids = [...page.knownProblems.map((p) => p.id), ...page.nodeChecks.map((c) => c.id)];
      expect(new Set(page.knownProblems.map((p) => p.id)).size).toBe(page.knownProblems.length);
      expect(new Set(page.nodeChecks.map((c) => c.id)).size).toBe(page.nodeChecks.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const c of page.nodeChecks) expect(c.command).not.toMatch(/\{\{|^\s|\s$/);
    });

    it(`${mode}: upstream selection is a KubeProxyConfiguration`, () => {
      const yaml = MODE_ACTIONS[mode].select.elsewhere.snippet.code;
      expect(yaml).toContain('apiVersion: kubeproxy.config.k8s.io/v1alpha1');
      expect(yaml).toContain('kind: KubeProxyConfiguration');
      expect(yaml).toContain(`mode: "${mode}"`);
    });
  }

  it('shows the CCE API snippets as a valid cluster body with spec.kubeProxyMode', () => {
    for (const mode of ['iptables', 'ipvs'] as const) {
      const code = MODE_ACTIONS[mode].select.cce.snippet?.code ?? '';
      expect(code).not.toMatch(/\/\//);
      const body = JSON.parse(code) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['kind', 'apiVersion', 'metadata', 'spec']);
      expect(body).toMatchObject({ kind: 'Cluster', apiVersion: 'v3', spec: { kubeProxyMode: mode } });
    }
    // CCE publishes only iptables and ipvs as values, so nftables gets no snippet, and says so.
    expect(MODE_ACTIONS.nftables.select.cce.snippet).toBeUndefined();
    expect(render('modes', 'en', 'nftables.select.cceApiUnknown')).toMatch(/no[\s\S]*value for nftables/i);
  });

  it('sets the IPVS scheduler in its config', () => {
    expect(MODE_ACTIONS.ipvs.select.elsewhere.snippet.code).toMatch(/ipvs:\n {2}scheduler: "rr"/);
  });

  const problem = (mode: keyof typeof MODE_PAGES, id: string) => {
    const p = MODE_PAGES[mode].knownProblems.find((x) => x.id === id);
    if (!p) throw new Error(`${mode}: no known problem ${id}`);
    return p;
  };

  it('covers what trips nftables operators', () => {
    for (const id of [
      'nodeport-ips',
      'no-localhost-nodeport',
      'no-firewall-accept',
      'conntrack-old-kernel',
      'cni-compat',
      'gain-at-scale',
    ]) {
      problem('nftables', id);
    }
    expect(problem('nftables', 'conntrack-old-kernel').code).toBe('--conntrack-tcp-be-liberal');
  });

  it('covers what trips IPVS operators, with the upstream issues', () => {
    for (const id of ['elb-ingress', 'elb-other-cluster', 'elb-port-range']) {
      const p = problem('ipvs', id);
      expect(p.code).toContain('kubernetes.io/elb.pass-through: "true"');
      expect(p.sources).toContain('cce-passthrough');
    }
    expect(problem('ipvs', 'conn-reuse').sources).toEqual(
      expect.arrayContaining([
        'cce-conn-reuse',
        'k8s-issue-70747',
        'k8s-pr-71114',
        'k8s-issue-81775',
        'k8s-issue-93297',
      ]),
    );
    expect(problem('ipvs', 'coredns-upgrade').sources).toEqual(
      expect.arrayContaining(['cce-coredns-ipvs', 'k8s-issue-71514', 'k8s-issue-76664']),
    );
    expect(render('modes', 'en', problem('ipvs', 'os-images').key)).toMatch(/EulerOS 2\.5.*CentOS 7\.6.*Ubuntu 18\.04/);
    expect(render('modes', 'en', problem('ipvs', 'calico-mark-bits').key)).toContain('1,022');
    expect(problem('ipvs', 'deprecated').sources).toContain('kep-5495-ipvs-deprecation');
  });

  it('covers what trips iptables operators', () => {
    expect(problem('iptables', 'xtables-lock').sources).toEqual(['k8s-issue-48107', 'k8s-issue-57428']);
    expect(problem('iptables', 'sync-latency').sources).toContain('kep-3453-iptables-partial-sync');
    expect(render('modes', 'en', problem('iptables', 'latency').key)).toMatch(/3000[\s\S]*1,000/);
    expect(render('modes', 'en', problem('iptables', 'sync-tuning').key)).toMatch(
      /minSyncPeriod 1 s[\s\S]*syncPeriod 30 s/,
    );
  });

  it('lists the node checks operators need', () => {
    const commands = MODES.flatMap((m) => MODE_PAGES[m].nodeChecks.map((c) => c.command));
    for (const cmd of [
      'uname -r',
      'nft --version',
      'lsmod | grep -e ip_vs -e nf_conntrack',
      'ipset version',
      'cat /proc/sys/net/ipv4/vs/conn_reuse_mode',
    ]) {
      expect(commands).toContain(cmd);
    }
  });

  it('has section headings in both languages', () => {
    for (const lang of LANGS) {
      for (const s of MODE_PAGE_SECTIONS) expect(text('modes', lang, s.key)).not.toBe('');
      for (const k of MODE_PAGE_LABEL_KEYS) expect(text('modes', lang, k)).not.toBe('');
    }
  });
});

describe('issue-14 audit fixes', () => {
  const problemOf = (mode: keyof typeof MODE_PAGES, id: string) => {
    const p = MODE_PAGES[mode].knownProblems.find((x) => x.id === id);
    if (!p) throw new Error(`no problem ${id}`);
    return p;
  };
  const allText = (lang: 'en' | 'zh') =>
    (['compare', 'modes'] as const).flatMap((ns) => leaves(LOCALES[ns][lang]).map(([, v]) => String(v))).join('\n');

  it('no longer says upstream accepts nft 1.0.0', () => {
    for (const lang of LANGS) expect(allText(lang)).not.toMatch(/1\.0\.0/);
  });

  it('dates the KubeProxyIPVS gate from v1.37 and cites KEP-5495 (not KEP-5343) for the IPVS plan', () => {
    const gate = MODE_PAGES.ipvs.requirements.find((r) => r.key === 'ipvs.requirements.featureGate');
    expect(gate?.sources).toEqual(['k8s-feature-gate-kubeproxyipvs', 'kep-5495-ipvs-deprecation']);
    for (const lang of LANGS)
      expect(text('modes', lang, 'ipvs.requirements.featureGate')).toMatch(/v1\.37[\s\S]*v1\.40/);
    expect(problemOf('ipvs', 'deprecated').sources).not.toContain('kep-5343-nftables-default');
    expect(getCell('upstream-status', 'ipvs').sources).not.toContain('kep-5343-nftables-default');
  });

  it('lists mh among the IPVS schedulers and says "may need" for Calico mark bits', () => {
    expect(text('compare', 'en', 'points.loadBalancing.ipvs.schedulerList')).toMatch(/\bmh\b/);
    expect(text('modes', 'en', 'ipvs.problems.calicoMarks')).toMatch(/may need/);
  });

  it('states MinimizeIPTablesRestore as beta and on in v1.27, stable in v1.28', () => {
    expect(text('modes', 'en', 'iptables.howItForwards.syncs')).toMatch(/v1\.27[\s\S]*v1\.28/);
  });

  it('presents the CoreDNS timeouts through the CCE FAQ, with the upstream issues and their fixes as history', () => {
    expect(problemOf('ipvs', 'coredns-upgrade').sources).toEqual([
      'cce-coredns-ipvs',
      'k8s-issue-71514',
      'k8s-pr-71515',
      'k8s-issue-76664',
      'k8s-pr-77802',
    ]);
  });

  it('gives the localhost NodePort opt-in and the conntrack metric', () => {
    expect(problemOf('nftables', 'no-localhost-nodeport').sources).toContain('kep-6032-nftables-localhost-nodeports');
    expect(text('modes', 'en', 'nftables.problems.conntrackWorkaround')).toContain(
      'iptables_ct_state_invalid_dropped_packets_total',
    );
  });
});

describe('checked-on dates', () => {
  it('gives every matrix row and mode-page section a date: the oldest of its sources', () => {
    for (const r of ROW_IDS) {
      const ids = rowSources(r);
      expect(checkedOn(ids), r).toBe(ids.map((id) => SOURCES[id].checked).sort()[0]);
    }
    for (const m of MODES)
      for (const s of MODE_PAGE_SECTIONS)
        expect(checkedOn(sectionSources(MODE_PAGES[m], s.id)), `${m} ${s.id}`).toMatch(/^\d{4}-/);
  });
});
