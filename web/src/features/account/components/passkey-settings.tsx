import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SUPPORT_EMAIL } from '@/config/support';
import { passkeyRegistrationUrl } from '@/lib/auth';
import styles from './profile-form.module.css';

/**
 * Passkeys (issue 29): Cognito's managed login registers them on its own page, `/passkeys/add`, because a passkey
 * belongs to the login domain (the pool's relying party); the person comes back here signed in and can then sign
 * in with the passkey instead of the password.
 */
export function PasskeySettings({ open = (url: string) => window.location.assign(url) }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [failed, setFailed] = useState(false);

  const onAdd = () => {
    setFailed(false);
    passkeyRegistrationUrl()
      .then((url) => (url ? open(url) : setFailed(true)))
      .catch(() => setFailed(true));
  };

  return (
    <div className={styles.form}>
      {failed ? (
        <Alert>
          <p>
            {t('profile.passkeyFailed')} {tc('advice', { email: SUPPORT_EMAIL })}
          </p>
        </Alert>
      ) : null}
      <p>{t('profile.passkeyAbout')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onAdd}>
          {t('profile.passkeyAdd')}
        </Button>
      </div>
    </div>
  );
}
