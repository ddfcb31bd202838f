/**
 * `npm run ops -- <command>`: the operators' command line (docs/decisions.md, "Operators"; usage in ops-cli.ts).
 * Locally it acts on the running local stack; with `--deployed`, on a deployed one with the environment's AWS
 * credentials. Every organisation command goes through the same services as the console's GraphQL fields.
 */
import { hostname, userInfo } from 'node:os';

import { formatOrganisation, OpsUsageError, parseOpsArgs, USAGE } from './ops-cli.ts';
import { applyOpsTarget, OpsTargetError, resolveOpsTarget } from './ops-target.ts';

const fail = (message: string): never => {
  console.error(`ops: ${message}`);
  process.exit(1);
};

const main = async () => {
  const { command, deployed, as } = parseOpsArgs(process.argv.slice(2));
  if (command.name === 'help') {
    console.log(USAGE);
    return;
  }
  const target = resolveOpsTarget(deployed, process.env);
  applyOpsTarget(target, process.env);
  // Imported once the environment names the target: the data layer and the Cognito client read it.
  const [{ cognitoOperatorDirectory }, { operatorsRepository }, operators, ops, { opsDeps }] =
    await Promise.all([
      import('../functions/src/domains/ops/operator-directory.ts'),
      import('../functions/src/domains/ops/operators.repository.ts'),
      import('../functions/src/domains/ops/operators.service.ts'),
      import('../functions/src/domains/ops/ops.service.ts'),
      import('../functions/src/domains/ops/ops.router.ts'),
    ]);

  if (command.name === 'operator add' || command.name === 'operator remove') {
    const deps = { directory: cognitoOperatorDirectory, operators: operatorsRepository };
    const adding = command.name === 'operator add';
    const outcome = await (adding ? operators.addOperator : operators.removeOperator)(command.email, deps);
    if (outcome === 'notFound') fail(`no staff user ${command.email} in ${target.userPoolId}`);
    console.log(
      adding
        ? `${command.email} is an operator of the ${target.kind} stack; they sign in again to use the console.`
        : `${command.email} is no longer an operator of the ${target.kind} stack and is signed out everywhere.`,
    );
    return;
  }

  // The command line's operator: whoever holds credentials for the table, named for the audit log.
  const login = userInfo().username;
  const ctx = {
    caller: {
      kind: 'staff' as const,
      userId: `cli:${login}`,
      email: as ?? `${login}@${hostname()}`,
      name: login,
      groups: ['operators'],
    },
    channel: 'cli' as const,
  };
  switch (command.name) {
    case 'orgs list': {
      // Every page, printed as it comes: the list is read a page at a time (docs/data-model.md, A21).
      let count = 0;
      let nextToken: string | null = null;
      do {
        const page = await ops.listOpsOrganisations(ctx, { search: command.search, nextToken }, opsDeps);
        for (const organisation of page.organisations) console.log(formatOrganisation(organisation));
        count += page.organisations.length;
        nextToken = page.nextToken ?? null;
      } while (nextToken);
      console.log(`${count} organisation${count === 1 ? '' : 's'}`);
      return;
    }
    case 'plugin': {
      const { orgId, plugin, enabled, reason } = command;
      console.log(formatOrganisation(await ops.setPlugin(ctx, { orgId, plugin, enabled, reason }, opsDeps)));
      return;
    }
    case 'patron': {
      const { orgId, patron, reason } = command;
      console.log(formatOrganisation(await ops.setPatron(ctx, { orgId, patron, reason }, opsDeps)));
      return;
    }
    case 'suspend':
    case 'restore': {
      const act = command.name === 'suspend' ? ops.suspend : ops.restore;
      console.log(
        formatOrganisation(await act(ctx, { orgId: command.orgId, reason: command.reason }, opsDeps)),
      );
      return;
    }
    case 'audit': {
      const entries = await ops.listOpsAudit(ctx, { orgId: command.orgId, limit: command.limit }, opsDeps);
      for (const entry of entries) {
        const what = entry.plugin ? `${entry.action} ${entry.plugin}` : entry.action;
        console.log(
          `${entry.at}  ${entry.orgId} ${JSON.stringify(entry.orgName)}  ${what}  by ${entry.operatorEmail} (${entry.via})  ${JSON.stringify(entry.reason)}`,
        );
      }
      return;
    }
  }
};

try {
  await main();
} catch (error) {
  if (error instanceof OpsUsageError) fail(`${error.message}\n\n${USAGE}`);
  if (error instanceof OpsTargetError) fail(error.message);
  // The services' refusals carry a code (docs/api-errors.md) and, for input, the refused fields.
  const { code, fieldErrors } = error as { code?: string; fieldErrors?: Record<string, string> };
  if (code) fail(`${code}${fieldErrors ? ` ${JSON.stringify(fieldErrors)}` : ''}`);
  if (error instanceof Error && /ECONNREFUSED|fetch failed/.test(`${error.message} ${String(error.cause)}`))
    fail('the local stack does not answer: is it running? (npm start)');
  throw error;
}
