import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import type { LinkProblem } from '../api/log-in-with-link';

/** The one-time link messages of spec 01 §8. */
export function LinkProblemNotice({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation('beneficiary-links');
  if (problem === 'expired') {
    return (
      <Alert title={t('expiredTitle')}>
        <p>{t('expired')}</p>
      </Alert>
    );
  }
  return (
    <Alert>
      <p>{t('invalid')}</p>
    </Alert>
  );
}
