import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import { signLinkToken } from '#core/link-token.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { recordsDeps } from '#domains/records/records.router.ts';
import type {
  MutationRevokeLinkArgs,
  MutationRevokeLinksOfArgs,
  QueryOpenLinksArgs,
} from '../../graphql/generated/schema-types.ts';

import { linksRepository } from './links.repository.ts';
import {
  addRemoteMeeting,
  linkToken,
  newMeetingFromSummon,
  newMeetingSummon,
  newSequenceSummon,
  openLinks,
  renewLinkToken,
  revokeLink,
  revokeLinksOf,
  startRemoteSequence,
  summonStatus,
} from './links.service.ts';
import type { LinksDeps } from './links.service.ts';

const deps: LinksDeps = {
  ...recordsDeps,
  links: linksRepository,
  members: organisationsRepository,
  signToken: signLinkToken,
};

/** Answering links: one-time links (JTIs) and summons; listing and revoking them. */
export const linksRouter = new Router();

linksRouter.onQuery('jwt', (args, { event }) => linkToken(contextFrom(event), args, deps));
linksRouter.onMutation('AddRemoteMeeting', (args, { event }) =>
  addRemoteMeeting(contextFrom(event), args, deps),
);
linksRouter.onMutation('StartRemoteSequence', (args, { event }) =>
  startRemoteSequence(contextFrom(event), args, deps),
);
linksRouter.onMutation('NewMeetingSummon', (args, { event }) =>
  newMeetingSummon(contextFrom(event), args, deps),
);
linksRouter.onMutation('NewSequenceSummon', (args, { event }) =>
  newSequenceSummon(contextFrom(event), args, deps),
);
linksRouter.onMutation('NewMeetingFromSummon', (args, { event }) =>
  newMeetingFromSummon(contextFrom(event), args, deps),
);
linksRouter.onQuery('summonStatus', (args, { event }) => summonStatus(contextFrom(event), args, deps));
linksRouter.onMutation('RenewLinkToken', (_args, { event }) => renewLinkToken(contextFrom(event), deps));
linksRouter.onQuery<QueryOpenLinksArgs>('openLinks', (args, { event }) =>
  openLinks(contextFrom(event), args, deps),
);
linksRouter.onMutation<MutationRevokeLinkArgs>('RevokeLink', (args, { event }) =>
  revokeLink(contextFrom(event), args, deps),
);
linksRouter.onMutation<MutationRevokeLinksOfArgs>('RevokeLinksOf', (args, { event }) =>
  revokeLinksOf(contextFrom(event), args, deps),
);
