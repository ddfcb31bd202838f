import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import {
  Outlet,
  redirect,
  useLoaderData,
  useLocation,
  useNavigate,
  type LoaderFunctionArgs,
} from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { LeaveGuard } from '@/components/layout/leave-guard';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { StaffNav, NewRecordButton } from '@/components/layout/staff-nav';
import {
  getOrganisationQueryOptions,
  hasPlugin,
  useOrganisation,
} from '@/features/account/api/get-organisation';
import { useOperator } from '@/features/account/api/get-operator';
import { getSelfQueryOptions } from '@/features/account/api/get-self';
import { NoOrganisation } from '@/features/account/components/no-organisation';
import { OrganisationChanged } from '@/features/account/components/organisation-changed';
import { DeferredProfileMenu } from '@/features/account/components/deferred-profile-menu';
import { SuspendedNotice } from '@/features/account/components/suspended-notice';
import { useRecordUsage } from '@/features/account/hooks/use-record-usage';
import { useUserLanguage } from '@/features/account/hooks/use-user-language';
import { SessionKeeper } from '@/features/auth/components/session-keeper';
import { getSession } from '@/lib/auth';
import { clearBeneficiarySession, getBeneficiarySession } from '@/lib/beneficiary-session';
import { ApiError, isApiError, type ApiErrorCode } from '@/lib/graphql/api-error';
import { decideRoute } from '@/lib/guard';
import { preloadNamespaces } from '@/lib/i18n';

/**
 * The route guard of spec 01 §2 for staff routes. Spec 01 §7: the organisation is always fetched fresh, so the
 * guard runs on every navigation (`shouldRevalidate`). Once cached, the organisation answers at once and is
 * fetched again meanwhile, so a navigation does not wait for it; the shell shows the blocker if that finds the
 * user no longer belongs (StaffLayout).
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    // Spec 01 §2: a beneficiary user is logged out on any route that does not allow beneficiaries.
    if (getBeneficiarySession()) clearBeneficiarySession();
    const signedIn = !!(await getSession());
    let organisationError: ApiErrorCode | null = null;
    if (signedIn) {
      // Beside the organisation, not after it: the page's heading greets the user by name, and the shell's
      // profile menu is worded from the account namespace.
      void queryClient.prefetchQuery(getSelfQueryOptions());
      preloadNamespaces(['account']);
      try {
        await queryClient.ensureQueryData({
          ...getOrganisationQueryOptions(),
          staleTime: 0,
          revalidateIfStale: true,
        });
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

/** The guard above, on every navigation between staff pages too, not only on entering them. */
export const shouldRevalidate = () => true;

export default function StaffLayout() {
  const guard = useLoaderData<{ noOrganisation: boolean }>();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const organisation = useOrganisation();
  const operator = useOperator();
  // The guard's background fetch found the user removed from the organisation since it was cached.
  const noOrganisation = guard.noOrganisation || isApiError(organisation.error, 'auth.noOrganisation');
  useUserLanguage();
  useRecordUsage(!noOrganisation);
  // Spec 01 §3/§4: log out through the confirmation screen, which continues to /redirect with the current path,
  // so that logging back in returns here.
  const logOut = () => void navigate(paths.logout.getHref(pathname + search));
  const keeper = <SessionKeeper />;
  if (noOrganisation) {
    return (
      <AppShell width="narrow">
        <NoOrganisation />
        {keeper}
      </AppShell>
    );
  }
  return (
    <AppShell
      nav={<StaffNav socialValue={hasPlugin(organisation.data, 'sve')} operator={operator.data ?? false} />}
      actions={
        <>
          <NewRecordButton />
          <DeferredProfileMenu onLogOut={logOut} />
        </>
      }
    >
      <SuspendedNotice organisation={organisation.data} />
      {/* The shell stays while a page's feature text loads. */}
      <Suspense
        fallback={
          <Loader loading entity="">
            {null}
          </Loader>
        }
      >
        <Outlet />
      </Suspense>
      <LeaveGuard />
      <OrganisationChanged organisation={organisation.data} />
      {keeper}
    </AppShell>
  );
}
