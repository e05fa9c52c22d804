/**
 * Which locale key (and parameters) words each code the importer returns.
 * Pure, so a unit test can check every key exists in both languages.
 */
import type { AnswerKey } from '../../../domain/answers/answers';
import type {
  Detection,
  DetectionNote,
  ImportError,
  ImportWarning,
  KindCount,
  Provenance,
  UnknownReason,
} from '../../../domain/import/parse-import';
import { properName } from '../../../domain/answers/answer-text';
import { clueById } from '../../../domain/platforms/clues';

export interface Words {
  key: string;
  params?: Record<string, string | number>;
  /** A second sentence, shown after the first where it applies (kube-proxy's version). */
  then?: Words;
}

const MIB = 1024 * 1024;
/** `112.4 MB`; units stay Latin in every language. */
export const megabytes = (bytes: number): string =>
  `${(bytes / MIB).toLocaleString('en', { maximumFractionDigits: bytes < 10 * MIB ? 1 : 0 })} MB`;

const kinds = (found: KindCount[]): string =>
  found
    .slice(0, 6)
    .map((k) => `${k.kind || '?'} ×${k.count}`)
    .join(', ');

/**
 * The value column: words for enums and booleans (the answers' words in `common`, but for an
 * unnamed image and a missing nft, which the importer words itself); versions, kernels and counts
 * as they are.
 */
export function valueWords(d: Detection): Words | string {
  switch (d.key) {
    case 'platform':
      return { key: `common:answers.values.platform.${d.value}` };
    case 'os': {
      // A named image is a proper name; any other is worded by the importer itself.
      const name = properName('os', d.value);
      return name ? { key: 'values.named', params: { name } } : { key: 'values.os.other' };
    }
    case 'nft':
      return d.value === 'none' ? { key: 'values.nftNone' } : d.value;
    case 'services':
    case 'endpoints':
      return Number(d.value).toLocaleString('en');
    case 'current':
      return { key: `common:answers.values.current.${d.value}` };
    case 'dataplane':
      return { key: `common:answers.values.dataplane.${d.value}` };
    case 'plugin': {
      // A proper name, the same in every language: words, not code.
      const name = properName('plugin', d.value);
      return name ? { key: 'values.named', params: { name } } : { key: 'common:answers.values.plugin.other' };
    }
    default:
      return d.value === 'true'
        ? { key: 'common:answers.yes' }
        : d.value === 'false'
          ? { key: 'common:answers.no' }
          : d.value;
  }
}

export function provenanceWords(p: Provenance): Words {
  switch (p.type) {
    case 'object':
      return { key: 'from.line', params: { line: p.line } };
    case 'line':
      return { key: 'from.pastedLine', params: { line: p.line } };
    case 'objects':
      return { key: 'from.objects', params: { count: p.count, kind: p.kind } };
  }
}

export function noteWords(n: DetectionNote): Words {
  switch (n.code) {
    case 'serverVersion':
    case 'nftMissing':
      return { key: `notes.${n.code}` };
    case 'lowestKubelet':
      return { key: 'notes.lowestKubelet', params: { count: n.nodes, highest: n.highest } };
    case 'sameKubelet':
      return { key: 'notes.sameKubelet', params: { count: n.nodes } };
    case 'cceAnnotation':
      return { key: 'notes.cceAnnotation', params: { annotation: n.annotation } };
    case 'platformClue':
      // Certain clues are a build suffix or a label; the table adds the platform's name.
      return { key: `notes.platformClue.${clueById(n.clue).match.field}` };
    case 'kernelCounts':
      return {
        key: n.source === 'nodes' ? 'notes.kernelCountsNodes' : 'notes.kernelCountsLines',
        params: { count: n.total, below59: n.below59, below513: n.below513 },
      };
    case 'osImage':
      return { key: 'notes.osImage', params: { nodes: n.nodes, count: n.total } };
    case 'lowestNft':
      return { key: 'notes.lowestNft', params: { count: n.readings } };
    case 'serviceCounts':
      return {
        key: 'notes.serviceCounts',
        params: {
          clusterIP: n.byType.clusterIP,
          nodePort: n.byType.nodePort,
          loadBalancer: n.byType.loadBalancer,
          headless: n.headless,
          externalName: n.externalName,
        },
      };
    case 'endpointStats':
      return { key: 'notes.endpointStats', params: { count: n.services, max: n.max, maxService: n.maxService } };
    case 'elbShared':
      return { key: 'notes.elbShared', params: { elbId: n.elbId, service: n.service, ingress: n.ingress } };
    case 'elbNotShared':
      return n.services === 0
        ? { key: 'notes.elbNoElbServices' }
        : { key: 'notes.elbNotShared', params: { count: n.ingresses, services: n.services } };
    case 'passThrough':
      return {
        key: n.scope === 'shared' ? 'notes.passThroughShared' : 'notes.passThroughAll',
        params: { set: n.set, count: n.total },
      };
    case 'kubeProxyMode': {
      const how = n.defaulted ? 'Default' : 'Set';
      const key =
        n.ignoredFlag !== undefined ? `notes.kubeProxyMode.fileOverFlag${how}` : `notes.kubeProxyMode.${n.via}${how}`;
      const then = n.version ? { then: { key: 'notes.kubeProxyVersion', params: { version: n.version } } } : {};
      return { key, params: { flag: n.ignoredFlag ?? '' }, ...then };
    }
    case 'kubeProxyRunning':
      return n.configured
        ? { key: `notes.kubeProxyRunning.${n.via}Conflict`, params: { configured: n.configured } }
        : { key: `notes.kubeProxyRunning.${n.via}` };
    case 'dataplaneSetting':
      return { key: `notes.dataplaneSetting.${n.dataplane}` };
    case 'pluginDaemonSet':
      return n.version
        ? { key: 'notes.pluginDaemonSet', params: { version: n.version } }
        : { key: 'notes.pluginDaemonSetNoTag' };
  }
}

