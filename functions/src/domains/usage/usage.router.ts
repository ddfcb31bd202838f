import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { usersRepository } from '#domains/users/users.repository.ts';

import { usageRepository } from './usage.repository.ts';
import { recordUsage } from './usage.service.ts';
import type { UsageDeps } from './usage.service.ts';

const deps: UsageDeps = {
  users: usersRepository,
  memberships: organisationsRepository,
  usage: usageRepository,
};

/** Usage events (one per staff session). */
export const usageRouter = new Router();

usageRouter.onMutation('RecordUsage', (_args, { event }) => recordUsage(contextFrom(event), deps));
