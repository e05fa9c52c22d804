import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { THRESHOLDS } from '../facts';
import { MODES } from '../modes';
import { SOURCES, isSourceId, type SourceId } from '../sources';
import { PLATFORM_IDS, type Fact, type Platform, type PlatformSnippet } from './model';
import { CHOICE_FACTS, platformNotes } from './choice-facts';
import { MODE_FACTS } from './mode-facts';
import { ruleFactsOf } from './rule-facts';
import { asks } from '../answers/answers';
import { PLATFORMS, platformById } from './platforms';
import type { NotPublished } from '../not-published';

/** Every fact of a platform, named, as the pages show them. */
type Sourced = { readonly sources: readonly SourceId[] } | NotPublished;
function factsOf(p: Platform): (readonly [string, Sourced])[] {
  return [
    ...p.modes.flatMap((o) => [
      [`offers ${o.mode}`, { sources: o.sources }] as const,
      [`${o.mode}: its value`, o.value] as const,
    ]),
    ['default mode', p.defaultMode],
    ['chosen', p.chosenAt],
    ['change cost', p.changeCost],
    ['how kube-proxy runs', p.kubeProxyRuns],
    ['replacement dataplane', p.replacement],
    ...p.statements.map((s) => [`statement ${s.id}`, s] as const),
    ...p.snippets.map((s) => [`snippet ${s.via} ${s.mode}`, { sources: s.sources }] as const),
  ];
}

/** The JSON and YAML a snippet carries: itself, or what a shell command or Terraform embeds. */
function configsOf(s: PlatformSnippet): unknown[] {
  if (s.language === 'json') return [JSON.parse(s.code)];
  if (s.language === 'yaml')
    return parseAllDocuments(s.code).map((d) => {
      expect(d.errors, s.code).toEqual([]);
      return d.toJS();
    });
  const embedded =
    s.language === 'hcl'
      ? [...s.code.matchAll(/jsonencode\((\{.*\})\)/g)].map((m) => m[1]!)
      : [
          ...[...s.code.matchAll(/'(\{[^']*\})'/g)].map((m) => m[1]!),
          ...[...s.code.matchAll(/<<'EOF'\n([\s\S]*?)\nEOF/g)].map((m) => m[1]!),
        ];
  // Strict JSON: YAML would take `{"mode": nftables}` too.
  return embedded.map((text) => JSON.parse(text) as unknown);
}

/** The value itself, or a flag that sets it (`proxy-mode=nftables`, as k3s and RKE2 hand it on). */
const holds = (value: unknown, wanted: string): boolean =>
  value === wanted ||
  (typeof value === 'string' && value.endsWith(`=${wanted}`)) ||
  (typeof value === 'object' && value !== null && Object.values(value).some((v) => holds(v, wanted)));

type Words = { platforms: Record<string, { statements: Record<string, string>; defaultNote?: string }> };
const WORDS = ['en', 'zh'].map(
  (lang) =>
    JSON.parse(readFileSync(new URL(`../../../locales/${lang}/platforms.json`, import.meta.url), 'utf8')) as Words,
);

describe('the platform ids', () => {
  it('are the eleven, none of them `k8s`, each with its data filed under its own id', () => {
    expect(PLATFORM_IDS).toHaveLength(11);
    expect(new Set(PLATFORM_IDS).size).toBe(11);
    expect(PLATFORM_IDS).not.toContain('k8s');
    expect(PLATFORMS.map((p) => p.id)).toEqual([...PLATFORM_IDS]);
    expect(platformById('k8s')).toBeUndefined();
  });
});

