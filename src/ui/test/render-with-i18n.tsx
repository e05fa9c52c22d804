// Component tests render with a real i18next instance holding the English common strings.
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '../../../locales/en/common.json';

const i18n = createInstance();
await i18n
  .use(initReactI18next)
  .init({ lng: 'en', ns: ['common'], defaultNS: 'common', resources: { en: { common } } });

export { common };
export const renderWithI18n = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
