import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LinkLoginPage } from './jti-loader';
import { AppShell } from '@/components/layout/app-shell';
import { Card } from '@/components/ui/card';
import { LinkProblemNotice } from '@/features/beneficiary-links/components/link-problem-notice';
import { LogOutWarning } from '@/features/beneficiary-links/components/log-out-warning';

/**
 * Spec 01 §4 "One-time link login" at /jti/{jti}: shown only to warn a signed-in staff user, or for a link that
 * cannot be used. Its loader is jti-loader.ts, which the route table holds itself.
 */
export default function LinkLoginRoute() {
  const { t } = useTranslation('beneficiary-links');
  const page = useLoaderData<LinkLoginPage>();
  return (
    // A beneficiary's page: the logo must not send them to the staff sign-in.
    <AppShell width="narrow" homeLink={false}>
      <Card>
        {/* A problem's alert has a title of its own. */}
        <h1 className={'problem' in page ? 'visually-hidden' : undefined}>{t('title')}</h1>
        {'problem' in page ? <LinkProblemNotice problem={page.problem} /> : <LogOutWarning />}
      </Card>
    </AppShell>
  );
}
