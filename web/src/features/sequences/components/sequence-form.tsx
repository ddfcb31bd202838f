import { Form, Formik, useFormikContext, type FormikErrors } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import fieldStyles from '@/components/ui/form-field.module.css';
import { SortableList } from '@/components/ui/sortable-list';
import { FormUnsavedChanges } from '@/components/ui/form-unsaved-changes';
import { paths } from '@/config/paths';
import { SUPPORT_EMAIL } from '@/config/support';
import { isApiError } from '@/lib/graphql/api-error';
import { refusalMessage } from '@/lib/graphql/error-messages';
import {
  aSlot,
  QUESTIONNAIRES_MAX,
  sequenceSchema,
  type SequenceInput,
  type SequenceValues,
} from '../api/create-sequence';
import styles from './sequences.module.css';
import { DISCARD_CHANGES } from '@/lib/unsaved-changes';
import { toFormikValidate } from '@/lib/form/zod-formik';

const validate = toFormikValidate(sequenceSchema);

/** A questionnaire the selectors offer. */
export type QuestionnaireOption = { id: string; name: string };

type SequenceFormProps = {
  initialValues: SequenceValues;
  /** The organisation's questionnaires; `undefined` while loading. */
  questionnaires: QuestionnaireOption[] | undefined;
  questionnairesFailed: boolean;
  /** The failure message's first sentence when the save fails for another reason than a name in use. */
  failedText: string;
  onSubmit: (input: SequenceInput) => Promise<unknown>;
};

/** The API's field error codes (docs/api-errors.md) as the form's messages. */
const FIELD_MESSAGES: Record<string, Record<string, string>> = {
  name: { required: 'validation.nameRequired', tooLong: 'validation.nameTooLong' },
  description: { tooLong: 'validation.descriptionTooLong' },
  questionnaires: {
    required: 'validation.questionnairesRequired',
    tooLong: 'validation.tooManyQuestionnaires',
  },
  destination: { invalid: 'validation.destinationInvalid', tooLong: 'validation.destinationTooLong' },
};

