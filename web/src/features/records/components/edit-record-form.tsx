import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DateTimePicker } from '@/components/ui/date-time-picker';
import { Loader } from '@/components/ui/loader';
import { NotesTextarea } from '@/components/ui/notes-textarea';
import { TagInput } from '@/components/ui/tag-input';
import formStyles from '@/components/ui/form-field.module.css';
import { FormUnsavedChanges } from '@/components/ui/form-unsaved-changes';
import { isApiError } from '@/lib/graphql/api-error';
import { isNotesTooLongError } from '@/lib/notes-limit';
import type { RecordSummary } from '../api/get-record';
import { useRecordSources } from '../api/get-record-sources';
import { useSaveRecordEdits } from '../api/save-record-edits';
import { useRecordTagSuggestions } from '../api/get-record-tag-suggestions';
import {
  editRecordValues,
  hasRecordChanges,
  ownTags,
  recordChanges,
  tagsChanged,
  validateEditRecord,
  type EditRecordValues,
} from '../utils/edit-record';
import { missingRequiredTags } from '../utils/required-tags';
import { RequiredTagFields } from './required-tag-fields';

/** The props a beneficiary field gets; the route supplies the beneficiaries feature's selector. */
export type BeneficiaryFieldProps = {
  label: string;
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
  error?: string;
};

type EditRecordFormProps = {
  record: RecordSummary;
  renderBeneficiary: (props: BeneficiaryFieldProps) => ReactNode;
  onSaved: (beneficiary: string) => void;
};

/** The save failure's message: the API's refusal of missing required tags has the spec's own. */
function useFailureText(error: unknown) {
  const { t } = useTranslation('records');
  const { t: tc } = useTranslation('common');
  if (isNotesTooLongError(error)) return tc('notes.recordFull');
  if (isApiError(error, 'meeting.requiredTags')) return t('validation.requiredTags');
  return t('edit.failed');
}

/**
 * Spec 01 §4 Record: edit a record's date, own tags, notes and beneficiary. Save is enabled only when something
 * changed and the form is valid; the beneficiary's own tags show but are changed on the beneficiary's Admin tab.
 * `EditMeetingTags` enforces the questionnaire's required tags, so they get the new-record form's dropdowns.
 */
export function EditRecordForm({ record, renderBeneficiary, onSaved }: EditRecordFormProps) {
  const { t } = useTranslation('records');
  const save = useSaveRecordEdits();
  const failure = useFailureText(save.error);
  const suggestions = useRecordTagSuggestions(record.beneficiary);
  const sources = useRecordSources();
  // Without the list (a failed load, a deleted questionnaire) there is nothing to offer; the API still checks.
  if (sources.isPending)
    return (
      <Loader loading entity={t('form.questionnaire')}>
        {null}
      </Loader>
    );
  const requiredTags =
    sources.data?.find((s) => s.kind === 'questionnaire' && s.id === record.outcomeSetID)?.requiredTags ?? [];
  const initialValues = editRecordValues(record, requiredTags);
  const context = { requiredTags, benTags: record.benTags, initial: initialValues };
  const tr = (key: string | undefined) => (key ? t(key as 'validation.dateInPast') : undefined);
  return (
    <Formik<EditRecordValues>
      initialValues={initialValues}
      validate={(values) => validateEditRecord(values, context)}
      onSubmit={async (values) => {
        const changes = recordChanges(initialValues, values);
        await save.mutateAsync({ meetingID: record.id, changes }).then(
          () => onSaved(changes.beneficiary ?? record.beneficiary),
          () => undefined,
        );
      }}
    >
      {({ values, errors, touched, setFieldValue, setFieldTouched, isSubmitting, isValid }) => {
        const changed = hasRecordChanges(initialValues, values);
        // Worked out here rather than from formik's errors, which are empty until the first change.
        const missing = missingRequiredTags(requiredTags, [...ownTags(values), ...record.benTags]);
        const blocked = missing.length > 0 && tagsChanged(initialValues, values);
        return (
          <Form noValidate>
            <FormUnsavedChanges />
            <DateTimePicker
              name="date"
              label={t('edit.date')}
              value={values.date}
              onChange={(value) => void setFieldValue('date', value)}
              onBlur={() => void setFieldTouched('date', true)}
              error={touched.date ? tr(errors.date) : undefined}
              pastOnly
            />
            <RequiredTagFields
              requiredTags={requiredTags}
              missing={(index) => missing.includes(requiredTags[index]!)}
              showErrors
            />
            <TagInput
              label={t('edit.tags')}
              value={values.tags}
              onChange={(tags) => void setFieldValue('tags', tags)}
              suggestions={suggestions.data}
              suggestionState={suggestions.error ? 'error' : suggestions.isPending ? 'loading' : 'ready'}
            />
            {record.benTags.length ? (
              <p className={formStyles.hint}>{t('edit.benTags', { tags: record.benTags.join(', ') })}</p>
            ) : null}
            <div className={formStyles.field}>
              <label htmlFor="field-notes" className={formStyles.label}>
                {t('edit.notes')}
              </label>
              <NotesTextarea
                id="field-notes"
                name="notes"
                rows={4}
                className={formStyles.input}
                value={values.notes}
                onChange={(event) => void setFieldValue('notes', event.target.value)}
              />
            </div>
            {renderBeneficiary({
              label: t('edit.beneficiary'),
              value: values.beneficiary,
              onChange: (id) => void setFieldValue('beneficiary', id),
              onBlur: () => void setFieldTouched('beneficiary', true),
              error: touched.beneficiary ? tr(errors.beneficiary) : undefined,
            })}
            {blocked ? (
              <p className={formStyles.error} role="alert">
                {t('validation.requiredTags')}
              </p>
            ) : null}
            {save.isError ? <Alert>{failure}</Alert> : null}
            <Button type="submit" disabled={!changed || !isValid || blocked || isSubmitting}>
              {isSubmitting ? t('edit.saving') : t('edit.save')}
            </Button>
          </Form>
        );
      }}
    </Formik>
  );
}
