import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useLoaderData,
  useNavigate,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { useOrganisations } from '@/features/account/api/get-organisations';
import { SignupForm } from '@/features/auth/components/signup-form';
import type { LoginState } from '@/features/auth/utils/login-state';
import { LogOutWarning } from '@/features/beneficiary-links/components/log-out-warning';
import { acceptInviteAsNewMember } from '@/features/invites/api/accept-invite';
import { getInviteQueryOptions, useInvite } from '@/features/invites/api/get-invite';
import { AcceptInvitePrompt } from '@/features/invites/components/accept-invite-prompt';
import { InviteError } from '@/features/invites/components/invite-error';
import { LogInLink } from '@/features/invites/components/log-in-link';
import { getSession } from '@/lib/auth';
import { getBeneficiarySession } from '@/lib/beneficiary-session';

type InvitePage = { signedIn: boolean; logOutFirst: boolean };

/**
 * Public: whether the visitor is signed in decides between the sign-up form and the accept prompt. A beneficiary
 * holding a link's session is first warned that going on ends it (issue 27): the invite is not even asked for,
 * as the API would refuse the link's token.
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<InvitePage> => {
    if (getBeneficiarySession()) return { signedIn: false, logOutFirst: true };
    const signedIn = !!(await getSession());
    // Accepted: the invite is spent, so it is not asked for again (see Invite).
    if (!(signedIn && new URL(request.url).searchParams.get('success') === 'true'))
      void queryClient.prefetchQuery(getInviteQueryOptions(params.id ?? ''));
    return { signedIn, logOutFirst: false };
  };

/** Spec 01 §2 and §4 "Invite": /invite/{id}, after the warning for a beneficiary holding a link's session. */
export default function InviteRoute() {
  const { t } = useTranslation('invites');
  const { signedIn, logOutFirst } = useLoaderData<InvitePage>();
  if (!logOutFirst) return <Invite signedIn={signedIn} />;
  return (
    <AppShell width="narrow">
      <Card>
        <h1>{t('title')}</h1>
        <LogOutWarning />
      </Card>
    </AppShell>
  );
}

function Invite({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('invites');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accepted = signedIn && params.get('success') === 'true';
  // Once accepted the invite is spent (single-use, issue 27): the page after the reload must not ask for it again.
  const invite = useInvite(id, { enabled: !accepted });
  // Spec 01 §4 "Invite": a member opening an invite to their own organisation is told so at once.
  const organisations = useOrganisations({ enabled: signedIn });
  const alreadyMember = !!organisations.data?.some((organisation) => organisation.id === invite.data);
  const here = paths.invite.getHref(id);
  // Spec 01 §2 Shell: logged-out users see a Log In item only on invite pages.
  const logIn = signedIn ? undefined : <LogInLink to={paths.login.getHref(here)} />;

  return (
    <AppShell width="narrow" actions={logIn}>
      <Card>
        <h1>{t('title')}</h1>
        {accepted ? (
          <Alert tone="success" title={t('acceptedTitle')}>
            <p>{t('accepted')}</p>
            <p>
              <Link to={paths.home.getHref()}>{t('continue')}</Link>
            </p>
          </Alert>
        ) : null}
        <Loader loading={!accepted && invite.isPending} entity={t('title')}>
          {invite.error ? <InviteError error={invite.error} failed="loadFailed" /> : null}
          {invite.data && signedIn && alreadyMember ? (
            <Alert tone="warning">
              <p>{t('alreadyMember')}</p>
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
                onSuccess={(email) => {
                  queryClient.clear();
                  // As after sign-up: the new account signs in on the hosted login, verifying its email there.
                  const state: LoginState = { created: true, email };
                  void navigate(paths.login.getHref(paths.home.getHref()), { replace: true, state });
                }}
              />
            </>
          ) : null}
        </Loader>
      </Card>
    </AppShell>
  );
}
