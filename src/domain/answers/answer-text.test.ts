import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { answerText, type Translate } from './answer-text';
import { readAnswers } from './questions';

const i18n = i18next.createInstance();
await i18n.init({
  resources: Object.fromEntries(
    ['en', 'zh'].map((l) => [
      l,
      {
        common: JSON.parse(
          readFileSync(new URL(`../../../locales/${l}/common.json`, import.meta.url), 'utf8'),
        ) as object,
      },
    ]),
  ),
  ns: ['common'],
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
const t = i18n.getFixedT('en') as unknown as Translate;

describe('answerText', () => {
  it.each([
    [{ version: 'v1.40.2' }, 'version', '1.40.2'],
    [{ version: 'v1.40' }, 'version', '1.40'],
    [{ kubeProxy: 'host' }, 'kubeProxy', 'On the host (a system service)'],
    [
      { kernel: '5.10.0-182.0.0.95.r1941_123.hce2.x86_64' },
      'kernel',
      '5.10.0-182.0.0.95.r1941_123.hce2.x86_64 (read as 5.10.0)',
    ],
    [{ kernel: '6.6.30' }, 'kernel', '6.6.30'],
    [{ nft: 'none' }, 'nft', 'not installed'],
    [{ nft: 'nftables v1.0.6 (Lester Gooch #5)' }, 'nft', '1.0.6'],
    [{ services: '12000' }, 'services', '12,000'],
    [{ shortConn: 'false' }, 'shortConn', 'No'],
    [{ lb: 'sed' }, 'lb', 'Shortest expected delay (sed)'],
    [{ os: 'other' }, 'os', 'Another OS image'],
    [{ os: 'euleros-2.5' }, 'os', 'EulerOS 2.5'],
    [{}, 'platform', undefined],
  ] as const)('%j → %s', (q, key, text) => {
    expect(answerText(key, readAnswers(q).answers, t, 'en')).toBe(text);
  });

  it('shows only what a kernel was read as when asked to', () => {
    const { answers } = readAnswers({ kernel: '5.10.0-182.0.0.95.r1941_123.hce2.x86_64' });
    expect(answerText('kernel', answers, t, 'en', { kernel: 'read' })).toBe('5.10.0');
  });

  it('words a choice as the caller says, and nothing else', () => {
    const { answers } = readAnswers({ lb: 'sh', shortConn: 'true' });
    const choice = (key: string, value: string) => `${key}=${value}`;
    expect(answerText('lb', answers, t, 'en', { choice })).toBe('lb=sh');
    expect(answerText('shortConn', answers, t, 'en', { choice })).toBe('Yes');
  });

  it('speaks the page language', () => {
    const zh = i18n.getFixedT('zh') as unknown as Translate;
    expect(answerText('nft', readAnswers({ nft: 'none' }).answers, zh, 'zh')).toBe('未安装');
    expect(answerText('platform', readAnswers({ platform: 'cce' }).answers, zh, 'zh')).toBe('华为云 CCE');
  });
});
