// The import page: paste or drop kubectl output, see where each answer came from, land on the
// result with those answers; every kind of bad input gets its own translated alert while the
// input stays. Fixtures: e2e/fixtures/import (written by its generate.js from the parser's
// typed unit-test fixtures).
import { RULESET_VERSION } from '../src/domain/decision/engine';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, fill, tr, type Lang } from './fixtures';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/import/${name}`, import.meta.url));
const text = (name: string) => fixture(name).toString('utf8');

async function open(page: Page, lang: Lang = 'en') {
  await page.goto(`/${lang}/import/`);
  await waitForHydration(page);
  await expect(page.getByTestId('import-apply')).toBeEnabled();
}

async function paste(page: Page, input: string) {
  await page.getByTestId('import-input').fill(input);
  await page.getByTestId('import-apply').click();
}

/**
 * Follows "See the result" and checks the answers in the URL (with the current rule set), and
 * the pick once the result page shows one.
 */
async function expectResult(page: Page, lang: Lang, answers: Record<string, string>, mode: string) {
  const params = { ...answers, rules: RULESET_VERSION };
  const link = page.getByTestId('import-see-result');
  await expect(link).toHaveAttribute('href', `/${lang}/result/?${new URLSearchParams(params)}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/result/\\?`));
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(params);
  await waitForHydration(page);
  await expect(page.getByTestId('recommendation')).toHaveAttribute('data-mode', mode);
}

const CCE = {
  platform: 'cce',
  version: '1.31.4',
  kernel: '4.18.0-147.5.1.6.h841.eulerosv2r9.x86_64',
  nft: '1.0.6',
  os: 'other',
  services: '5',
  endpoints: '2',
  elbSharedIngress: 'true',
  passThrough: 'false',
};
const EKS = {
  platform: 'eks',
  version: '1.33.1',
  kernel: '6.1.124-134.200.amzn2023.x86_64',
  nft: '1.0.9',
  os: 'al2023',
  services: '60',
  endpoints: '3',
};

test.describe('answers from pasted output', () => {
  test('a CCE cluster, command after command, lands on its result', async ({ page }) => {
    await open(page);
    await paste(page, text('cce-cluster.txt'));
    const results = page.getByTestId('import-results');
    await expect(results).toBeVisible();
    await expect(page.locator('#import-results-title')).toBeFocused();
    for (const [key, value] of Object.entries(CCE))
      await expect(page.getByTestId(`import-detection-${key}`), key).toHaveAttribute('data-value', value);
    // Where each came from: the object and the field.
    await expect(page.getByTestId('import-detection-kernel')).toContainText('Node 192.168.0.13');
    await expect(page.getByTestId('import-detection-kernel')).toContainText('status.nodeInfo.kernelVersion');
    await expect(page.getByTestId('import-detection-elbSharedIngress')).toContainText('Ingress shop/web');
    await expect(page.getByTestId('import-detection-platform')).toContainText(
      tr('en', 'common', 'answers.values.platform.cce'),
    );
    // What stays unknown is listed (whether a dataplane replaces kube-proxy, and the mode run today, among it).
    await expect(page.getByTestId('import-unknown').locator('li')).toHaveCount(8);
    await expect(page.getByTestId('import-unknown-current')).toContainText(
      'kubectl -n kube-system get configmaps -o json',
    );
    await expect(page.getByTestId('import-unknown-dataplane')).toContainText(
      tr('en', 'import', 'unknown.notInKubectl.dataplane'),
    );
    await expect(page.getByTestId('import-unknown-lb')).toContainText(tr('en', 'import', 'unknown.notInKubectl.lb'));
    await expect(page.getByTestId('import-unknown-kubeProxy')).toContainText(
      tr('en', 'import', 'unknown.notInKubectl.kubeProxy'),
    );
    await expectResult(page, 'en', CCE, 'iptables');
  });

  test("an IPVS cluster with Calico: the mode run today, kube-proxy's and Calico's versions, then the way off IPVS", async ({
    page,
  }) => {
    await open(page);
    await paste(page, text('ipvs-calico-cluster.json'));
    const current = page.getByTestId('import-detection-current');
    await expect(current).toHaveAttribute('data-value', 'ipvs');
    await expect(current).toContainText('ConfigMap kube-system/kube-proxy');
    await expect(current).toContainText(fill(tr('en', 'import', 'notes.kubeProxyVersion'), { version: 'v1.33.1' }));
    await expect(current.locator('a.source-link')).toHaveCount(1);
    const plugin = page.getByTestId('import-detection-plugin');
    await expect(plugin).toHaveAttribute('data-value', 'calico');
    await expect(plugin).toContainText('DaemonSet calico-system/calico-node');
    await expect(plugin).toContainText(fill(tr('en', 'import', 'notes.pluginDaemonSet'), { version: 'v3.31.0' }));
    await expectResult(
      page,
      'en',
      { version: '1.33.1', kernel: '5.15.0-131-generic', os: 'ubuntu-22.04', current: 'ipvs', plugin: 'calico' },
      'iptables',
    );
    await expect(page.getByTestId('verdict-runbook')).toHaveAttribute('href', '/en/migrate/ipvs-to-iptables/');
  });

  test('Cilium replacing kube-proxy: its own setting answers the dataplane, and the mode says why, with the way to the page beyond kube-proxy', async ({
    page,
  }) => {
    await open(page);
    await paste(page, text('cilium-replacement.json'));
    const dataplane = page.getByTestId('import-detection-dataplane');
    await expect(dataplane).toHaveAttribute('data-value', 'replaced');
    await expect(dataplane).toContainText('ConfigMap kube-system/cilium-config');
    await expect(dataplane.locator('a.source-link')).toHaveCount(2);
    const current = page.getByTestId('import-unknown-current');
    await expect(current).toHaveAttribute('data-reason', 'kubeProxyReplaced');
    await current.getByRole('link', { name: tr('en', 'common', 'nav.beyond') }).click();
    await expect(page).toHaveURL('/en/beyond-kube-proxy/#cilium');
    await expect(page.locator('#cilium')).toBeInViewport();
  });

  test('nodes alone: Ubuntu 18.04 and the lowest kubelet; the rest stays unknown', async ({ page }) => {
    await open(page);
    await paste(page, text('ubuntu-nodes.json'));
    await expect(page.getByTestId('import-detection-os')).toHaveAttribute('data-value', 'ubuntu-18.04');
    await expect(page.getByTestId('import-unknown-services')).toContainText('kubectl get services -A -o json');
    await expect(page.getByTestId('import-unknown-platform')).toHaveAttribute('data-reason', 'noSignal');
    await expectResult(
      page,
      'en',
      { version: '1.28.15', kernel: '4.15.0-213-generic', os: 'ubuntu-18.04' },
      'iptables',
    );
  });

  test('kubeadm on EC2: the AWS provider ID is shown, and the platform is not taken for EKS', async ({ page }) => {
    await open(page);
    await paste(page, text('kubeadm-ec2-nodes.json'));
    const platform = page.getByTestId('import-unknown-platform');
    await expect(platform).toHaveAttribute('data-reason', 'notCertain');
    await expect(platform).toContainText('aws:///us-east-1a/i-0fedcba9876543211');
    await expect(page.getByTestId('import-detection-platform')).toHaveCount(0);
    await expectResult(page, 'en', { version: '1.33.1', kernel: '6.8.0-1021-aws', os: 'ubuntu-24.04' }, 'iptables');
  });

  test('CentOS 7 stays unknown, with what to check', async ({ page }) => {
    await open(page);
    await paste(page, text('centos7-nodes.json'));
    const os = page.getByTestId('import-unknown-os');
    await expect(os).toHaveAttribute('data-reason', 'osAmbiguous');
    await expect(os).toContainText('cat /etc/redhat-release');
    await expect(os).toContainText('CentOS 7.6');
  });

  test('in Chinese, with translated words and the Chinese result', async ({ page }) => {
    await open(page, 'zh');
    await expect(page.locator('h1')).toHaveText(tr('zh', 'import', 'page.title'));
    await paste(page, text('cce-cluster.txt'));
    await expect(page.getByTestId('import-detection-platform')).toContainText(
      tr('zh', 'common', 'answers.values.platform.cce'),
    );
    await expect(page.getByTestId('import-results')).toContainText(tr('zh', 'import', 'results.unknownTitle'));
    await expectResult(page, 'zh', CCE, 'iptables');
  });

  test('a cut-off List is used in part, with a note', async ({ page }) => {
    await open(page);
    await paste(page, text('cut-after-two-nodes.json'));
    await expect(page.getByTestId('import-partial')).toContainText(tr('en', 'import', 'results.partialTitle'));
    await expect(page.getByTestId('import-warning-truncatedEnd')).toBeVisible();
    await expect(page.getByTestId('import-detection-os')).toHaveAttribute('data-value', 'other');
    await expect(page.getByTestId('import-error')).toBeEmpty();
  });
});

test.describe("kube-proxy's log", () => {
  for (const lang of ['en', 'zh'] as const)
    test(`${lang}: a pasted log with a known error line names its entry, with the line's number`, async ({ page }) => {
      await open(page, lang);
      const error = 'I1206 05:00:02.000000       1 proxier.go:1179] "Failed to list nftables elements" err=<';
      await paste(
        page,
        [
          'I1206 05:00:01.000000       1 server_linux.go:254] "Using nftables Proxier"',
          error,
          '\tfailed to run nft: JSON support not compiled-in',
          'I1206 05:00:03.000000       1 proxier.go:1790] "Syncing nftables rules"',
        ].join('\n'),
      );
      const found = page.getByTestId('import-log');
      await expect(found.getByRole('heading')).toHaveText(tr(lang, 'import', 'log.title'));
      const item = found.locator('li[data-entry="nft-without-json"]');
      await expect(item).toContainText(fill(tr(lang, 'import', 'log.line'), { line: 2 }));
      await expect(item.locator('code')).toHaveText(error);
      await expect(item.locator('.troubleshoot-link a')).toHaveAttribute(
        'href',
        `/${lang}/troubleshoot/nft-without-json/`,
      );
      // One entry, once: its second line is the same problem, and the start-up line is none.
      await expect(found.locator('li')).toHaveCount(1);
      // The error's lines are read, not skipped: the result is not partial.
      await expect(page.getByTestId('import-partial')).toHaveCount(0);
    });
});

