// The result page: the data-testid contract, shared links opened directly, notices for values
// that do not parse, the Markdown copy, and the way back into the wizard.
import { type Page } from '@playwright/test';
import { readAnswers } from '../src/domain/answers/questions';
import { RULESET_DATE, RULESET_VERSION, decide } from '../src/domain/decision/engine';
import { MODES, type Mode } from '../src/domain/modes';
import { changedSince } from '../src/domain/changes/changes';
import { SOURCES } from '../src/domain/sources';
import { howToSelect } from '../src/domain/platforms/how-to-select';
import type { PlatformId } from '../src/domain/platforms/model';
import { test, expect, waitForHydration, LANGS, fill, tr, type Lang } from './fixtures';
import { CHECK_SETTINGS } from '../src/domain/settings/links';
import { RULE_ENTRIES } from '../src/domain/troubleshoot/links';

type Status = 'suitable' | 'caution' | 'unsuitable';

const rs = (lang: Lang, key: string, params: Record<string, string | number> = {}) =>
  fill(tr(lang, 'result', key), params);
/** The labels, answer words and notices the result shares with the wizard live in common. */
const cm = (lang: Lang, key: string, params: Record<string, string | number> = {}) =>
  fill(tr(lang, 'common', key), params);
const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/**
 * Hydrated, and the page shows the URL's answers: the root marks <html data-hydrated> as soon
 * as it commits, but the page's own part may hydrate a moment later on a busy machine.
 */
async function ready(page: Page) {
  await waitForHydration(page);
  await page.locator('.awaits-hydration[data-ready="true"]').waitFor({ state: 'attached' });
}

/**
 * Scrolls a part of the result into view: the what-if sections and the next steps' guide load as
 * their place nears the viewport, not with the page.
 */
async function reach(page: Page, testId: string) {
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
}

async function open(page: Page, lang: Lang, query: string) {
  await page.goto(`/${lang}/result/${query ? `?${query}` : ''}`);
  await ready(page);
}

/** Exactly the contract of issue 4: the pick, each mode's status, `data-recommended` on the pick alone. */
async function expectContract(page: Page, pick: Mode | null, statuses: Record<Mode, Status>) {
  await expect(page.getByTestId('recommendation')).toHaveAttribute('data-mode', pick ?? 'none');
  for (const m of MODES) {
    const card = page.getByTestId(`mode-${m}`);
    await expect(card).toHaveCount(1);
    await expect(card, m).toHaveAttribute('data-status', statuses[m]);
    if (m === pick) await expect(card).toHaveAttribute('data-recommended', 'true');
    else await expect(card).not.toHaveAttribute('data-recommended', /.*/);
  }
  await expect(page.locator('[data-recommended]')).toHaveCount(pick === null ? 0 : 1);
}

const UNAME = '5.10.0-182.0.0.95.r1941_123.hce2.x86_64';

// Expected picks and statuses, worked out from the rules in issue 4 (not from the engine).
const SHARED_LINKS: { name: string; query: string; pick: Mode; statuses: Record<Mode, Status> }[] = [
  {
    // CCE from v1.35 offers nftables, but a 5.10 kernel is below 5.13; IPVS is off by default from 1.40.
    name: 'version=1.40 with a full uname -r kernel on CCE',
    query: `platform=cce&version=1.40&kernel=${UNAME}`,
    pick: 'iptables',
    statuses: { nftables: 'unsuitable', iptables: 'suitable', ipvs: 'caution' },
  },
  {
    // GA nftables, but nft 1.0.0 on the host is below upstream's 1.0.1 wherever kube-proxy runs;
    // 5000 Services elsewhere is a caution for iptables, IPVS is deprecated (a caution at any
    // version), and on nodes too old for nftables upstream advises iptables at the tie.
    name: 'another Kubernetes at scale',
    query: 'platform=k8s&version=v1.33.2&kernel=6.1.0-18-amd64&nft=1.0.0&services=5000',
    pick: 'iptables',
    statuses: { nftables: 'unsuitable', iptables: 'caution', ipvs: 'caution' },
  },
  {
    // Round robin only exists in IPVS, which stays a caution (deprecated); CCE below v1.35 has no nftables.
    name: 'round robin on CCE v1.34',
    query: `platform=cce&version=1.34&kernel=${UNAME}&lb=rr`,
    pick: 'ipvs',
    statuses: { nftables: 'unsuitable', iptables: 'caution', ipvs: 'caution' },
  },
  {
    // An ELB shared with an Ingress and pass-through off rules IPVS out on CCE; removal is planned from v1.43.
    name: 'CCE with a shared ELB and no pass-through',
    query: 'platform=cce&version=1.43&kernel=6.6&nft=1.0.1&elbSharedIngress=true&passThrough=false',
    pick: 'nftables',
    statuses: { nftables: 'suitable', iptables: 'suitable', ipvs: 'unsuitable' },
  },
];

