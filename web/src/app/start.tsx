import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from './provider';
import { loadConfig } from '@/config/env';
import { configureAuth, currentIdToken } from '@/lib/auth';
import { getBeneficiarySession } from '@/lib/beneficiary-session';
import { setTokenSource } from '@/lib/graphql/client';
import { initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import '@/styles/global.css';

/** Resolves in a later task, so that the browser can paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts the app in `#root` with a route table: the whole app's (main.tsx) or the light build's (light.tsx). */
export async function startApp(createRoutes: (queryClient: QueryClient) => RouteObject[]): Promise<void> {
  // /config.json is read while the first page renders; sign-in and the session need it, the page does not.
  const config = loadConfig();
  configureAuth(config);
  // A beneficiary link session, while valid, speaks for this tab (spec 01 §3 Session).
  setTokenSource(async () => getBeneficiarySession()?.token ?? currentIdToken());
  // A broken config gets a plain message, not a page whose every sign-in fails; it can fail before the root exists.
  let configFailed = false;
  let showConfigFailure = () => {};
  config.catch((error: unknown) => {
    console.error(error);
    configFailed = true;
    showConfigFailure();
  });

  // On a slow phone one long start-up task would hold up input and paints for hundreds of milliseconds, so
  // evaluating the modules, choosing the language (a synchronous localStorage read, slow the first time),
  // creating the router (which starts loading the page's modules and data) and the first render each get a
  // task; the transition lets React split that render further (Preact renders it at once). The router comes
  // just before the render, so that a page whose modules are already at hand still renders its fallback in one
  // task and itself in the next, rather than both in one long task.
  await nextTask();
  const i18n = initI18n();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  showConfigFailure = () => root.render(<p role="alert">{i18n.t('configFailed')}</p>);
  if (configFailed) return showConfigFailure();
  await nextTask();
  const router = createBrowserRouter(createRoutes(queryClient));
  await nextTask();
  if (configFailed) return;
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}
