import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  redirect,
  useLoaderData,
  useNavigate,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { NoOrganisation } from '@/features/account/components/no-organisation';
import { getMeetingQueryOptions, useMeeting } from '@/features/answering/api/get-meeting';
import { AnsweringFlow } from '@/features/answering/components/answering-flow';
import { BeneficiaryLogOut } from '@/features/answering/components/beneficiary-log-out';
import { CompleteRecord } from '@/features/answering/components/complete-record';
import { LoadFailed } from '@/features/answering/components/load-failed';
import { decodeNext } from '@/features/answering/utils/forward-list';
import { LinkEndedNotice } from '@/features/beneficiary-links/components/link-ended-notice';
import { useLinkTokenRenewal } from '@/features/beneficiary-links/hooks/use-link-token-renewal';
import { getSession } from '@/lib/auth';
import { clearBeneficiarySession, finishedRecord, getBeneficiarySession } from '@/lib/beneficiary-session';
import { isApiError } from '@/lib/graphql/api-error';

type MeetingPage = {
  beneficiaryUser: boolean;
  /** This tab's link finished the record already: the page goes on, or thanks again; nothing is read or saved. */
  finished: boolean;
};

/** Staff and beneficiary users (spec 01 §2); anyone else logs in first. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<MeetingPage> => {
    const id = params.id ?? '';
    const beneficiaryUser = !!getBeneficiarySession();
    if (!beneficiaryUser && !(await getSession())) {
      // Thanks ended the link's session; its record reopened (reload, Back, a restored tab) thanks them again
      // rather than showing a beneficiary the staff Log in.
      if (finishedRecord(id)) return { beneficiaryUser: true, finished: true };
      const url = new URL(request.url);
      throw redirect(paths.login.getHref(url.pathname + url.search));
    }
    const finished = beneficiaryUser && finishedRecord(id);
    if (!finished) void queryClient.prefetchQuery(getMeetingQueryOptions(id));
    return { beneficiaryUser, finished };
  };

/** Spec 01 §4 "Answering flow" at /meeting/{id}. Kept small: beneficiaries load it on slow phones. */
export default function MeetingRoute() {
  const { t } = useTranslation('answering');
  const { beneficiaryUser, finished } = useLoaderData<MeetingPage>();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const meeting = useMeeting(id, { enabled: !finished });
  // Thanks ends the link session; the header must then lose its Log Out, which reads the session as it renders.
  const [ended, setEnded] = useState(false);
  const endLink = () => {
    clearBeneficiarySession();
    setEnded(true);
  };
  // Link tokens live at most 2 hours: renewed while answering; a link that ended meanwhile says so.
  const linkEnded = useLinkTokenRenewal();
  const forward = decodeNext(search.get('next'));
  const data = meeting.data;
  // A link is refused a complete record: one finished here, or (the read says so) on another phone. The record
  // cached from before must not reopen, as nothing in it could be saved.
  const complete = beneficiaryUser && (finished || isApiError(meeting.error, 'meeting.complete'));
  // Whether the record was complete when first read: staff finalising it here must still go on, not be sent away.
  const [openedComplete, setOpenedComplete] = useState<boolean | null>(null);
  if (openedComplete === null && data) setOpenedComplete(!data.incomplete);
  // Staff opening a completed record have nothing to answer: the flow would land on Notes with Next. They see
  // the record read-only instead.
  const toView = !beneficiaryUser && openedComplete === true;
  const navigate = useNavigate();
  useEffect(() => {
    if (toView) void navigate(paths.meetingView.getHref(id), { replace: true });
  }, [toView, id, navigate]);
  return (
    // The beneficiary's logo links nowhere, also after Thanks: home would be the staff sign-in to them.
    <AppShell
      width="narrow"
      homeLink={!beneficiaryUser}
      actions={ended || linkEnded ? null : <BeneficiaryLogOut />}
    >
      {linkEnded ? (
        <LinkEndedNotice problem={linkEnded} />
      ) : toView ? (
        <Loader loading entity={t('entity')}>
          {null}
        </Loader>
      ) : complete ? (
        <CompleteRecord forward={forward} page="meeting" finishedHere={finished} onThanks={endLink} />
      ) : data ? (
        // The record the flow holds wins over a later failed read, which must not take the flow away.
        <AnsweringFlow
          key={data.id}
          meeting={data}
          beneficiaryUser={beneficiaryUser}
          forward={forward}
          journeyHref={paths.beneficiaryJourney.getHref(data.beneficiary, data.outcomeSet?.id)}
          addQuestionsHref={
            data.outcomeSet
              ? paths.questionnaireQuestions.getHref(data.outcomeSet.id)
              : paths.questions.getHref()
          }
          onThanks={endLink}
        />
      ) : isApiError(meeting.error, 'auth.noOrganisation') ? (
        // A removed member opening a record's address: the route guard's blocker, which staff pages show too.
        <NoOrganisation />
      ) : meeting.error ? (
        <LoadFailed onRetry={() => void meeting.refetch()} retrying={meeting.isFetching} />
      ) : (
        <Loader loading={meeting.isPending} entity={t('entity')}>
          {null}
        </Loader>
      )}
    </AppShell>
  );
}
