import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import { beneficiariesRepository } from '#domains/beneficiaries/beneficiaries.repository.ts';
import { linksRepository } from '#domains/links/links.repository.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { questionnairesRepository } from '#domains/questionnaires/questionnaires.repository.ts';
import { sequencesRepository } from '#domains/sequences/sequences.repository.ts';
import { usersRepository } from '#domains/users/users.repository.ts';

import { notifyRemoteCompletion } from './remote-notification.ts';
import { recordsRepository } from './records.repository.ts';
import {
  addLikertAnswer,
  addMeeting,
  completeMeeting,
  deleteMeeting,
  editMeetingBeneficiary,
  editMeetingDate,
  editMeetingTags,
  getMeeting,
  listIncompleteMeetings,
  listMeetings,
  recentMeetings,
  setMeetingNotes,
  startSequence,
} from './records.service.ts';
import type { RecordsDeps } from './records.service.ts';

/** Shared with the links router, which creates records too. */
export const recordsDeps: RecordsDeps = {
  users: usersRepository,
  memberships: organisationsRepository,
  records: recordsRepository,
  questionnaires: questionnairesRepository,
  sequences: sequencesRepository,
  beneficiaries: beneficiariesRepository,
  links: linksRepository,
  onRemoteCompleted: (orgId, meeting) => notifyRemoteCompletion(orgId, meeting),
};
const deps = recordsDeps;

/** Records (meetings): creating, answering, completing, editing and listing them. */
export const recordsRouter = new Router();

recordsRouter.onQuery('meeting', (args, { event }) => getMeeting(contextFrom(event), args, deps));
recordsRouter.onQuery('meetings', (args, { event }) => listMeetings(contextFrom(event), args, deps));
recordsRouter.onQuery('incompleteMeetings', (args, { event }) =>
  listIncompleteMeetings(contextFrom(event), args, deps),
);
recordsRouter.onQuery('recentMeetings', (args, { event }) => recentMeetings(contextFrom(event), args, deps));
recordsRouter.onMutation('AddMeeting', (args, { event }) => addMeeting(contextFrom(event), args, deps));
recordsRouter.onMutation('StartSequence', (args, { event }) => startSequence(contextFrom(event), args, deps));
recordsRouter.onMutation('AddLikertAnswer', (args, { event }) =>
  addLikertAnswer(contextFrom(event), args, deps),
);
recordsRouter.onMutation('SetMeetingNotes', (args, { event }) =>
  setMeetingNotes(contextFrom(event), args, deps),
);
recordsRouter.onMutation('CompleteMeeting', (args, { event }) =>
  completeMeeting(contextFrom(event), args, deps),
);
recordsRouter.onMutation('DeleteMeeting', (args, { event }) => deleteMeeting(contextFrom(event), args, deps));
recordsRouter.onMutation('EditMeetingDate', (args, { event }) =>
  editMeetingDate(contextFrom(event), args, deps),
);
recordsRouter.onMutation('EditMeetingTags', (args, { event }) =>
  editMeetingTags(contextFrom(event), args, deps),
);
recordsRouter.onMutation('EditMeetingBeneficiary', (args, { event }) =>
  editMeetingBeneficiary(contextFrom(event), args, deps),
);
