import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Card } from '@/components/ui/card';
import { paths, safeRedirect } from '@/config/paths';
import { LoginForm, type LoginState } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redirectTo = safeRedirect(params.get('redirect'));
  const state = (useLocation().state ?? null) as LoginState | null;
  return (
    <AppShell width="narrow">
      <Card>
        <h1>{t('login.title')}</h1>
        <LoginForm
          created={state?.created ? state.email : undefined}
          onSuccess={() => {
            queryClient.clear();
            void navigate(redirectTo, { replace: true });
          }}
        />
        <p>
          {t('login.noAccount')} <Link to={paths.signup.getHref()}>{t('login.signupLink')}</Link>
        </p>
      </Card>
    </AppShell>
  );
}
