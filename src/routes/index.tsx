import { createFileRoute } from '@tanstack/react-router';
import { LanguageChooser } from '../ui/language-chooser';
import { chooserHead } from '../app/chooser-head';

export const Route = createFileRoute('/')({
  staticData: { documentOnly: true },
  head: chooserHead,
  component: LanguageChooser,
});
