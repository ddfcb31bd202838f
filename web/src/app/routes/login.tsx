import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths, safeRedirect } from '@/config/paths';
import { SUPPORT_EMAIL } from '@/config/support';
import { ResendVerification } from '@/features/auth/components/resend-verification';
import { isBlockedError } from '@/features/auth/utils/login-error';
import type { LoginState } from '@/features/auth/utils/login-state';
import { completeHostedLogin, getSession, startHostedLogin } from '@/lib/auth';

type Failure = 'failed' | 'blocked';

/**
 * Spec 01 §4 "Login", on the hosted login: back from it with a code, the code is exchanged and the saved page
 * (or /) opens; with an error, the spec's message; otherwise the hosted login opens, keeping `?redirect=`. An
 * account just created is told to look for the email first and goes on when the person is ready.
 */
export default function LoginRoute() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginState = (useLocation().state ?? null) as LoginState | null;
  const created = loginState?.created === true;
  const code = params.get('code');
  const returnedError = params.get('error');
  const [failure, setFailure] = useState<Failure | null>(
    returnedError
      ? isBlockedError(new Error(params.get('error_description') ?? returnedError))
        ? 'blocked'
        : 'failed'
      : null,
  );
  const redirectTo = safeRedirect(params.get('redirect'));
  const [starting, setStarting] = useState(false);
  // Once per page: a code can be redeemed once, and StrictMode runs effects twice.
  const started = useRef(false);

  const logIn = () => {
    setStarting(true);
    startHostedLogin(redirectTo).catch(() => {
      setStarting(false);
      setFailure('failed');
    });
  };

  useEffect(() => {
    if (started.current || failure || created) return;
    started.current = true;
    if (!code) {
      // Already signed in, e.g. back from the hosted login's page for adding a passkey (which returns to this
      // callback URL without a code): the saved page, with no new sign-in.
      getSession()
        .then((session) => (session ? navigate(redirectTo, { replace: true }) : startHostedLogin(redirectTo)))
        .catch(() => setFailure('failed'));
      return;
    }
    completeHostedLogin(code, params.get('state'))
      .then((to) => {
        queryClient.clear();
        void navigate(safeRedirect(to), { replace: true });
      })
      .catch(() => setFailure('failed'));
    // Runs for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const waiting = !failure && !created;
  return (
    <AppShell width="narrow">
      <Card>
        <h1>{t('login.title')}</h1>
        {created && !failure ? <Alert tone="success">{t('login.created')}</Alert> : null}
        {failure === 'blocked' ? <Alert>{t('login.blocked')}</Alert> : null}
        {failure === 'failed' ? (
          <Alert title={t('login.failedTitle')}>
            <p>
              {t('login.failed')} {tc('advice', { email: SUPPORT_EMAIL })}
            </p>
          </Alert>
        ) : null}
        {waiting ? (
          <p role="status">{t('redirecting')}</p>
        ) : (
          <>
            <Button onClick={logIn} disabled={starting}>
              {starting ? t('login.submitting') : t('login.submit')}
            </Button>
            <p>
              {t('login.noAccount')} <Link to={paths.signup.getHref()}>{t('login.signupLink')}</Link>
            </p>
            {created ? <ResendVerification email={loginState?.email ?? ''} /> : null}
          </>
        )}
      </Card>
    </AppShell>
  );
}
