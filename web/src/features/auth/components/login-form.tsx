import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { SUPPORT_EMAIL } from '@/config/support';
import { signInWithPassword } from '@/lib/auth';
import { isBlockedError, loginInputSchema, type LoginInput } from '../utils/login-schema';
import styles from './auth-form.module.css';

const validationSchema = toFormikValidationSchema(loginInputSchema);
const initialValues: LoginInput = { email: '', password: '' };

type Failure = 'failed' | 'blocked';

/** Email + password against the user pool; calls `onSuccess` once signed in. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [failure, setFailure] = useState<Failure | null>(null);
  const translateError = (key: string) => t(key as 'validation.emailRequired');

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          await signInWithPassword(values.email.trim(), values.password);
        } catch (error) {
          setFailure(isBlockedError(error) ? 'blocked' : 'failed');
          return;
        }
        onSuccess();
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={styles.form}>
          {failure === 'blocked' ? <Alert>{t('login.blocked')}</Alert> : null}
          {failure === 'failed' ? (
            <Alert title={t('login.failedTitle')}>
              <p>
                {t('login.failed')} {tc('advice', { email: SUPPORT_EMAIL })}
              </p>
            </Alert>
          ) : null}
          <TextField
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            label={t('login.email')}
            translateError={translateError}
          />
          <TextField
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('login.password')}
            translateError={translateError}
          />
          <Button type="submit" disabled={isSubmitting} className={styles.submit}>
            {isSubmitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
