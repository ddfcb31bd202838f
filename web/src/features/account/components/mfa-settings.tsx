import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { SUPPORT_EMAIL } from '@/config/support';
import { confirmTotpSetup, isTotpEnabled, startTotpSetup, turnOffTotp } from '@/lib/auth';
import styles from './profile-form.module.css';

const MFA_QUERY_KEY = ['self', 'totp'] as const;

type Result = 'turnedOn' | 'turnedOff' | 'wrongCode' | 'failed' | null;

/** Cognito refuses a wrong or stale first code of the app with these. */
const isWrongCode = (error: unknown) =>
  error instanceof Error && /CodeMismatch|EnableSoftwareTokenMFA|InvalidParameter/.test(error.name);

/**
 * Optional TOTP MFA (issue 29): add an authenticator app, confirmed by its first code, or turn it off. The hosted
 * login then asks for the app's code after the password.
 */
export function MfaSettings() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const enabled = useQuery({ queryKey: MFA_QUERY_KEY, queryFn: isTotpEnabled });
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const run = async (action: () => Promise<void>, done: Result) => {
    setBusy(true);
    setResult(null);
    try {
      await action();
      setResult(done);
    } catch (error) {
      setResult(isWrongCode(error) ? 'wrongCode' : 'failed');
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: MFA_QUERY_KEY });
    }
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await confirmTotpSetup(code.trim());
      setSetup(null);
      setCode('');
    }, 'turnedOn');
  };

  const alerts = (
    <>
      {result === 'wrongCode' ? <Alert>{t('profile.mfaWrongCode')}</Alert> : null}
      {result === 'failed' ? (
        <Alert>
          <p>
            {t('profile.mfaFailed')} {tc('advice', { email: SUPPORT_EMAIL })}
          </p>
        </Alert>
      ) : null}
    </>
  );

  if (enabled.isPending) return null;
  if (enabled.data) {
    return (
      <div className={styles.form}>
        {alerts}
        <p>{t('profile.mfaOn')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" disabled={busy} onClick={() => void run(turnOffTotp, 'turnedOff')}>
            {t('profile.mfaTurnOff')}
          </Button>
          <p role="status" className={styles.status}>
            {result === 'turnedOn' ? t('profile.mfaTurnedOn') : null}
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.form}>
      {alerts}
      <p>{t('profile.mfaOff')}</p>
      {setup ? (
        <form noValidate className={styles.form} onSubmit={onConfirm}>
          <p>{t('profile.mfaKey')}</p>
          <p>
            <code data-testid="totp-secret">{setup.secret}</code>
          </p>
          <InputField
            name="totpCode"
            label={t('profile.mfaCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={busy || code.trim().length === 0}>
              {t('profile.mfaConfirm')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button
            disabled={busy}
            onClick={() => void run(async () => setSetup(await startTotpSetup()), null)}
          >
            {t('profile.mfaSetUp')}
          </Button>
          <p role="status" className={styles.status}>
            {result === 'turnedOff' ? t('profile.mfaTurnedOff') : null}
          </p>
        </div>
      )}
    </div>
  );
}
