import { Link, useRouter, type LinkProps } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';
import { NavMenu } from './nav-menu';
import { hasRoute, liveGroups, type LiveGroup } from './nav-sections';

/** The header's navigation: the guide's sections in a row, the reference behind one button. */
export function SiteNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { routesByPath } = useRouter();
  const groups = useMemo(() => {
    const paths = new Set(Object.keys(routesByPath));
    return liveGroups((to) => hasRoute(paths, to));
  }, [routesByPath]);
  return (
    <nav id="site-nav" className="site-nav" aria-label={t('nav.label')} data-collapsed={collapsed}>
      {groups.map((group) => {
        const labelId = `nav-group-${group.key}`;
        const label = t(`nav.groups.${group.key}`);
        const list = <SectionList group={group} labelId={labelId} onNavigate={onNavigate} />;
        return group.key === 'guide' ? (
          <div key={group.key} className="nav-group">
            <span id={labelId} className="nav-group-label">
              {label}
            </span>
            {list}
          </div>
        ) : (
          <div key={group.key} className="nav-group">
            <NavMenu id={`nav-menu-${group.key}`} label={label} labelId={labelId}>
              {list}
            </NavMenu>
          </div>
        );
      })}
    </nav>
  );
}

function SectionList({ group, labelId, onNavigate }: { group: LiveGroup; labelId: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ul aria-labelledby={labelId}>
      {group.sections.map((section) => (
        <li key={section.to}>
          <Link
            // The sections are data and may name pages still to come: only those whose route exists are listed.
            to={section.to as LinkProps['to']}
            params={{ lang }}
            activeOptions={{ exact: 'exact' in section && section.exact, includeSearch: false }}
            activeProps={{ 'aria-current': 'page' }}
            onClick={onNavigate}
          >
            {t(`nav.${section.key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
