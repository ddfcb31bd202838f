import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { SUPPORT_EMAIL } from '@/config/support';
import { toFormikValidate } from '@/lib/form/zod-formik';
import {
  changePasswordInputSchema,
  NEW_PASSWORD_MIN_LENGTH,
  useChangePassword,
  type ChangePasswordInput,
} from '../api/change-password';
import styles from './profile-form.module.css';

const validate = toFormikValidate(changePasswordInputSchema);
const initialValues: ChangePasswordInput = { oldPassword: '', newPassword: '' };

const isWrongPassword = (error: unknown): boolean =>
  error instanceof Error && error.name === 'NotAuthorizedException';

/**
 * Spec 01 §2 /profile: the password change (Amplify `updatePassword`; new password at least 6 characters).
 * `email` goes in a hidden username field, so that a password manager updates the password it saved for this
 * account rather than asking which one changed.
 */
export function PasswordForm({ email }: { email?: string }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const changePassword = useChangePassword();
  const [result, setResult] = useState<'changed' | 'wrongPassword' | 'failed' | null>(null);
  const translateError = (key: string) => t(key as 'validation.passwordTooShort');

  return (
    <Formik
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values, helpers) => {
        setResult(null);
        try {
          await changePassword.mutateAsync(changePasswordInputSchema.parse(values));
          helpers.resetForm();
          setResult('changed');
        } catch (error) {
          // Amplify's updatePassword answers a wrong current password with Cognito's NotAuthorizedException: the
          // person can fix that themselves, so it is not a failure to take to support.
          setResult(isWrongPassword(error) ? 'wrongPassword' : 'failed');
        }
      }}
    >
      {({ dirty, isValid, isSubmitting }) => (
        <Form noValidate className={styles.form}>
          {result === 'wrongPassword' ? (
            <Alert>
              <p>{t('profile.passwordWrong')}</p>
            </Alert>
          ) : null}
          {result === 'failed' ? (
            <Alert>
              <p>
                {t('profile.passwordFailed')} {tc('advice', { email: SUPPORT_EMAIL })}
              </p>
            </Alert>
          ) : null}
          {email ? (
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          ) : null}
          <TextField
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            label={t('profile.oldPassword')}
            translateError={translateError}
          />
          <TextField
            name="newPassword"
            type="password"
            autoComplete="new-password"
            minLength={NEW_PASSWORD_MIN_LENGTH}
            label={t('profile.newPassword')}
            hint={t('profile.passwordHint')}
            translateError={translateError}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={!dirty || !isValid || isSubmitting}>
              {isSubmitting ? t('profile.changingPassword') : t('profile.changePassword')}
            </Button>
            <p role="status" className={styles.status}>
              {result === 'changed' ? t('profile.passwordChanged') : null}
            </p>
          </div>
        </Form>
      )}
    </Formik>
  );
}
