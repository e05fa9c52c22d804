import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SOURCES } from '../sources';
import { THRESHOLDS } from '../facts';
import { formatDone, parseDone, toggleDone } from './checklist';
import { FEATURE_MODES, featureChanges } from './feature-modes';
import { RUNBOOK_SLUGS, type Step } from './model';
import { RUNBOOKS } from './runbooks';
import { movedSettings } from './sync-settings';

type Tree = { [k: string]: string | Tree };
const words = (lang: 'en' | 'zh') =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}/migrate.json`, import.meta.url), 'utf8')) as Tree;
const at = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, k) => (node as Tree | undefined)?.[k], tree);

const PARTS = ['checklist', 'change', 'verify', 'rollback', 'breaks'] as const;
const group = (part: (typeof PARTS)[number]) => (part === 'checklist' ? 'checklist' : 'steps');

describe('the runbooks', () => {
  for (const slug of RUNBOOK_SLUGS) {
    const r = RUNBOOKS[slug];
    it(`${slug}: five parts, every step worded in both languages and sourced`, () => {
      for (const lang of ['en', 'zh'] as const) {
        const w = words(lang);
        expect(at(w, `runbooks.${slug}.title`), lang).toEqual(expect.any(String));
        expect(at(w, `runbooks.${slug}.summary`), lang).toEqual(expect.any(String));
        expect(at(w, `index.when.${slug}`), lang).toEqual(expect.any(String));
        for (const part of PARTS) {
          expect(r[part].length, `${slug} ${part}`).toBeGreaterThan(0);
          for (const s of r[part]) {
            const text = at(w, `${group(part)}.${s.key}`);
            expect(text, `${lang} ${group(part)}.${s.key}`).toEqual(expect.any(String));
            // Words that name the mode to set name this runbook's.
            if (lang === 'en' && (text as string).includes('set mode to '))
              expect(text as string, s.key).toContain(`set mode to ${r.to}`);
            // Every {{param}} the words use is a threshold the step names.
            for (const [, name] of (text as string).matchAll(/\{\{(\w+)\}\}/g))
              expect(Object.keys(s.thresholds ?? {}), `${lang} ${s.key}: {{${name}}}`).toContain(name);
          }
        }
      }
      for (const part of PARTS)
        for (const s of r[part]) {
          expect(s.sources.length, `${part} ${s.id}`).toBeGreaterThan(0);
          for (const id of s.sources) expect(SOURCES[id], `${s.id}: ${id}`).toBeDefined();
          for (const key of Object.values(s.thresholds ?? {})) expect(THRESHOLDS[key]).toBeDefined();
        }
    });

    it(`${slug}: its YAML parses and sets the target mode; ids are unique within each part`, () => {
      const yaml = PARTS.flatMap((p) => r[p] as readonly Step[]).filter((s) => s.code?.language === 'yaml');
      expect(yaml.length).toBeGreaterThan(0);
      for (const s of yaml) expect(parse(s.code!.code)).toMatchObject({ mode: r.to, kind: 'KubeProxyConfiguration' });
      for (const part of PARTS) expect(new Set(r[part].map((s) => s.id)).size).toBe(r[part].length);
    });
  }

  it('ipvs-to-nftables checks what IPVS gave that nftables does not, and the settings nftables reads elsewhere', () => {
    const r = RUNBOOKS['ipvs-to-nftables'];
    const ids = r.checklist.map((i) => i.id);
    expect(ids).toEqual([
      'kernel',
      'nft-version',
      'plugin',
      'nodeport-addresses',
      'firewall-accept',
      'conntrack-workaround',
      'schedulers',
      'ipvs-timeouts',
      'strict-arp',
      'session-affinity',
      'lb-source-ranges',
      'settings',
    ]);
    // The plugin item lists each plugin's word on nftables mode (the plugin data).
    expect(r.checklist.find((i) => i.id === 'plugin')?.plugins).toBe('nftables');
    // Localhost NodePorts work in neither mode: nothing to check.
    expect(ids).not.toContain('localhost-nodeports');
    expect(r.checklist.find((i) => i.id === 'settings')?.moves).toEqual([
      { from: 'ipvs.syncPeriod', to: 'nftables.syncPeriod' },
      { from: 'ipvs.minSyncPeriod', to: 'nftables.minSyncPeriod' },
      { from: 'iptables.masqueradeAll', to: 'nftables.masqueradeAll' },
    ]);
    // nftables mode reads the iptables flags (options.go): the IPVS flags are renamed.
    expect(r.checklist.find((i) => i.id === 'settings')?.flags).toEqual([
      { from: '--ipvs-sync-period', to: '--iptables-sync-period' },
      { from: '--ipvs-min-sync-period', to: '--iptables-min-sync-period' },
    ]);
    expect(r.checklist.find((i) => i.id === 'settings')?.sources).toContain('k8s-kube-proxy-options-go');
    expect(r.breaks.map((b) => b.id)).toEqual(featureChanges('ipvs', 'nftables').map((f) => f.id));
    expect(r.change.find((s) => s.id === 'canary')?.code?.code).toContain('--field-selector spec.nodeName=');
  });
});

describe('the other runbooks', () => {
  it('between iptables and nftables the sync fields move but the flags stay: both modes read the iptables flags', () => {
    for (const id of ['iptables-to-nftables', 'nftables-to-iptables'] as const) {
      const settings = RUNBOOKS[id].checklist.find((i) => i.id === 'settings');
      expect(
        settings?.moves?.map((m) => m.from),
        id,
      ).toContain(`${RUNBOOKS[id].from}.syncPeriod`);
      expect(settings?.flags, id).toEqual([
        { from: '--iptables-sync-period', to: '--iptables-sync-period' },
        { from: '--iptables-min-sync-period', to: '--iptables-min-sync-period' },
      ]);
    }
  });

  it('between iptables and IPVS: a reboot, as nothing cleans up the old rules; IPVS leftovers checked after it', () => {
    const r = RUNBOOKS['ipvs-to-iptables'];
    expect(r.change.map((s) => s.id)).toEqual(['edit-config', 'canary', 'reboot', 'canary-verify', 'rest']);
    expect(r.change.find((s) => s.id === 'reboot')?.sources).toEqual(['kep-2448-cleanup']);
    expect(r.verify.map((s) => s.key)).toEqual([
      'verify-proxy-mode-iptables',
      'verify-nat-rules',
      'verify-ipvs-cleared-reboot',
    ]);
    expect(r.rollback.map((s) => s.id)).toEqual(['when', 'mode-back', 'ipvs-gate']);
    expect(r.checklist.map((s) => s.id)).not.toContain('plugin');
  });

  it("iptables to nftables: localhost NodePorts are a change; the way back checks nftables' table is gone", () => {
    expect(RUNBOOKS['iptables-to-nftables'].checklist.map((s) => s.id)).toContain('localhost-nodeports');
    expect(RUNBOOKS['iptables-to-nftables'].change.map((s) => s.id)).not.toContain('reboot');
    const back = RUNBOOKS['nftables-to-iptables'];
    expect(back.verify.map((s) => s.id)).toEqual(['proxy-mode', 'nat-rules', 'nft-gone']);
    expect(back.rollback.map((s) => s.key)).toContain('rollback-mode-back-nftables-from-iptables');
    expect(back.rollback.map((s) => s.id)).not.toContain('ipvs-gate');
  });
});

describe('the feature × mode table', () => {
  it('has a source or a "not published" note in every cell', () => {
    for (const row of FEATURE_MODES)
      for (const [mode, cell] of Object.entries(row.cells)) {
        if ('notPublished' in cell) expect(cell.notPublished.length, `${row.id} ${mode}`).toBeGreaterThan(10);
        else expect(cell.sources.length, `${row.id} ${mode}`).toBeGreaterThan(0);
      }
  });

  it('counts an unsourced cell as a change, and same values as none', () => {
    expect(featureChanges('nftables', 'nftables')).toEqual([]);
    // Nothing published for either side: no change to name.
    expect(featureChanges('iptables', 'nftables').map((r) => r.id)).not.toContain('strict-arp');
    // A value on one side only: the reader must check it.
    expect(featureChanges('ipvs', 'nftables').map((r) => r.id)).toContain('firewall-accept');
    expect(featureChanges('iptables', 'nftables').map((r) => r.id)).toContain('localhost-nodeports');
    expect(movedSettings('iptables', 'ipvs').map((s) => s.id)).toEqual(['syncPeriod', 'minSyncPeriod']);
  });
});

describe('the checklist in the URL', () => {
  const r = RUNBOOKS['ipvs-to-nftables'];
  it('round-trips the ids in checklist order', () => {
    const { done, unknown } = parseDone('plugin,kernel', r);
    expect(done).toEqual(['kernel', 'plugin']);
    expect(unknown).toEqual([]);
    expect(formatDone(done, r)).toBe('kernel,plugin');
    expect(parseDone(formatDone(done, r), r).done).toEqual(done);
  });

  it('drops ids the runbook does not have and names them once', () => {
    expect(parseDone('kernel,nope,nope, ,old-id', r)).toEqual({ done: ['kernel'], unknown: ['nope', 'old-id'] });
    expect(parseDone(undefined, r)).toEqual({ done: [], unknown: [] });
    expect(parseDone(42, r)).toEqual({ done: [], unknown: [] });
  });

  it('ticks and unticks; nothing ticked leaves no parameter', () => {
    expect(toggleDone([], 'kernel', r)).toBe('kernel');
    expect(toggleDone(['kernel'], 'kernel', r)).toBeUndefined();
    expect(toggleDone(['settings'], 'kernel', r)).toBe('kernel,settings');
  });
});
