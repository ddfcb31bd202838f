import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { questionnairesRepository } from '#domains/questionnaires/questionnaires.repository.ts';
import { usersRepository } from '#domains/users/users.repository.ts';

import { reportsRepository } from './reports.repository.ts';
import { reliableChange, report } from './reports.service.ts';
import type { ReportsDeps } from './reports.service.ts';

const deps: ReportsDeps = {
  users: usersRepository,
  memberships: organisationsRepository,
  questionnaires: questionnairesRepository,
  reports: reportsRepository,
  organisations: organisationsRepository,
};

/** Reports (docs/reports.md). */
export const reportsRouter = new Router();

reportsRouter.onQuery('report', (args, { event }) => report(contextFrom(event), args, deps));
reportsRouter.onQuery('reliableChange', (args, { event }) => reliableChange(contextFrom(event), args, deps));
