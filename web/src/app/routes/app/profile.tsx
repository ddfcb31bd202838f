import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Loader } from '@/components/ui/loader';
import { getSelfQueryOptions, useSelf } from '@/features/account/api/get-self';
import { MfaSettings } from '@/features/account/components/mfa-settings';
import { PasskeySettings } from '@/features/account/components/passkey-settings';
import { PasswordForm } from '@/features/account/components/password-form';
import { ProfileForm } from '@/features/account/components/profile-form';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getSelfQueryOptions());
  return null;
};

/**
 * Spec 01 §2 /profile: personal settings plus password change; the optional authenticator app and passkeys
 * (issue 29).
 */
export default function ProfileRoute() {
  const { t } = useTranslation('account');
  const self = useSelf();
  return (
    <>
      <h1>{t('profile.title')}</h1>
      <Card>
        <h2>{t('profile.settingsTitle')}</h2>
        <Loader query={self} entity={t('profile.title')}>
          {self.data ? <ProfileForm self={self.data} /> : null}
        </Loader>
      </Card>
      <Card>
        <h2>{t('profile.passwordTitle')}</h2>
        <PasswordForm email={self.data?.email} />
      </Card>
      <Card>
        <h2>{t('profile.mfaTitle')}</h2>
        <MfaSettings />
      </Card>
      <Card>
        <h2>{t('profile.passkeyTitle')}</h2>
        <PasskeySettings />
      </Card>
    </>
  );
}
