import { FieldArray, Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFormikValidate } from '@/lib/form/zod-formik';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { FormUnsavedChanges } from '@/components/ui/form-unsaved-changes';
import { SUPPORT_EMAIL } from '@/config/support';
import { isApiError } from '@/lib/graphql/api-error';
import {
  DEFAULT_NOTE_PROMPT,
  editQuestionnaireSchema,
  toEditQuestionnaireValues,
  useEditQuestionnaire,
  type EditQuestionnaireValues,
} from '../api/edit-questionnaire';
import type { Questionnaire } from '../api/get-questionnaire';
import { TextAreaField } from './text-area-field';
import styles from './questionnaires.module.css';

const validate = toFormikValidate(editQuestionnaireSchema);

/** Spec 02 §2 General tab: name, description, instructions, note settings and required tags. */
export function GeneralForm({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t } = useTranslation('questionnaires');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const edit = useEditQuestionnaire();
  const [status, setStatus] = useState<'saved' | 'nameInUse' | 'failed' | null>(null);
  const translateError = (key: string) => t(key as 'validation.nameRequired');

  return (
    <Formik<EditQuestionnaireValues>
      initialValues={toEditQuestionnaireValues(questionnaire)}
      validate={validate}
      validateOnMount
      enableReinitialize
      onSubmit={async (values, helpers) => {
        setStatus(null);
        try {
          const saved = await edit.mutateAsync({
            id: questionnaire.id,
            input: editQuestionnaireSchema.parse(values),
          });
          helpers.resetForm({ values: toEditQuestionnaireValues(saved) });
          setStatus('saved');
        } catch (error) {
          setStatus(isApiError(error, 'questionnaire.nameInUse') ? 'nameInUse' : 'failed');
        }
      }}
    >
      {({ values, isSubmitting, isValid, dirty }) => (
        <Form noValidate className={styles.form}>
          <FormUnsavedChanges />
          {status === 'nameInUse' ? (
            <Alert>
              <p>{te('questionnaire.nameInUse')}</p>
            </Alert>
          ) : null}
          {status === 'failed' ? (
            <Alert>
              <p>
                {t('editor.editFailed')} {tc('advice', { email: SUPPORT_EMAIL })}
              </p>
            </Alert>
          ) : null}
          <TextField name="name" label={t('general.name')} translateError={translateError} />
          <TextAreaField
            name="description"
            label={t('general.description')}
            translateError={translateError}
          />
          <TextAreaField
            name="instructions"
            label={t('general.instructions')}
            hint={t('general.instructionsHint')}
            rows={5}
            translateError={translateError}
          />
          <fieldset className={styles.fieldset}>
            <legend>{t('general.notes')}</legend>
            <CheckboxField
              name="noteDeactivated"
              label={t('general.noteDeactivated')}
              translateError={translateError}
            />
            {values.noteDeactivated ? null : (
              <>
                <CheckboxField
                  name="noteRequired"
                  label={t('general.noteRequired')}
                  translateError={translateError}
                />
                <TextField
                  name="notePrompt"
                  label={t('general.notePrompt')}
                  translateError={translateError}
                />
              </>
            )}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>{t('general.requiredTags')}</legend>
            <p className={styles.status}>{t('general.requiredTagsHint')}</p>
            <FieldArray name="requiredTags">
              {(helpers) => (
                <>
                  {values.requiredTags.map((_tag, index) => (
                    <fieldset key={index} className={styles.fieldset}>
                      <legend>{t('general.tagLegend', { number: index + 1 })}</legend>
                      <TextField
                        name={`requiredTags.${index}.label`}
                        label={t('general.tagLabel')}
                        translateError={translateError}
                      />
                      <TextAreaField
                        name={`requiredTags.${index}.options`}
                        label={t('general.tagOptions')}
                        translateError={translateError}
                      />
                      <button
                        type="button"
                        className={styles.textButton}
                        onClick={() => helpers.remove(index)}
                      >
                        {t('general.removeTag', { number: index + 1 })}
                      </button>
                    </fieldset>
                  ))}
                  <button
                    type="button"
                    className={styles.textButton}
                    onClick={() => helpers.push({ label: '', options: '' })}
                  >
                    {t('general.addTag')}
                  </button>
                </>
              )}
            </FieldArray>
          </fieldset>
          <div className={styles.buttons}>
            <Button type="submit" disabled={isSubmitting || !dirty || !isValid}>
              {isSubmitting ? t('general.saving') : t('general.save')}
            </Button>
            <p role="status" className={styles.status}>
              {status === 'saved' && !dirty ? t('general.saved') : ''}
            </p>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** Spec 02 §2: a read-only questionnaire's General tab is a summary. */
export function GeneralSummary({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t } = useTranslation('questionnaires');
  const none = t('general.none');
  return (
    <dl className={styles.summary}>
      <dt>{t('general.name')}</dt>
      <dd>{questionnaire.name}</dd>
      <dt>{t('general.description')}</dt>
      <dd>{questionnaire.description || none}</dd>
      <dt>{t('general.instructions')}</dt>
      <dd>{questionnaire.instructions || none}</dd>
      <dt>{t('general.noteDeactivated')}</dt>
      <dd>{questionnaire.noteDeactivated ? t('general.yes') : t('general.no')}</dd>
      {questionnaire.noteDeactivated ? null : (
        <>
          <dt>{t('general.noteRequired')}</dt>
          <dd>{questionnaire.noteRequired ? t('general.yes') : t('general.no')}</dd>
          <dt>{t('general.notePrompt')}</dt>
          <dd>{questionnaire.notePrompt || DEFAULT_NOTE_PROMPT}</dd>
        </>
      )}
      <dt>{t('general.requiredTags')}</dt>
      <dd>
        {questionnaire.requiredTags.length === 0
          ? none
          : questionnaire.requiredTags.map((tag) => `${tag.label}: ${tag.options.join(', ')}`).join('\n')}
      </dd>
    </dl>
  );
}
