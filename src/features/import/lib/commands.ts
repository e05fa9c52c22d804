/** The commands the page names. They are shell text, the same in every language. */
import type { AnswerKey } from '../../../domain/answers/answers';
import type { ImportError } from '../../../domain/import/parse-import';

export const COMMANDS = {
  version: 'kubectl version -o json',
  nodes: 'kubectl get nodes -o json',
  services: 'kubectl get services -A -o json',
  endpointSlices: 'kubectl get endpointslices -A -o json',
  ingresses: 'kubectl get ingress -A -o json',
  // All of kube-system's: kube-proxy's is named differently on EKS, and Cilium's says whether it replaces it.
  kubeProxyConfig: 'kubectl -n kube-system get configmaps -o json',
  daemonSets: 'kubectl get daemonsets -A -o json',
  kubeSystemPods: 'kubectl -n kube-system get pods -o json',
  kernel: 'uname -r',
  nft: 'nft --version',
} as const;

export type CommandId = keyof typeof COMMANDS;
/**
 * The order the page lists them in, written out so the translation check sees each name (its words
 * are `collect.gives.<id>`); the type holds it to COMMANDS' names, and a test to all of them.
 */
export const COMMAND_IDS = [
  'version',
  'nodes',
  'services',
  'endpointSlices',
  'ingresses',
  'kubeProxyConfig',
  'daemonSets',
  'kubeSystemPods',
  'kernel',
  'nft',
] as const satisfies readonly CommandId[];

const isKubectl = (id: CommandId) => COMMANDS[id].startsWith('kubectl ');
/** The kubectl commands, in the page's order: step 1's file and the error messages list these. */
export const KUBECTL_COMMANDS: readonly string[] = COMMAND_IDS.filter(isKubectl).map((id) => COMMANDS[id]);

/** One file holding every kubectl output the page reads. */
export const ALL_IN_ONE = ['{', ...KUBECTL_COMMANDS.map((c) => `  ${c}`), '} > cluster.json'].join('\n');

export const ON_A_NODE = COMMAND_IDS.filter((id) => !isKubectl(id))
  .map((id) => COMMANDS[id])
  .join('; ');

/** The command whose output would have answered a question left unknown. */
export const COMMAND_FOR: Partial<Record<AnswerKey, CommandId>> = {
  platform: 'version',
  version: 'version',
  kernel: 'nodes',
  os: 'nodes',
  nft: 'nft',
  services: 'services',
  endpoints: 'endpointSlices',
  elbSharedIngress: 'ingresses',
  passThrough: 'services',
  current: 'kubeProxyConfig',
  plugin: 'daemonSets',
};

/** The commands an error message suggests: step 1's, or the few that save to a file. */
export function commandsFor(error: ImportError | { code: 'crashed' }): readonly string[] {
  switch (error.code) {
    case 'empty':
    case 'wrongKind':
      return error.code === 'wrongKind' && error.reason === 'clientOnly' ? [COMMANDS.version] : KUBECTL_COMMANDS;
    case 'notJson':
      return KUBECTL_COMMANDS;
    case 'truncated':
    case 'binary':
      return [`${COMMANDS.nodes} > nodes.json`, `${COMMANDS.services} > services.json`];
    case 'tooLarge':
      return [
        `${COMMANDS.nodes} > nodes.json`,
        `${COMMANDS.services} > services.json`,
        `${COMMANDS.endpointSlices} > endpointslices.json`,
      ];
    case 'crashed':
      return [];
  }
}
