import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import { beneficiariesRepository } from '#domains/beneficiaries/beneficiaries.repository.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { recordsRepository } from '#domains/records/records.repository.ts';
import { usersRepository } from '#domains/users/users.repository.ts';
import type {
  QuerySuggestQuestionnaireTagsArgs,
  QuerySuggestTagsArgs,
} from '../../graphql/generated/schema-types.ts';

import { tagsRepository } from './tags.repository.ts';
import { listTags, suggestQuestionnaireTags, suggestTags } from './tags.service.ts';
import type { TagsDeps } from './tags.service.ts';

const deps: TagsDeps = {
  users: usersRepository,
  memberships: organisationsRepository,
  tags: tagsRepository,
  beneficiaries: beneficiariesRepository,
  records: recordsRepository,
};

/** The organisation's tags and the suggestions offered while tagging. */
export const tagsRouter = new Router();

tagsRouter.onQuery('tags', (_args, { event }) => listTags(contextFrom(event), deps));

tagsRouter.onQuery<QuerySuggestTagsArgs>('suggestTags', (args, { event }) =>
  suggestTags(contextFrom(event), args, deps),
);

tagsRouter.onQuery<QuerySuggestQuestionnaireTagsArgs>('suggestQuestionnaireTags', (args, { event }) =>
  suggestQuestionnaireTags(contextFrom(event), args, deps),
);
