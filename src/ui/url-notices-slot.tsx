import { lazy, Suspense } from 'react';
import type { PlatformChoice } from '../domain/answers/answers';
import type { AnswerParams, RawNotice } from '../domain/answers/questions';

/** A parameter that is not an answer (the wizard's step, the result's rule set), ignored: its words. */
export interface OtherParam {
  param: string;
  value: string;
  message: string;
}

export interface UrlNoticesProps {
  /** The answers in the link that were ignored. */
  notices: readonly RawNotice[];
  /** The link's answers, as typed: each "fix it" link opens the wizard's step with them. */
  params: AnswerParams;
  /** The platform the answers give, which decides the step each question is on. */
  platform: PlatformChoice | undefined;
  /** Words of the "fix it" link, and the note under the list. */
  fixLabel: string;
  note: string;
  /** Another ignored parameter, after the answers'. */
  other?: OtherParam | undefined;
}

// Only a link with a value that does not parse shows the notices: their code loads then.
const UrlNotices = lazy(() => import('./url-notices'));

/** What in the link was ignored, naming each parameter and the text, with a way to fix it in the wizard. */
export function UrlNoticesSlot(props: UrlNoticesProps) {
  if (props.notices.length === 0 && !props.other) return null;
  return (
    <Suspense fallback={null}>
      <UrlNotices {...props} />
    </Suspense>
  );
}
