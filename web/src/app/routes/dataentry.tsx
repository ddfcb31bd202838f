import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { redirect, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { NoOrganisation } from '@/features/account/components/no-organisation';
import { getMeetingQueryOptions, useMeeting } from '@/features/answering/api/get-meeting';
import { BeneficiaryLogOut } from '@/features/answering/components/beneficiary-log-out';
import { CompleteRecord } from '@/features/answering/components/complete-record';
import { DataEntry } from '@/features/answering/components/data-entry';
import { LoadFailed } from '@/features/answering/components/load-failed';
import { decodeNext } from '@/features/answering/utils/forward-list';
import { LinkEndedNotice } from '@/features/beneficiary-links/components/link-ended-notice';
import { useLinkTokenRenewal } from '@/features/beneficiary-links/hooks/use-link-token-renewal';
import { getSession } from '@/lib/auth';
import { getBeneficiarySession } from '@/lib/beneficiary-session';
import { isApiError } from '@/lib/graphql/api-error';

/** Staff and beneficiary users (spec 01 §2); anyone else logs in first. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    if (!getBeneficiarySession() && !(await getSession())) {
      const url = new URL(request.url);
      throw redirect(paths.login.getHref(url.pathname + url.search));
    }
    void queryClient.prefetchQuery(getMeetingQueryOptions(params.id ?? ''));
    return null;
  };

/** Spec 01 §4 "Data entry" at /dataentry/{id}: type in or edit a record's answers. */
export default function DataEntryRoute() {
  const { t } = useTranslation('answering');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const meeting = useMeeting(id);
  const forward = decodeNext(search.get('next'));
  const data = meeting.data;
  // Link tokens live at most 2 hours: renewed while answering; a link that ended meanwhile says so.
  const linkEnded = useLinkTokenRenewal();
  return (
    <AppShell width="narrow" actions={linkEnded ? null : <BeneficiaryLogOut />}>
      {/* The record the page holds wins over a later failed read, which must not take the answers typed away. */}
      {linkEnded ? (
        <LinkEndedNotice problem={linkEnded} />
      ) : data ? (
        <DataEntry
          meeting={data}
          forward={forward}
          journeyHref={paths.beneficiaryJourney.getHref(data.beneficiary, data.outcomeSet?.id)}
        />
      ) : isApiError(meeting.error, 'meeting.complete') ? (
        // Only a link token is refused a complete record (staff may correct one).
        <CompleteRecord forward={forward} page="dataentry" />
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
