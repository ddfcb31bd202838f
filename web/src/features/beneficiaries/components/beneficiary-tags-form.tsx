import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { Loader } from '@/components/ui/loader';
import { TagInput } from '@/components/ui/tag-input';
import { FormUnsavedChanges } from '@/components/ui/form-unsaved-changes';
import { useBeneficiary } from '../api/get-beneficiary';
import { useEditBeneficiaryTags } from '../api/edit-beneficiary-tags';
import { useSuggestedTags } from '../api/get-suggested-tags';
import { sameTags } from '../utils/tags';

/**
 * Spec 01 §2 beneficiary config (Admin): edit the beneficiary's tags, new tags allowed. No rules: Save is enabled
 * only when the tags changed.
 */
export function BeneficiaryTagsForm({ beneficiary }: { beneficiary: string }) {
  const { t } = useTranslation('beneficiaries');
  const current = useBeneficiary(beneficiary);
  const suggestions = useSuggestedTags(beneficiary);
  const save = useEditBeneficiaryTags();
  return (
    <Loader query={current} entity={t('config.entity')}>
      <Formik
        enableReinitialize
        initialValues={{ tags: current.data?.tags ?? [] }}
        onSubmit={async ({ tags }, helpers) => {
          await save.mutateAsync({ id: beneficiary, tags }).then(
            (saved) => helpers.resetForm({ values: { tags: saved.tags } }),
            () => undefined,
          );
        }}
      >
        {({ values, initialValues, setFieldValue, isSubmitting }) => {
          const changed = !sameTags(values.tags, initialValues.tags);
          return (
            <Form noValidate>
              <FormUnsavedChanges />
              <p>{t('config.text')}</p>
              <TagInput
                label={t('config.tags')}
                value={values.tags}
                onChange={(tags) => void setFieldValue('tags', tags)}
                suggestions={suggestions.data}
                suggestionState={suggestions.error ? 'error' : suggestions.isPending ? 'loading' : 'ready'}
              />
              {save.isError ? <ErrorBox text={t('config.failed')} /> : null}
              {save.isSuccess && !changed ? <Alert tone="success">{t('config.saved')}</Alert> : null}
              <Button type="submit" disabled={!changed || isSubmitting}>
                {isSubmitting ? t('config.saving') : t('config.save')}
              </Button>
            </Form>
          );
        }}
      </Formik>
    </Loader>
  );
}
