import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { questionnairesRepository } from '#domains/questionnaires/questionnaires.repository.ts';
import { usersRepository } from '#domains/users/users.repository.ts';

import { importFiles } from './import-files.ts';
import { launchImportJob, type JobLauncher } from './import-launcher.ts';
import { importsRepository } from './imports.repository.ts';
import {
  checkRecordImport,
  createRecordImport,
  getRecordImport,
  listRecordImports,
  recordImportErrors,
  runRecordImport,
  undoRecordImport,
  type ImportsDeps,
} from './imports.service.ts';

/**
 * The import services' real dependencies, with `launch` replaceable (tests and the bench run the job themselves).
 * The file store is read from the environment at the first call: Lambdas without imports configured never need it.
 */
export const importsDeps = (launch: JobLauncher = launchImportJob): ImportsDeps => ({
  users: usersRepository,
  memberships: organisationsRepository,
  members: organisationsRepository,
  imports: importsRepository,
  questionnaires: questionnairesRepository,
  files: importFiles(),
  launch,
});

const deps = () => importsDeps();

/** Spreadsheet imports (docs/decisions.md, "Importing records"); the jobs run in import-job.ts. */
export const importsRouter = new Router();

importsRouter.onQuery('recordImport', (args, { event }) => getRecordImport(contextFrom(event), args, deps()));
importsRouter.onQuery('recordImports', (args, { event }) =>
  listRecordImports(contextFrom(event), args, deps()),
);
importsRouter.onQuery('recordImportErrors', (args, { event }) =>
  recordImportErrors(contextFrom(event), args, deps()),
);
importsRouter.onMutation('CreateRecordImport', (args, { event }) =>
  createRecordImport(contextFrom(event), args, deps()),
);
importsRouter.onMutation('CheckRecordImport', (args, { event }) =>
  checkRecordImport(contextFrom(event), args, deps()),
);
importsRouter.onMutation('RunRecordImport', (args, { event }) =>
  runRecordImport(contextFrom(event), args, deps()),
);
importsRouter.onMutation('UndoRecordImport', (args, { event }) =>
  undoRecordImport(contextFrom(event), args, deps()),
);
