import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Card } from '@/components/ui/card';
import type { LinkProblem } from '@/features/beneficiary-links/api/log-in-with-link';
import { LinkProblemNotice } from '@/features/beneficiary-links/components/link-problem-notice';

/**
 * Spec 01 §4 "One-time link login" at /jti/{jti}: shown only for a link that cannot be used. Its loader is
 * jti-loader.ts, which the route table holds itself.
 */
export default function LinkLoginRoute() {
  const { t } = useTranslation('beneficiary-links');
  const problem = useLoaderData<LinkProblem>();
  return (
    <AppShell width="narrow">
      <Card>
        <h1 className="visually-hidden">{t('title')}</h1>
        <LinkProblemNotice problem={problem} />
      </Card>
    </AppShell>
  );
}