for (const link of SHARED_LINKS) {
  test(`shared link: ${link.name}`, async ({ page }) => {
    await open(page, 'en', link.query);
    await expectContract(page, link.pick, link.statuses);
    await expect(page.getByTestId('url-notices')).toHaveCount(0);
  });
}

// A named platform's own facts, one link per policy case: unsuitable where it does not offer the
// mode, a caution where it publishes no way to choose it, a note for a setting to make — each
// labelled with the platform and linking the platform's own sources.
const PLATFORM_CASES: { query: string; rule: string; status: Status | 'info'; mode: Mode }[] = [
  {
    query: 'platform=tke&version=1.35',
    rule: 'nftables-not-offered-on-platform',
    status: 'unsuitable',
    mode: 'nftables',
  },
  { query: 'platform=gke&version=1.35', rule: 'ipvs-no-platform-setting', status: 'unsuitable', mode: 'ipvs' },
  { query: 'platform=aks&version=1.35', rule: 'nftables-aks-preview', status: 'info', mode: 'nftables' },
];

test('a platform that fixes the mode at creation, and defaults to IPVS, says so beside the pick', async ({ page }) => {
  await open(page, 'en', 'platform=ack&version=1.35');
  const notes = page.getByTestId('recommendation').getByTestId('platform-notes');
  await expect(notes.locator('[data-note="creation"]')).toContainText(rs('en', 'platformNotes.creation'));
  await expect(notes.locator('[data-note="ipvsDefault"]')).toContainText(
    rs('en', 'platformNotes.ipvsDefault', {
      mode: cm('en', `modes.${decide(readAnswers({ platform: 'ack', version: '1.35' }).answers).pick}`),
    }),
  );
  await expect(notes.locator(`a.source-link[href="${SOURCES['ack-terraform-cluster'].url}"]`)).toHaveCount(2);
  await open(page, 'en', 'platform=eks&version=1.35');
  await expect(page.getByTestId('platform-notes')).toHaveCount(0);
});

test('a dataplane that replaces kube-proxy: no mode is recommended, why, where the platform describes it, and the page beyond kube-proxy', async ({
  page,
}) => {
  const query = 'platform=gke&version=1.35&dataplane=replaced';
  await open(page, 'en', query);
  const d = decide(readAnswers(Object.fromEntries(new URLSearchParams(query))).answers);
  await expectContract(page, null, {
    nftables: d.modes.nftables.status,
    iptables: d.modes.iptables.status,
    ipvs: d.modes.ipvs.status,
  });
  const hero = page.getByTestId('recommendation');
  await expect(hero).toContainText(rs('en', 'none.title'));
  await expect(hero).toContainText(rs('en', 'none.why'));
  await expect(
    hero.getByRole('link', { name: rs('en', 'none.platform', { platform: cm('en', 'answers.values.platform.gke') }) }),
  ).toHaveAttribute('href', '/en/platforms/gke/#replacement');
  // And the page on the dataplanes that replace kube-proxy, which opens on GKE's.
  await hero.getByRole('link', { name: rs('en', 'none.beyond') }).click();
  await expect(page.getByTestId('page-beyond')).toBeVisible();
  await expect(page.locator('#gke dd[data-key="replaces"] a.source-link')).toHaveCount(1);
  await page.goBack();
  await expect(page.getByTestId('next-steps')).toHaveCount(0);
  for (const m of ['nftables', 'iptables', 'ipvs'] as const) {
    await reach(page, `mode-${m}`);
    await expect(page.getByTestId(`what-if-${m}`)).toContainText(tr('en', 'rules', 'changes.none'));
  }
});

test("a named platform's own findings show with their status and the platform's own sources", async ({ page }) => {
  for (const c of PLATFORM_CASES) {
    await open(page, 'zh', c.query);
    const fired = decide(readAnswers(Object.fromEntries(new URLSearchParams(c.query))).answers).modes[c.mode].fired;
    const f = fired.find((r) => r.id === c.rule)!;
    const item = page.getByTestId(`mode-${c.mode}`).locator(`[data-rule="${c.rule}"]`);
    await expect(item, c.query).toHaveAttribute('data-status', c.status);
    await expect(item).toContainText(fill(tr('zh', 'rules', `rules.${c.rule}.title`), f.params));
    await expect(item.locator('a.source-link')).toHaveCount(f.source.length);
    for (const id of f.source)
      await expect(item.locator(`a.source-link[href="${SOURCES[id].urlZh ?? SOURCES[id].url}"]`)).toHaveCount(1);
  }
});

