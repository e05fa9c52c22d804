import { createFileRoute } from '@tanstack/react-router';
import { BilingualNotFound } from '../ui/bilingual-not-found';
import { notFoundHead } from '../app/chooser-head';

// Prerendered to dist/404.html for hosts that serve one (nginx error_page, Pages, OBS).
export const Route = createFileRoute('/404')({
  staticData: { documentOnly: true },
  // Prerender-only page (no app script): the client never renders its <head>.
  head: import.meta.env.SSR ? notFoundHead : undefined,
  component: BilingualNotFound,
});
