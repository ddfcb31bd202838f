import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { sequencesRepository } from '#domains/sequences/sequences.repository.ts';
import { usersRepository } from '#domains/users/users.repository.ts';

import { questionnairesRepository } from './questionnaires.repository.ts';
import {
  addCategory,
  addLikertQuestion,
  addOutcomeSet,
  deleteCategory,
  deleteOutcomeSet,
  deleteQuestion,
  editCategory,
  editLikertQuestion,
  editOutcomeSet,
  getOutcomeSet,
  listOutcomeSets,
  moveQuestion,
  removeQuestion,
  restoreQuestion,
  setCategory,
  setCategoryReliability,
  setQuestionScoring,
} from './questionnaires.service.ts';
import type { QuestionnairesDeps } from './questionnaires.service.ts';

const deps: QuestionnairesDeps = {
  users: usersRepository,
  memberships: organisationsRepository,
  questionnaires: questionnairesRepository,
  sequences: sequencesRepository,
};

/** Questionnaires (outcome sets), their questions and categories. */
export const questionnairesRouter = new Router();

for (const field of ['outcomesets', 'allOutcomeSets']) {
  questionnairesRouter.onQuery(field, (_args, { event }) => listOutcomeSets(contextFrom(event), deps));
}
for (const field of ['outcomeset', 'getOutcomeSet']) {
  questionnairesRouter.onQuery(field, (args, { event }) => getOutcomeSet(contextFrom(event), args, deps));
}
questionnairesRouter.onMutation('AddOutcomeSet', (args, { event }) =>
  addOutcomeSet(contextFrom(event), args, deps),
);
questionnairesRouter.onMutation('EditOutcomeSet', (args, { event }) =>
  editOutcomeSet(contextFrom(event), args, deps),
);
questionnairesRouter.onMutation('DeleteOutcomeSet', (args, { event }) =>
  deleteOutcomeSet(contextFrom(event), args, deps),
);
questionnairesRouter.onMutation('AddLikertQuestion', (args, { event }) =>
  addLikertQuestion(contextFrom(event), args, deps),
);
questionnairesRouter.onMutation('EditLikertQuestion', (args, { event }) =>
  editLikertQuestion(contextFrom(event), args, deps),
);
questionnairesRouter.onMutation('DeleteQuestion', (args, { event }) =>
  deleteQuestion(contextFrom(event), args, deps),
);
questionnairesRouter.onMutation('RestoreQuestion', (args, { event }) =>
  restoreQuestion(contextFrom(event), args, deps),
);
questionnairesRouter.onMutation('RemoveQuestion', (args, { event }) =>
  removeQuestion(contextFrom(event), args, deps),
);
questionnairesRouter.onMutation('MoveQuestion', (args, { event }) =>
  moveQuestion(contextFrom(event), args, deps),
);
questionnairesRouter.onMutation('AddCategory', (args, { event }) =>
  addCategory(contextFrom(event), args, deps),
);
questionnairesRouter.onMutation('EditCategory', (args, { event }) =>
  editCategory(contextFrom(event), args, deps),
);
questionnairesRouter.onMutation('DeleteCategory', (args, { event }) =>
  deleteCategory(contextFrom(event), args, deps),
);
questionnairesRouter.onMutation('SetCategory', (args, { event }) =>
  setCategory(contextFrom(event), args, deps),
);
questionnairesRouter.onMutation('SetQuestionScoring', (args, { event }) =>
  setQuestionScoring(contextFrom(event), args, deps),
);
questionnairesRouter.onMutation('SetCategoryReliability', (args, { event }) =>
  setCategoryReliability(contextFrom(event), args, deps),
);
