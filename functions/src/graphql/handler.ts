import { AppSyncGraphQLResolver } from '@aws-lambda-powertools/event-handler/appsync-graphql';
import type { AppSyncResolverEvent, Context } from 'aws-lambda';

import { AppError } from '#core/app-error.ts';
import { hideUnhandledError, toErrorResponse } from '#core/graphql-errors.ts';
import { resolverLogger } from '#core/logger.ts';

import { domainRouters } from './routers.ts';

const app = new AppSyncGraphQLResolver({ logger: resolverLogger });
app.includeRouter(domainRouters);
app.exceptionHandler(AppError, (error) => toErrorResponse(error));

/** The one GraphQL data source: every root field of schema.graphql. */
export const handler = async (event: AppSyncResolverEvent<Record<string, unknown>>, context: Context) =>
  hideUnhandledError(await app.resolve(event, context));
