import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { SOURCES } from '../../../domain/sources';
import { readAnswers } from '../../../domain/answers/questions';
import { RULESET_DATE, RULESET_VERSION, decide } from '../../../domain/decision/engine';
import { MODES } from '../../../domain/modes';
import { howToSelect } from '../../../domain/platforms/how-to-select';
import { loadSources } from '../../../i18n/source-table';
import { changeText } from './change-text';
import { resultMarkdown } from './markdown';
import { RUNBOOKS } from '../../../domain/migrate/runbooks';
import { verdict } from '../../../domain/migrate/verdict';
import type { Translate } from './translate';

const NS = ['common', 'result', 'rules', 'modes', 'platforms', 'migrate', 'plugins'] as const;
const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../../../locales/${lang}/${ns}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

// The export names each source as the page does: from the language's source table.
const GROUPS = ['platforms', 'plugins', 'scaling'] as const;
await Promise.all([loadSources('en', GROUPS), loadSources('zh', GROUPS)]);

const i18n = i18next.createInstance();
await i18n.init({
  resources: Object.fromEntries(['en', 'zh'].map((l) => [l, Object.fromEntries(NS.map((ns) => [ns, load(l, ns)]))])),
  ns: [...NS],
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
const tFor = (lang: 'en' | 'zh'): Translate => i18n.getFixedT(lang) as unknown as Translate;

const QUERY = {
  platform: 'cce',
  version: 'v1.31.4-r0',
  kernel: '5.10.0-182.0.0.95.r1941_123.hce2.x86_64',
  nft: 'none',
  os: 'euleros-2.5',
  services: '3000',
  endpoints: '3',
  lb: 'rr',
  shortConn: 'true',
  elbSharedIngress: 'true',
  passThrough: 'false',
};
const SHARE_URL = 'https://guide.example/en/result/?platform=cce&version=1.31';

describe('resultMarkdown', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`summarises the pick, every mode, reason, check, change and answer in ${lang}`, () => {
      const { answers } = readAnswers(QUERY);
      const decision = decide(answers);
      const t = tFor(lang);
      const md = resultMarkdown({ decision, answers, lang, url: SHARE_URL, t });
      expect(md).toContain(t('result:markdown.title', { mode: t(`common:modes.${decision.pick}`) }));
      for (const m of MODES) {
        for (const f of decision.modes[m].fired) {
          expect(md).toContain(t(`rules:rules.${f.id}.title`, f.params).replace(/([\\`*[\]<>])/g, '\\$1'));
          // The rule's row in the rule book, beside the result page of the share link.
          expect(md).toContain(`([\`${f.id}\`](https://guide.example/en/rules/#${f.id}))`);
        }
        for (const c of decision.modes[m].checks) expect(md).toContain(t(`rules:checks.${c}.title`));
        for (const c of decision.whatIf[m] ?? []) expect(md).toContain(changeText(c, t));
      }
      expect(md).toContain(t('common:answers.labels.elbSharedIngress'));
      expect(md).toContain(QUERY.kernel);
      expect(md).toContain(RULESET_VERSION);
      expect(md).toContain(RULESET_DATE);
      expect(md).toContain(SHARE_URL);
      expect(md).toContain('](https://support.huaweicloud.com/');
      expect(md).not.toMatch(/\{\{|common:|result:|rules:|modes:/);
      if (lang === 'zh') expect(md).not.toContain('Recommended');
    });
  }

  it('says "no realistic change" for a mode nothing can make the pick', () => {
    const { answers } = readAnswers({ platform: 'cce', version: '1.45', services: '10' });
    const decision = decide(answers);
    const t = tFor('en');
    expect(decision.whatIf.ipvs).toBeNull();
    expect(resultMarkdown({ decision, answers, lang: 'en', url: SHARE_URL, t })).toContain(t('rules:changes.none'));
  });

  it('leaves CCE-only answers out on other platforms', () => {
    const { answers } = readAnswers({ platform: 'k8s', portRange: 'true' });
    const t = tFor('en');
    const md = resultMarkdown({ decision: decide(answers), answers, lang: 'en', url: SHARE_URL, t });
    expect(md).not.toContain(t('common:answers.labels.portRange'));
    expect(md).toContain(
      t('result:markdown.answer', {
        label: t('common:answers.labels.platform'),
        value: t('common:answers.values.platform.k8s'),
      }),
    );
  });

  it('carries what the platform asks of the choice, with its sources, and nothing of it for another Kubernetes', () => {
    const t = tFor('zh');
    const md = (platform: string) => {
      const { answers } = readAnswers({ platform, version: '1.35' });
      return resultMarkdown({ decision: decide(answers), answers, lang: 'zh', url: SHARE_URL, t });
    };
    const ack = md('ack');
    expect(ack).toContain(t('result:platformNotes.title', { platform: t('common:answers.values.platform.ack') }));
    expect(ack).toContain(t('result:platformNotes.creation'));
    expect(ack).toContain(SOURCES['ack-terraform-cluster'].url);
    expect(md('k8s')).not.toContain(t('result:platformNotes.creation'));
  });

  it("carries the platform's snippets for the pick, as fenced code with their sources", () => {
    const t = tFor('en');
    const md = (query: Record<string, string>) => {
      const { answers } = readAnswers(query);
      const decision = decide(answers);
      const { platform } = answers;
      const how =
        platform && platform !== 'k8s' && decision.pick
          ? { platform, ...howToSelect(platform, decision.pick) }
          : undefined;
      return {
        decision,
        text: resultMarkdown({ decision, answers, lang: 'en', url: SHARE_URL, t, ...(how ? { how } : {}) }),
      };
    };
    const eks = md({ platform: 'eks', version: '1.36', kernel: '6.1.124', nft: '1.0.9' });
    expect(eks.decision.pick).toBe('nftables');
    expect(eks.text).toContain(t('result:markdown.howToSelect', { mode: 'nftables', platform: 'Amazon EKS' }));
    for (const s of howToSelect('eks', 'nftables').snippets) {
      expect(eks.text).toContain(['```' + s.language, s.code, '```'].join('\n'));
      expect(eks.text).toContain(SOURCES[s.sources[0]!].url);
    }
    expect(eks.text).toContain('aws eks update-addon');
    expect(eks.text).not.toContain(t('result:platformNotes.creation'));

    // CCE fixes the mode at creation: the export says so before its creation-time snippets.
    const cce = md({ platform: 'cce', version: '1.31' });
    const pick = cce.decision.pick!;
    const { snippets } = howToSelect('cce', pick);
    expect(snippets.length).toBeGreaterThan(0);
    const creation = cce.text.lastIndexOf(t('result:platformNotes.creation'));
    expect(creation).toBeGreaterThan(
      cce.text.indexOf(
        t('result:markdown.howToSelect', {
          mode: t(`common:modes.${pick}`),
          platform: t('common:answers.values.platform.cce'),
        }),
      ),
    );
    expect(cce.text.indexOf(snippets[0]!.code)).toBeGreaterThan(creation);

    // No snippet for EKS's default: the export says it needs none; another Kubernetes gets no section.
    const eksDefault = md({ platform: 'eks', version: '1.33' });
    expect(eksDefault.decision.pick).toBe('iptables');
    expect(eksDefault.text).toContain(t('result:next.platformDefault', { mode: 'iptables', platform: 'Amazon EKS' }));
    expect(md({ platform: 'k8s', version: '1.36' }).text).not.toContain('```');
  });
});

describe('the export with the mode run today', () => {
  const exportOf = (lang: 'en' | 'zh', query: Record<string, string>) => {
    const { answers } = readAnswers(query);
    const decision = decide(answers);
    const v = verdict(decision, answers.current!, answers);
    const slug = 'move' in v ? v.move.runbook : null;
    const move = slug ? { verdict: v, runbook: RUNBOOKS[slug] } : { verdict: v };
    return resultMarkdown({ decision, answers, lang, url: SHARE_URL, t: tFor(lang), move });
  };
  const esc = (s: string) => s.replace(/([\\`*[\]<>])/g, '\\$1');

  for (const lang of ['en', 'zh'] as const) {
    it(`is a change request where a change is due (${lang}): the verdict, then the runbook's checklist and steps`, () => {
      const t = tFor(lang);
      const md = exportOf(lang, { platform: 'eks', version: '1.36', kernel: '6.1.124', nft: '1.0.9', current: 'ipvs' });
      const r = RUNBOOKS['ipvs-to-nftables'];
      expect(md).toContain(t('migrate:verdict.kind.requiredBy', { version: 'v1.40' }));
      // The runbook opens on the reader's platform, showing its own command.
      expect(md).toContain('(https://guide.example/en/migrate/ipvs-to-nftables/?platform=eks)');
      for (const s of r.checklist)
        expect(md).toContain(`- [ ] ${esc(t(`migrate:checklist.${s.key}`, {}).split('{{')[0]!)}`);
      for (const s of [...r.change, ...r.verify, ...r.rollback, ...r.breaks]) {
        expect(md).toContain(esc(t(`migrate:steps.${s.key}`, {}).split('{{')[0]!));
        if (s.code) expect(md).toContain(s.code.code.split('\n')[0]);
      }
      // EKS's own way, as the runbook page words it; and the steps come after the verdict.
      const own = t('migrate:verdict.markdown.platform', { platform: 'Amazon EKS', path: t('migrate:platforms.own') });
      expect(md).toContain(`[${esc(own)}](https://guide.example/en/platforms/eks/#how-to-set)`);
      expect(md.indexOf(t('migrate:parts.before'))).toBeGreaterThan(md.indexOf(t('migrate:verdict.title')));
      // Under the plugin item, each plugin's word on nftables mode, with its options and sources.
      expect(md).toContain(`  - Calico${t('migrate:platforms.separator')}${t('plugins:support.supported')}`);
      expect(md).toContain(`${t('plugins:option')} \`linuxDataplane: Nftables\``);
      expect(md).toContain(`  - Weave Net${t('migrate:platforms.separator')}${t('plugins:support.notPublished')}`);
      // EKS's own, self-contradicting date for IPVS's end, beside upstream's plan.
      expect(md).toContain(esc(t('rules:rules.ipvs-eks-notes-disagree.reason')));
      expect(md).not.toMatch(/\{\{|migrate:|common:|plugins:/);
    });
  }

  it('has no steps where nothing must change', () => {
    const t = tFor('en');
    const none = exportOf('en', { platform: 'k8s', version: '1.36', kernel: '6.6', nft: '1.0.9', current: 'nftables' });
    expect(none).toContain(t('migrate:verdict.kind.none'));
    expect(none).not.toContain(t('migrate:parts.before'));
  });

  it('names both ways where the kernel and nft are unknown, each with its runbook, the engine’s as "otherwise"', () => {
    const t = tFor('zh');
    const md = exportOf('zh', { platform: 'k8s', version: '1.37', current: 'ipvs' });
    const conditions = `${t('migrate:verdict.conditional.kernel', { to: '5.13' })}${t('migrate:verdict.conditional.and')}${t('migrate:verdict.conditional.nft', { to: '1.0.1' })}`;
    const runbook = (to: string) => t('migrate:verdict.move.runbook', { from: 'IPVS', to: t(`common:modes.${to}`) });
    expect(md).toContain(
      `- ${t('migrate:verdict.conditional.when', { conditions })} [${runbook('nftables')}](https://guide.example/en/migrate/ipvs-to-nftables/)`,
    );
    expect(md).toContain(
      `- ${t('migrate:verdict.conditional.otherwise')} [${runbook('iptables')}](https://guide.example/en/migrate/ipvs-to-iptables/)`,
    );
  });

  for (const lang of ['en', 'zh'] as const) {
    it(`answers in two parts where the platform fixes the mode at creation (${lang}), as the page does`, () => {
      const t = tFor(lang);
      const cce = exportOf(lang, { platform: 'cce', version: '1.31', services: '3000', current: 'iptables' });
      const platform = t('common:answers.values.platform.cce');
      const iptables = t('common:modes.iptables');
      const nftables = t('common:modes.nftables');
      const parts = [
        t('migrate:verdict.two.thisTitle', { current: iptables }),
        t('migrate:verdict.two.pacing.intro', { services: '3,000', current: iptables }),
        '`iptables.minSyncPeriod` · `--iptables-min-sync-period`',
        t('migrate:verdict.two.nextTitle'),
        esc(
          t('migrate:verdict.two.nextAt', {
            version: 'v1.36',
            platform,
            pick: nftables,
            status: t('common:status.caution'),
          }),
        ),
        esc(t('migrate:verdict.two.offeredFrom', { platform, mode: nftables, version: 'v1.35', yours: 'v1.31' })),
        esc(t('migrate:verdict.move.newCluster', { platform, to: nftables })),
        `(https://guide.example/en/result/?platform=cce&version=1.36&services=3000&rules=`,
      ];
      // Each part once, in the page's order; no runbook, since the cluster cannot change in place.
      const at = parts.map((p) => cce.indexOf(p));
      expect(
        at.every((i) => i >= 0),
        JSON.stringify(parts.filter((_, i) => at[i]! < 0)),
      ).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      expect(cce).not.toContain(t('migrate:parts.before'));
      expect(cce).toContain(esc(t('result:platformNotes.creationRunning')));
      expect(cce).not.toContain(esc(t('result:platformNotes.creation')));
    });
  }
});
