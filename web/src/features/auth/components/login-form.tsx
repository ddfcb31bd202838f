import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { SUPPORT_EMAIL } from '@/config/support';
import { signInWithPassword } from '@/lib/auth';
import { isBlockedError } from '../utils/login-error';
import type { LoginInput } from '../utils/login-schema';
import styles from './auth-form.module.css';

type Failure = 'failed' | 'blocked';
type Errors = Partial<Record<keyof LoginInput, string>>;

/** The login rules load with the first check, keeping zod off the page most visitors open first. */
const validate = (values: LoginInput): Promise<Errors> =>
  import('../utils/login-schema').then(({ validateLogin }) => validateLogin(values));

/**
 * Email + password against the user pool; calls `onSuccess` once signed in. Plain React state instead of
 * formik: this is the first page most visitors load, and two fields do not need a form library.
 */
/** What /signup hands to /login through the history state once an account is created. */
export type LoginState = { created: true; email: string };

type LoginFormProps = {
  onSuccess: () => void;
  /** The email of an account just created: said so above the form, and filled in. */
  created?: string;
};

export function LoginForm({ onSuccess, created }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [values, setValues] = useState<LoginInput>({ email: created ?? '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof LoginInput, boolean>>>({});
  // The errors with the values they were found for: errors of older values are never shown.
  const [checked, setChecked] = useState<{ values: LoginInput; errors: Errors } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  // Errors show once a field is touched, and only for the current values: a stale error flashing up when a
  // field is left would also move the submit button away from the pointer between mousedown and mouseup.
  useEffect(() => {
    void validate(values).then((found) => setChecked({ values, errors: found }));
  }, [values]);
  const errors = checked?.values === values ? checked.errors : {};
  const field = (name: keyof LoginInput) => ({
    name,
    value: values[name],
    error: touched[name] && errors[name] ? t(errors[name] as 'validation.emailRequired') : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    const found = await validate(values);
    setChecked({ values, errors: found });
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    setSubmitting(true);
    try {
      await signInWithPassword(values.email.trim(), values.password);
    } catch (error) {
      setFailure(isBlockedError(error) ? 'blocked' : 'failed');
      setSubmitting(false);
      return;
    }
    onSuccess();
  };

  return (
    <form noValidate className={styles.form} onSubmit={(event) => void onSubmit(event)}>
      {created && !failure ? <Alert tone="success">{t('login.created')}</Alert> : null}
      {failure === 'blocked' ? <Alert>{t('login.blocked')}</Alert> : null}
      {failure === 'failed' ? (
        <Alert title={t('login.failedTitle')}>
          <p>
            {t('login.failed')} {tc('advice', { email: SUPPORT_EMAIL })}
          </p>
        </Alert>
      ) : null}
      <InputField
        type="email"
        autoComplete="username"
        inputMode="email"
        label={t('login.email')}
        {...field('email')}
      />
      <InputField
        type="password"
        autoComplete="current-password"
        label={t('login.password')}
        {...field('password')}
      />
      <Button type="submit" disabled={submitting} className={styles.submit}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