for (const lang of LANGS) {
  test(`${lang}: every fired rule, check and change shows in the page language, with its sources`, async ({ page }) => {
    const query = `platform=cce&version=1.40&kernel=${UNAME}&os=centos-7.6&services=3000&shortConn=true&pingClusterIP=true`;
    await open(page, lang, query);
    const decision = decide(readAnswers(Object.fromEntries(new URLSearchParams(query))).answers);
    expect(MODES.some((m) => decision.modes[m].fired.some((f) => RULE_ENTRIES[f.id]))).toBe(true);
    expect(MODES.some((m) => decision.modes[m].checks.some((c) => CHECK_SETTINGS[c]))).toBe(true);
    await expectContract(page, decision.pick, {
      nftables: decision.modes.nftables.status,
      iptables: decision.modes.iptables.status,
      ipvs: decision.modes.ipvs.status,
    });
    for (const m of MODES) {
      const card = page.getByTestId(`mode-${m}`);
      const fired = decision.modes[m].fired;
      await expect(card.locator('[data-rule]')).toHaveCount(fired.length);
      for (const f of fired) {
        const item = card.locator(`[data-rule="${f.id}"]`);
        await expect(item).toContainText(fill(tr(lang, 'rules', `rules.${f.id}.title`), f.params));
        await expect(item).toContainText(fill(tr(lang, 'rules', `rules.${f.id}.reason`), f.params));
        await expect(item.locator('a.source-link')).toHaveCount(f.source.length);
        // A finding about a problem a troubleshooting entry tells in full links to it.
        const entry = RULE_ENTRIES[f.id];
        expect(
          await item.locator('.troubleshoot-link a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
        ).toEqual(entry ? [`/${lang}/troubleshoot/${entry}/`] : []);
      }
      for (const c of decision.modes[m].checks) {
        const check = card.locator(`[data-check="${c}"]`);
        await expect(check).toContainText(tr(lang, 'rules', `checks.${c}.title`));
        // A check about a configuration field links to its row on the settings page.
        const field = CHECK_SETTINGS[c];
        expect(
          await check.locator('a.setting-link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
        ).toEqual(field ? [`/${lang}/settings/#${field}`] : []);
      }
      if (m !== decision.pick) {
        await reach(page, `mode-${m}`);
        const changes = decision.whatIf[m];
        const whatIf = page.getByTestId(`what-if-${m}`);
        if (!changes || changes.length === 0) await expect(whatIf).toContainText(tr(lang, 'rules', 'changes.none'));
        else
          for (const c of changes)
            await expect(whatIf).toContainText(fill(tr(lang, 'rules', `changes.${c.kind}`), { to: c.to }));
      } else {
        await expect(page.getByTestId(`what-if-${m}`)).toHaveCount(0);
      }
    }
    // 1.40 reads as 1.40 (never 1.4), and the full uname -r is kept.
    await expect(page.locator('[data-rule="ipvs-off-by-default"]')).toContainText('v1.40');
    await expect(page.locator('.result-answer[data-key="version"] dd')).toContainText('1.40');
    await expect(page.locator('.result-answer[data-key="kernel"] dd')).toContainText(UNAME);
    await expect(page.locator('.result-answer[data-key="kernel"] dd')).toContainText(
      cm(lang, 'answers.readAs', { value: '5.10.0' }),
    );
    await expect(
      page.getByText(rs(lang, 'hero.ruleset', { version: RULESET_VERSION, date: RULESET_DATE })).first(),
    ).toBeVisible();
  });
}

test('a "what would change this" link opens the result where that mode is the pick', async ({ page }) => {
  await open(page, 'en', `platform=cce&version=1.31&kernel=${UNAME}&nft=1.0.6`);
  // nftables is unsuitable below CCE v1.35 and below kernel 5.13: both upgrades are needed.
  await expect(page.getByTestId('recommendation')).not.toHaveAttribute('data-mode', 'nftables');
  await reach(page, 'mode-nftables');
  const whatIf = page.getByTestId('what-if-nftables');
  await expect(whatIf.locator('li')).toHaveCount(2);
  await expect(whatIf).toContainText(fill(tr('en', 'rules', 'changes.version'), { to: '1.35' }));
  await expect(whatIf).toContainText(fill(tr('en', 'rules', 'changes.kernel'), { to: '5.13' }));
  await whatIf.getByRole('link', { name: rs('en', 'modes.tryIt') }).click();
  await expect(page.getByTestId('recommendation')).toHaveAttribute('data-mode', 'nftables');
  expect(searchOf(page)).toMatchObject({ version: '1.35', kernel: '5.13' });
  await page.goBack();
  await expect(page.getByTestId('recommendation')).not.toHaveAttribute('data-mode', 'nftables');
  expect(searchOf(page).version).toBe('1.31');
});

for (const lang of LANGS) {
  test(`${lang}: platform=k8s ignores CCE answers with a notice and leaves them out of the share link`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, lang, 'platform=k8s&version=v1.31.4-r0&elbSharedIngress=true&portRange=true&passThrough=false');
    const notices = page.getByTestId('url-notices');
    for (const param of ['elbSharedIngress', 'portRange', 'passThrough']) {
      const item = notices.locator(`li[data-param="${param}"]`);
      await expect(item).toHaveAttribute('data-kind', 'cceOnly');
      await expect(item).toContainText(`${param}=`);
      await expect(item).toContainText(
        cm(lang, 'notices.cceOnly', {
          question: cm(lang, `answers.labels.${param}`),
          value: param === 'passThrough' ? 'false' : 'true',
        }),
      );
    }
    // Nothing of them reaches the decision: IPVS has no ELB finding.
    await expect(
      page.getByTestId('mode-ipvs').locator('[data-rule^="ipvs-elb"], [data-rule^="ipvs-port-range"]'),
    ).toHaveCount(0);
    await expect(page.locator('.result-answer[data-key="portRange"]')).toHaveCount(0);

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: cm(lang, 'copy.copyLink') }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`${new URL(page.url()).origin}/${lang}/result/?platform=k8s&version=1.31.4&rules=${RULESET_VERSION}`);
  });
}

