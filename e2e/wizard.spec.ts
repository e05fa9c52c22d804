// The wizard: one question per step, driven by keyboard alone; every answer lives in the URL.
import { type Locator, type Page } from '@playwright/test';
import { PLATFORM_CHOICES } from '../src/domain/answers/answers';
import { imagesOffered, nodeImage } from '../src/domain/platforms/node-images';
import { visibleQuestions } from '../src/domain/answers/questions';
import { bundledNftParams } from '../src/domain/platforms/bundled-nft';
import { RULESET_VERSION } from '../src/domain/decision/engine';
import { test, expect, waitForHydration, LANGS, fill, tr, type Lang } from './fixtures';

const wz = (lang: Lang, key: string, params: Record<string, string | number> = {}) =>
  fill(tr(lang, 'wizard', key), params);
/** The labels, statuses and notices the wizard shares with the result live in common. */
const cm = (lang: Lang, key: string, params: Record<string, string | number> = {}) =>
  fill(tr(lang, 'common', key), params);

const heading = (page: Page) => page.locator('#wizard-question');
/** How many questions the wizard asks: all of them while the platform is unknown, fewer elsewhere. */
const TOTAL = visibleQuestions(undefined).length;
const K8S_TOTAL = visibleQuestions('k8s').length;
/** CCE names none of the guide's network plugins: one question fewer than with the platform unknown. */
const CCE_TOTAL = visibleQuestions('cce').length;
const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/**
 * Hydrated, and the page shows the URL's answers: the root marks <html data-hydrated> as soon
 * as it commits, but the page's own part may hydrate a moment later on a busy machine.
 */
async function ready(page: Page) {
  await waitForHydration(page);
  await page.locator('.awaits-hydration[data-ready="true"]').waitFor({ state: 'attached' });
}

/** Presses Tab (and only Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** After a step change the new question's heading holds the focus. */
async function expectStep(page: Page, lang: Lang, step: number, total: number, key: string) {
  await expect(heading(page)).toHaveText(wz(lang, `questions.${key}.title`));
  await expect(heading(page)).toBeFocused();
  await expect(page.locator('.wizard-progress-text')).toContainText(
    wz(lang, 'progress.step', { current: step, total }),
  );
  await expect.poll(() => searchOf(page).step).toBe(String(step));
}

const radio = (page: Page, value: string) => page.locator(`.wizard-choices input[type="radio"][value="${value}"]`);
const textInput = (page: Page) => page.locator('.wizard-input');

