import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { rememberFinishedRecord } from '@/lib/beneficiary-session';
import { isApiError } from '@/lib/graphql/api-error';
import { useCompleteMeeting } from '../api/complete-meeting';
import { meetingQueryKey, type AnsweringMeeting } from '../api/get-meeting';
import { forwardHref, type ForwardPage } from '../utils/forward-list';

/** What the API found missing on finalising (`meeting.unanswered`): the questions to revisit, the notes. */
export type Unanswered = { questions: string[]; notes: boolean };

/** The `info` of a `meeting.unanswered` refusal (docs/api-errors.md). */
function missingOf(info: unknown): Unanswered {
  const { questions, notes } = (info ?? {}) as { questions?: unknown; notes?: unknown };
  return {
    questions: Array.isArray(questions) ? questions.filter((id): id is string => typeof id === 'string') : [],
    notes: notes === true,
  };
}

type FinaliseRecordOptions = {
  meeting: AnsweringMeeting;
  /** Record ids or absolute URLs still to visit (the `next` query), opened on `page`. */
  forward: readonly string[];
  page: ForwardPage;
  /** Where staff go when the forward list is done (the beneficiary's journey). */
  journeyHref: string;
  /** A beneficiary's link answers the record: at the end of the list they are thanked here, not sent on. */
  beneficiaryUser?: boolean;
  /** Called when the link's last record is complete (the page shows Thanks and ends the link session). */
  onThanks?: () => void;
};

/**
 * Completes the record and goes on (spec 01 §4): to the next record of the forward list, else to the journey, or
 * thanks a beneficiary. The returned function resolves with what is missing when the API refuses an unanswered
 * record (the record is then read again, so that what was added meanwhile shows), with null once the page moves
 * on; it rejects on any other failure, for the page to say which step failed.
 */
export function useFinaliseRecord({
  meeting,
  forward,
  page,
  journeyHref,
  beneficiaryUser = false,
  onThanks,
}: FinaliseRecordOptions): () => Promise<Unanswered | null> {
  const complete = useCompleteMeeting();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      // mutateAsync: callbacks given to mutate() are skipped if the page re-renders while the request runs, which
      // would strand the user on the page.
      await complete.mutateAsync({ meetingID: meeting.id, beneficiary: meeting.beneficiary });
    } catch (failure) {
      if (!isApiError(failure, 'meeting.unanswered')) throw failure;
      // The questionnaire gained a question while the record was open, or an answer never reached the API.
      void queryClient.invalidateQueries({ queryKey: meetingQueryKey(meeting.id) });
      return missingOf(failure.info);
    }
    // Before the page goes on: this tab's link must never open the record again (Back, a reload).
    if (beneficiaryUser) rememberFinishedRecord(meeting.id);
    // Replace: Back must not reopen a record that is complete (a link may no longer save to it).
    const href = forwardHref(forward, page);
    if (href) void navigate(href, { replace: true });
    else if (beneficiaryUser) onThanks?.();
    else void navigate(journeyHref, { replace: true });
    return null;
  };
}
