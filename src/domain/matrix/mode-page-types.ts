import type { SourceId } from '../sources';
import type { Mode } from '../modes';
import type { TroubleshootId } from '../troubleshoot/model';
import type { Tone } from './model';

/** A sentence or bullet (i18n key in namespace `modes`) and what backs it. */
export interface SourcedText {
  key: string;
  sources: SourceId[];
  tone?: Tone;
  params?: Record<string, string | number>;
}

export interface KnownProblem extends SourcedText {
  /** Stable anchor id within the mode page. */
  id: string;
  /** What to do about it, when the sources give a fix or workaround. */
  workaroundKey?: string;
  /** Literal code for the workaround (a flag, an annotation); never translated. */
  code?: string;
  /** The troubleshooting entry that tells it in full; the problem cites that entry's sources. */
  troubleshoot?: TroubleshootId;
}

/** A read-only shell command to run on a node, shown verbatim. */
interface NodeCheck {
  id: string;
  command: string;
  /** One-line explanation of what the output tells you. */
  key: string;
  sources: SourceId[];
}

export interface Snippet {
  language: 'json' | 'yaml';
  /** Literal code; comments inside stay English in both languages. */
  code: string;
  captionKey: string;
  params?: Record<string, string | number>;
}

/** How to select a mode, in words with their sources (what a mode page's data carries). */
export interface SelectSteps {
  /** Huawei Cloud CCE: a creation-time choice, not a config file. */
  cce: { steps: SourcedText[] };
  /** Any other cluster: KubeProxyConfiguration plus a kube-proxy restart. */
  elsewhere: { steps: SourcedText[] };
}

/** The steps with their snippets (mode-actions.ts): the code loads only where it is shown. */
export interface SelectHow {
  cce: SelectSteps['cce'] & { snippet?: Snippet };
  elsewhere: SelectSteps['elsewhere'] & { snippet: Snippet };
}

export interface ModePage {
  mode: Mode;
  titleKey: string;
  taglineKey: string;
  metaDescriptionKey: string;
  whatItIs: SourcedText[];
  howItForwards: SourcedText[];
  /** Steps of a new connection's first packet, drawn as a small diagram. */
  lookupPath: string[];
  lookupSources: SourceId[];
  whenToChoose: SourcedText[];
  requirements: SourcedText[];
  knownProblems: KnownProblem[];
  nodeChecks: NodeCheck[];
  select: SelectSteps;
}
