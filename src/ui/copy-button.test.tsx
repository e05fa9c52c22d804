// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/en/common.json';
import { CopyButton } from './copy-button';

const i18n = createInstance();
await i18n
  .use(initReactI18next)
  .init({ lng: 'en', ns: ['common'], defaultNS: 'common', resources: { en: { common } } });

function renderButton(props: Parameters<typeof CopyButton>[0]) {
  render(
    <I18nextProvider i18n={i18n}>
      <CopyButton {...props} />
    </I18nextProvider>,
  );
  return screen.getByRole('button');
}

/** Lets the clipboard promise settle and React render what it set. */
const settle = () => act(async () => {});

describe('CopyButton', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('copies its text, says so, and goes back to its label after two seconds', async () => {
    const button = renderButton({ text: 'nft list table ip kube-proxy', label: common.copy.copyCode });
    expect(button.textContent).toBe(common.copy.copyCode);
    fireEvent.click(button);
    await settle();
    expect(writeText).toHaveBeenCalledWith('nft list table ip kube-proxy');
    expect(button.dataset.state).toBe('copied');
    expect(button.textContent).toBe(common.copy.copied);
    act(() => void vi.advanceTimersByTime(1999));
    expect(button.dataset.state).toBe('copied');
    act(() => void vi.advanceTimersByTime(1));
    expect(button.dataset.state).toBe('idle');
    expect(button.textContent).toBe(common.copy.copyCode);
  });

  it('reads a text given as a function at click time, not before', async () => {
    let value = 'first';
    const button = renderButton({ text: () => value });
    value = 'at click time';
    fireEvent.click(button);
    await settle();
    expect(writeText).toHaveBeenCalledWith('at click time');
  });

  it('says the copy failed when the clipboard refuses, and tells how to copy by hand', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const button = renderButton({ text: 'x' });
    expect(button.textContent).toBe(common.copy.copy);
    fireEvent.click(button);
    await settle();
    expect(button.dataset.state).toBe('failed');
    expect(button.textContent).toBe(common.copy.failed);
  });

  it('waits for a text still loading when the browser has no ClipboardItem', async () => {
    vi.stubGlobal('ClipboardItem', undefined);
    let resolve: (v: string) => void = () => {};
    const later = new Promise<string>((r) => (resolve = r));
    const button = renderButton({ text: () => later });
    fireEvent.click(button);
    await settle();
    expect(writeText).not.toHaveBeenCalled();
    expect(button.dataset.state).toBe('idle');
    resolve('# Markdown summary');
    await settle();
    expect(writeText).toHaveBeenCalledWith('# Markdown summary');
    expect(button.dataset.state).toBe('copied');
  });

  it('starts the write within the click for a text still loading, as Safari requires', async () => {
    const write = vi.fn<(items: ClipboardItem[]) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText, write }, configurable: true });
    const button = renderButton({ text: () => new Promise<string>(() => {}) });
    fireEvent.click(button);
    // Called during the click itself, before the text has arrived.
    expect(write).toHaveBeenCalledTimes(1);
    expect(write.mock.calls[0]![0]![0]!.types).toEqual(['text/plain']);
    expect(writeText).not.toHaveBeenCalled();
  });
});
