import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { forwardHref } from '@/features/answering/utils/forward-list';
import { logInWithLink, type LinkProblem } from '@/features/beneficiary-links/api/log-in-with-link';
import { LinkProblemNotice } from '@/features/beneficiary-links/components/link-problem-notice';
import { getSession } from '@/lib/auth';

/**
 * Public; a signed-in staff user is logged out first and then comes back here (spec 01 §2). The link is used
 * here, before anything renders: a usable one goes straight to the first record, so a phone draws no page in
 * between, and the record's screen loads while the token is fetched.
 */
export const clientLoader =
  () =>
  async ({ request, params }: LoaderFunctionArgs): Promise<LinkProblem> => {
    if (await getSession()) {
      const url = new URL(request.url);
      throw redirect(paths.logout.getHref(url.pathname + url.search));
    }
    // The router reports a failed load when it needs the module; this only starts it early.
    import('./meeting').catch(() => undefined);
    const result = await logInWithLink(params.jti ?? '', forwardHref);
    if ('href' in result) throw redirect(result.href);
    return result.problem;
  };

/** Spec 01 §4 "One-time link login" at /jti/{jti}: shown only for a link that cannot be used. */
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
