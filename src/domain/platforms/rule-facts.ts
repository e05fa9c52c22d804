/**
 * What the decision reads of each platform. Kept apart from the pages' platform data so the
 * engine, in the first load of the wizard and the result, carries a line per platform and not
 * their snippets and sources.
 */
import type { PlatformId } from './model';

/** CCE's questions: how its ELBs behave under IPVS, and the pass-through that avoids it. */
const CCE_QUESTIONS = ['elbSharedIngress', 'elbSharedCluster', 'portRange', 'passThrough'] as const;

export interface RuleFacts {
  /**
   * Whose documents the rules read for this platform: CCE's (its Service figure, nft 1.0.1 on the
   * node where kube-proxy runs as a service, ClusterIP ping before v1.27, nftables from v1.35,
   * its ELBs) or upstream's.
   */
  readonly documents: 'cce' | 'upstream';
  /** The wizard's questions only this platform asks. */
  readonly ownQuestions: readonly (typeof CCE_QUESTIONS)[number][];
  /** A dataplane of its own can replace kube-proxy: the wizard asks whether it does. */
  readonly replaceable?: true;
}

const UPSTREAM: RuleFacts = { documents: 'upstream', ownQuestions: [] };

/**
 * The platforms whose facts differ from upstream's; every other, and `k8s` (another Kubernetes),
 * reads upstream's documents.
 */
const OWN: Partial<Record<PlatformId | 'k8s', RuleFacts>> = {
  cce: { documents: 'cce', ownQuestions: CCE_QUESTIONS, replaceable: true },
  gke: { ...UPSTREAM, replaceable: true },
  aks: { ...UPSTREAM, replaceable: true },
};

export const ruleFactsOf = (id: PlatformId | 'k8s'): RuleFacts => OWN[id] ?? UPSTREAM;

/** CCE's own questions: the only platform that asks any. */
export const CCE_OWN_QUESTIONS = CCE_QUESTIONS;

/**
 * The words a finding or check is said in: where another platform is named, an `_upstream`
 * variant (i18next's context) leaves out what only CCE has (its console, its images, its v1.35).
 * Here, not beside the rules, so the result's first load can choose words without the rule table.
 */
export const wordsContext = (platform: PlatformId | 'k8s' | undefined): { context?: 'upstream' } =>
  platform !== undefined && ruleFactsOf(platform).documents === 'upstream' ? { context: 'upstream' } : {};
