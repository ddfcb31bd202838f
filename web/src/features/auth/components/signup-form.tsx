import { Form, Formik } from 'formik';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { SUPPORT_EMAIL } from '@/config/support';
import { toFormikValidate } from '@/lib/form/zod-formik';
import { isApiError } from '@/lib/graphql/api-error';
import {
  inviteSignupInputSchema,
  PASSWORD_MIN_LENGTH,
  signupInputSchema,
  useAddOrg,
  type InviteSignupInput,
  type SignupInput,
} from '../api/add-org';
import styles from './auth-form.module.css';

const validate = toFormikValidate(signupInputSchema);
const inviteValidate = toFormikValidate(inviteSignupInputSchema);

type SignupValues = Omit<SignupInput, 'terms'> & { terms: boolean };
const initialValues: SignupValues = {
  terms: false,
  name: '',
  email: '',
  emailConfirmation: '',
  password: '',
  organisation: '',
};

type Failure = { kind: 'emailExists'; email: string } | { kind: 'failed'; error: unknown };

type SignupFormProps = {
  /** Called with the email the account was created for. */
  onSuccess: (email: string) => void;
  /** Where the "log in" link of an existing email returns to. */
  redirectTo: string;
  /**
   * An invite sign-up (spec 01 §2 Invite page): no organisation field; `submit` creates the account in the
   * invite's organisation instead of a new one.
   */
  invite?: {
    submit: (input: Omit<InviteSignupInput, 'terms' | 'emailConfirmation'>) => Promise<unknown>;
    /** What to say when `submit` fails other than for an existing email: the invite's own errors. */
    failure: (error: unknown) => ReactNode;
  };
};

/** Spec 01 §5 "Sign-up": creates the user, the organisation and the membership, then `onSuccess`. */
export function SignupForm({ onSuccess, redirectTo, invite }: SignupFormProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const addOrg = useAddOrg();
  const [failure, setFailure] = useState<Failure | null>(null);
  const translateError = (key: string) => t(key as 'validation.nameRequired');

  return (
    <Formik
      initialValues={initialValues}
      validate={invite ? inviteValidate : validate}
      onSubmit={async (values) => {
        setFailure(null);
        const input = (invite ? inviteSignupInputSchema : signupInputSchema).parse(values);
        try {
          if (invite) await invite.submit({ name: input.name, email: input.email, password: input.password });
          else await addOrg.mutateAsync(signupInputSchema.parse(values));
        } catch (error) {
          setFailure(
            isApiError(error, 'signup.emailExists')
              ? { kind: 'emailExists', email: input.email }
              : { kind: 'failed', error },
          );
          return;
        }
        onSuccess(input.email);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={styles.form}>
          {failure?.kind === 'emailExists' && invite ? (
            <Alert>
              <p>{t('signup.inviteExists', { email: failure.email })}</p>
              <p>
                <Link to={paths.login.getHref(redirectTo)}>{t('signup.inviteLogin')}</Link>
              </p>
            </Alert>
          ) : null}
          {failure?.kind === 'emailExists' && !invite ? (
            <Alert title={te('signup.emailExists')}>
              <p>
                <Link to={paths.login.getHref(redirectTo)}>
                  {t('signup.existsLogin', { email: failure.email })}
                </Link>
              </p>
            </Alert>
          ) : null}
          {failure?.kind === 'failed' && invite ? invite.failure(failure.error) : null}
          {failure?.kind === 'failed' && !invite ? (
            <Alert>
              <p>
                {t('signup.failed')} {tc('advice', { email: SUPPORT_EMAIL })}
              </p>
            </Alert>
          ) : null}
          <TextField
            name="name"
            autoComplete="name"
            label={t('signup.name')}
            translateError={translateError}
          />
          <TextField
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('signup.email')}
            translateError={translateError}
          />
          <TextField
            name="emailConfirmation"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('signup.emailConfirmation')}
            translateError={translateError}
          />
          <TextField
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            label={t('signup.password')}
            hint={t('signup.passwordHint')}
            translateError={translateError}
          />
          {invite ? null : (
            <TextField
              name="organisation"
              autoComplete="organization"
              label={t('signup.organisation')}
              translateError={translateError}
            />
          )}
          <CheckboxField name="terms" label={t('signup.terms')} translateError={translateError} />
          <Button type="submit" disabled={isSubmitting} className={styles.submit}>
            {isSubmitting ? t('signup.submitting') : t('signup.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
