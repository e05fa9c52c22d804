import { useTranslation } from 'react-i18next';
import type { PlatformChoice } from '../../../domain/answers/answers';
import { CHOICE_FACTS } from '../../../domain/platforms/choice-facts';
import { SourceLinks } from '../../../ui/source-link';

/** Beside "where does kube-proxy run?": how the named platform runs it, as a hint — the answer stays the reader's. */
export default function KubeProxyHint({ platform }: { platform: PlatformChoice | undefined }) {
  const { t } = useTranslation('wizard');
  const { t: tc } = useTranslation();
  const runs = platform === undefined || platform === 'k8s' ? undefined : CHOICE_FACTS[platform]?.runs;
  if (platform === undefined || runs === undefined) return null;
  return (
    <p className="wizard-platform-hint" data-testid="platform-hint" data-client-only="true">
      {t('platformHint.kubeProxy', {
        platform: tc(`answers.values.platform.${platform}`),
        runs: t(`platformHint.runs.${runs.value}`),
      })}{' '}
      <SourceLinks ids={runs.sources} />
    </p>
  );
}