for (const lang of LANGS) {
  test(`${lang}: malformed parameters are named, and the page still renders`, async ({ page }) => {
    const raw = {
      platform: 'openshift',
      version: '1.3x',
      kernel: 'linux',
      nft: 'yes',
      services: '-3',
      endpoints: '0',
      lb: 'wrr',
      shortConn: 'maybe',
    };
    await open(page, lang, `${new URLSearchParams(raw).toString()}&os=ubuntu-18.04&utm_source=chat`);
    const notices = page.getByTestId('url-notices');
    await expect(notices).toContainText(cm(lang, 'notices.title'));
    for (const [param, value] of Object.entries(raw)) {
      const item = notices.locator(`li[data-param="${param}"]`);
      await expect(item).toHaveAttribute('data-kind', 'invalid');
      await expect(item).toContainText(
        cm(lang, 'notices.invalid', { question: cm(lang, `answers.labels.${param}`), value }),
      );
    }
    await expect(notices.locator('li')).toHaveCount(Object.keys(raw).length);
    // Only os survives: Ubuntu 18.04 is a caution for IPVS, so iptables (suitable) wins.
    await expectContract(page, 'iptables', { nftables: 'caution', iptables: 'suitable', ipvs: 'caution' });
    await expect(page.locator('.result-answer[data-key="os"] dd')).toContainText('Ubuntu 18.04');

    // "Fix it" keeps the ignored text for the wizard to show.
    await notices
      .locator('li[data-param="version"]')
      .getByRole('link', { name: rs(lang, 'notices.fix') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/wizard/\\?`));
    await expect(page.locator('.wizard-input')).toHaveValue('1.3x');
  });
}

test('no answers at all: the engine default, and an invitation to the wizard', async ({ page }) => {
  await open(page, 'en', '');
  const d = decide({});
  await expectContract(page, d.pick, {
    nftables: d.modes.nftables.status,
    iptables: d.modes.iptables.status,
    ipvs: d.modes.ipvs.status,
  });
  await expect(page.getByText(rs('en', 'empty.title'))).toBeVisible();
  await page.getByRole('link', { name: rs('en', 'empty.start') }).click();
  await expect(page).toHaveURL(/\/en\/wizard\/$/);
  await expect(page.locator('#wizard-question')).toHaveText(tr('en', 'wizard', 'questions.platform.title'));
});

for (const lang of LANGS) {
  test(`${lang}: copy as Markdown gives a translated, ticket-ready summary`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const query = `platform=cce&version=v1.31.4-r0&kernel=${UNAME}&services=3000&shortConn=false&elbSharedIngress=true`;
    await open(page, lang, query);
    const decision = decide(readAnswers(Object.fromEntries(new URLSearchParams(query))).answers);
    const button = page.getByRole('button', { name: rs(lang, 'share.copyMarkdown') });
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await button.click();
    // (The button says "Copied" for two seconds only; the clipboard is what counts.) The export's
    // code loads on the click and computes the what-if: on a busy two-core machine that has taken
    // over ten seconds once, so the wait is longer than the default.
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 25_000 }).toMatch(/^## /);
    const md = await page.evaluate(() => navigator.clipboard.readText());

    const name = (m: Mode) => tr(lang, 'common', `modes.${m}`);
    const status = (m: Mode) => cm(lang, `status.${decision.modes[m].status}`);
    expect(md).toContain(`## ${rs(lang, 'markdown.title', { mode: name(decision.pick!) })}`);
    expect(md).toContain(rs(lang, 'markdown.pick', { mode: name(decision.pick!), status: status(decision.pick!) }));
    for (const m of MODES) {
      expect(md).toContain(`| ${name(m)} | ${status(m)}`);
      for (const f of decision.modes[m].fired)
        expect(md).toContain(fill(tr(lang, 'rules', `rules.${f.id}.reason`), f.params));
    }
    expect(md).toContain(rs(lang, 'markdown.ruleset', { version: RULESET_VERSION, date: RULESET_DATE }));
    const link = `${new URL(page.url()).origin}/${lang}/result/?platform=cce&version=1.31.4&kernel=${UNAME}&services=3000&shortConn=false&elbSharedIngress=true`;
    expect(md).toContain(rs(lang, 'markdown.link', { url: link }));
    expect(md).toContain(
      rs(lang, 'markdown.answer', {
        label: cm(lang, 'answers.labels.elbSharedIngress'),
        value: cm(lang, 'answers.yes'),
      }),
    );
    expect(md).toContain(
      rs(lang, 'markdown.answer', { label: cm(lang, 'answers.labels.nft'), value: cm(lang, 'answers.unknown') }),
    );
    expect(md).toMatch(/\]\(https:\/\/support\.huaweicloud\.com\//);
    // CCE's own creation-time snippets for the pick, as written.
    for (const s of howToSelect('cce', decision.pick!).snippets) expect(md).toContain(s.code);
    expect(md).not.toMatch(/\{\{|result:|rules:|platforms:/);
    if (lang === 'zh')
      for (const en of ['Recommended', 'Reasons', 'Answers', 'Not answered', 'Rule set']) expect(md).not.toContain(en);
  });
}

test('the mode run today: the change it calls for, by when, its runbook, and the export as a change request', async ({
  page,
  context,
}) => {
  test.slow(); // three links and an export
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const mg = (lang: Lang, key: string, params: Record<string, string | number> = {}) =>
    fill(tr(lang, 'migrate', key), params);
  const verdict = page.getByTestId('verdict');

  // IPVS on a modern node, v1.37: required by v1.40 (the planned gate), along the ipvs→nftables runbook.
  await open(page, 'en', 'platform=k8s&version=1.37&kernel=6.6&nft=1.0.9&current=ipvs');
  await expect(verdict).toHaveAttribute('data-kind', 'requiredBy');
  await expect(verdict.locator('.callout-title')).toHaveText(mg('en', 'verdict.kind.requiredBy', { version: 'v1.40' }));
  const runbook = page.getByTestId('verdict-runbook');
  await expect(runbook).toHaveText(mg('en', 'verdict.move.runbook', { from: 'IPVS', to: 'nftables' }));
  await expect(runbook).toHaveAttribute('href', '/en/migrate/ipvs-to-nftables/');

  // The export carries the verdict, then the runbook's checklist and steps.
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: rs('en', 'share.copyMarkdown') }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 25_000 }).toMatch(/^## /);
  const md = await page.evaluate(() => navigator.clipboard.readText());
  expect(md).toContain(mg('en', 'verdict.kind.requiredBy', { version: 'v1.40' }));
  expect(md).toContain(mg('en', 'verdict.markdown.steps', { title: mg('en', 'runbooks.ipvs-to-nftables.title') }));
  expect(md).toContain('- [ ] ');
  expect(md).toContain('curl -s http://localhost:10249/proxyMode');

  await runbook.click();
  await expect(page.getByTestId('page-runbook-ipvs-to-nftables')).toBeVisible();

  // EKS 1.33 on IPVS: EKS's own earlier date (its 1.35 notes, not repeated for 1.36) leads the
  // verdict, upstream's v1.40 beside it, in both languages.
  for (const lang of ['en', 'zh'] as const) {
    await open(page, lang, 'platform=eks&version=1.33&kernel=6.1&nft=1.0.9&current=ipvs');
    await expect(verdict.locator('.callout-title')).toHaveText(
      mg(lang, 'verdict.kind.requiredByPlatform', { platform: 'EKS', version: '1.36' }),
    );
    const lead = page.getByTestId('verdict-platform-end');
    await expect(lead).toContainText(
      mg(lang, 'verdict.platformEnd.notRepeated', {
        platform: 'EKS',
        current: 'IPVS',
        version: '1.36',
        saidIn: '1.35',
        upstream: 'v1.40',
      }),
    );
    await expect(lead.locator('a.source-link')).toHaveCount(1);
    await expect(page.getByTestId('verdict-why')).toContainText('v1.40');
    await expect(page.getByTestId('verdict-why').locator('a.source-link')).toHaveCount(2);
  }

  // A kernel too old for nftables: the path is ipvs→iptables.
  await open(page, 'zh', 'platform=k8s&version=1.37&kernel=4.19&nft=1.0.9&current=ipvs');
  await expect(verdict).toHaveAttribute('data-kind', 'requiredBy');
  await expect(page.getByTestId('verdict-runbook')).toHaveAttribute('href', '/zh/migrate/ipvs-to-iptables/');

  // nftables where nftables is the pick: no change needed.
  await open(page, 'en', 'platform=k8s&version=1.37&kernel=6.6&nft=1.0.9&current=nftables');
  await expect(page.getByTestId('recommendation')).toHaveAttribute('data-mode', 'nftables');
  await expect(verdict).toHaveAttribute('data-kind', 'none');
  await expect(page.getByTestId('verdict-why')).toHaveText(mg('en', 'verdict.none', { current: 'nftables' }));
  await expect(page.getByTestId('verdict-runbook')).toHaveCount(0);
});

test('a running cluster on a platform that fixes the mode: this cluster and the next, on a phone, in both languages', async ({
  page,
}) => {
  test.slow(); // two languages and a link followed
  await page.setViewportSize({ width: 390, height: 844 });
  const mg = (lang: Lang, key: string, params: Record<string, string | number> = {}) =>
    fill(tr(lang, 'migrate', key), params);
  for (const lang of LANGS) {
    await open(page, lang, 'platform=cce&version=1.31&services=3000&current=iptables');
    const platform = cm(lang, 'answers.values.platform.cce');
    const mine = page.getByTestId('this-cluster');
    const next = page.getByTestId('next-cluster');
    await expect(mine.locator('h3')).toContainText(mg(lang, 'verdict.two.thisTitle', { current: 'iptables' }));
    await expect(page.getByTestId('this-cluster-pacing')).toContainText('iptables.minSyncPeriod');
    await expect(page.getByTestId('next-cluster-pick')).toContainText(
      mg(lang, 'verdict.two.nextAt', {
        version: 'v1.36',
        platform,
        pick: 'nftables',
        status: cm(lang, 'status.caution'),
      }),
    );
    await expect(page.getByTestId('next-cluster-offered')).toContainText(
      mg(lang, 'verdict.two.offeredFrom', { platform, mode: 'nftables', version: 'v1.35', yours: 'v1.31' }),
    );
    // No runbook: the cluster cannot change in place. The hero's note speaks of a new cluster.
    await expect(page.getByTestId('verdict-runbook')).toHaveCount(0);
    await expect(page.locator('[data-note="creation"]')).toContainText(rs(lang, 'platformNotes.creationRunning'));
    // On a phone the parts stack, and neither runs off the screen.
    const [a, b] = [await mine.boundingBox(), await next.boundingBox()];
    expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height);
    expect(a!.x + a!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  // The next cluster's own result: at v1.36, without the mode run today, nftables is the pick.
  await page.getByRole('link', { name: mg('zh', 'verdict.two.fullResult', { version: 'v1.36' }) }).click();
  await expect(page.getByTestId('recommendation')).toHaveAttribute('data-mode', 'nftables');
  expect(searchOf(page)).toMatchObject({ platform: 'cce', version: '1.36', services: '3000' });
  expect(searchOf(page)).not.toHaveProperty('current');
});

test("a GKE or EKS result says nothing of CCE's console, ELBs or images, in either language", async ({ page }) => {
  test.slow(); // every part of four long pages
  const cases = [
    // Unknown version, kernel and OS: the findings and checks that name CCE elsewhere all fire.
    { name: 'GKE', query: 'platform=gke&services=3000&current=ipvs', others: ['nftables', 'ipvs'] },
    // nftables the pick: its node checks (where kube-proxy runs, and whose nft it uses).
    { name: 'EKS', query: 'platform=eks&version=1.36&kernel=6.1&nft=1.0.9&current=ipvs', others: ['iptables', 'ipvs'] },
  ] as const;
  for (const lang of LANGS)
    for (const { name, query, others } of cases) {
      await open(page, lang, query);
      // The what-ifs and next steps load as they near the viewport.
      for (const m of others) {
        await reach(page, `mode-${m}`);
        await expect(page.getByTestId(`what-if-${m}`)).toBeVisible();
      }
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.locator('.result-next-grid')).toBeVisible();
      // The prose only: a source keeps its publisher's title (a CCE page may be the only source of a fact).
      const prose = await page.evaluate(() => {
        const main = document.querySelector('main')!.cloneNode(true) as HTMLElement;
        for (const cited of main.querySelectorAll('.source-link')) cited.remove();
        return main.textContent ?? '';
      });
      expect(prose).toContain(name);
      expect(prose).not.toMatch(/CCE|ELB|EulerOS|华为/);
    }
});

test('edit from the result goes back to that wizard step with every answer intact', async ({ page }) => {
  test.slow(); // several navigations
  const query = `platform=cce&version=v1.31.4-r0&kernel=${UNAME}&nft=none&lb=sh`;
  await open(page, 'zh', query);
  await page.getByTestId('edit-kernel').click();
  await expect(page).toHaveURL(/\/zh\/wizard\/\?/);
  await ready(page);
  expect(searchOf(page)).toEqual({ ...Object.fromEntries(new URLSearchParams(query)), step: '3' });
  await expect(page.locator('#wizard-question')).toHaveText(tr('zh', 'wizard', 'questions.kernel.title'));
  await expect(page.locator('.wizard-input')).toHaveValue(UNAME);
  await page.goBack();
  await expect(page.getByTestId('recommendation')).toBeVisible();
  await page.getByTestId('edit-lb').click();
  await expect(page.locator('#wizard-question')).toHaveText(tr('zh', 'wizard', 'questions.lb.title'));
  await expect(page.locator('.wizard-choices input[value="sh"]')).toBeChecked();
  expect(searchOf(page).step).toBe('8');
});

test('on a phone, a what-if far below the fold loads only as the reader scrolls near it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (/what-if-section/.test(r.url())) loaded.push(r.url());
  });
  await open(page, 'en', 'platform=k8s&version=1.29');
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  await expect(page.getByTestId('what-if-ipvs')).toHaveCount(0);
  await reach(page, 'mode-ipvs');
  await expect(page.getByTestId('what-if-ipvs')).toBeVisible();
  expect(loaded).toHaveLength(1);
});

