import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { toFormikValidate } from '@/lib/form/zod-formik';
import { summonIdSchema } from '../api/new-meeting-from-summon';

const validate = toFormikValidate(summonIdSchema);

/** The optional beneficiary ID form of a summon link (spec 01 §4 "Summon"). */
export function SummonForm({ onSubmit, busy }: { onSubmit: (id: string) => void; busy: boolean }) {
  const { t } = useTranslation('beneficiary-links');
  const translateError = (key: string) => t(key as 'summon.idRequired');
  return (
    <Formik
      initialValues={{ beneficiaryID: '' }}
      validate={validate}
      onSubmit={(values) => onSubmit(values.beneficiaryID.trim())}
    >
      <Form noValidate>
        <TextField
          name="beneficiaryID"
          label={t('summon.idLabel')}
          autoComplete="off"
          required
          translateError={translateError}
        />
        <Button type="submit" disabled={busy}>
          {t('summon.submit')}
        </Button>
      </Form>
    </Formik>
  );
}
