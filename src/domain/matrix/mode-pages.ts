/**
 * Data for the per-mode pages `/{lang}/modes/{mode}`. Keys live in namespace
 * `modes`; shell commands and config snippets are literal and never translated.
 */
import type { Mode } from '../modes';
import type { SourceId } from '../sources';
import { MODE_ACTIONS } from './mode-actions';
import { IPTABLES_PAGE } from './mode-page-iptables';
import { IPVS_PAGE } from './mode-page-ipvs';
import { NFTABLES_PAGE } from './mode-page-nftables';
import type { ModePage, SourcedText } from './mode-page-types';

export type { KnownProblem, ModePage, SourcedText } from './mode-page-types';

export const MODE_PAGES: Readonly<Record<Mode, ModePage>> = {
  nftables: NFTABLES_PAGE,
  iptables: IPTABLES_PAGE,
  ipvs: IPVS_PAGE,
};

/** Section headings and their anchor ids, in page order (same for every mode). */
export const MODE_PAGE_SECTIONS = [
  { id: 'what-it-is', key: 'sections.whatItIs' },
  { id: 'how-it-forwards', key: 'sections.howItForwards' },
  { id: 'when-to-choose', key: 'sections.whenToChoose' },
  { id: 'requirements', key: 'sections.requirements' },
  { id: 'known-problems', key: 'sections.knownProblems' },
  { id: 'node-checks', key: 'sections.nodeChecks' },
  { id: 'how-to-select', key: 'sections.howToSelect' },
] as const;

/** Sub-headings and captions the page needs beyond the per-mode data. */
export const MODE_PAGE_LABEL_KEYS = [
  'sections.lookupPath',
  'sections.onCce',
  'sections.elsewhere',
  'labels.lookupPathCaption',
  'labels.nodeChecksNote',
  'labels.workaround',
  'sections.switching',
  'labels.runbook',
  'labels.settings',
  'labels.services',
] as const;

export function modePage(mode: Mode): ModePage {
  return MODE_PAGES[mode];
}

/** Every sourced text of a page, for rendering source lists and for the tests. */
export function sourcedTexts(page: ModePage): SourcedText[] {
  return [
    ...page.whatItIs,
    ...page.howItForwards,
    ...page.whenToChoose,
    ...page.requirements,
    ...page.knownProblems,
    ...page.select.cce.steps,
    ...page.select.elsewhere.steps,
  ];
}

export type SectionId = (typeof MODE_PAGE_SECTIONS)[number]['id'];

/** The sources behind one section of a mode page: what its "checked on" date is taken from. */
export function sectionSources(page: ModePage, section: SectionId): SourceId[] {
  const of = (items: readonly { sources: readonly SourceId[] }[]) => items.flatMap((i) => i.sources);
  const ids: Record<SectionId, SourceId[]> = {
    'what-it-is': of(page.whatItIs),
    'how-it-forwards': [...of(page.howItForwards), ...page.lookupSources],
    'when-to-choose': of(page.whenToChoose),
    requirements: of(page.requirements),
    'known-problems': of(page.knownProblems),
    'node-checks': of(page.nodeChecks),
    'how-to-select': [...of(page.select.cce.steps), ...of(page.select.elsewhere.steps)],
  };
  return [...new Set(ids[section])];
}

/** Every i18n key a mode page uses (namespace `modes`). */
export function modePageKeys(page: ModePage): string[] {
  const { select } = MODE_ACTIONS[page.mode];
  const snippets = [select.cce.snippet, select.elsewhere.snippet].flatMap((s) => (s ? [s.captionKey] : []));
  return [
    page.titleKey,
    page.taglineKey,
    page.metaDescriptionKey,
    ...sourcedTexts(page).map((t) => t.key),
    ...page.knownProblems.flatMap((p) => (p.workaroundKey ? [p.workaroundKey] : [])),
    ...page.lookupPath,
    ...page.nodeChecks.map((c) => c.key),
    ...snippets,
    ...MODE_PAGE_SECTIONS.map((s) => s.key),
    ...MODE_PAGE_LABEL_KEYS,
  ];
}
