import { useQueryClient } from '@tanstack/react-query';
import { Form, Formik, useField } from 'formik';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CopyBox } from '@/components/ui/copy-box';
import { DateTimePicker } from '@/components/ui/date-time-picker';
import { ErrorBox } from '@/components/ui/error-box';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { TextField } from '@/components/ui/form-field';
import { Loader } from '@/components/ui/loader';
import { TagInput } from '@/components/ui/tag-input';
import { isApiError } from '@/lib/graphql/api-error';
import { addMeeting } from '../api/add-meeting';
import { addRemoteMeeting } from '../api/add-remote-meeting';
import { useQuestionnaireTagSuggestions } from '../api/get-questionnaire-tag-suggestions';
import { getRecordSourcesQueryOptions, useRecordSources, type RecordSource } from '../api/get-record-sources';
import { useTags } from '../api/get-tags';
import { newMeetingSummon } from '../api/new-meeting-summon';
import { newSequenceSummon } from '../api/new-sequence-summon';
import { startRemoteSequence } from '../api/start-remote-sequence';
import { startSequence } from '../api/start-sequence';
import { refreshMeetingCaches } from '@/lib/meeting-cache';
import {
  DEFAULT_DAYS_TO_COMPLETE,
  findSource,
  mergeTags,
  roundDays,
  sourceKey,
  validateNewRecord,
  type NewRecordValues,
  type RecordType,
} from '../utils/new-record-form';
import type { BeneficiaryFieldProps } from './edit-record-form';
import { RequiredTagFields } from './required-tag-fields';
import { SelectField } from './select-field';

import styles from './records.module.css';

/** What a submitted form produced: records to visit in turn (ids, then a destination), or a link to share. */
export type NewRecordResult =
  | { kind: 'records'; type: 'live' | 'historic'; forward: string[] }
  | { kind: 'summon'; summonID: string; beneficiaryID?: string }
  | { kind: 'jti'; jti: string };

type NewRecordFormProps = {
  type: RecordType;
  /** Prefills the beneficiary (query `ben`), or fixes it when `renderBeneficiary` is absent. */
  beneficiary?: string;
  questionnaire?: string;
  /** The beneficiary field; without it the form records for `beneficiary` (a beneficiary's own page). */
  renderBeneficiary?: (props: BeneficiaryFieldProps) => ReactNode;
  /** Remote records use one-time links (/jti) rather than summon links: the no-single-ben-summon plugin. */
  oneTimeLinks?: boolean;
  /**
   * For records, navigates and settles once the next page is shown, so that Start stays disabled until then and
   * a second press cannot make the records twice; for a link, returns the link to show.
   */
  onStarted: (result: NewRecordResult) => string | Promise<void> | void;
};

async function submit(
  type: RecordType,
  values: NewRecordValues,
  source: RecordSource,
  oneTimeLinks: boolean,
): Promise<NewRecordResult> {
  const tags = mergeTags(values, source.requiredTags);
  const beneficiaryID = values.beneficiaryID.trim();
  if (type === 'remote' || type === 'summon') {
    const daysToComplete = roundDays(values.daysToComplete);
    if (type === 'remote' && oneTimeLinks) {
      const jti =
        source.kind === 'sequence'
          ? await startRemoteSequence({ beneficiaryID, sequenceID: source.id, daysToComplete, tags })
          : await addRemoteMeeting({ beneficiaryID, outcomeSetID: source.id, daysToComplete, tags });
      return { kind: 'jti', jti };
    }
    // A remote record's summon is made for its beneficiary: listed with them at once, and no one else's.
    const forOne = type === 'remote' ? { beneficiaryID } : {};
    const summonID =
      source.kind === 'sequence'
        ? await newSequenceSummon({ sequenceID: source.id, daysToComplete, tags, ...forOne })
        : await newMeetingSummon({ outcomeSetID: source.id, daysToComplete, tags, ...forOne });
    return type === 'remote' ? { kind: 'summon', summonID, beneficiaryID } : { kind: 'summon', summonID };
  }
  const conducted = type === 'historic' ? new Date(values.conducted).toISOString() : null;
  const forward =
    source.kind === 'sequence'
      ? await startSequence({ beneficiaryID, sequenceID: source.id, conducted, tags })
      : [await addMeeting({ beneficiaryID, outcomeSetID: source.id, conducted, tags })];
  return { kind: 'records', type, forward };
}

/** Tag suggestions: the chosen questionnaire's, else (nothing chosen, or a sequence) every tag. */
function useSuggestions(source: RecordSource | undefined) {
  const questionnaire = source?.kind === 'questionnaire' ? source.id : undefined;
  const byQuestionnaire = useQuestionnaireTagSuggestions(questionnaire);
  const all = useTags(!questionnaire);
  const query = questionnaire ? byQuestionnaire : all;
  return {
    suggestions: query.data,
    state: query.error ? ('error' as const) : query.isPending ? ('loading' as const) : ('ready' as const),
  };
}

