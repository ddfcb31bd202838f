import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { ErrorBox } from '@/components/ui/error-box';

/** Screens suspend while their feature's text loads (web/src/lib/i18n.ts); the page shows it is loading. */
export default function Root() {
  return (
    <Suspense fallback={<HydrateFallback />}>
      <Outlet />
    </Suspense>
  );
}

/** Shown while the first route module and its loader (the route guard) load. */
export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <p role="status" className="visually-hidden">
      {t('loading')}
    </p>
  );
}

/** Last resort for anything a route did not handle: the spec's generic error box. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  const text = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t('error.unexpected');
  return (
    <AppShell width="narrow">
      <ErrorBox text={text} />
    </AppShell>
  );
}
