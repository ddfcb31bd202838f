import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';

import { usersRepository } from './users.repository.ts';
import { getSelf } from './users.service.ts';

/** The caller's own account. */
export const usersRouter = new Router();

usersRouter.onQuery('self', (_args, { event }) => getSelf(contextFrom(event), { users: usersRepository }));
