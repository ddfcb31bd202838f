import { useTranslation } from 'react-i18next';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { forwardHref } from '@/features/answering/utils/forward-list';
import { LinkLogin } from '@/features/beneficiary-links/components/link-login';
import { getSession } from '@/lib/auth';

/** Public; a signed-in staff user is logged out first and then comes back here (spec 01 §2). */
export const clientLoader =
  () =>
  async ({ request }: LoaderFunctionArgs) => {
    if (await getSession()) {
      const url = new URL(request.url);
      throw redirect(paths.logout.getHref(url.pathname + url.search));
    }
    return null;
  };

/** Spec 01 §4 "One-time link login" at /jti/{jti}. */
export default function LinkLoginRoute() {
  const { t } = useTranslation('beneficiary-links');
  const { jti = '' } = useParams();
  return (
    <AppShell width="narrow">
      <Card>
        <h1 className="visually-hidden">{t('loading')}</h1>
        <LinkLogin jti={jti} forwardHref={forwardHref} />
      </Card>
    </AppShell>
  );
}
