import { THEME_STORAGE_KEY } from './theme-boot';

export type ThemeChoice = 'system' | 'light' | 'dark';
const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const listeners = new Set<() => void>();

function read(): ThemeChoice {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system'; // storage blocked: follow the system
  }
}

export const themeStore = {
  subscribe(fn: () => void) {
    listeners.add(fn);
    window.addEventListener('storage', fn);
    return () => {
      listeners.delete(fn);
      window.removeEventListener('storage', fn);
    };
  },
  get: read,
  /** The prerendered page knows nothing of the visitor's choice. */
  getServer: (): ThemeChoice => 'system',
  set(choice: ThemeChoice) {
    try {
      if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, choice);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
    if (choice === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = choice;
    listeners.forEach((fn) => fn());
  },
};

export function nextTheme(choice: ThemeChoice): ThemeChoice {
  const i = THEME_CHOICES.indexOf(choice);
  return THEME_CHOICES[(i + 1) % THEME_CHOICES.length] ?? 'system';
}
