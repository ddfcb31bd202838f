import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import { cognitoIdentityProvider } from '#domains/organisations/identity-provider.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import {
  sendVerificationEmailOrLog,
  verificationMailDeps,
} from '#domains/users/email-verification.service.ts';
import { usersRepository } from '#domains/users/users.repository.ts';
import type {
  MutationAcceptInviteArgs,
  MutationRevokeInviteArgs,
  QueryInviteArgs,
} from '../../graphql/generated/schema-types.ts';

import { invitesRepository } from './invites.repository.ts';
import { acceptInvite, checkInvite, generateInvite, listInvites, revokeInvite } from './invites.service.ts';
import type { InvitesDeps } from './invites.service.ts';

const deps: InvitesDeps = {
  invites: invitesRepository,
  organisations: organisationsRepository,
  users: usersRepository,
  identityProvider: cognitoIdentityProvider,
  sendVerificationEmail: (who) => sendVerificationEmailOrLog(who, verificationMailDeps()),
};

/** Invite codes: generating, checking, accepting, listing and revoking them. */
export const invitesRouter = new Router();

invitesRouter.onMutation('GetInviteLink', (_args, { event }) => generateInvite(contextFrom(event), deps));

invitesRouter.onMutation('generateInvite', (_args, { event }) => generateInvite(contextFrom(event), deps));

invitesRouter.onQuery<QueryInviteArgs>('invite', (args, { event }) =>
  checkInvite(contextFrom(event), args, deps),
);

invitesRouter.onMutation<MutationAcceptInviteArgs>('AcceptInvite', (args, { event }) =>
  acceptInvite(contextFrom(event), args, deps),
);

invitesRouter.onQuery('invites', (_args, { event }) => listInvites(contextFrom(event), deps));

invitesRouter.onMutation<MutationRevokeInviteArgs>('RevokeInvite', (args, { event }) =>
  revokeInvite(contextFrom(event), args, deps),
);
