import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button';
import './code-block.css';

/** A command or config snippet with a copy button; `code` is literal, never translated. */
export function CodeBlock({ code, caption, language }: { code: string; caption?: string; language?: string }) {
  const { t } = useTranslation();
  return (
    <figure className="code-block">
      {caption ? <figcaption>{caption}</figcaption> : null}
      <div className="code-block-body">
        <pre tabIndex={0} data-language={language}>
          <code>{code}</code>
        </pre>
        <CopyButton text={code} label={t('copy.copyCode')} className="code-copy" />
      </div>
    </figure>
  );
}
