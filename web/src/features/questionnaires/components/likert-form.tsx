import { Form, Formik, useFormikContext } from 'formik';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toFormikValidate } from '@/lib/form/zod-formik';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import fieldStyles from '@/components/ui/form-field.module.css';
import { InputField } from '@/components/ui/input-field';
import { FormUnsavedChanges } from '@/components/ui/form-unsaved-changes';
import { SUPPORT_EMAIL } from '@/config/support';
import { isApiError } from '@/lib/graphql/api-error';
import {
  likertQuestionSchema,
  type LikertQuestionInput,
  type LikertQuestionValues,
} from '../api/add-likert-question';
import type { Questionnaire } from '../api/get-questionnaire';
import { moveEnd, reverseScale, scalePoints, setLabel, type Scale } from '../utils/likert-scale';
import { LockGlyph } from './lock-icon';
import { TextAreaField } from './text-area-field';
import styles from './questionnaires.module.css';

const validate = toFormikValidate(likertQuestionSchema);

/** Scales longer than this get labels only at their ends (the API takes at most 21 labels). */
const MAX_LABELLED_POINTS = 21;
const INTEGER_TYPING = /^-?\d*$/;

type LikertFormProps = {
  idPrefix: string;
  initialValues: LikertQuestionValues;
  categories: Questionnaire['categories'];
  /** Scale values cannot change (the questionnaire has records and this is an existing question). */
  scaleLocked: boolean;
  onSubmit: (input: LikertQuestionInput) => Promise<unknown>;
  onCancel: () => void;
};