test('reload, back and forward keep the result', async ({ page }) => {
  test.slow(); // several navigations and a reload
  await open(page, 'en', 'platform=k8s&version=1.29');
  await expect(page.getByTestId('mode-nftables')).toHaveAttribute('data-status', 'unsuitable');
  await reach(page, 'mode-nftables');
  await page.getByTestId('what-if-nftables').getByRole('link').click();
  await expect(page.getByTestId('recommendation')).toHaveAttribute('data-mode', 'nftables');
  await page.reload();
  await ready(page);
  await expect(page.getByTestId('recommendation')).toHaveAttribute('data-mode', 'nftables');
  await page.goBack();
  await expect(page.getByTestId('mode-nftables')).toHaveAttribute('data-status', 'unsuitable');
  await page.goForward();
  await expect(page.getByTestId('recommendation')).toHaveAttribute('data-mode', 'nftables');
});

test('next steps: node checks and selection of the pick, matrix rows and the scaling chart', async ({ page }) => {
  await open(page, 'en', 'platform=k8s&version=1.33&kernel=6.6&nft=1.0.6&services=2500&endpoints=8');
  await expect(page.getByTestId('recommendation')).toHaveAttribute('data-mode', 'nftables');
  await reach(page, 'next-steps');
  const next = page.getByTestId('next-steps');
  await expect(next.getByTestId('node-checks-nftables')).toBeVisible();
  await expect(next.getByTestId('select-mode-nftables')).toBeVisible();
  await expect(next.locator('a[href="/en/compare/#requirements"]')).toHaveCount(1);
  await expect(next.getByTestId('scaling-link')).toHaveAttribute('href', '/en/scaling/?services=2500&endpoints=8');
  await expect(next.getByTestId('mode-page-link')).toHaveAttribute('href', '/en/modes/nftables/');
});

