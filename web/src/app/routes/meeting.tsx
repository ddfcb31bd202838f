import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { ErrorBox } from '@/components/ui/error-box';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { NoOrganisation } from '@/features/account/components/no-organisation';
import { getMeetingQueryOptions, useMeeting } from '@/features/answering/api/get-meeting';
import { AnsweringFlow } from '@/features/answering/components/answering-flow';
import { BeneficiaryLogOut } from '@/features/answering/components/beneficiary-log-out';
import { CompleteRecord } from '@/features/answering/components/complete-record';
import { decodeNext } from '@/features/answering/utils/forward-list';
import { getSession } from '@/lib/auth';
import { clearBeneficiarySession, getBeneficiarySession } from '@/lib/beneficiary-session';
import { isApiError } from '@/lib/graphql/api-error';

/** Staff and beneficiary users (spec 01 §2); anyone else logs in first. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const beneficiaryUser = !!getBeneficiarySession();
    if (!beneficiaryUser && !(await getSession())) {
      const url = new URL(request.url);
      throw redirect(paths.login.getHref(url.pathname + url.search));
    }
    void queryClient.prefetchQuery(getMeetingQueryOptions(params.id ?? ''));
    return { beneficiaryUser };
  };

/** Spec 01 §4 "Answering flow" at /meeting/{id}. Kept small: beneficiaries load it on slow phones. */
export default function MeetingRoute() {
  const { t } = useTranslation('answering');
  const { beneficiaryUser } = useLoaderData<{ beneficiaryUser: boolean }>();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const meeting = useMeeting(id);
  // Thanks ends the link session; the header must then lose its Log Out, which reads the session as it renders.
  const [ended, setEnded] = useState(false);
  const forward = decodeNext(search.get('next'));
  const data = meeting.data;
  return (
    // The beneficiary's logo links nowhere, also after Thanks: home would be the staff sign-in to them.
    <AppShell width="narrow" homeLink={!beneficiaryUser} actions={ended ? null : <BeneficiaryLogOut />}>
      {/* The record the flow holds wins over a later failed read, which must not take the flow away. */}
      {data ? (
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
          onThanks={() => {
            clearBeneficiarySession();
            setEnded(true);
          }}
        />
      ) : beneficiaryUser && isApiError(meeting.error, 'meeting.complete') ? (
        <CompleteRecord forward={forward} page="meeting" />
      ) : isApiError(meeting.error, 'auth.noOrganisation') ? (
        // A removed member opening a record's address: the route guard's blocker, which staff pages show too.
        <NoOrganisation />
      ) : meeting.error ? (
        <ErrorBox text={t('errors.load')} />
      ) : (
        <Loader loading={meeting.isPending} entity={t('entity')}>
          {null}
        </Loader>
      )}
    </AppShell>
  );
}
