import type { QueryClient } from '@tanstack/react-query';
import { redirect, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { getOrganisationQueryOptions } from '@/features/account/api/get-organisation';
import { NoOrganisation } from '@/features/account/components/no-organisation';
import { BeneficiaryLogOut } from '@/features/answering/components/beneficiary-log-out';
import { decodeExternal } from '@/features/answering/utils/forward-list';
import { ExternalNotice } from '@/features/beneficiary-links/components/external-notice';
import { getSession } from '@/lib/auth';
import { getBeneficiarySession } from '@/lib/beneficiary-session';
import { isApiError } from '@/lib/graphql/api-error';

type ExternalPage = { noOrganisation: boolean };

/**
 * Spec 01 §6: beneficiary users (at the end of a sequence) and staff may open it; anyone else logs in first and
 * comes back (the route guard of spec 01 §2). The beneficiary is checked first: no Amplify on their phone. A
 * signed-in user who belongs to no organisation is not staff: they get the guard's blocker, as on staff pages.
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<ExternalPage> => {
    if (getBeneficiarySession()) return { noOrganisation: false };
    if (await getSession()) {
      try {
        await queryClient.ensureQueryData(getOrganisationQueryOptions());
        return { noOrganisation: false };
      } catch (error) {
        // Any other failure leaves the notice: leaving for the destination needs nothing from the API.
        return { noOrganisation: isApiError(error, 'auth.noOrganisation') };
      }
    }
    const url = new URL(request.url);
    throw redirect(paths.login.getHref(url.pathname + url.search));
  };

/** Spec 01 §2 /external/{b64url}: confirm before leaving for a sequence's destination. */
export default function ExternalRoute() {
  const { url = '' } = useParams();
  const { noOrganisation } = useLoaderData<ExternalPage>();
  if (noOrganisation) {
    return (
      <AppShell width="narrow">
        <NoOrganisation />
      </AppShell>
    );
  }
  return (
    <AppShell width="narrow" actions={<BeneficiaryLogOut />}>
      <Card>
        <ExternalNotice url={decodeExternal(url)} />
      </Card>
    </AppShell>
  );
}
