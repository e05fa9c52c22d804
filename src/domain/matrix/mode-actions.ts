import { MODES, type Mode } from '../modes';
import type { ModePage, SelectHow, Snippet } from './mode-page-types';
import { NODE_CHECKS } from './node-checks';
import { SELECT_STEPS } from './select-steps';
import { cceApiSnippet, kubeProxyConfigSnippet } from './snippets';

/** A snippet where the platform data has one (exactOptionalPropertyTypes: no `snippet: undefined`). */
const optionalSnippet = (snippet: Snippet | undefined) => (snippet ? { snippet } : {});

/** The upstream snippet's lines beyond `mode:` (CCE's comes from its API, when it publishes one). */
const EXTRA: Readonly<Record<Mode, string[]>> = { nftables: [], iptables: [], ipvs: ['ipvs:', '  scheduler: "rr"'] };

/**
 * What a reader runs and sets for each mode: the node checks and how to select the mode, with its
 * snippets. The mode pages, the result and the runbooks show these.
 */
type Actions = { nodeChecks: ModePage['nodeChecks']; select: SelectHow };

export const MODE_ACTIONS: Readonly<Record<Mode, Actions>> = Object.fromEntries(
  MODES.map((mode) => {
    const { cce, elsewhere } = SELECT_STEPS[mode];
    const select: SelectHow = {
      // None for nftables: CCE publishes no API value for it (only iptables and ipvs).
      cce: { ...cce, ...optionalSnippet(cceApiSnippet(mode)) },
      elsewhere: { ...elsewhere, snippet: kubeProxyConfigSnippet(mode, EXTRA[mode]) },
    };
    return [mode, { nodeChecks: NODE_CHECKS[mode], select }];
  }),
) as Record<Mode, Actions>;