test("next steps on a managed platform: the platform's own snippets for the pick, each copied as written", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const cases: [PlatformId, string][] = [
    ['cce', '1.31'],
    ['eks', '1.36'],
    ['aks', '1.35'],
    ['tke', '1.32'],
    ['ack', '1.35'],
  ];
  for (const [platform, version] of cases) {
    const query = `platform=${platform}&version=${version}&kernel=6.1.124&nft=1.0.9`;
    await open(page, 'en', query);
    const pick = decide(readAnswers(Object.fromEntries(new URLSearchParams(query))).answers).pick!;
    await expect(page.getByTestId('recommendation')).toHaveAttribute('data-mode', pick);
    await reach(page, 'next-steps');
    const next = page.getByTestId('next-steps');
    const select = next.getByTestId(`platform-select-${platform}`);
    const how = howToSelect(platform, pick);
    expect(how.snippets.length, platform).toBeGreaterThan(0);
    for (const s of how.snippets) {
      const block = select.getByTestId(`snippet-${s.via}-${s.mode}`);
      await expect(block.locator('pre'), `${platform} ${s.via}`).toHaveText(s.code);
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await block.getByRole('button', { name: tr('en', 'common', 'copy.copyCode') }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(s.code);
    }
    // Where the platform fixes the mode at creation, the result says these are creation-time settings.
    await expect(select.getByTestId('platform-select-creation')).toHaveCount(how.creation ? 1 : 0);
    // The generic CCE-and-upstream selection is not shown beside the platform's own.
    await expect(next.getByTestId(`select-mode-${pick}`)).toHaveCount(0);
  }
  // GKE has no kube-proxy mode setting: its default needs none, and the result says so.
  await open(page, 'zh', 'platform=gke&version=1.35&kernel=6.1.124&nft=1.0.9&dataplane=kube-proxy');
  await reach(page, 'next-steps');
  await expect(page.getByTestId('platform-select-default')).toContainText(
    rs('zh', 'next.platformDefault', {
      mode: tr('zh', 'common', 'modes.iptables'),
      platform: cm('zh', 'answers.values.platform.gke'),
    }),
  );
});

