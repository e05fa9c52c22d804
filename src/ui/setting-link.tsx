import { Link } from '@tanstack/react-router';
import { useLang } from '../i18n/use-lang';

/** A configuration field's name, linked to its row on the settings page. */
export function SettingLink({ path }: { path: string }) {
  const lang = useLang();
  return (
    <Link to="/$lang/settings/" params={{ lang }} hash={path} className="setting-link" data-setting={path}>
      <code>{path}</code>
    </Link>
  );
}
