import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toFormikValidate } from '@/lib/form/zod-formik';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { FormUnsavedChanges } from '@/components/ui/form-unsaved-changes';
import { paths } from '@/config/paths';
import { SUPPORT_EMAIL } from '@/config/support';
import { isApiError } from '@/lib/graphql/api-error';
import {
  createQuestionnaireSchema,
  useCreateQuestionnaire,
  type CreateQuestionnaireInput,
} from '../api/create-questionnaire';
import { TextAreaField } from './text-area-field';
import styles from './questionnaires.module.css';
import { DISCARD_CHANGES } from '@/lib/unsaved-changes';

const validate = toFormikValidate(createQuestionnaireSchema);
const initialValues: CreateQuestionnaireInput = { name: '', description: '' };

/**
 * Spec 02 §2 /questions/new/custom: name and description; `onCreated` gets the new id. Like every editor form
 * (spec 02 §4, §5), it is validated on mount and Create waits for a valid form.
 */
export function CustomQuestionnaireForm({
  onCreated,
}: {
  /** Opens the new questionnaire; Create stays disabled until it settles, so a second press cannot follow. */
  onCreated: (id: string) => Promise<void> | void;
}) {
  const { t } = useTranslation('questionnaires');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const create = useCreateQuestionnaire();
  const [failure, setFailure] = useState<'nameInUse' | 'failed' | null>(null);
  const translateError = (key: string) => t(key as 'validation.nameRequired');

  return (
    <Formik
      initialValues={initialValues}
      validate={validate}
      validateOnMount
      onSubmit={async (values, { resetForm }) => {
        setFailure(null);
        try {
          const created = await create.mutateAsync(createQuestionnaireSchema.parse(values));
          // Saved: nothing is left to lose while the new questionnaire opens.
          resetForm({ values });
          await onCreated(created.id);
        } catch (error) {
          setFailure(isApiError(error, 'questionnaire.nameInUse') ? 'nameInUse' : 'failed');
        }
      }}
    >
      {({ isSubmitting, isValid }) => (
        <Form noValidate className={styles.form}>
          <FormUnsavedChanges />
          {failure === 'nameInUse' ? (
            <Alert>
              <p>{te('questionnaire.nameInUse')}</p>
            </Alert>
          ) : null}
          {failure === 'failed' ? (
            <Alert>
              <p>
                {t('custom.failed')} {tc('advice', { email: SUPPORT_EMAIL })}
              </p>
            </Alert>
          ) : null}
          <TextField name="name" label={t('custom.name')} translateError={translateError} />
          <TextAreaField name="description" label={t('custom.description')} translateError={translateError} />
          <div className={styles.buttons}>
            <Button type="submit" disabled={isSubmitting || !isValid}>
              {isSubmitting ? t('custom.creating') : t('custom.create')}
            </Button>
            <Link to={paths.questionsNew.getHref()} state={DISCARD_CHANGES} className={styles.secondaryLink}>
              {t('custom.cancel')}
            </Link>
          </div>
        </Form>
      )}
    </Formik>
  );
}
