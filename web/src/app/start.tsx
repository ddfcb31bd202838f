import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from './provider';
import { configureAuth, currentIdToken } from '@/lib/auth';
import { getBeneficiarySession } from '@/lib/beneficiary-session';
import { setTokenSource } from '@/lib/graphql/client';
import { initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import '@/styles/global.css';

/** Starts the app in `#root` with a route table: the whole app's (main.tsx) or the light build's (light.tsx). */
export function startApp(createRoutes: (queryClient: QueryClient) => RouteObject[]): void {
  const i18n = initI18n();
  const root = createRoot(document.getElementById('root') as HTMLElement);

  // /config.json is read (and zod-parsed, in its own chunk) while the first page renders; only sign-in needs it.
  const config = import('@/config/env').then(({ loadConfig }) => loadConfig());
  configureAuth(config);
  // A beneficiary link session, while valid, speaks for this tab (spec 01 §3 Session).
  setTokenSource(async () => getBeneficiarySession()?.token ?? currentIdToken());
  // A transition lets React render the first page in slices that yield to the browser: on a slow phone one
  // long render would hold up input and paints for hundreds of milliseconds.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={createBrowserRouter(createRoutes(queryClient))} />
        </AppProvider>
      </StrictMode>,
    );
  });

  // A broken config gets a plain message, not a page whose every sign-in fails.
  config.catch((error: unknown) => {
    console.error(error);
    root.render(<p role="alert">{i18n.t('configFailed')}</p>);
  });
}
