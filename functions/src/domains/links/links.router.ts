import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import { signLinkToken } from '#core/link-token.ts';
import { recordsDeps } from '#domains/records/records.router.ts';

import { linksRepository } from './links.repository.ts';
import {
  addRemoteMeeting,
  linkToken,
  newMeetingFromSummon,
  newMeetingSummon,
  newSequenceSummon,
  startRemoteSequence,
} from './links.service.ts';
import type { LinksDeps } from './links.service.ts';

const deps: LinksDeps = { ...recordsDeps, links: linksRepository, signToken: signLinkToken };

/** Answering links: one-time links (JTIs) and summons. */
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