function TagsField({ source }: { source: RecordSource | undefined }) {
  const { t } = useTranslation('records');
  const [field, , helpers] = useField<string[]>('tags');
  const { suggestions, state } = useSuggestions(source);
  return (
    <TagInput
      label={t('form.tags')}
      value={field.value}
      onChange={(tags) => void helpers.setValue(tags)}
      suggestions={suggestions}
      suggestionState={state}
    />
  );
}

/** Spec 01 §5 "New record form" for live, remote, historic and summon records. */
export function NewRecordForm({
  type,
  beneficiary,
  questionnaire,
  renderBeneficiary,
  oneTimeLinks = false,
  onStarted,
}: NewRecordFormProps) {
  const { t } = useTranslation('records');
  const queryClient = useQueryClient();
  const sources = useRecordSources();
  const [link, setLink] = useState<{ href: string; days: number } | null>(null);
  const [failed, setFailed] = useState<'requiredTags' | 'other' | null>(null);
  const tr = (key: string | undefined) => (key ? t(key as 'validation.beneficiaryRequired') : undefined);
  if (sources.error) return <ErrorBox text={t('errors.questionnaires')} />;
  if (link) {
    return (
      <section aria-labelledby="link-title">
        <h2 id="link-title">{t('form.linkTitle')}</h2>
        <p>
          {type === 'summon'
            ? t('form.linkTextSummon', { count: link.days })
            : t('form.linkText', { count: link.days })}
        </p>
        <CopyBox value={link.href} label={t('copy.label')} qrFileName={t('copy.qrFile')} />
      </section>
    );
  }
  const list = sources.data ?? [];
  const preselected = questionnaire ? list.find((s) => s.id === questionnaire) : undefined;
  const initialValues: NewRecordValues = {
    beneficiaryID: beneficiary ?? '',
    source: preselected ? sourceKey(preselected) : '',
    tags: [],
    conducted: '',
    required: [],
    daysToComplete: String(DEFAULT_DAYS_TO_COMPLETE),
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
          setFailed(null);
          try {
            const result = await submit(type, values, source, oneTimeLinks);
            await refreshMeetingCaches(queryClient);
            const shown = await onStarted(result);
            if (shown) setLink({ href: shown, days: roundDays(values.daysToComplete) });
          } catch (error) {
            const refused = isApiError(error, 'meeting.requiredTags');
            setFailed(refused ? 'requiredTags' : 'other');
            // The questionnaire's required tags changed since they were loaded: show the current ones.
            if (refused) void queryClient.invalidateQueries(getRecordSourcesQueryOptions());
          }
        }}
      >
        {({ values, errors, touched, isSubmitting, submitCount, setFieldValue, setFieldTouched }) => {
          const source = findSource(list, values.source);
          const required = source?.requiredTags ?? [];
          return (
            <Form noValidate>
              <FocusFirstError />
              {type !== 'summon' && renderBeneficiary
                ? renderBeneficiary({
                    label: t('form.beneficiary'),
                    value: values.beneficiaryID,
                    onChange: (id) => void setFieldValue('beneficiaryID', id),
                    onBlur: () => void setFieldTouched('beneficiaryID', true),
                    error: touched.beneficiaryID ? tr(errors.beneficiaryID) : undefined,
                  })
                : null}
              <SelectField name="source" label={t('form.questionnaire')} error={tr(errors.source)}>
                <option value="">{t('form.choose')}</option>
                {group('questionnaire', t('form.questionnaires'))}
                {group('sequence', t('form.sequences'))}
              </SelectField>
              <RequiredTagFields
                requiredTags={required}
                missing={(index) => !required[index]!.options.includes(values.required[index] ?? '')}
                showErrors={submitCount > 0}
              />
              <TagsField source={source} />
              {type === 'historic' ? (
                <DateTimePicker
                  name="conducted"
                  label={t('form.conducted')}
                  value={values.conducted}
                  onChange={(value) => void setFieldValue('conducted', value)}
                  onBlur={() => void setFieldTouched('conducted', true)}
                  error={touched.conducted ? tr(errors.conducted) : undefined}
                  pastOnly
                />
              ) : null}
              {type === 'remote' || type === 'summon' ? (
                <TextField
                  name="daysToComplete"
                  type="number"
                  min={1}
                  step="any"
                  inputMode="decimal"
                  label={t('form.daysToComplete')}
                  hint={t('form.daysHint')}
                  translateError={(key) => tr(key) ?? ''}
                />
              ) : null}
              {(typeof errors.required === 'string' && submitCount > 0) || failed === 'requiredTags' ? (
                <p className={styles.error} role="alert">
                  {t('validation.requiredTags')}
                </p>
              ) : null}
              {failed === 'other' ? <ErrorBox text={t('errors.start')} /> : null}
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
