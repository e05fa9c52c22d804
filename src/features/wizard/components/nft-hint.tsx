import { useTranslation } from 'react-i18next';
import type { PlatformChoice } from '../../../domain/answers/answers';
import { bundledNftParams, bundledNftSources } from '../../../domain/platforms/bundled-nft';
import { SourceLinks } from '../../../ui/source-link';

/** Beside "which nft do the nodes have?": the nft a platform brings for kube-proxy (k3s, RKE2), as a hint. */
export default function NftHint({ platform }: { platform: PlatformChoice | undefined }) {
  const { t } = useTranslation('wizard');
  if (platform !== 'k3s' && platform !== 'rke2') return null;
  return (
    <p className="wizard-platform-hint" data-testid="platform-hint" data-client-only="true">
      {t(`platformHint.nft.${platform}`, bundledNftParams(platform))} <SourceLinks ids={bundledNftSources(platform)} />
    </p>
  );
}
