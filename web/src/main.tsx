// The entry point is the one file outside app/ that composes it (the lint rule guards everything else).

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';
import { loadConfig } from '@/config/env';
import { configureAuth, currentIdToken } from '@/lib/auth';
import { setTokenSource } from '@/lib/graphql/client';
import { initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import '@/styles/global.css';

const i18n = initI18n();
const root = createRoot(document.getElementById('root') as HTMLElement);

/** Reads /config.json, configures Auth, then renders; a broken config gets a plain message, not a blank page. */
async function start() {
  const config = await loadConfig();
  configureAuth(config);
  setTokenSource(currentIdToken);
  const router = createBrowserRouter(createRoutes(queryClient));
  root.render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  root.render(<p role="alert">{i18n.t('configFailed')}</p>);
});
