import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { questionnairesRepository } from '#domains/questionnaires/questionnaires.repository.ts';
import { usersRepository } from '#domains/users/users.repository.ts';

import { signExportToken } from './export-token.ts';
import { exportBenMeetings, exportMeetings, exportReport } from './exports.service.ts';
import type { ExportsDeps } from './exports-deps.ts';
import { exportReliableChange } from './reliable-change-export.ts';

const deps: ExportsDeps = {
  users: usersRepository,
  memberships: organisationsRepository,
  questionnaires: questionnairesRepository,
  signToken: signExportToken,
};

/** Export download paths (docs/exports.md); the download itself is functions/src/export/handler.ts. */
export const exportsRouter = new Router();

exportsRouter.onQuery('exportMeetings', (args, { event }) => exportMeetings(contextFrom(event), args, deps));
exportsRouter.onQuery('exportBenMeetings', (args, { event }) =>
  exportBenMeetings(contextFrom(event), args, deps),
);
exportsRouter.onQuery('exportReport', (args, { event }) => exportReport(contextFrom(event), args, deps));
exportsRouter.onQuery('exportReliableChange', (args, { event }) =>
  exportReliableChange(contextFrom(event), args, deps),
);
