import type common from '../../locales/en/common.json';
import type home from '../../locales/en/home.json';
import type compare from '../../locales/en/compare.json';
import type modes from '../../locales/en/modes.json';
import type rules from '../../locales/en/rules.json';
import type wizard from '../../locales/en/wizard.json';
import type result from '../../locales/en/result.json';
import type scaling from '../../locales/en/scaling.json';
import type importNs from '../../locales/en/import.json';
import type changes from '../../locales/en/changes.json';
import type rulebook from '../../locales/en/rulebook.json';
import type platforms from '../../locales/en/platforms.json';
import type migrate from '../../locales/en/migrate.json';
import type plugins from '../../locales/en/plugins.json';
import type search from '../../locales/en/search.json';
import type diagram from '../../locales/en/diagram.json';
import type troubleshoot from '../../locales/en/troubleshoot.json';
import type settings from '../../locales/en/settings.json';
import type services from '../../locales/en/services.json';

// Keys are typed from the English files; the locale check keeps zh in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      compare: typeof compare;
      modes: typeof modes;
      rules: typeof rules;
      wizard: typeof wizard;
      result: typeof result;
      scaling: typeof scaling;
      import: typeof importNs;
      changes: typeof changes;
      rulebook: typeof rulebook;
      platforms: typeof platforms;
      migrate: typeof migrate;
      plugins: typeof plugins;
      diagram: typeof diagram;
      troubleshoot: typeof troubleshoot;
      settings: typeof settings;
      services: typeof services;
      search: typeof search;
    };
  }
}
