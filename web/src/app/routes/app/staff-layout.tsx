import type { QueryClient } from '@tanstack/react-query';
import { Outlet, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { paths } from '@/config/paths';
import { getOrganisationQueryOptions } from '@/features/account/api/get-organisation';
import { getSelfQueryOptions } from '@/features/account/api/get-self';
import { NoOrganisation } from '@/features/account/components/no-organisation';
import { ProfileMenu } from '@/features/account/components/profile-menu';
import { getSession, signOutUser } from '@/lib/auth';
import { ApiError } from '@/lib/graphql/api-error';
import { decideRoute } from '@/lib/guard';

/** The route guard of spec 01 §2 for staff routes. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const signedIn = !!(await getSession());
    let organisationError: string | null = null;
    if (signedIn) {
      try {
        await queryClient.ensureQueryData(getOrganisationQueryOptions());
        void queryClient.prefetchQuery(getSelfQueryOptions());
      } catch (error) {
        organisationError = error instanceof ApiError ? error.code : 'unknown';
      }
    }
    const decision = decideRoute({
      access: 'staff',
      path: url.pathname + url.search,
      signedIn,
      organisationError,
    });
    if (decision.kind === 'redirect') throw redirect(decision.to);
    if (decision.kind === 'error') throw new ApiError(decision.code, 0);
    return { noOrganisation: decision.kind === 'noOrganisation' };
  };

/** Spec 01 §4: log out, then go to /redirect (which sends an anonymous user on to /login). */
async function logOut() {
  await signOutUser();
  window.location.assign(paths.redirect.getHref());
}

export default function StaffLayout() {
  const { noOrganisation } = useLoaderData<{ noOrganisation: boolean }>();
  if (noOrganisation) {
    return (
      <AppShell width="narrow">
        <NoOrganisation onLogOut={() => void logOut()} />
      </AppShell>
    );
  }
  return (
    <AppShell actions={<ProfileMenu onLogOut={() => void logOut()} />}>
      <Outlet />
    </AppShell>
  );
}