const fieldErrorsOf = (info: unknown): FormikErrors<SequenceValues> | null => {
  const fieldErrors = (info as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors;
  if (!fieldErrors) return null;
  const errors = Object.fromEntries(
    Object.entries(fieldErrors)
      .map(([field, code]) => [field, FIELD_MESSAGES[field]?.[code]])
      .filter(([, message]) => !!message),
  ) as FormikErrors<SequenceValues>;
  return Object.keys(errors).length ? errors : null;
};

/**
 * Spec 02 §2 sequence form: name, description, the ordered questionnaire selectors (drag or keyboard to
 * reorder, add, remove; a new sequence starts with one empty slot), the destination web address, Cancel and
 * Save. Save is enabled only when the form is changed and valid.
 */
export function SequenceForm({
  initialValues,
  questionnaires,
  questionnairesFailed,
  failedText,
  onSubmit,
}: SequenceFormProps) {
  const { t } = useTranslation('sequences');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const [failure, setFailure] = useState<string | null>(null);
  const translateError = (key: string) => t(key as 'validation.nameRequired');

  return (
    <Formik<SequenceValues>
      initialValues={initialValues}
      validate={validate}
      validateOnMount
      onSubmit={async (values, { setErrors, setTouched }) => {
        setFailure(null);
        try {
          await onSubmit(sequenceSchema.parse(values));
        } catch (error) {
          const fieldErrors = isApiError(error, 'input.invalid') ? fieldErrorsOf(error.info) : null;
          if (fieldErrors) {
            void setTouched({ name: true, description: true, destination: true, questionnaires: [] }, false);
            setErrors(fieldErrors);
          } else
            setFailure(
              refusalMessage(
                te,
                error,
                ['sequence.nameInUse'],
                `${failedText} ${tc('advice', { email: SUPPORT_EMAIL })}`,
              ),
            );
        }
      }}
    >
      {({ isSubmitting, isValid, dirty }) => (
        <Form noValidate className={styles.form}>
          <FormUnsavedChanges />
          {failure ? (
            <Alert>
              <p>{failure}</p>
            </Alert>
          ) : null}
          <TextField id="sequence-name" name="name" label={t('form.name')} translateError={translateError} />
          <TextField
            id="sequence-description"
            name="description"
            label={t('form.description')}
            translateError={translateError}
          />
          <QuestionnaireSlots questionnaires={questionnaires} failed={questionnairesFailed} />
          <TextField
            id="sequence-destination"
            name="destination"
            type="url"
            inputMode="url"
            label={t('form.destination')}
            hint={t('form.destinationHint')}
            translateError={translateError}
          />
          <div className={styles.buttons}>
            <Button type="submit" disabled={isSubmitting || !dirty || !isValid}>
              {isSubmitting ? t('form.saving') : t('form.save')}
            </Button>
            <Link to={paths.sequences.getHref()} state={DISCARD_CHANGES} className={styles.secondaryLink}>
              {t('form.cancel')}
            </Link>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** The ordered questionnaire selectors. */
function QuestionnaireSlots({
  questionnaires,
  failed,
}: {
  questionnaires: QuestionnaireOption[] | undefined;
  failed: boolean;
}) {
  const { t } = useTranslation('sequences');
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<SequenceValues>();
  const slots = values.questionnaires;
  const nameOf = (id: string) => questionnaires?.find((questionnaire) => questionnaire.id === id)?.name;
  const error =
    touched.questionnaires && typeof errors.questionnaires === 'string'
      ? t(errors.questionnaires as 'validation.questionnairesRequired')
      : '';

  const setSlots = (next: SequenceValues['questionnaires']) => {
    void setFieldValue('questionnaires', next);
    void setFieldTouched('questionnaires', true, false);
  };

  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? 'sequence-questionnaires-error' : undefined}
    >
      <legend>{t('form.questionnaires')}</legend>
      <p className={fieldStyles.hint}>{t('form.questionnairesHint')}</p>
      {failed ? (
        <Alert>
          <p>{t('form.questionnairesFailed')}</p>
        </Alert>
      ) : null}
      <SortableList
        items={slots}
        getId={(slot) => slot.key}
        getName={(slot, index) =>
          t('form.slotName', { number: index + 1, name: nameOf(slot.questionnaireID) ?? t('form.empty') })
        }
        disabled={slots.length < 2}
        onMove={(_key, from, to) => {
          const next = [...slots];
          const [moved] = next.splice(from, 1);
          if (moved) next.splice(to, 0, moved);
          setSlots(next);
        }}
        className={styles.slots}
        itemClassName={styles.slot}
        renderItem={(slot, index, handle) => (
          <>
            {handle}
            <label htmlFor={`sequence-questionnaire-${slot.key}`} className="visually-hidden">
              {t('form.slotLabel', { number: index + 1 })}
            </label>
            <span className={styles.slotNumber} aria-hidden="true">
              {index + 1}.
            </span>
            <select
              id={`sequence-questionnaire-${slot.key}`}
              className={[fieldStyles.input, styles.select].join(' ')}
              value={slot.questionnaireID}
              aria-invalid={error && !slot.questionnaireID ? true : undefined}
              onChange={(event) =>
                setSlots(
                  slots.map((each) =>
                    each.key === slot.key ? { ...each, questionnaireID: event.target.value } : each,
                  ),
                )
              }
              onBlur={() => void setFieldTouched('questionnaires')}
            >
              <option value="">{questionnaires ? t('form.choose') : t('form.loadingQuestionnaires')}</option>
              {slot.questionnaireID && !nameOf(slot.questionnaireID) ? (
                <option value={slot.questionnaireID}>{t('form.unknownQuestionnaire')}</option>
              ) : null}
              {questionnaires?.map((questionnaire) => (
                <option key={questionnaire.id} value={questionnaire.id}>
                  {questionnaire.name}
                </option>
              ))}
            </select>
            {/* The last selector stays: a sequence needs at least one questionnaire. */}
            {slots.length > 1 ? (
              <button
                type="button"
                className={styles.textButton}
                onClick={() => setSlots(slots.filter((each) => each.key !== slot.key))}
              >
                {t('form.remove')}{' '}
                <span className="visually-hidden">{t('form.slotLabel', { number: index + 1 })}</span>
              </button>
            ) : null}
          </>
        )}
      />
      {error ? (
        <p id="sequence-questionnaires-error" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.textButton}
        disabled={slots.length >= QUESTIONNAIRES_MAX}
        onClick={() => setSlots([...slots, aSlot()])}
      >
        {t('form.add')}
      </button>
    </fieldset>
  );
}
