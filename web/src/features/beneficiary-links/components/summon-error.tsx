import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { ErrorBox } from '@/components/ui/error-box';
import { isApiError } from '@/lib/graphql/api-error';

/** The summon error states of spec 01 §8, by error code (docs/api-errors.md). */
export function SummonError({ error }: { error: unknown }) {
  const { t } = useTranslation('beneficiary-links');
  const known = isApiError(error, 'summon.expired')
    ? t('summon.expired')
    : isApiError(error, 'summon.exhausted')
      ? t('summon.exhausted')
      : isApiError(error, 'summon.notFound')
        ? t('summon.notRecognised')
        : null;
  if (!known) return <ErrorBox text={t('summon.failed')} />;
  return (
    <Alert>
      <p>{known}</p>
    </Alert>
  );
}
