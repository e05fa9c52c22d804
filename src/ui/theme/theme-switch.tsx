import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { nextTheme, themeStore, type ThemeChoice } from './theme-store';

const ICONS: Record<ThemeChoice, string> = {
  system: 'M4 5h16v11H4zM9 20h6M12 16v4',
  light:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  dark: 'M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z',
};

export function ThemeSwitch() {
  const { t } = useTranslation();
  const choice = useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.getServer);
  const name = t(`theme.${choice}`);
  return (
    <button
      type="button"
      className="theme-switch needs-script"
      data-theme-choice={choice}
      aria-label={t('theme.current', { theme: name })}
      title={t('theme.current', { theme: name })}
      onClick={() => themeStore.set(nextTheme(choice))}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d={ICONS[choice]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="theme-switch-text">{name}</span>
    </button>
  );
}
