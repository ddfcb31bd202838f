import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@/config/support';
import { Alert } from './alert';

/** Spec 01 §2 generic error box: 'Error' and '{text}. Please refresh and try again, …' with the support address. */
export function ErrorBox({ text }: { text: string }) {
  const { t } = useTranslation();
  const sentence = /[.!?]$/.test(text) ? text : `${text}.`;
  return (
    <Alert title={t('error.title')}>
      <p>
        {sentence} {t('advice', { email: SUPPORT_EMAIL })}
      </p>
    </Alert>
  );
}
