import { pageUrl } from '../i18n/page-url';
import { factPath, reportHref, type FactId } from '../domain/report';
import { useFixedT } from '../i18n/use-fixed-t';
import { useLang } from '../i18n/use-lang';

const TEMPLATE = __REPORT_URL__;

/** "Report a problem with this fact", where the site's operator set REPORT_URL; otherwise nothing. */
export function ReportLink({ fact }: { fact: FactId }) {
  const t = useFixedT();
  const lang = useLang();
  if (!TEMPLATE) return null;
  const href = reportHref(TEMPLATE, { fact, page: pageUrl(lang, factPath(fact)), lang });
  return (
    // Styled as the "checked on" date beside it: no stylesheet of its own on pages built without it.
    <a className="checked-on report-link" href={href} rel="noopener noreferrer" data-fact={fact}>
      {t('facts.report')}
    </a>
  );
}