/** Why an answer stayed unknown; `command` is shown after the words when one would tell. */
export function unknownWords(key: AnswerKey, r: UnknownReason): Words {
  switch (r.code) {
    case 'missingInput':
      return { key: 'unknown.missingInput' };
    case 'notInKubectl':
      return { key: `unknown.notInKubectl.${key}` };
    case 'osAmbiguous':
      return r.family === 'centos7'
        ? {
            key: r.kernelHint ? 'unknown.centos7Kernel' : 'unknown.centos7',
            params: { count: r.nodes, image: r.image, hint: r.kernelHint ?? '' },
          }
        : { key: 'unknown.euleros', params: { count: r.nodes, image: r.image } };
    case 'notCertain':
      return {
        key: `unknown.notCertain.${r.clue}`,
        params: r.from.type === 'object' ? { node: r.from.name, raw: r.from.raw } : { node: '', raw: '' },
      };
    case 'platformConflict':
      return { key: 'unknown.platformConflict', params: { platforms: r.platforms.join(', ') } };
    case 'noSignal':
    case 'noIngresses':
    case 'noElbServices':
    case 'noReadyEndpoints':
    case 'kubeProxyNotFound':
    case 'pluginNotFound':
      return { key: `unknown.${r.code}` };
    case 'kubeProxyReplaced':
      return {
        key: `unknown.kubeProxyReplaced.${r.dataplane}`,
        params: { name: r.from.name, key: r.setting, value: r.from.raw },
      };
    case 'configUnreadable':
      return { key: `unknown.configUnreadable.${r.problem}`, params: { name: r.name } };
    case 'modeNotKnown':
      return { key: 'unknown.modeNotKnown', params: { value: r.value } };
    case 'modesDiffer':
      return { key: 'unknown.modesDiffer', params: { modes: r.modes.join(', ') } };
    case 'configNotInInput':
      return { key: 'unknown.configNotInInput', params: { path: r.path } };
    case 'pluginsSeveral':
      return {
        key: 'unknown.pluginsSeveral',
        params: { plugins: r.plugins.map((id) => properName('plugin', id) ?? id).join(', ') },
      };
  }
}

export function warningWords(w: ImportWarning): Words {
  switch (w.code) {
    case 'truncatedEnd':
      return w.salvaged > 0
        ? { key: 'warnings.truncatedEnd', params: { line: w.line, count: w.salvaged } }
        : { key: 'warnings.truncatedEndNone', params: { line: w.line } };
    case 'truncatedStart':
      return { key: 'warnings.truncatedStart', params: { count: w.lines, line: w.line } };
    case 'invalidJson':
      return { key: 'warnings.invalidJson', params: { count: w.count, line: w.line } };
    case 'skippedLines':
      return { key: 'warnings.skippedLines', params: { count: w.count, line: w.line } };
    case 'otherKinds':
      return { key: 'warnings.otherKinds', params: { list: kinds(w.found) } };
    case 'emptyList':
      return { key: 'warnings.emptyList', params: { count: w.count } };
    case 'clientVersionOnly':
      return { key: 'warnings.clientVersionOnly', params: { line: w.line } };
    case 'mixedKubelets':
      return { key: 'warnings.mixedKubelets', params: { lowest: w.lowest, highest: w.highest } };
    case 'osMixed':
      return { key: 'warnings.osMixed', params: { list: w.images.join(' · ') } };
    case 'servicesWithoutEndpoints':
      return { key: 'warnings.servicesWithoutEndpoints', params: { count: w.count } };
    case 'endpointsWithoutServices':
      return { key: 'warnings.endpointsWithoutServices' };
  }
}

export type PageError = ImportError | { code: 'crashed' };

/** An error's title and the sentence that says what was expected. */
export function errorWords(e: PageError): { title: Words; body: Words } {
  switch (e.code) {
    case 'empty':
    case 'binary':
    case 'crashed':
      return { title: { key: `errors.${e.code}.title` }, body: { key: `errors.${e.code}.body` } };
    case 'tooLarge':
      return {
        title: { key: 'errors.tooLarge.title' },
        body: { key: 'errors.tooLarge.body', params: { size: megabytes(e.bytes), limit: megabytes(e.limitBytes) } },
      };
    case 'truncated':
      return {
        title: { key: 'errors.truncated.title' },
        body: { key: e.at === 'end' ? 'errors.truncated.end' : 'errors.truncated.start', params: { line: e.line } },
      };
    case 'notJson':
      return {
        title: { key: 'errors.notJson.title' },
        body: { key: `errors.notJson.${e.hint}`, params: { line: e.line } },
      };
    case 'wrongKind':
      return {
        title: { key: 'errors.wrongKind.title' },
        body: { key: `errors.wrongKind.${e.reason}`, params: { list: kinds(e.found) } },
      };
  }
}

/** Text from the input quoted in a message (shown as code, never as HTML). */
export function quotedSample(e: PageError): { line: number; text: string } | undefined {
  return e.code === 'notJson' && e.sample ? { line: e.line, text: e.sample } : undefined;
}
