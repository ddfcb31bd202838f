import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import { cognitoIdentityProvider } from '#domains/organisations/identity-provider.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import type {
  MutationResendVerificationEmailArgs,
  MutationUnsubscribeArgs,
  MutationUpdateSelfArgs,
  MutationVerifyEmailArgs,
} from '../../graphql/generated/schema-types.ts';

import { emailVerificationLinks } from './email-verification-link.ts';
import { resendVerificationEmail, verificationMailDeps, verifyEmail } from './email-verification.service.ts';

import { unsubscribeLinks } from './unsubscribe-link.ts';
import { usersRepository } from './users.repository.ts';
import { getSelf, unsubscribe, updateSelf } from './users.service.ts';
import type { UnsubscribeDeps, UpdateSelfDeps } from './users.service.ts';

const deps: UpdateSelfDeps & UnsubscribeDeps = {
  users: usersRepository,
  memberships: organisationsRepository,
  unsubscribeLinks,
};

/** The caller's own account. */
export const usersRouter = new Router();

usersRouter.onQuery('self', (_args, { event }) => getSelf(contextFrom(event), deps));

usersRouter.onMutation<MutationUpdateSelfArgs>('UpdateSelf', (args, { event }) =>
  updateSelf(contextFrom(event), args, deps),
);

usersRouter.onMutation<MutationUnsubscribeArgs>('Unsubscribe', (args, { event }) =>
  unsubscribe(contextFrom(event), args, deps),
);

usersRouter.onMutation<MutationVerifyEmailArgs>('VerifyEmail', (args, { event }) =>
  verifyEmail(contextFrom(event), args, { identity: cognitoIdentityProvider, links: emailVerificationLinks }),
);

usersRouter.onMutation<MutationResendVerificationEmailArgs>('ResendVerificationEmail', (args, { event }) =>
  resendVerificationEmail(contextFrom(event), args, {
    identity: cognitoIdentityProvider,
    users: usersRepository,
    ...verificationMailDeps(),
  }),
);
