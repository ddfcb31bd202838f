import { Form, Formik, useField, useFormikContext } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form-field';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { toFormikValidate } from '@/lib/form/zod-formik';
import {
  DATE_FORMATS,
  detectDateFormat,
  formatPattern,
  toInstant,
  type DateFormat,
  type DetectedDateFormat,
} from '../utils/dates';
import { mappingSchema, type ImportQuestion, type MappingValues } from '../utils/mapping';
import { ColumnSelect } from './column-select';
import styles from './imports.module.css';

/** Enough of a column to tell its date format: reading all 50,000 rows tells no more. */
const SAMPLE = 2000;

/** The date format of column `column` (an index as text), from its first filled cells. */
export function detectColumnFormat(rows: readonly string[][], column: string, locale: string) {
  const index = Number(column);
  const values = column === '' ? [] : rows.slice(0, SAMPLE).map((row) => row[index] ?? '');
  return detectDateFormat(values, locale);
}

/** Every IANA zone the browser knows, its own first in the list's order; aliases it reports (Europe/Kiev) too. */
function timeZones(own: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return [...new Set([...zones, own, 'UTC'])].sort();
}

type MappingFormProps = {
  header: readonly string[];
  rows: readonly string[][];
  questions: readonly ImportQuestion[];
  initialValues: MappingValues;
  /** The format detected for the initial date column, shown until another column is chosen. */
  detected: DetectedDateFormat;
  onSubmit: (values: MappingValues) => Promise<void>;
  /** A refusal of the last attempt, already worded. */
  failure?: ReactNode;
  /** Beside the submit button: back to the file. */
  secondary?: ReactNode;
};

/** Step 2, spec issue 34: which column is the beneficiary, the date (format, zone), tags, notes and each question. */
export function MappingForm(props: MappingFormProps) {
  const { questions, initialValues, onSubmit } = props;
  const validate = useMemo(() => toFormikValidate<MappingValues>(mappingSchema(questions)), [questions]);
  return (
    <Formik<MappingValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={(values) => onSubmit(values)}
    >
      <MappingFields {...props} />
    </Formik>
  );
}

function MappingFields({ header, rows, questions, detected: initial, failure, secondary }: MappingFormProps) {
  const { t, i18n } = useTranslation('imports');
  const { values, setFieldValue, isSubmitting } = useFormikContext<MappingValues>();
  const translateError = (key: string) => t(key as 'mapping.required');
  const detected = useMemo(
    () => (values.dateColumn === '' ? initial : detectColumnFormat(rows, values.dateColumn, i18n.language)),
    [initial, rows, values.dateColumn, i18n.language],
  );
  const live = questions.filter((question) => !question.archived);
  const archived = questions.filter((question) => question.archived);
  const questionSelect = (question: ImportQuestion) => (
    <ColumnSelect
      key={question.id}
      name={`answers.${question.id}`}
      label={question.archived ? t('mapping.archived', { question: question.question }) : question.question}
      header={header}
      optional={question.archived}
    />
  );
  return (
    <Form noValidate>
      <FocusFirstError />
      <fieldset className={styles.fieldset}>
        <legend>{t('mapping.record')}</legend>
        <ColumnSelect name="beneficiaryColumn" label={t('mapping.beneficiary')} header={header} />
        <ColumnSelect
          name="dateColumn"
          label={t('mapping.date')}
          header={header}
          onChange={(column) =>
            void setFieldValue('dateFormat', detectColumnFormat(rows, column, i18n.language).format)
          }
        />
        <DateFormatField detected={detected} rows={rows} />
        <TimeZoneField />
        <ColumnSelect
          name="tagsColumn"
          label={t('mapping.tags')}
          hint={t('mapping.tagsHint')}
          header={header}
          optional
        />
        <ColumnSelect name="notesColumn" label={t('mapping.notes')} header={header} optional />
        <CheckboxField
          name="createBeneficiaries"
          label={t('mapping.createBeneficiaries')}
          description={t('mapping.createBeneficiariesHint')}
          translateError={translateError}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('mapping.questions')}</legend>
        <p className={styles.hint}>{t('mapping.questionsHint')}</p>
        {live.map(questionSelect)}
        {archived.map(questionSelect)}
      </fieldset>
      {failure}
      <div className={styles.buttons}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('mapping.checking') : t('mapping.check')}
        </Button>
        {secondary}
      </div>
    </Form>
  );
}

/** The format select, with what was detected and how the first date reads in the chosen format and zone. */
function DateFormatField({ detected, rows }: { detected: DetectedDateFormat; rows: readonly string[][] }) {
  const { t, i18n } = useTranslation('imports');
  const [field] = useField<DateFormat>('dateFormat');
  const { values } = useFormikContext<MappingValues>();
  const pattern = formatPattern(detected.format, detected.separator);
  const index = Number(values.dateColumn);
  const first =
    values.dateColumn === '' ? undefined : rows.map((row) => (row[index] ?? '').trim()).find(Boolean);
  const instant = first ? toInstant(first, values.dateFormat, values.timeZone) : null;
  const example = instant
    ? t('mapping.dateExample', {
        value: first,
        date: new Intl.DateTimeFormat(i18n.language, {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: values.timeZone,
        }).format(new Date(instant)),
      })
    : first
      ? t('mapping.dateUnreadable', { value: first })
      : null;
  return (
    <div className={styles.field}>
      <label htmlFor="date-format" className={styles.label}>
        {t('mapping.dateFormat')}
      </label>
      <span id="date-format-hint" className={styles.hint}>
        {detected.ambiguous
          ? t('mapping.dateAmbiguous', { pattern })
          : t('mapping.dateDetected', { pattern })}{' '}
        {example}
      </span>
      <select {...field} id="date-format" className={styles.select} aria-describedby="date-format-hint">
        {DATE_FORMATS.map((format) => (
          <option key={format} value={format}>
            {t(`mapping.formats.${format}`, { pattern: formatPattern(format, detected.separator) })}
          </option>
        ))}
      </select>
    </div>
  );
}

function TimeZoneField() {
  const { t } = useTranslation('imports');
  const [field] = useField<string>('timeZone');
  const zones = useMemo(() => timeZones(field.value), [field.value]);
  return (
    <div className={styles.field}>
      <label htmlFor="time-zone" className={styles.label}>
        {t('mapping.timeZone')}
      </label>
      <span id="time-zone-hint" className={styles.hint}>
        {t('mapping.timeZoneHint')}
      </span>
      <select {...field} id="time-zone" className={styles.select} aria-describedby="time-zone-hint">
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </select>
    </div>
  );
}
