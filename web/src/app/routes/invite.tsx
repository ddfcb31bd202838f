import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useParams, useSearchParams } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { useOrganisations } from '@/features/account/api/get-organisations';
import { SignupForm } from '@/features/auth/components/signup-form';
import { acceptInviteAsNewMember } from '@/features/invites/api/accept-invite';
import { getInviteQueryOptions, useInvite } from '@/features/invites/api/get-invite';
import { AcceptInvitePrompt } from '@/features/invites/components/accept-invite-prompt';
import { InviteError } from '@/features/invites/components/invite-error';
import { LogInLink } from '@/features/invites/components/log-in-link';
import { getSession } from '@/lib/auth';

/** Public: whether the visitor is signed in decides between the sign-up form and the accept prompt. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: { params: { id?: string } }) => {
    void queryClient.prefetchQuery(getInviteQueryOptions(params.id ?? ''));
    return { signedIn: !!(await getSession()) };
  };

/** Spec 01 §2 and §4 "Invite": /invite/{id}. */
export default function InviteRoute() {
  const { t } = useTranslation('invites');
  const { signedIn } = useLoaderData<{ signedIn: boolean }>();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invite = useInvite(id);
  // Spec 01 §4 "Invite": a member opening an invite to their own organisation is told so at once.
  const organisations = useOrganisations({ enabled: signedIn });
  const alreadyMember = !!organisations.data?.some((organisation) => organisation.id === invite.data);
  const accepted = params.get('success') === 'true';
  const here = paths.invite.getHref(id);
  // Spec 01 §2 Shell: logged-out users see a Log In item only on invite pages.
  const logIn = signedIn ? undefined : <LogInLink to={paths.login.getHref(here)} />;

  return (
    <AppShell width="narrow" actions={logIn}>
      <Card>
        <h1>{t('title')}</h1>
        <Loader loading={invite.isPending} entity={t('title')}>
          {invite.error ? <InviteError error={invite.error} failed="loadFailed" /> : null}
          {invite.data && signedIn && (accepted || alreadyMember) ? (
            <Alert tone={accepted ? 'success' : 'warning'} title={accepted ? t('acceptedTitle') : undefined}>
              <p>{accepted ? t('accepted') : t('alreadyMember')}</p>
              <p>
                <Link to={paths.home.getHref()}>{t('continue')}</Link>
              </p>
            </Alert>
          ) : null}
          {invite.data && signedIn && !accepted && !alreadyMember ? (
            <AcceptInvitePrompt
              invite={id}
              onAccepted={() => window.location.assign(`${here}?success=true`)}
            />
          ) : null}
          {invite.data && !signedIn ? (
            <>
              <p>{t('signupIntro')}</p>
              <SignupForm
                redirectTo={here}
                invite={{
                  submit: (member) => acceptInviteAsNewMember({ invite: id, ...member }),
                  failure: (error) => <InviteError error={error} failed="acceptFailed" />,
                }}
                onSuccess={() => {
                  queryClient.clear();
                  void navigate(paths.home.getHref(), { replace: true });
                }}
              />
            </>
          ) : null}
        </Loader>
      </Card>
    </AppShell>
  );
}
