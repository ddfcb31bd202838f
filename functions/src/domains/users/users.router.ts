import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import type {
  MutationUnsubscribeArgs,
  MutationUpdateSelfArgs,
} from '../../graphql/generated/schema-types.ts';

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
