import { Form, Formik, useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { TextField } from '@/components/ui/form-field';
import { Loader } from '@/components/ui/loader';
import { CopyBox } from '@/components/ui/copy-box';
import { addMeeting } from '../api/add-meeting';
import { useRecordSources, type RecordSource } from '../api/get-record-sources';
import { newMeetingSummon } from '../api/new-meeting-summon';
import { newSequenceSummon } from '../api/new-sequence-summon';
import { startSequence } from '../api/start-sequence';
import {
  DEFAULT_DAYS_TO_COMPLETE,
  findSource,
  mergeTags,
  sourceKey,
  validateNewRecord,
  type NewRecordValues,
  type RecordType,
} from '../utils/new-record-form';

import styles from './records.module.css';

/** What a submitted form produced: records to visit in turn (ids, then a destination), or a summon link. */
export type NewRecordResult =
  | { kind: 'records'; type: 'live' | 'historic'; forward: string[] }
  | { kind: 'summon'; summonID: string; beneficiaryID?: string };

type NewRecordFormProps = {
  type: RecordType;
  beneficiary?: string;
  questionnaire?: string;
  /** Navigates for records; for a summon returns the link to show. */
  onStarted: (result: NewRecordResult) => string | void;
};

function SelectField(props: { name: string; label: string; error?: string; children: React.ReactNode }) {
  const [field, meta] = useField<string>(props.name);
  const id = `field-${props.name}`;
  const show = meta.touched && props.error;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <select
        {...field}
        id={id}
        className={styles.select}
        aria-invalid={show ? true : undefined}
        aria-describedby={show ? `${id}-error` : undefined}
      >
        {props.children}
      </select>
      {show ? (
        <span id={`${id}-error`} className={styles.error}>
          {props.error}
        </span>
      ) : null}
    </div>
  );
}

async function submit(
  type: RecordType,
  values: NewRecordValues,
  source: RecordSource,
): Promise<NewRecordResult> {
  const tags = mergeTags(values);
  const beneficiaryID = values.beneficiaryID.trim();
  if (type === 'remote' || type === 'summon') {
    const days = DEFAULT_DAYS_TO_COMPLETE;
    const summonID =
      source.kind === 'sequence'
        ? await newSequenceSummon({ sequenceID: source.id, daysToComplete: days, tags })
        : await newMeetingSummon({ outcomeSetID: source.id, daysToComplete: days, tags });
    return type === 'remote' ? { kind: 'summon', summonID, beneficiaryID } : { kind: 'summon', summonID };
  }
  const conducted = type === 'historic' ? new Date(values.conducted).toISOString() : null;
  const forward =
    source.kind === 'sequence'
      ? await startSequence({ beneficiaryID, sequenceID: source.id, conducted, tags })
      : [await addMeeting({ beneficiaryID, outcomeSetID: source.id, conducted, tags })];
  return { kind: 'records', type, forward };
}

/** Spec 01 §5 "New record form" for live, remote, historic and summon records. */
export function NewRecordForm({ type, beneficiary, questionnaire, onStarted }: NewRecordFormProps) {
  const { t } = useTranslation('records');
  const sources = useRecordSources();
  const [link, setLink] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const tr = (key: string | undefined) => (key ? t(key as 'validation.beneficiaryRequired') : undefined);
  if (sources.error) return <ErrorBox text={t('errors.questionnaires')} />;
  if (link) {
    return (
      <section aria-labelledby="link-title">
        <h2 id="link-title">{t('form.linkTitle')}</h2>
        <p>{t('form.linkText', { days: DEFAULT_DAYS_TO_COMPLETE })}</p>
        <CopyBox value={link} label={t('copy.label')} />
      </section>
    );
  }
  const list = sources.data ?? [];
  const preselected = questionnaire ? list.find((s) => s.id === questionnaire) : undefined;
  const initialValues: NewRecordValues = {
    beneficiaryID: beneficiary ?? '',
    source: preselected ? sourceKey(preselected) : '',
    tags: '',
    conducted: '',
    required: {},
  };
  const group = (kind: RecordSource['kind'], label: string) => {
    const items = list.filter((s) => s.kind === kind);
    return items.length ? (
      <optgroup label={label}>
        {items.map((s) => (
          <option key={sourceKey(s)} value={sourceKey(s)}>
            {s.name}
          </option>
        ))}
      </optgroup>
    ) : null;
  };
  return (
    <Loader loading={sources.isPending} entity={t('form.questionnaire')}>
      <Formik
        initialValues={initialValues}
        validate={(values) => validateNewRecord(values, { type, sources: list })}
        onSubmit={async (values) => {
          const source = findSource(list, values.source);
          if (!source) return;
          setFailed(false);
          try {
            const shown = onStarted(await submit(type, values, source));
            if (shown) setLink(shown);
          } catch {
            setFailed(true);
          }
        }}
      >
        {({ values, errors, touched, isSubmitting, submitCount }) => {
          const required = findSource(list, values.source)?.requiredTags ?? [];
          return (
            <Form noValidate>
              {type !== 'summon' ? (
                <TextField
                  name="beneficiaryID"
                  label={t('form.beneficiary')}
                  hint={t('form.beneficiaryHint')}
                  autoComplete="off"
                  translateError={(key) => tr(key) ?? ''}
                />
              ) : null}
              <SelectField name="source" label={t('form.questionnaire')} error={tr(errors.source)}>
                <option value="">{t('form.choose')}</option>
                {group('questionnaire', t('form.questionnaires'))}
                {group('sequence', t('form.sequences'))}
              </SelectField>
              {required.map((tag) => (
                <SelectField
                  key={tag.label}
                  name={`required.${tag.label}`}
                  label={tag.label}
                  error={
                    (touched.required as Record<string, boolean> | undefined)?.[tag.label] &&
                    !values.required[tag.label]
                      ? t('validation.valueRequired')
                      : undefined
                  }
                >
                  <option value="">{t('form.choose')}</option>
                  {tag.options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </SelectField>
              ))}
              <TextField
                name="tags"
                label={t('form.tags')}
                hint={t('form.tagsHint')}
                autoComplete="off"
                translateError={(key) => tr(key) ?? ''}
              />
              {type === 'historic' ? (
                <TextField
                  name="conducted"
                  type="datetime-local"
                  label={t('form.conducted')}
                  translateError={(key) => tr(key) ?? ''}
                />
              ) : null}
              {typeof errors.required === 'string' && submitCount > 0 ? (
                <p className={styles.error} role="alert">
                  {tr(errors.required)}
                </p>
              ) : null}
              {failed ? <ErrorBox text={t('errors.start')} /> : null}
              <Button type="submit" disabled={isSubmitting}>
                {type === 'remote' || type === 'summon' ? t('form.createLink') : t('form.submit')}
              </Button>
            </Form>
          );
        }}
      </Formik>
    </Loader>
  );
}
