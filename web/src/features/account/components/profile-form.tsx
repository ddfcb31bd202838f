import { Form, Formik, useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import fieldStyles from '@/components/ui/form-field.module.css';
import { FormUnsavedChanges } from '@/components/ui/form-unsaved-changes';
import { SUPPORT_EMAIL } from '@/config/support';
import { matchLanguage } from '@/lib/locale';
import type { GetSelfQuery } from '@/lib/graphql/generated/graphql';
import { toFormikValidate } from '@/lib/form/zod-formik';
import {
  PROFILE_LANGUAGES,
  updateSelfInputSchema,
  useUpdateSelf,
  type UpdateSelfInput,
} from '../api/update-self';
import styles from './profile-form.module.css';

const validate = toFormikValidate(updateSelfInputSchema);

type Self = GetSelfQuery['self'];

/** The stored language as one of the offered choices: anything not offered shows as Auto Detect. */
const languageOf = (stored: string): UpdateSelfInput['language'] => {
  const matched = matchLanguage(stored);
  return PROFILE_LANGUAGES.find((language) => language === matched) ?? 'und';
};

export const profileValues = (self: Self): UpdateSelfInput => ({
  name: self.profile.name,
  language: languageOf(self.settings.language),
  notifyOnRemote: self.settings.notifyOnRemote,
  unsubscribed: self.settings.unsubscribed,
});

function LanguageField() {
  const { t } = useTranslation('account');
  const [field] = useField<string>('language');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor="field-language" className={fieldStyles.label}>
        {t('profile.language')}
      </label>
      <select {...field} id="field-language" className={fieldStyles.input}>
        {PROFILE_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`profile.languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Spec 01 §2 /profile: name, language, notifications; Save only when changed, and says what is invalid. */
export function ProfileForm({ self }: { self: Self }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const updateSelf = useUpdateSelf();
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  const translateError = (key: string) => t(key as 'validation.nameRequired');

  return (
    <Formik
      initialValues={profileValues(self)}
      validate={validate}
      onSubmit={async (values, helpers) => {
        setResult(null);
        try {
          const saved = await updateSelf.mutateAsync(updateSelfInputSchema.parse(values));
          helpers.resetForm({ values: profileValues(saved) });
          setResult('saved');
        } catch {
          setResult('failed');
        }
      }}
    >
      {({ dirty, isSubmitting }) => (
        <Form noValidate className={styles.form}>
          <FormUnsavedChanges />
          {result === 'failed' ? (
            <Alert>
              <p>
                {t('profile.failed')} {tc('advice', { email: SUPPORT_EMAIL })}
              </p>
            </Alert>
          ) : null}
          <p className={styles.email}>
            <span className={fieldStyles.label}>{t('profile.email')}</span> {self.email}
          </p>
          <TextField
            name="name"
            autoComplete="name"
            label={t('profile.name')}
            translateError={translateError}
          />
          <LanguageField />
          <CheckboxField
            name="notifyOnRemote"
            label={t('profile.notifyOnRemote')}
            translateError={translateError}
            description={self.emailEnabled ? undefined : t('profile.emailOff')}
          />
          <CheckboxField
            name="unsubscribed"
            label={t('profile.unsubscribed')}
            translateError={translateError}
          />
          <div className={styles.actions}>
            {/* Not disabled while invalid: pressing Save touches every field, which shows why it cannot save. */}
            <Button type="submit" disabled={!dirty || isSubmitting}>
              {isSubmitting ? t('profile.saving') : t('profile.save')}
            </Button>
            <p role="status" className={styles.status}>
              {result === 'saved' && !dirty ? t('profile.saved') : null}
            </p>
          </div>
        </Form>
      )}
    </Formik>
  );
}
