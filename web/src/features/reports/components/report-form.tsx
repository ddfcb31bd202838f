import { Form, Formik, type FormikErrors } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from 'react-aria-components';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { Loader } from '@/components/ui/loader';
import { useTagChanges } from '@/components/ui/use-tag-changes';
import { toFormikValidate } from '@/lib/form/zod-formik';
import { exportRecords } from '../api/export-records';
import { useReportQuestionnaires } from '../api/get-report-questionnaires';
import { useSuggestedReportTags } from '../api/suggest-report-tags';
import { defaultRange, reportFormSchema, scopeOf, type ReportFormValues } from '../utils/report-form';
import { MIN_RECORDS } from '../utils/report-url';
import { DateRangeField } from './date-range-field';
import styles from './reports.module.css';

const validate = toFormikValidate<ReportFormValues>(reportFormSchema);

type ReportFormProps = {
  /** Preselected questionnaire (query `q` or the remembered one). */
  questionnaire?: string;
  submitLabel?: string;
  /** Called with valid values; the caller navigates. */
  onSubmit: (values: ReportFormValues) => void;
  /** Offers the export of the organisation's records for the chosen scope. */
  allowExport?: boolean;
  /** Sends the browser to a download path. */
  download?: (path: string) => void;
  /** Offers the minimum records per beneficiary (the report's `min`). */
  askMinRecords?: boolean;
};

const assign = (path: string) => window.location.assign(path);

