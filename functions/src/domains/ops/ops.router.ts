import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';

import { operatorsRepository } from './operators.repository.ts';
import { opsRepository } from './ops.repository.ts';
import {
  getOpsOrganisation,
  listOpsAudit,
  listOpsOrganisations,
  restore,
  setPatron,
  setPlugin,
  suspend,
} from './ops.service.ts';
import type { OpsDeps } from './ops.service.ts';

export const opsDeps: OpsDeps = {
  ops: opsRepository,
  organisations: organisationsRepository,
  operators: operatorsRepository,
};

/** The operators' console: organisations across the service, plugins, patrons, suspension and the audit log. */
export const opsRouter = new Router();

opsRouter.onQuery('opsOrganisations', (args, { event }) =>
  listOpsOrganisations(contextFrom(event), args, opsDeps),
);
opsRouter.onQuery('opsOrganisation', (args, { event }) =>
  getOpsOrganisation(contextFrom(event), args, opsDeps),
);
opsRouter.onQuery('opsAudit', (args, { event }) => listOpsAudit(contextFrom(event), args, opsDeps));
opsRouter.onMutation('opsSetPlugin', (args, { event }) => setPlugin(contextFrom(event), args, opsDeps));
opsRouter.onMutation('opsSetPatron', (args, { event }) => setPatron(contextFrom(event), args, opsDeps));
opsRouter.onMutation('opsSuspend', (args, { event }) => suspend(contextFrom(event), args, opsDeps));
opsRouter.onMutation('opsRestore', (args, { event }) => restore(contextFrom(event), args, opsDeps));
