import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/page-head';
import { RulesPage } from '../../features/rules/components/rules-page';

export const Route = createFileRoute('/$lang/rules')({
  // The findings' words, the book's own, and the change log's for the removed rules.
  staticData: { namespaces: ['rulebook', 'rules', 'changes'], sourceGroups: ['plugins'] },
  head: ({ params }) => pageHead(params.lang, 'rules', 'rules/'),
  component: RulesPage,
});
