import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { questionnairesRepository } from '#domains/questionnaires/questionnaires.repository.ts';
import { usersRepository } from '#domains/users/users.repository.ts';

import { sequencesRepository } from './sequences.repository.ts';
import {
  deleteSequence,
  editSequence,
  getSequence,
  listSequences,
  newSequence,
} from './sequences.service.ts';
import type { SequencesDeps } from './sequences.service.ts';

const deps: SequencesDeps = {
  users: usersRepository,
  memberships: organisationsRepository,
  sequences: sequencesRepository,
  questionnaires: questionnairesRepository,
};

/** Sequences of questionnaires. */
export const sequencesRouter = new Router();

sequencesRouter.onQuery('sequences', (_args, { event }) => listSequences(contextFrom(event), deps));
sequencesRouter.onQuery('sequence', (args, { event }) => getSequence(contextFrom(event), args, deps));
sequencesRouter.onMutation('NewSequence', (args, { event }) => newSequence(contextFrom(event), args, deps));
sequencesRouter.onMutation('EditSequence', (args, { event }) => editSequence(contextFrom(event), args, deps));
sequencesRouter.onMutation('DeleteSequence', (args, { event }) =>
  deleteSequence(contextFrom(event), args, deps),
);
