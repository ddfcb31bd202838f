import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Alert } from '@/components/ui/alert';
import { ErrorBox } from '@/components/ui/error-box';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { getMeetingQueryOptions, useMeeting } from '@/features/answering/api/get-meeting';
import { AnsweringFlow } from '@/features/answering/components/answering-flow';
import { BeneficiaryLogOut } from '@/features/answering/components/beneficiary-log-out';
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
  const expired = beneficiaryUser && isApiError(meeting.error, 'meeting.complete');
  return (
    <AppShell width="narrow" actions={<BeneficiaryLogOut />}>
      {expired ? (
        <Alert title={t('errors.expiredTitle')}>
          <p>{t('errors.expired')}</p>
        </Alert>
      ) : meeting.error ? (
        <ErrorBox text={t('errors.load')} />
      ) : (
        <Loader loading={meeting.isPending} entity={t('entity')}>
          {meeting.data ? (
            <AnsweringFlow
              key={meeting.data.id}
              meeting={meeting.data}
              beneficiaryUser={beneficiaryUser}
              forward={decodeNext(search.get('next'))}
              journeyHref={paths.beneficiaryJourney.getHref(
                meeting.data.beneficiary,
                meeting.data.outcomeSet?.id,
              )}
              addQuestionsHref={
                meeting.data.outcomeSet
                  ? paths.questionnaireQuestions.getHref(meeting.data.outcomeSet.id)
                  : paths.questions.getHref()
              }
              onThanks={clearBeneficiarySession}
            />
          ) : null}
        </Loader>
      )}
    </AppShell>
  );
}