for (const lang of LANGS) {
  test(`${lang}: keyboard alone drives the wizard from the first question to the result`, async ({ page }) => {
    test.slow(); // fourteen steps, each a navigation
    await page.goto(`/${lang}/wizard/`);
    await ready(page);
    await expect(heading(page)).toHaveText(wz(lang, 'questions.platform.title'));
    await expect(page.locator('.wizard-progress-text')).toContainText(
      wz(lang, 'progress.step', { current: 1, total: TOTAL }),
    );

    // 1 platform: into the radio group (lands on the checked "Don't know"), wrap round to CCE, Enter.
    await tabTo(page, radio(page, ''));
    await page.keyboard.press('ArrowDown');
    await expect(radio(page, 'cce')).toBeChecked();
    await expect.poll(() => searchOf(page).platform).toBe('cce');
    await page.keyboard.press('Enter');
    await expectStep(page, lang, 2, CCE_TOTAL, 'version');

    // 2 version, shown back as understood.
    await tabTo(page, textInput(page));
    await page.keyboard.type('v1.35.1-r0');
    await expect(page.locator('.wizard-reading')).toHaveText(wz(lang, 'field.readAs', { value: '1.35.1' }));
    await page.keyboard.press('Enter');
    await expectStep(page, lang, 3, CCE_TOTAL, 'kernel');

    // 3 kernel, pasted from uname -r.
    await tabTo(page, textInput(page));
    await page.keyboard.type('5.15.0-91-generic');
    await expect(page.locator('.wizard-reading')).toHaveText(wz(lang, 'field.readAs', { value: '5.15.0' }));
    await page.keyboard.press('Enter');
    await expectStep(page, lang, 4, CCE_TOTAL, 'nft');

    // 4 nft, as `nft --version` prints it.
    await tabTo(page, textInput(page));
    await page.keyboard.type('nftables v1.0.6 (Lester Gooch #5)');
    await expect(page.locator('.wizard-reading')).toHaveText(wz(lang, 'field.readAs', { value: '1.0.6' }));
    await page.keyboard.press('Enter');
    await expectStep(page, lang, 5, CCE_TOTAL, 'os');

    // 5 OS image: from "Don't know" up to "Another OS image".
    await tabTo(page, radio(page, ''));
    await page.keyboard.press('ArrowUp');
    await expect(radio(page, 'other')).toBeChecked();
    await page.keyboard.press('Enter');
    await expectStep(page, lang, 6, CCE_TOTAL, 'services');

    // 6 Services, typed as the guide prints counts (en) or as a Chinese input method gives them
    // (zh, full-width): either way the link holds the number.
    await tabTo(page, textInput(page));
    await page.keyboard.type(lang === 'en' ? '4,000' : '４０００');
    await expect(page.locator('.wizard-reading')).toHaveText(wz(lang, 'field.readAs', { value: '4000' }));
    await page.keyboard.press('Enter');
    await expectStep(page, lang, 7, CCE_TOTAL, 'endpoints');
    expect(searchOf(page).services).toBe('4000');

    // 7 endpoints: "Don't know — skip" with the keyboard.
    await tabTo(page, page.getByRole('button', { name: wz(lang, 'nav.skip') }));
    await page.keyboard.press('Enter');
    await expectStep(page, lang, 8, CCE_TOTAL, 'lb');
    await expect.poll(() => searchOf(page).endpoints).toBeUndefined();

    // 8 algorithm: wrap from "Don't know" to "any".
    await tabTo(page, radio(page, ''));
    await page.keyboard.press('ArrowDown');
    await expect(radio(page, 'any')).toBeChecked();
    await page.keyboard.press('Enter');
    await expectStep(page, lang, 9, CCE_TOTAL, 'shortConn');

    await tabTo(page, radio(page, ''));
    await page.keyboard.press('ArrowUp');
    await expect(radio(page, 'false')).toBeChecked();
    await page.keyboard.press('Enter');
    await expectStep(page, lang, 10, CCE_TOTAL, 'pingClusterIP');

    // 10: leave it unknown and press the Next button.
    await tabTo(page, page.getByRole('button', { name: wz(lang, 'nav.next') }));
    await page.keyboard.press('Enter');
    await expectStep(page, lang, 11, CCE_TOTAL, 'elbSharedIngress');
    await expect(page.locator('.wizard-tag')).toHaveText(wz(lang, 'progress.cceOnly'));

    await tabTo(page, radio(page, ''));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(radio(page, 'true')).toBeChecked();
    await page.keyboard.press('Enter');
    await expectStep(page, lang, 12, CCE_TOTAL, 'elbSharedCluster');

    for (const [step, key] of [
      [12, 'elbSharedCluster'],
      [13, 'portRange'],
    ] as const) {
      await tabTo(page, radio(page, ''));
      await page.keyboard.press('ArrowUp');
      await expect(radio(page, 'false')).toBeChecked();
      await page.keyboard.press('Enter');
      await expectStep(page, lang, step + 1, CCE_TOTAL, step === 12 ? 'portRange' : 'passThrough');
      await expect.poll(() => searchOf(page)[key]).toBe('false');
    }

    // 14, pass-through: left at "don't know".
    await tabTo(page, radio(page, ''));
    await page.keyboard.press('Enter');
    await expectStep(page, lang, 15, CCE_TOTAL, 'kubeProxy');

    // 15, where kube-proxy runs: left at "don't know".
    await tabTo(page, radio(page, ''));
    await page.keyboard.press('Enter');
    await expectStep(page, lang, 16, CCE_TOTAL, 'dataplane');

    // 16, whether a dataplane replaces kube-proxy: left at "don't know".
    await tabTo(page, radio(page, ''));
    await page.keyboard.press('Enter');
    await expectStep(page, lang, 17, CCE_TOTAL, 'current');

    // 17, the mode run today, the last step: its button says "See the result"; Enter submits it.
    await expect(page.getByRole('button', { name: wz(lang, 'nav.seeResult') })).toBeVisible();
    await tabTo(page, radio(page, ''));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(radio(page, 'ipvs')).toBeChecked();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/${lang}/result/\\?`));
    expect(searchOf(page)).toEqual({
      platform: 'cce',
      version: '1.35.1',
      kernel: '5.15.0-91-generic',
      nft: '1.0.6',
      os: 'other',
      services: '4000',
      lb: 'any',
      shortConn: 'false',
      elbSharedIngress: 'true',
      elbSharedCluster: 'false',
      portRange: 'false',
      current: 'ipvs',
      rules: RULESET_VERSION,
    });
    await ready(page);
    // CCE v1.35, kernel 5.15, nft 1.0.6: nftables meets every requirement; 4000 Services on CCE
    // is a caution for iptables; IPVS is deprecated from v1.35 and the shared ELB is unchecked.
    const rec = page.getByTestId('recommendation');
    await expect(rec).toHaveAttribute('data-mode', 'nftables');
    await expect(page.getByTestId('mode-nftables')).toHaveAttribute('data-status', 'suitable');
    await expect(page.getByTestId('mode-iptables')).toHaveAttribute('data-status', 'caution');
    await expect(page.getByTestId('mode-ipvs')).toHaveAttribute('data-status', 'caution');
    await expect(page.locator('h1')).toHaveText(tr(lang, 'result', 'page.title'));
  });
}

test('CCE-only questions are asked only when the platform is CCE or unknown', async ({ page }) => {
  await page.goto('/en/wizard/?platform=k8s&step=10');
  await ready(page);
  await expect(heading(page)).toHaveText(wz('en', 'questions.pingClusterIP.title'));
  await expect(page.locator('.wizard-progress-text')).toContainText(
    wz('en', 'progress.step', { current: 10, total: K8S_TOTAL }),
  );
  await expect(page.locator('.wizard-steps li')).toHaveCount(K8S_TOTAL);
  // The last question another Kubernetes is asked carries "See the result".
  await page.goto(`/en/wizard/?platform=k8s&step=${K8S_TOTAL}`);
  await ready(page);
  await expect(page.getByRole('button', { name: wz('en', 'nav.seeResult') })).toBeVisible();

  await page.goto('/en/wizard/?step=10');
  await ready(page);
  await expect(page.locator('.wizard-progress-text')).toContainText(
    wz('en', 'progress.step', { current: 10, total: TOTAL }),
  );
  await expect(page.locator('.wizard-steps li')).toHaveCount(TOTAL);
});

test('the platform question offers every platform, another Kubernetes and "don\'t know"; a named platform is asked what another Kubernetes is', async ({
  page,
}) => {
  await page.goto('/en/wizard/');
  await ready(page);
  await expect(heading(page)).toHaveText(wz('en', 'questions.platform.title'));
  const labels = page.locator('.wizard-choice-label');
  await expect(labels).toHaveText([
    ...PLATFORM_CHOICES.map((p) => wz('en', `options.platform.${p}`)),
    wz('en', 'options.dontKnow'),
  ]);
  await page.getByRole('radio', { name: new RegExp(`^${wz('en', 'options.platform.eks')}`) }).check();
  await expect.poll(() => searchOf(page)['platform']).toBe('eks');
  await expect(page.locator('.wizard-steps li')).toHaveCount(visibleQuestions('eks').length);
  expect(visibleQuestions('eks').length).toBe(K8S_TOTAL);
});

test('the kube-proxy question shows how the named platform runs it, and leaves the answer to the reader', async ({
  page,
}) => {
  const step = visibleQuestions('eks').findIndex((q) => q.key === 'kubeProxy') + 1;
  await page.goto(`/zh/wizard/?platform=eks&step=${step}`);
  await ready(page);
  await expect(page.getByTestId('platform-hint')).toHaveText(
    new RegExp(
      `^${wz('zh', 'platformHint.kubeProxy', {
        platform: cm('zh', 'answers.values.platform.eks'),
        runs: wz('zh', 'platformHint.runs.daemonset'),
      })}`,
    ),
  );
  await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(wz('zh', 'options.dontKnow'));
  await page.goto(
    `/zh/wizard/?platform=k8s&step=${visibleQuestions('k8s').findIndex((q) => q.key === 'kubeProxy') + 1}`,
  );
  await ready(page);
  await expect(page.getByTestId('platform-hint')).toHaveCount(0);
});

test('the nft question names the nft k3s brings and its releases; another platform gets no hint', async ({ page }) => {
  const step = visibleQuestions('k3s').findIndex((q) => q.key === 'nft') + 1;
  await page.goto(`/en/wizard/?platform=k3s&step=${step}`);
  await ready(page);
  await expect(page.getByTestId('platform-hint')).toContainText(
    wz('en', 'platformHint.nft.k3s', bundledNftParams('k3s')),
  );
  await page.goto(`/en/wizard/?platform=eks&step=${visibleQuestions('eks').findIndex((q) => q.key === 'nft') + 1}`);
  await ready(page);
  await expect(page.getByTestId('platform-hint')).toHaveCount(0);
});

test("the OS-image question offers the named platform's own images, and names the documents that offer them", async ({
  page,
}) => {
  const step = visibleQuestions('eks').findIndex((q) => q.key === 'os') + 1;
  await page.goto(`/zh/wizard/?platform=eks&step=${step}`);
  await ready(page);
  const radios = page.locator('.wizard-step input[type="radio"]');
  await expect(radios).toHaveCount(imagesOffered('eks').length + 2); // and another image, and don't know
  for (const id of imagesOffered('eks'))
    await expect(page.getByRole('radio', { name: nodeImage(id)?.name, exact: true })).toBeVisible();
  const hint = page.getByTestId('platform-hint');
  await expect(hint).toContainText('Amazon Linux 2023、Bottlerocket和Amazon Linux 2');
  await expect(hint.locator('a[href*="docs.aws.amazon.com/eks/"]')).toHaveCount(2);
});

test('GKE is asked whether a dataplane replaces kube-proxy, before the mode run today; the lean then names no mode', async ({
  page,
}) => {
  const steps = visibleQuestions('gke');
  expect(steps.map((q) => q.key).slice(-3)).toEqual(['dataplane', 'current', 'plugin']);
  await page.goto(`/en/wizard/?platform=gke&step=${steps.length - 2}`);
  await ready(page);
  await expect(heading(page)).toHaveText(wz('en', 'questions.dataplane.title'));
  await page.getByRole('radio', { name: wz('en', 'options.dataplane.replaced') }).check();
  await expect.poll(() => searchOf(page)['dataplane']).toBe('replaced');
  await expect(page.getByTestId('wizard-lean')).toHaveAttribute('data-mode', 'none');
  await expect(page.getByTestId('wizard-lean')).toContainText(wz('en', 'lean.none'));
  // Another Kubernetes is not asked.
  expect(visibleQuestions('k8s').some((q) => q.key === 'dataplane')).toBe(false);
});

test("the plugin question offers the platform's plugins; a link with another keeps it, with a note, up to the result", async ({
  page,
}) => {
  const steps = visibleQuestions('eks');
  expect(steps.at(-1)?.key).toBe('plugin');
  // CCE's documents name none of the guide's plugins: it is not asked there.
  expect(visibleQuestions('cce').some((q) => q.key === 'plugin')).toBe(false);
  await page.goto(`/en/wizard/?platform=eks&step=${steps.length}`);
  await ready(page);
  await expect(heading(page)).toHaveText(wz('en', 'questions.plugin.title'));
  await expect(page.locator('.wizard-why-link')).toHaveAttribute('href', '/en/plugins/');
  await expect(page.locator('.wizard-choice-label')).toHaveText([
    'Amazon VPC CNI',
    wz('en', 'options.plugin.other'),
    wz('en', 'options.dontKnow'),
  ]);
  await page.getByRole('radio', { name: 'Amazon VPC CNI' }).check();
  await expect.poll(() => searchOf(page)['plugin']).toBe('aws-vpc-cni');

  // Calico, which EKS's documents do not name: kept, with a note that says so (on another step).
  await page.goto('/en/wizard/?platform=eks&plugin=calico&step=1');
  await ready(page);
  const notices = page.getByTestId('url-notices');
  await expect(notices.locator('.callout-title')).toHaveText(cm('en', 'notices.titleKept'));
  await expect(notices.locator('[data-param="plugin"]')).toHaveAttribute('data-kind', 'offPlatform');
  await page.goto(`/en/wizard/?platform=eks&plugin=calico&step=${steps.length}`);
  await ready(page);
  await expect(radio(page, 'calico')).toBeChecked();
  await page.getByRole('button', { name: wz('en', 'nav.seeResult') }).click();
  await expect(page).toHaveURL(/\/en\/result\/\?platform=eks&plugin=calico&rules=/);
  // Calico with nftables mode: the release its documents name, as a note that moves nothing.
  const since = page.getByTestId('mode-nftables').locator('[data-rule="nftables-plugin-from-version"]');
  await expect(since).toHaveAttribute('data-status', 'info');
  await expect(since).toContainText('v3.31');
  await expect(since.locator('a.source-link')).toHaveCount(2);
  await expect(since.getByTestId('finding-plugins')).toHaveAttribute('href', '/en/plugins/#calico');
  await expect(page.locator('.result-answer[data-key="plugin"] dd')).toContainText('Calico');
});

test('the lean hint follows the answers as they are typed, and typing replaces the history entry', async ({ page }) => {
  await page.goto('/en/wizard/?platform=k8s&kernel=6.6&nft=1.0.6&step=2');
  await ready(page);
  const lean = page.getByTestId('wizard-lean');
  // Cluster version unknown: nftables keeps a caution, so iptables leads.
  await expect(lean).toHaveAttribute('data-mode', 'iptables');
  await expect(lean.locator('[data-mode="nftables"]')).toHaveAttribute('data-status', 'caution');
  const before = await page.evaluate(() => history.length);

  await textInput(page).focus();
  await page.keyboard.type('1.30');
  await expect(lean.locator('[data-mode="nftables"]')).toHaveAttribute('data-status', 'unsuitable');
  await expect(lean.locator('.wizard-lean-mode[data-mode="nftables"]')).toContainText(cm('en', 'status.unsuitable'));
  await page.keyboard.press('Backspace');
  await page.keyboard.type('3');
  await expect(lean).toHaveAttribute('data-mode', 'nftables');
  await expect(lean.locator('[data-mode="nftables"]')).toHaveAttribute('data-status', 'suitable');
  await expect(lean.locator('.wizard-lean-pick')).toHaveText(wz('en', 'lean.pick', { mode: 'nftables' }));
  await expect.poll(() => searchOf(page).version).toBe('1.33');
  expect(await page.evaluate(() => history.length)).toBe(before);

  // "See the result now" carries the canonical answers and the rule set.
  await page.getByRole('link', { name: wz('en', 'nav.seeResultNow') }).click();
  await expect(page).toHaveURL(`/en/result/?platform=k8s&version=1.33&kernel=6.6&nft=1.0.6&rules=${RULESET_VERSION}`);
});

test('reload, back and forward never lose an answer', async ({ page }) => {
  test.slow(); // a dozen navigations
  await page.goto('/en/wizard/');
  await ready(page);
  await radio(page, 'k8s').check();
  await page.getByRole('button', { name: wz('en', 'nav.next') }).click();
  await expect(heading(page)).toHaveText(wz('en', 'questions.version.title'));
  await textInput(page).fill('v1.32.2');
  await page.getByRole('button', { name: wz('en', 'nav.next') }).click();
  await expect(heading(page)).toHaveText(wz('en', 'questions.kernel.title'));
  await textInput(page).fill('5.10.0-182.0.0.95.r1941_123.hce2.x86_64');
  await expect.poll(() => searchOf(page).kernel).toBe('5.10.0-182.0.0.95.r1941_123.hce2.x86_64');

  await page.reload();
  await ready(page);
  await expect(heading(page)).toHaveText(wz('en', 'questions.kernel.title'));
  await expect(textInput(page)).toHaveValue('5.10.0-182.0.0.95.r1941_123.hce2.x86_64');

  await page.goBack();
  await expect(heading(page)).toHaveText(wz('en', 'questions.version.title'));
  await expect(textInput(page)).toHaveValue('v1.32.2');
  await page.goBack();
  await expect(heading(page)).toHaveText(wz('en', 'questions.platform.title'));
  await expect(radio(page, 'k8s')).toBeChecked();
  await page.goForward();
  await page.goForward();
  await expect(heading(page)).toHaveText(wz('en', 'questions.kernel.title'));
  await expect(textInput(page)).toHaveValue('5.10.0-182.0.0.95.r1941_123.hce2.x86_64');
  await expect(page.locator('.wizard-steps li').nth(1)).toContainText('1.32');

  // The in-page Back button is a step too, and the step list jumps anywhere.
  await page.getByRole('button', { name: wz('en', 'nav.back') }).click();
  await expect(heading(page)).toHaveText(wz('en', 'questions.version.title'));
  await page.locator('.wizard-steps a').nth(4).click();
  await expect(heading(page)).toHaveText(wz('en', 'questions.os.title'));
  await expect
    .poll(() => searchOf(page))
    .toEqual({
      platform: 'k8s',
      version: 'v1.32.2',
      kernel: '5.10.0-182.0.0.95.r1941_123.hce2.x86_64',
      step: '5',
    });
});

test('nft "not installed" is an answer of its own', async ({ page }) => {
  await page.goto('/zh/wizard/?step=4');
  await ready(page);
  const box = page.getByRole('checkbox', { name: wz('zh', 'field.notInstalled') });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(textInput(page)).toBeDisabled();
  await expect(page.locator('.wizard-reading')).toHaveText(wz('zh', 'field.readAsNone'));
  await expect.poll(() => searchOf(page).nft).toBe('none');
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(wz('zh', 'questions.os.title'));
  await expect(page.locator('.wizard-steps li').nth(3)).toContainText(cm('zh', 'answers.notInstalled'));
});

for (const lang of LANGS) {
  test(`${lang}: values that do not parse are named in a notice and kept, never lost silently`, async ({ page }) => {
    await page.goto(`/${lang}/wizard/?platform=k8s&version=1.x&os=debian-12&elbSharedIngress=true&step=abc`);
    await ready(page);
    const notices = page.getByTestId('url-notices');
    await expect(notices).toContainText(cm(lang, 'notices.title'));
    const item = (param: string) => notices.locator(`li[data-param="${param}"]`);
    await expect(item('version')).toContainText('version=1.x');
    await expect(item('version')).toContainText(
      cm(lang, 'notices.invalid', { question: cm(lang, 'answers.labels.version'), value: '1.x' }),
    );
    await expect(item('os')).toContainText(
      cm(lang, 'notices.invalid', { question: cm(lang, 'answers.labels.os'), value: 'debian-12' }),
    );
    await expect(item('elbSharedIngress')).toHaveAttribute('data-kind', 'cceOnly');
    await expect(item('elbSharedIngress')).toContainText(
      cm(lang, 'notices.cceOnly', { question: cm(lang, 'answers.labels.elbSharedIngress'), value: 'true' }),
    );
    await expect(item('step')).toContainText(wz(lang, 'notices.step', { value: 'abc' }));
    // The page still works: step 1 is shown, with platform k8s chosen.
    await expect(heading(page)).toHaveText(wz(lang, 'questions.platform.title'));
    await expect(radio(page, 'k8s')).toBeChecked();

    // "Fix it" opens the step with the ignored text in the field, explained inline.
    await item('version')
      .getByRole('link', { name: wz(lang, 'notices.fix') })
      .click();
    await expect(heading(page)).toHaveText(wz(lang, 'questions.version.title'));
    await expect(textInput(page)).toHaveValue('1.x');
    await expect(textInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.wizard-reading')).toContainText(wz(lang, 'questions.version.formatHint'));
    await expect(page.locator('.wizard-steps li').nth(1)).toContainText(wz(lang, 'values.ignored'));
    // Its own notice moves inline; the others stay.
    await expect(item('version')).toHaveCount(0);
    await expect(item('os')).toHaveCount(1);

    // Next keeps the reader on the step while the value cannot be read, back in the field.
    await page.locator('.wizard-next').click();
    await expect(heading(page)).toHaveText(wz(lang, 'questions.version.title'));
    await expect(textInput(page)).toBeFocused();
    await expect(page.locator('.wizard-reading')).toContainText(wz(lang, 'nav.skip'));

    await textInput(page).fill('1.31');
    await expect(page.locator('.wizard-reading')).toHaveText(wz(lang, 'field.readAs', { value: '1.31' }));
    await expect(textInput(page)).not.toHaveAttribute('aria-invalid', 'true');
  });
}

test('a choice the URL holds but the wizard does not offer is shown, not dropped', async ({ page }) => {
  await page.goto('/en/wizard/?lb=wrr&step=8');
  await ready(page);
  await expect(heading(page)).toHaveText(wz('en', 'questions.lb.title'));
  await expect(page.locator('.wizard-choices input:checked')).toHaveCount(0);
  await expect(page.locator('.wizard-reading')).toHaveText(
    cm('en', 'notices.invalid', { question: cm('en', 'answers.labels.lb'), value: 'wrr' }),
  );
  await expect.poll(() => searchOf(page).lb).toBe('wrr');
});

test('the prerendered wizard shows the first step, and its own words, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/zh/wizard/?platform=cce&step=5');
    await expect(page.locator('h1')).toHaveText(tr('zh', 'wizard', 'page.title'));
    await expect(page.locator('main')).toContainText(tr('zh', 'wizard', 'howItWorks.oneQuestion'));
    await expect(page.locator('#wizard-question')).toHaveText(tr('zh', 'wizard', 'questions.platform.title'));
    // The questions need scripts to go anywhere: hidden, with a notice saying why.
    await expect(page.getByText(tr('zh', 'wizard', 'noScript.title'))).toBeVisible();
    await expect(page.locator('#wizard-question')).toBeHidden();
  } finally {
    await context.close();
  }
});