test('a finding links to its rule: the rule book opens on that row, marked', async ({ page }) => {
  await open(page, 'en', 'platform=k8s&version=1.32&kernel=6.6&nft=1.0.6&services=200');
  const finding = page.getByTestId('mode-nftables').locator('[data-rule="nftables-beta"]');
  await finding.getByRole('link', { name: rs('en', 'modes.rule') }).click();
  await expect(page).toHaveURL(/\/en\/rules\/#nftables-beta$/);
  const row = page.locator('tr#nftables-beta');
  await expect(row).toBeInViewport();
  await expect(row).toHaveAttribute('data-target', '');
  await expect(page.locator('tr[data-target]')).toHaveCount(1);
});

test('print: the result reads on paper without the share tools', async ({ page }) => {
  await open(page, 'en', 'platform=cce&version=1.35');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.result-share')).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.result-print-link')).toBeVisible();
  await expect(page.locator('.result-print-link')).toContainText('/en/result/?platform=cce&version=1.35');
  await expect(page.getByTestId('recommendation')).toBeVisible();
});

test('the prerendered result holds the page words and the explanation before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/zh/result/?platform=cce&version=1.31');
    await expect(page.locator('h1')).toHaveText(tr('zh', 'result', 'page.title'));
    for (const key of ['page.lead', 'howItWorks.title', 'howItWorks.status', 'howItWorks.pick']) {
      await expect(page.locator('main'), key).toContainText(tr('zh', 'result', key));
    }
    // It cannot read the link's answers: it says so, and shows no pick rather than the one for no answers.
    await expect(page.getByText(tr('zh', 'result', 'noScript.title'))).toBeVisible();
    await expect(page.getByTestId('recommendation')).toBeHidden();
    for (const mode of ['nftables', 'iptables', 'ipvs']) await expect(page.getByTestId(`mode-${mode}`)).toBeHidden();
  } finally {
    await context.close();
  }
});

