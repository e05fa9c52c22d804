// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { common, renderWithI18n } from '../test/render-with-i18n';
import { THEME_STORAGE_KEY } from './theme-boot';
import { ThemeSwitch } from './theme-switch';

const label = (theme: 'system' | 'light' | 'dark') => common.theme.current.replace('{{theme}}', common.theme[theme]);

describe('ThemeSwitch', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('cycles system → light → dark → system, storing the choice and setting data-theme', () => {
    renderWithI18n(<ThemeSwitch />);
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-label')).toBe(label('system'));

    fireEvent.click(button);
    expect(button.dataset.themeChoice).toBe('light');
    expect(button.getAttribute('aria-label')).toBe(label('light'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');

    fireEvent.click(button);
    expect(button.dataset.themeChoice).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');

    fireEvent.click(button);
    expect(button.dataset.themeChoice).toBe('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('starts from a stored choice, and ignores a stored value it does not know', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderWithI18n(<ThemeSwitch />);
    expect(screen.getByRole('button').dataset.themeChoice).toBe('dark');
    cleanup();
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    renderWithI18n(<ThemeSwitch />);
    expect(screen.getByRole('button').dataset.themeChoice).toBe('system');
  });

  it('follows a choice made in another tab (the storage event)', () => {
    renderWithI18n(<ThemeSwitch />);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    fireEvent(window, new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'light' }));
    expect(screen.getByRole('button').dataset.themeChoice).toBe('light');
  });
});