describe.each(PLATFORMS.map((p) => [p.id, p] as const))('%s', (_id, p) => {
  it('every fact has a registered source with its checked date, or says what was searched', () => {
    for (const [name, fact] of factsOf(p)) {
      if ('notPublished' in fact) {
        expect(fact.notPublished.length, name).toBeGreaterThan(20);
        continue;
      }
      expect(fact.sources.length, name).toBeGreaterThan(0);
      for (const id of fact.sources) {
        expect(isSourceId(id), `${name}: ${id}`).toBe(true);
        if (isSourceId(id)) expect(SOURCES[id].checked, `${name}: ${id}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('has words for each of its statements in both languages, and for nothing else', () => {
    for (const words of WORDS)
      expect(Object.keys(words.platforms[p.id]?.statements ?? {}).sort()).toEqual(p.statements.map((s) => s.id).sort());
  });

  it('qualifies its default only with a statement it makes, in short words in both languages', () => {
    for (const words of WORDS)
      expect(words.platforms[p.id]?.defaultNote !== undefined).toBe(p.defaultNote !== undefined);
    expect(p.statements.map((s) => s.id)).toEqual(
      expect.arrayContaining(p.defaultNote === undefined ? [] : [p.defaultNote]),
    );
  });

  it('offers each mode once, the default among them', () => {
    const offered = p.modes.map((o) => o.mode);
    expect(new Set(offered).size).toBe(offered.length);
    for (const m of offered) expect(MODES).toContain(m);
    if ('value' in p.defaultMode) expect(offered).toContain(p.defaultMode.value);
  });

  it.each(p.snippets.map((s, i) => [`${s.via} ${s.mode} #${i}`, s] as const))(
    'snippet %s parses and writes a value the platform lists for its mode',
    (_name, s) => {
      const offer = p.modes.find((o) => o.mode === s.mode);
      expect(offer, 'the platform offers the mode').toBeDefined();
      expect(offer!.value).toEqual(expect.objectContaining({ value: s.value }));
      const configs = configsOf(s);
      if (s.language !== 'hcl' || s.code.includes('jsonencode')) expect(configs.length).toBeGreaterThan(0);
      if (configs.length)
        expect(
          configs.some((c) => holds(c, s.value)),
          s.code,
        ).toBe(true);
      // A Terraform argument: the value, quoted or bare (a boolean), on the line that sets it.
      else expect(s.code).toMatch(new RegExp(`= "?${s.value}"?$`, 'm'));
    },
  );
});

describe('the snippet check', () => {
  it('fails on JSON that does not parse inside a shell command, on YAML that does not parse, on a flag setting another value, and on a value the platform does not list', () => {
    const bad: PlatformSnippet = {
      via: 'cli',
      mode: 'nftables',
      value: 'nftables',
      language: 'shell',
      code: `aws eks update-addon --configuration-values '{"mode": nftables}'`,
      sources: ['eks-nftables'],
    };
    expect(() => configsOf(bad)).toThrow();
    expect(() => configsOf({ ...bad, language: 'yaml', code: 'mode: [nftables' })).toThrow();
    // A flag holds the value it sets, and no other.
    expect(holds({ 'kube-proxy-arg': ['proxy-mode=nftables'] }, 'nftables')).toBe(true);
    expect(holds({ 'kube-proxy-arg': ['proxy-mode=iptables'] }, 'nftables')).toBe(false);
    expect(holds({ mode: 'notnftables' }, 'nftables')).toBe(false);
    const aks = platformById('aks')!;
    expect(aks.modes.find((o) => o.mode === 'nftables')!.value).not.toEqual(
      expect.objectContaining({ value: 'nftables' }),
    );
  });
});

describe('the facts the decision reads (mode-facts.ts)', () => {
  it.each(PLATFORMS.filter((p) => p.id !== 'cce').map((p) => [p.id, p] as const))(
    '%s: agree with its page data — the modes it lacks, and a later first version of nftables',
    (_id, p) => {
      const facts = MODE_FACTS[p.id] ?? {};
      const offered = p.modes.map((o) => o.mode);
      const lacking = MODES.filter((m) => !offered.includes(m));
      expect([...(facts.notOffered?.modes ?? []), ...(facts.noSetting?.modes ?? [])].sort()).toEqual(lacking.sort());
      // A mode with no setting is unsuitable there, so it can never be the one the platform runs unasked.
      const byDefault = 'value' in p.defaultMode ? p.defaultMode.value : undefined;
      expect(facts.noSetting?.modes ?? []).not.toContain(byDefault);
      const since = p.modes.find((o) => o.mode === 'nftables')?.since;
      const later = since !== undefined && /^v1\.\d+$/.test(since) && Number(since.slice(3)) > THRESHOLDS.nftMinVersion;
      expect(facts.nftFrom === undefined ? undefined : `v1.${THRESHOLDS[facts.nftFrom.threshold] as number}`).toBe(
        later ? since : undefined,
      );
    },
  );
});

describe('the facts the result and the wizard read (mode-facts.ts)', () => {
  it.each(PLATFORMS.map((p) => [p.id, p] as const))(
    '%s: agree with its page data — chosen at creation, an IPVS default, how kube-proxy runs',
    (_id, p) => {
      const facts = CHOICE_FACTS[p.id] ?? {};
      const sourced = <T>(f: Fact<T>) => ('value' in f ? { value: f.value, sources: f.sources } : undefined);
      const chosen = sourced(p.chosenAt);
      expect(facts.atCreation).toEqual(chosen?.value === 'creation' ? chosen.sources : undefined);
      const runs = sourced(p.kubeProxyRuns);
      expect(facts.runs).toEqual(runs);
      const creation = p.statements.find((s) => s.id === 'dataplane-v2-creation');
      expect(facts.dataplaneAtCreation).toEqual(creation && 'sources' in creation ? creation.sources : undefined);
      const ipvs = sourced(p.defaultMode)?.value === 'ipvs';
      const viaTerraform = p.defaultNote === 'terraform-default-ipvs';
      expect(facts.ipvsDefault !== undefined).toBe(ipvs || viaTerraform);
      expect(facts.ipvsDefault?.terraform === true).toBe(viaTerraform);
    },
  );
});

describe('the facts the engine, the result and the wizard show', () => {
  it('cite only sources every page loads (core)', () => {
    const cited = [
      ...Object.values(MODE_FACTS).flatMap((f) => [
        ...(f.notOffered?.sources ?? []),
        ...(f.noSetting?.sources ?? []),
        ...(f.nftFrom?.sources ?? []),
      ]),
      ...Object.values(CHOICE_FACTS).flatMap((f) => [
        ...(f.atCreation ?? []),
        ...(f.ipvsDefault?.sources ?? []),
        ...(f.runs?.sources ?? []),
        ...(f.dataplaneAtCreation ?? []),
      ]),
    ];
    expect(cited.filter((id) => SOURCES[id].group !== undefined)).toEqual([]);
  });
});

describe('platformNotes', () => {
  it('says a mode chosen only at creation, and an IPVS default (Terraform-only where so), for named platforms only', () => {
    expect(platformNotes('ack').map((n) => n.id)).toEqual(['creation', 'ipvsDefault']);
    expect(platformNotes('tke').map((n) => n.id)).toEqual(['creation', 'terraformIpvs']);
    expect(platformNotes('kubespray').map((n) => n.id)).toEqual(['ipvsDefault']);
    expect(platformNotes('gke')).toEqual([{ id: 'dataplaneAtCreation', sources: ['gke-dataplane-v2-howto'] }]);
    expect(platformNotes('eks')).toEqual([]);
    expect(platformNotes('k8s')).toEqual([]);
    expect(platformNotes(undefined)).toEqual([]);
  });
});

describe('the platforms whose dataplane can replace kube-proxy (rule-facts.ts)', () => {
  it('are those whose page data says so, and only they are asked about it', () => {
    for (const p of PLATFORMS) {
      const says = 'value' in p.replacement && p.replacement.value === 'yes';
      expect(ruleFactsOf(p.id).replaceable === true, p.id).toBe(says);
      expect(asks(p.id, 'dataplane'), p.id).toBe(says);
    }
    expect(asks('k8s', 'dataplane')).toBe(false);
    expect(asks(undefined, 'dataplane')).toBe(true);
  });
});
