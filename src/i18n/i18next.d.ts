import type common from '../../locales/en/common.json';
import type home from '../../locales/en/home.json';

// Keys are typed from the English files; the locale check keeps zh in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
    };
  }
}