/** Spec 02 §2 and §5: the Likert question form, for adding and editing. */
export function LikertForm({
  idPrefix,
  initialValues,
  categories,
  scaleLocked,
  onSubmit,
  onCancel,
}: LikertFormProps) {
  const { t } = useTranslation('questionnaires');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const [failure, setFailure] = useState<string | null>(null);
  const translateError = (key: string) => t(key as 'validation.questionRequired');
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <Formik<LikertQuestionValues>
      initialValues={initialValues}
      validate={validate}
      validateOnMount
      onSubmit={async (values) => {
        setFailure(null);
        try {
          await onSubmit(likertQuestionSchema.parse(values));
        } catch (error) {
          setFailure(
            isApiError(error, 'question.scaleLocked')
              ? te('question.scaleLocked')
              : `${t('likert.failed')} ${tc('advice', { email: SUPPORT_EMAIL })}`,
          );
        }
      }}
    >
      {({ values, isSubmitting, isValid, dirty }) => (
        <Form noValidate className={styles.form}>
          <FormUnsavedChanges />
          {failure ? (
            <Alert>
              <p>{failure}</p>
            </Alert>
          ) : null}
          <TextField
            id={id('question')}
            name="question"
            label={t('likert.question')}
            translateError={translateError}
          />
          <TextAreaField
            id={id('description')}
            name="description"
            label={t('likert.description')}
            translateError={translateError}
          />
          <ScaleFields idPrefix={idPrefix} locked={scaleLocked} translateError={translateError} />
          <fieldset className={styles.fieldset}>
            <legend>{t('likert.comments')}</legend>
            <CheckboxField
              name="noteDeactivated"
              label={t('likert.noteDeactivated')}
              translateError={translateError}
            />
            {values.noteDeactivated ? null : (
              <>
                <CheckboxField
                  name="noteRequired"
                  label={t('likert.noteRequired')}
                  translateError={translateError}
                />
                <TextField
                  id={id('notePrompt')}
                  name="notePrompt"
                  label={t('likert.notePrompt')}
                  translateError={translateError}
                />
              </>
            )}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>{t('likert.results')}</legend>
            <CategorySelect id={id('category')} categories={categories} />
            <TextField
              id={id('short')}
              name="short"
              label={t('likert.short')}
              hint={t('likert.shortHint')}
              translateError={translateError}
            />
          </fieldset>
          <div className={styles.buttons}>
            <Button type="submit" disabled={isSubmitting || !dirty || !isValid}>
              {isSubmitting ? t('likert.saving') : t('likert.save')}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              {t('likert.cancel')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

function CategorySelect({ id, categories }: { id: string; categories: Questionnaire['categories'] }) {
  const { t } = useTranslation('questionnaires');
  const { values, setFieldValue } = useFormikContext<LikertQuestionValues>();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t('likert.category')}
      </label>
      <select
        id={id}
        className={fieldStyles.input}
        value={values.categoryID}
        onChange={(event) => void setFieldValue('categoryID', event.target.value)}
      >
        <option value="">{t('questions.noCategory')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The scale: left and right values (a non-numeric entry keeps the old value; a new end moves its label),
 * a label for any point, and reverse scoring.
 */
function ScaleFields({
  idPrefix,
  locked,
  translateError,
}: {
  idPrefix: string;
  locked: boolean;
  translateError: (key: string) => string;
}) {
  const { t } = useTranslation('questionnaires');
  const { values, errors, touched, setValues, setFieldTouched } = useFormikContext<LikertQuestionValues>();
  const left = Number(values.leftValue);
  const right = Number(values.rightValue);
  const ends = INTEGER_TYPING.test(values.leftValue) && values.leftValue !== '' && values.leftValue !== '-';
  const bothEnds = ends && /^-?\d+$/.test(values.rightValue);

  // The scale as it was when an end's field was entered. Each keystroke moves the end's label from there, so typing
  // 10 over a right end of 5 does not pass through 1, where the right label would take the left one's place.
  const [entered, setEntered] = useState<Scale | null>(null);
  const currentScale = () =>
    bothEnds ? { leftValue: left, rightValue: right, labels: values.labels } : null;

  const changeEnd = (end: 'leftValue' | 'rightValue', text: string) => {
    if (!INTEGER_TYPING.test(text)) return;
    const value = Number(text);
    const scale = entered ?? currentScale();
    if (scale && /^-?\d+$/.test(text) && Math.abs(value) <= 100) {
      void setValues({ ...values, [end]: text, labels: moveEnd(scale, end, value).labels });
    } else {
      void setValues({ ...values, [end]: text, labels: scale?.labels ?? values.labels });
    }
  };
  const endEvents = (end: 'leftValue' | 'rightValue') => ({
    onChange: (event: ChangeEvent<HTMLInputElement>) => changeEnd(end, event.target.value),
    onFocus: () => setEntered(currentScale()),
    onBlur: () => {
      setEntered(null);
      void setFieldTouched(end);
    },
  });

  const points =
    bothEnds && left !== right
      ? Math.abs(left - right) < MAX_LABELLED_POINTS
        ? scalePoints(left, right)
        : [left, right]
      : [];
  const endError = (end: 'leftValue' | 'rightValue') =>
    touched[end] && errors[end] ? translateError(errors[end]) : undefined;

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('likert.scale')}</legend>
      {/* Locked, the ends are read-only (still read and focused, not greyed out as if briefly unavailable), with
          the reason beside them and in their description; reverse scoring, which only changes them, is not offered. */}
      <div className={locked ? styles.lockedScale : styles.scaleRow}>
        <InputField
          id={`${idPrefix}-left`}
          name="leftValue"
          label={t('likert.leftValue')}
          inputMode="numeric"
          value={values.leftValue}
          readOnly={locked}
          describedBy={locked ? `${idPrefix}-scale-locked` : undefined}
          {...endEvents('leftValue')}
          error={endError('leftValue')}
        />
        <InputField
          id={`${idPrefix}-right`}
          name="rightValue"
          label={t('likert.rightValue')}
          inputMode="numeric"
          value={values.rightValue}
          readOnly={locked}
          describedBy={locked ? `${idPrefix}-scale-locked` : undefined}
          {...endEvents('rightValue')}
          error={endError('rightValue')}
        />
        {locked ? (
          <p id={`${idPrefix}-scale-locked`} className={styles.lockedNote}>
            <LockGlyph />
            <span>{t('likert.scaleLocked')}</span>
          </p>
        ) : null}
      </div>
      {locked ? null : (
        <>
          <button
            type="button"
            className={styles.textButton}
            disabled={!bothEnds}
            aria-describedby={`${idPrefix}-reverse-hint`}
            onClick={() => {
              const reversed = reverseScale({ leftValue: left, rightValue: right, labels: values.labels });
              void setValues({
                ...values,
                leftValue: String(reversed.leftValue),
                rightValue: String(reversed.rightValue),
                labels: reversed.labels,
              });
            }}
          >
            {t('likert.reverse')}
          </button>
          <p id={`${idPrefix}-reverse-hint`} className={styles.status}>
            {t('likert.reverseHint')}
          </p>
        </>
      )}
      <fieldset className={styles.fieldset}>
        <legend>{t('likert.labels')}</legend>
        <div className={styles.points}>
          {points.map((value) => (
            <InputField
              key={value}
              id={`${idPrefix}-label-${value}`}
              name={`label-${value}`}
              label={t('likert.labelFor', { value })}
              value={values.labels.find((label) => label.value === value)?.label ?? ''}
              onChange={(event) =>
                void setValues({ ...values, labels: setLabel(values.labels, value, event.target.value) })
              }
              onBlur={() => void setFieldTouched('labels')}
            />
          ))}
        </div>
        {typeof errors.labels === 'string' && (touched.labels || dirtyLabels(values)) ? (
          <p className={fieldStyles.error}>{translateError(errors.labels)}</p>
        ) : null}
      </fieldset>
    </fieldset>
  );
}

/** The ends' label message shows once a label has been typed or the field left. */
const dirtyLabels = (values: LikertQuestionValues) => values.labels.length > 0;