// ---------------------------------------------------------------------------------------------
// Links made with an older rule set (rules=, domain/changes)

test('a link without `rules` names the changes since that concern its answers, each leading to the change log', async ({
  page,
}) => {
  await open(page, 'en', 'nft=1.0.0');
  const note = page.getByTestId('changed-since');
  await expect(note).toBeVisible();
  await expect(note.locator('.callout-title')).toHaveText(tr('en', 'changes', 'oldLink.title'));
  const shown = await note.locator('li[data-entry]').evaluateAll((els) => els.map((e) => e.getAttribute('data-entry')));
  expect(shown).toEqual(changedSince('1.0.0', ['nft']).map((c) => c.id));
  // It answers nft: the nft changes and those concerning every result, not the kernel's.
  expect(shown).toEqual(expect.arrayContaining(['old-host-nft-rules-out-nftables', 'ipvs-deprecation-plan']));
  expect(shown).not.toContain('kernel-backports');
  await note.getByRole('link', { name: tr('en', 'changes', 'entries.old-host-nft-rules-out-nftables.title') }).click();
  await expect(page).toHaveURL(/\/en\/changes\/#old-host-nft-rules-out-nftables$/);
  await expect(page.locator('#old-host-nft-rules-out-nftables')).toBeInViewport();
});

const rulesNotice = (page: Page) => page.locator('.url-notices li[data-param="rules"]');

test('a current link shows no note and no notice about its rule set', async ({ page }) => {
  await open(page, 'zh', `nft=1.0.0&rules=${RULESET_VERSION}`);
  // Whatever the page would fetch for a note has been fetched by then.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('recommendation')).toBeVisible();
  await expect(page.getByTestId('changed-since')).toHaveCount(0);
  await expect(rulesNotice(page)).toHaveCount(0);
});

test('a rule set the guide does not know gets a notice and is read as the current one', async ({ page }) => {
  await open(page, 'zh', 'nft=1.0.0&rules=9.9');
  await expect(rulesNotice(page)).toContainText(rs('zh', 'notices.rules', { value: '9.9' }));
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('changed-since')).toHaveCount(0);
});
