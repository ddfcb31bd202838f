import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { resendVerificationEmail } from '../api/email-verification';
import { isApiError } from '@/lib/graphql/api-error';

type State = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string };

/** "Send the link again": the address (known after sign-up) and a button; says what happened. */
export function ResendVerification({ email: initial = '' }: { email?: string }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initial);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    resendVerificationEmail(email.trim())
      .then(() => setState({ kind: 'sent' }))
      .catch((error: unknown) =>
        setState({
          kind: 'failed',
          message: isApiError(error, 'verification.tooSoon')
            ? t('verifyEmail.tooSoon')
            : isApiError(error, 'input.invalid')
              ? t('verifyEmail.badEmail')
              : t('verifyEmail.resendFailed'),
        }),
      );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('verifyEmail.resendTitle')}>
      <p>{t('verifyEmail.resendIntro')}</p>
      <InputField
        name="verification-email"
        label={t('verifyEmail.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {state.kind === 'sent' ? (
        <Alert tone="success">{t('verifyEmail.sent', { email: email.trim() })}</Alert>
      ) : null}
      {state.kind === 'failed' ? <Alert>{state.message}</Alert> : null}
      <Button type="submit" variant="secondary" disabled={state.kind === 'sending' || !email.trim()}>
        {state.kind === 'sending' ? t('verifyEmail.sending') : t('verifyEmail.resend')}
      </Button>
    </form>
  );
}
