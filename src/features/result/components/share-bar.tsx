import { useHydrated } from '../../../ui/awaits-hydration/use-hydrated';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../ui/copy-button';

interface Props {
  /** The canonical share link, built at click time (the origin is only known in the browser). */
  url: () => string;
  markdown: () => Promise<string>;
  title: string;
}

/** Copy link, the system share sheet where the browser has one, copy as Markdown, print. */
export function ShareBar({ url, markdown, title }: Props) {
  const { t } = useTranslation('result');
  const { t: tc } = useTranslation();
  const hydrated = useHydrated();
  const canShare = hydrated && typeof navigator.share === 'function';
  return (
    <div className="result-share needs-script" role="group" aria-label={t('share.label')}>
      <CopyButton text={url} label={tc('copy.copyLink')} className="result-share-button" />
      <CopyButton text={markdown} label={t('share.copyMarkdown')} className="result-share-button" />
      {/* Rendered but hidden until the browser says it can share, so the page's text does not jump. */}
      <button
        type="button"
        className="copy-button result-share-button"
        hidden={!canShare}
        onClick={() => void navigator.share({ title, url: url() }).catch(() => undefined)}
      >
        {t('share.share')}
      </button>
      <button type="button" className="copy-button result-share-button" onClick={() => window.print()}>
        {t('share.print')}
      </button>
    </div>
  );
}
