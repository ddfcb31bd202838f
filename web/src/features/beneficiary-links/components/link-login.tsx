import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Loader } from '@/components/ui/loader';
import { parseLinkToken, saveBeneficiarySession } from '@/lib/beneficiary-session';
import { isApiError } from '@/lib/graphql/api-error';
import { getLinkToken } from '../api/get-link-token';

type Outcome = 'loading' | 'expired' | 'invalid';

/**
 * Spec 01 §4 "One-time link login": the link's token becomes the beneficiary session, then the first entry of
 * its sequence opens with the rest in `next`. `forwardHref` comes from the answering feature via the route.
 */
export function LinkLogin({
  jti,
  forwardHref,
}: {
  jti: string;
  forwardHref: (list: string[]) => string | null;
}) {
  const { t } = useTranslation('beneficiary-links');
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>('loading');
  useEffect(() => {
    let live = true;
    getLinkToken(jti).then(
      (token) => {
        if (!live) return;
        const session = parseLinkToken(token);
        if (!session || !session.expiresAt || session.expiresAt <= Date.now()) return setOutcome('expired');
        const href = session.isBeneficiary ? forwardHref(session.sequence) : null;
        if (!href) return setOutcome('invalid');
        saveBeneficiarySession(token);
        void navigate(href, { replace: true });
      },
      (error: unknown) => {
        if (live) setOutcome(isApiError(error, 'link.expired') ? 'expired' : 'invalid');
      },
    );
    return () => {
      live = false;
    };
  }, [jti, forwardHref, navigate]);
  if (outcome === 'expired') {
    return (
      <Alert title={t('expiredTitle')}>
        <p>{t('expired')}</p>
      </Alert>
    );
  }
  if (outcome === 'invalid') {
    return (
      <Alert>
        <p>{t('invalid')}</p>
      </Alert>
    );
  }
  return (
    <Loader loading entity="">
      {null}
    </Loader>
  );
}
