import { useTranslation } from 'react-i18next';
import type { PlatformChoice } from '../../../domain/answers/answers';
import { ownImages } from '../../../domain/platforms/node-images';
import { listOf } from '../../../i18n/langs';
import { useLang } from '../../../i18n/use-lang';
import { SourceLinks } from '../../../ui/source-link';

/** Beside "which OS image?": the images the named platform's documents offer, with those documents. */
export default function OsHint({ platform }: { platform: PlatformChoice | undefined }) {
  const { t } = useTranslation('wizard');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const offers = ownImages(platform);
  if (platform === undefined || offers.length === 0) return null;
  return (
    <p className="wizard-platform-hint" data-testid="platform-hint" data-client-only="true">
      {t('platformHint.osImages', {
        platform: tc(`answers.values.platform.${platform}`),
        images: listOf(
          lang,
          offers.map((o) => o.image.name),
        ),
      })}{' '}
      <SourceLinks ids={[...new Set(offers.flatMap((o) => o.sources))]} />
    </p>
  );
}
