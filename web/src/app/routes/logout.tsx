import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths, safeRedirect } from '@/config/paths';
import { hostedLogoutUrl, signOutUser } from '@/lib/auth';

/** Spec 01 §4 "Session": logging out signs out and clears the cache; the optional `redirect` is kept for later. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await signOutUser().catch(() => undefined);
    queryClient.clear();
    const redirectTo = new URL(request.url).searchParams.get('redirect');
    return {
      redirectTo: redirectTo ? safeRedirect(redirectTo) : undefined,
      hostedLogout: await hostedLogoutUrl().catch(() => null),
    };
  };

/**
 * The logout confirmation. Continue goes through the hosted login's `/logout`, which ends its own session and
 * revokes the refresh tokens it issued to this browser, and comes back to `/`; without a hosted login, to
 * `/redirect` (with the stored redirect), which sends on to /login.
 */
export default function LogoutRoute() {
  const { t } = useTranslation('auth');
  const { redirectTo, hostedLogout } = useLoaderData<{ redirectTo?: string; hostedLogout: string | null }>();
  return (
    <AppShell width="narrow">
      <Card>
        <h1>{t('logout.title')}</h1>
        <p>{t('logout.text')}</p>
        <Button
          onClick={() =>
            // A full load, so nothing of the signed-in session stays in memory.
            window.location.assign(hostedLogout ?? paths.redirect.getHref(redirectTo))
          }
        >
          {t('logout.continue')}
        </Button>
      </Card>
    </AppShell>
  );
}