test.describe('files', () => {
  test('a file chosen with the picker is read in the worker', async ({ page }) => {
    await open(page);
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'eks-cluster.json', mimeType: 'application/json', buffer: fixture('eks-cluster.json') });
    await expect(page.getByTestId('import-file-chosen')).toContainText('eks-cluster.json');
    const platform = page.getByTestId('import-detection-platform');
    await expect(platform).toHaveAttribute('data-value', 'eks');
    // The clue, where it was read, and where the clue is published.
    await expect(platform).toContainText('v1.33.1-eks-1234abc');
    await expect(platform.getByRole('link', { name: /Get started with Amazon EKS/ })).toHaveAttribute(
      'href',
      'https://docs.aws.amazon.com/eks/latest/userguide/getting-started-eksctl.html',
    );
    await expectResult(page, 'en', EKS, 'iptables');
  });

  test('a file dropped on the page is read, and the box can add lines to it', async ({ page }) => {
    await open(page);
    await page.getByTestId('import-input').fill('5.4.0-150-generic\n');
    const content = text('eks-cluster.json');
    await page.evaluate((body) => {
      const dt = new DataTransfer();
      dt.items.add(new File([body], 'cluster.json', { type: 'application/json' }));
      const zone = document.querySelector('[data-testid="import-drop"]')!;
      zone.dispatchEvent(new DragEvent('dragenter', { dataTransfer: dt, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, content);
    await expect(page.getByTestId('import-file-chosen')).toContainText('cluster.json');
    // The pasted uname -r line is read with the file: the lowest kernel wins.
    await expect(page.getByTestId('import-detection-kernel')).toHaveAttribute('data-value', '5.4.0-150-generic');
    await expect(page.getByTestId('import-drop')).toHaveAttribute('data-dragging', 'false');
    await expectResult(page, 'en', { ...EKS, kernel: '5.4.0-150-generic' }, 'iptables');
  });
});

test.describe('bad input: a translated alert, and the input stays', () => {
  async function expectError(page: Page, code: string, lang: Lang = 'en', title = `errors.${code}.title`) {
    const alert = page.getByRole('alert').filter({ has: page.locator('.import-error-title') });
    await expect(alert).toHaveAttribute('data-code', code);
    await expect(alert.locator('.import-error-title')).toHaveText(tr(lang, 'import', title));
    // An empty box has nothing to keep.
    if (code !== 'empty') await expect(alert).toContainText(tr(lang, 'import', 'errors.keep'));
    await expect(page.getByTestId('import-results')).toHaveCount(0);
    return alert;
  }

  test('not JSON: table output, with the -o json command', async ({ page }) => {
    await open(page);
    const input = text('table-output.txt');
    await paste(page, input);
    const alert = await expectError(page, 'notJson');
    await expect(alert).toContainText(tr('en', 'import', 'errors.notJson.table'));
    await expect(alert).toContainText('kubectl get nodes -o json');
    await expect(page.getByTestId('import-input')).toHaveValue(input);
  });

  test('not JSON, in Chinese; pasted markup stays text', async ({ page }) => {
    await open(page, 'zh');
    const input = '<img src=x onerror="document.title=1"><b>bold</b> nodes';
    await paste(page, input);
    const alert = await expectError(page, 'notJson', 'zh');
    await expect(alert.locator('.import-sample pre')).toHaveText(input);
    await expect(alert.locator('img, b')).toHaveCount(0);
    await expect(page.getByTestId('import-input')).toHaveValue(input);
  });

  test('the wrong kind of object', async ({ page }) => {
    await open(page);
    await paste(page, text('pods.json'));
    const alert = await expectError(page, 'wrongKind');
    await expect(alert).toContainText('Pod ×3');
    await expect(alert).toContainText('kubectl get nodes -o json');
  });

  test('truncated text', async ({ page }) => {
    await open(page);
    const input = text('cut-in-first-node.json');
    await paste(page, input);
    const alert = await expectError(page, 'truncated');
    await expect(alert).toContainText('kubectl get nodes -o json > nodes.json');
    await expect(page.getByTestId('import-input')).toHaveValue(input);
  });

  test('an empty paste', async ({ page }) => {
    await open(page);
    await page.getByTestId('import-apply').click();
    const alert = await expectError(page, 'empty');
    await expect(alert).not.toContainText(tr('en', 'import', 'errors.keep'));
    // The commands it asks for are step 1's, in step 1's order.
    const step1 = await page.locator('.import-collect .import-command-list dt code').allTextContents();
    const asked = await alert.locator('.import-error-commands code').allTextContents();
    expect(asked).toEqual(step1.filter((c) => c.startsWith('kubectl ')));
  });

  test('a binary file', async ({ page }) => {
    await open(page);
    await page.getByTestId('import-input').fill('5.10.0');
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'cluster.json.gz', mimeType: 'application/gzip', buffer: fixture('cluster.json.gz') });
    await expectError(page, 'binary');
    await expect(page.getByTestId('import-input')).toHaveValue('5.10.0');
    await expect(page.getByTestId('import-file-chosen')).toContainText('cluster.json.gz');
  });

  test('a file above the limit, made in the page rather than on disk', async ({ page }) => {
    await open(page);
    // Playwright cannot hand a browser more than 50 MB: build the 201 MiB file in the page.
    await page.evaluate(() => {
      const mib = new Uint8Array(1024 * 1024).fill(0x20);
      const file = new File(
        Array.from({ length: 201 }, () => mib),
        'huge.json',
        { type: 'application/json' },
      );
      const dt = new DataTransfer();
      dt.items.add(file);
      document
        .querySelector('[data-testid="import-drop"]')!
        .dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    });
    const alert = await expectError(page, 'tooLarge');
    await expect(alert).toContainText('201 MB');
    await expect(alert).toContainText('200 MB');
  });

  test('a good paste after an error clears the alert', async ({ page }) => {
    await open(page);
    await page.getByTestId('import-apply').click();
    await expectError(page, 'empty');
    await paste(page, text('ubuntu-nodes.json'));
    await expect(page.getByTestId('import-results')).toBeVisible();
    await expect(page.getByTestId('import-error')).toBeEmpty();
  });
});
