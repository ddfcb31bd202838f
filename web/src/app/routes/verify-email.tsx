import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { verifyEmail } from '@/features/auth/api/email-verification';
import { ResendVerification } from '@/features/auth/components/resend-verification';
import { isApiError } from '@/lib/graphql/api-error';

type Outcome = 'verifying' | 'verified' | 'expired' | 'invalid' | 'failed';

/**
 * `/verify-email/{token}`, the link of the verification email: verifies the address once and says so, with the way
 * to log in; a link that is expired or not valid offers a new one. `/verify-email` alone (where the hosted login's
 * refusal points) offers a new link.
 */
export default function VerifyEmailRoute() {
  const { t } = useTranslation('auth');
  const { token } = useParams();
  const [outcome, setOutcome] = useState<Outcome | null>(token ? 'verifying' : null);
  // Once per page: StrictMode runs effects twice.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token)
      .then(() => setOutcome('verified'))
      .catch((error: unknown) =>
        setOutcome(
          isApiError(error, 'verification.expired')
            ? 'expired'
            : isApiError(error, 'verification.invalid')
              ? 'invalid'
              : 'failed',
        ),
      );
  }, [token]);

  return (
    <AppShell width="narrow">
      <Card>
        <h1>{t('verifyEmail.title')}</h1>
        {outcome === 'verifying' ? <p role="status">{t('verifyEmail.verifying')}</p> : null}
        {outcome === 'verified' ? (
          <>
            <Alert tone="success">{t('verifyEmail.verified')}</Alert>
            <p>
              <Link to={paths.login.getHref()}>{t('verifyEmail.logIn')}</Link>
            </p>
          </>
        ) : null}
        {outcome === 'expired' || outcome === 'invalid' || outcome === 'failed' ? (
          <Alert>{t(`verifyEmail.${outcome}`)}</Alert>
        ) : null}
        {outcome !== 'verifying' && outcome !== 'verified' ? <ResendVerification /> : null}
      </Card>
    </AppShell>
  );
}
