import { createFileRoute } from '@tanstack/react-router';
import { LanguageChooser } from '../ui/language-chooser';
import { chooserHead } from '../app/chooser-head';

export const Route = createFileRoute('/')({
  staticData: { documentOnly: true },
  // Prerender-only page (no app script): the client never renders its <head>.
  head: import.meta.env.SSR ? chooserHead : undefined,
  component: LanguageChooser,
});
