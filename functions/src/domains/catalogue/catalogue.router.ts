import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { questionnairesRepository } from '#domains/questionnaires/questionnaires.repository.ts';
import { usersRepository } from '#domains/users/users.repository.ts';

import {
  getCatalogueQuestionnaire,
  importOutcomeSet,
  importQuestionnaire,
  listCatalogue,
} from './catalogue.service.ts';
import type { CatalogueDeps } from './catalogue.service.ts';

const deps: CatalogueDeps = {
  users: usersRepository,
  memberships: organisationsRepository,
  questionnaires: questionnairesRepository,
};

/** The catalogue of openly licensed questionnaires and importing them. */
export const catalogueRouter = new Router();

catalogueRouter.onQuery('outcomesetCatalogue', (args, { event }) =>
  listCatalogue(contextFrom(event), args, deps),
);
catalogueRouter.onQuery('catalogueQuestionnaire', (args, { event }) =>
  getCatalogueQuestionnaire(contextFrom(event), args, deps),
);
catalogueRouter.onMutation('ImportOutcomeSet', (args, { event }) =>
  importOutcomeSet(contextFrom(event), args, deps),
);
catalogueRouter.onMutation('importQuestionnaire', (args, { event }) =>
  importQuestionnaire(contextFrom(event), args, deps),
);
