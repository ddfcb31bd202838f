import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { API_LIMITS } from '@/config/api-limits';
import { paths } from '@/config/paths';
import { toFormikValidate } from '@/lib/form/zod-formik';
import { useBeneficiaries } from '../api/get-beneficiaries';
import { confirmAction } from '../utils/beneficiary-search';
import { BeneficiarySelector } from './beneficiary-selector';

const schema = z.object({
  beneficiary: z.string().trim().min(1, 'select.required').max(API_LIMITS.beneficiaryId, 'select.tooLong'),
});

/**
 * Spec 01 §2 /beneficiary: pick a beneficiary. The button reads View for an existing one (its journey), Create for
 * a new id (its first record), else Submit.
 */
export function SelectBeneficiary() {
  const { t } = useTranslation('beneficiaries');
  const navigate = useNavigate();
  const existing = useBeneficiaries();
  return (
    <Formik
      initialValues={{ beneficiary: '' }}
      validate={toFormikValidate(schema)}
      onSubmit={({ beneficiary }) => {
        const id = beneficiary.trim();
        const action = confirmAction(id, existing.data);
        void navigate(
          action === 'create' ? paths.beneficiaryRecord.getHref(id) : paths.beneficiaryJourney.getHref(id),
        );
      }}
    >
      {({ values, errors, touched, setFieldValue, setFieldTouched }) => (
        <Form noValidate>
          <BeneficiarySelector
            label={t('selector.label')}
            value={values.beneficiary}
            onChange={(id) => void setFieldValue('beneficiary', id)}
            onBlur={() => void setFieldTouched('beneficiary', true)}
            error={
              touched.beneficiary && errors.beneficiary
                ? t(errors.beneficiary as 'select.required')
                : undefined
            }
          />
          <Button type="submit">{t(`select.${confirmAction(values.beneficiary, existing.data)}`)}</Button>
        </Form>
      )}
    </Formik>
  );
}