function TagPicker({
  questionnaire,
  tags,
  onChange,
}: {
  questionnaire: string;
  tags: string[];
  onChange: (tags: string[]) => void;
}) {
  const { t } = useTranslation('reports');
  const suggested = useSuggestedReportTags(questionnaire);
  const available = (suggested.data ?? []).filter((tag) => !tags.includes(tag));
  const { add, remove, chipRef, fieldRef, status } = useTagChanges(tags, onChange);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{t('form.tags')}</legend>
      <p className={styles.hint}>{t('form.tagsHint')}</p>
      {tags.length ? (
        <ul className={styles.tagList} aria-label={t('form.chosenTags')}>
          {tags.map((tag, index) => (
            <li key={tag} className={styles.tag}>
              <span>{tag}</span>
              <button
                ref={chipRef(tag)}
                type="button"
                className={styles.tagRemove}
                aria-label={t('form.removeTag', { tag })}
                onClick={() => remove(tag, index)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor="report-add-tag" className="visually-hidden">
        {t('form.addTag')}
      </label>
      {/* Not disabled once every tag is chosen: it may hold focus, which would then fall to <body>. */}
      <select
        ref={fieldRef}
        id="report-add-tag"
        className={styles.select}
        value=""
        aria-disabled={!available.length || undefined}
        onChange={(event) => {
          const tag = event.target.value;
          if (tag) add(tag);
        }}
      >
        <option value="">{available.length ? t('form.addTag') : t('form.noTags')}</option>
        {available.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </select>
      {status}
    </fieldset>
  );
}

/** Spec 02 §2 /report: questionnaire, All or a date range, tags with the any/all switch, Generate. */
export function ReportForm({
  questionnaire,
  submitLabel,
  onSubmit,
  allowExport,
  download = assign,
  askMinRecords,
}: ReportFormProps) {
  const { t } = useTranslation('reports');
  const questionnaires = useReportQuestionnaires();
  const [exportState, setExportState] = useState<'idle' | 'started' | 'failed'>('idle');
  if (questionnaires.error) return <ErrorBox text={t('form.failedQuestionnaires')} />;
  const list = questionnaires.data ?? [];
  const initialValues: ReportFormValues = {
    questionnaire: questionnaire && list.some((q) => q.id === questionnaire) ? questionnaire : '',
    range: 'all',
    ...defaultRange(new Date()),
    tags: [],
    orTags: false,
    minRecords: MIN_RECORDS.dist,
  };
  const tr = (key: string | undefined) => (key ? t(key as 'form.errors.questionnaire') : undefined);
  return (
    <Loader loading={questionnaires.isPending} entity={t('form.questionnaire')}>
      <Formik initialValues={initialValues} validate={validate} onSubmit={(values) => onSubmit(values)}>
        {({
          values,
          errors,
          touched,
          setFieldValue,
          setFieldTouched,
          getFieldProps,
          submitCount,
          validateForm,
          setTouched,
        }) => {
          const show = (name: keyof ReportFormValues) =>
            (touched[name] || submitCount > 0) && errors[name] ? tr(errors[name] as string) : undefined;
          const questionnaireError = show('questionnaire');
          const rangeError = show('endDay');
          const exportNow = async () => {
            const found: FormikErrors<ReportFormValues> = await validateForm();
            if (Object.keys(found).length) {
              await setTouched({ questionnaire: true, endDay: true });
              return;
            }
            setExportState('idle');
            try {
              download(
                await exportRecords({
                  ...scopeOf(values, new Date()),
                  tags: values.tags,
                  orTags: values.orTags,
                }),
              );
              setExportState('started');
            } catch {
              setExportState('failed');
            }
          };
          return (
            <Form noValidate className={styles.form}>
              <div className={styles.field}>
                <label htmlFor="field-questionnaire" className={styles.label}>
                  {t('form.questionnaire')}
                </label>
                <select
                  {...getFieldProps('questionnaire')}
                  id="field-questionnaire"
                  className={styles.select}
                  aria-invalid={questionnaireError ? true : undefined}
                  aria-describedby={questionnaireError ? 'field-questionnaire-error' : undefined}
                  onChange={(event) => {
                    void setFieldValue('questionnaire', event.target.value);
                    void setFieldValue('tags', []);
                  }}
                >
                  <option value="">{t('form.choose')}</option>
                  {list.map((q) => (
                    <option key={q.id} value={q.id}>
                      {q.name}
                    </option>
                  ))}
                </select>
                {questionnaireError ? (
                  <span id="field-questionnaire-error" className={styles.error}>
                    {questionnaireError}
                  </span>
                ) : null}
              </div>
              <fieldset className={styles.fieldset}>
                <legend className={styles.label}>{t('form.included')}</legend>
                <div className={styles.radios}>
                  {(['all', 'dates'] as const).map((range) => (
                    <label key={range} className={styles.radio}>
                      <input
                        type="radio"
                        name="range"
                        value={range}
                        checked={values.range === range}
                        onChange={() => void setFieldValue('range', range)}
                      />
                      {range === 'all' ? t('form.all') : t('form.dateRange')}
                    </label>
                  ))}
                </div>
              </fieldset>
              {values.range === 'dates' ? (
                <DateRangeField
                  startDay={values.startDay}
                  endDay={values.endDay}
                  error={rangeError}
                  onBlur={() => void setFieldTouched('endDay', true)}
                  onChange={(range) => {
                    void setFieldValue('startDay', range.startDay);
                    void setFieldValue('endDay', range.endDay);
                  }}
                />
              ) : null}
              {values.questionnaire ? (
                <TagPicker
                  questionnaire={values.questionnaire}
                  tags={values.tags}
                  onChange={(tags) => void setFieldValue('tags', tags)}
                />
              ) : null}
              {values.tags.length >= 2 ? (
                <Switch
                  className={styles.switch}
                  isSelected={values.orTags}
                  onChange={(selected) => void setFieldValue('orTags', selected)}
                >
                  <span className={styles.switchTrack} aria-hidden="true">
                    <span className={styles.switchThumb} />
                  </span>
                  {t('form.anyTag')}
                </Switch>
              ) : null}
              {askMinRecords ? (
                <div className={styles.field}>
                  <label htmlFor="field-min-records" className={styles.label}>
                    {t('form.minRecords')}
                  </label>
                  <span id="field-min-records-hint" className={styles.hint}>
                    {t('form.minRecordsHint')}
                  </span>
                  <input
                    {...getFieldProps('minRecords')}
                    type="number"
                    id="field-min-records"
                    min={MIN_RECORDS.dist}
                    step={1}
                    inputMode="numeric"
                    className={styles.select}
                    aria-invalid={show('minRecords') ? true : undefined}
                    aria-describedby={
                      show('minRecords')
                        ? 'field-min-records-hint field-min-records-error'
                        : 'field-min-records-hint'
                    }
                  />
                  {show('minRecords') ? (
                    <span id="field-min-records-error" className={styles.error}>
                      {show('minRecords')}
                    </span>
                  ) : null}
                </div>
              ) : null}
              <div className={styles.actions}>
                <Button type="submit">{submitLabel ?? t('form.generate')}</Button>
                {allowExport ? (
                  <Button
                    variant="secondary"
                    onClick={() => void exportNow()}
                    aria-describedby="export-records-hint"
                  >
                    {t('form.exportRecords')}
                  </Button>
                ) : null}
              </div>
              {allowExport ? (
                <p id="export-records-hint" className={styles.hint}>
                  {t('form.exportRecordsHint')}
                </p>
              ) : null}
              {exportState === 'started' ? <Alert tone="success">{t('form.exportStarted')}</Alert> : null}
              {exportState === 'failed' ? <Alert>{t('form.exportFailed')}</Alert> : null}
            </Form>
          );
        }}
      </Formik>
    </Loader>
  );
}
