import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { usePageChange } from '@/components/layout/page-change';
import { ErrorBox } from '@/components/ui/error-box';
import { BootFallback } from '../boot-fallback';

/**
 * Screens suspend while their feature's text loads (web/src/lib/i18n.ts); on a first visit that is one more
 * round trip, during which the page keeps showing what index.html painted.
 */
export default function Root() {
  return (
    <Suspense fallback={<BootFallback />}>
      <Outlet />
    </Suspense>
  );
}

/** Last resort for anything a route did not handle: the spec's generic error box. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  usePageChange('error');
  if (import.meta.env.DEV) console.error(error);
  const text = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t('error.unexpected');
  return (
    <AppShell width="narrow">
      <ErrorBox text={text} />
    </AppShell>
  );
}
