import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../../ui/code-block';
import { ALL_IN_ONE, COMMANDS, COMMAND_IDS, ON_A_NODE } from '../lib/commands';

/** Step 1: the commands whose output the page reads, and what each one tells. */
export function CollectCommands() {
  const { t } = useTranslation('import');
  return (
    <section className="import-collect" aria-labelledby="import-collect-title">
      <h2 id="import-collect-title">{t('collect.title')}</h2>
      <p>{t('collect.intro')}</p>
      <CodeBlock code={ALL_IN_ONE} caption={t('collect.allInOne')} language="sh" />
      <CodeBlock code={ON_A_NODE} caption={t('collect.onNode')} language="sh" />
      <h3 className="import-subheading">{t('collect.commandsLabel')}</h3>
      <dl className="import-command-list">
        {COMMAND_IDS.map((id) => (
          <div key={id}>
            <dt>
              <code>{COMMANDS[id]}</code>
            </dt>
            <dd>{t(`collect.gives.${id}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
