/**
 * The operators' command line (`npm run ops -- …`): the same services as the operator console's GraphQL fields
 * (functions/src/domains/ops/ops.service.ts), called in-process with the operator named by the command line.
 */

export const USAGE = `Usage: npm run ops -- <command> [--deployed] [--as <email>]

  operator add <email>                          make a staff user an operator (Cognito group "operators" and the
                                                operator record); run again for an operator made before the record
  operator remove <email>                       end an operator's access at once and sign them out everywhere
  orgs list [--search <text>]                   every organisation: members, records, last activity, patron, plugins
  plugin enable|disable <org> <plugin> --reason <why>   plugins: sve, diluted_report, no-single-ben-summon
  patron set|clear <org> --reason <why>         the manual patron flag (the provider's status stays)
  suspend|restore <org> --reason <why>          members can read but not write while suspended
  audit [<org>] [--limit <n>]                   operator actions, newest first

  --deployed   act on a deployed stack: AWS_REGION, TABLE_NAME, USER_POOL_ID and AWS credentials from the environment
               (docs/deploy.md, "Operators"); otherwise the running local stack of DATA_DIR (default .data)
  --as         the operator's email for the audit log (default: your login name on this machine)`;

export type OpsCommand =
  | { name: 'operator add' | 'operator remove'; email: string }
  | { name: 'orgs list'; search?: string }
  | { name: 'plugin'; orgId: string; plugin: string; enabled: boolean; reason: string }
  | { name: 'patron'; orgId: string; patron: boolean; reason: string }
  | { name: 'suspend' | 'restore'; orgId: string; reason: string }
  | { name: 'audit'; orgId?: string; limit?: number }
  | { name: 'help' };

export type OpsInvocation = { command: OpsCommand; deployed: boolean; as?: string };

export class OpsUsageError extends Error {}

const VALUE_FLAGS = new Set(['--reason', '--search', '--as', '--limit']);

/** Splits `argv` into positional words and flags (`--name value`, `--name=value`, or a bare `--deployed`). */
const split = (argv: readonly string[]) => {
  const words: string[] = [];
  const flags = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const [name, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!VALUE_FLAGS.has(name)) {
      if (name !== '--deployed' && name !== '--help') throw new OpsUsageError(`unknown option ${name}`);
      flags.set(name, 'true');
      continue;
    }
    const value = inline ?? argv[(index += 1)];
    if (value === undefined) throw new OpsUsageError(`${name} needs a value`);
    flags.set(name, value);
  }
  return { words, flags };
};

export function parseOpsArgs(argv: readonly string[]): OpsInvocation {
  const { words, flags } = split(argv);
  const deployed = flags.has('--deployed');
  const as = flags.get('--as');
  const reason = () => {
    const value = flags.get('--reason');
    if (value === undefined)
      throw new OpsUsageError('--reason "<why>" is required: every operator action says why');
    return value;
  };
  const at = (index: number, what: string) => {
    const value = words[index];
    if (value === undefined) throw new OpsUsageError(`missing ${what}`);
    return value;
  };
  const extra = (count: number) => {
    if (words.length > count) throw new OpsUsageError(`unexpected ${words.slice(count).join(' ')}`);
  };
  const invocation = (command: OpsCommand): OpsInvocation => ({
    command,
    deployed,
    ...(as === undefined ? {} : { as }),
  });
  const [group, verb] = words;
  if (flags.has('--help') || group === undefined || group === 'help') return invocation({ name: 'help' });
  if (group === 'operator' && (verb === 'add' || verb === 'remove')) {
    extra(3);
    return invocation({ name: `operator ${verb}`, email: at(2, 'the email') });
  }
  if (group === 'orgs' && verb === 'list') {
    extra(2);
    const search = flags.get('--search');
    return invocation({ name: 'orgs list', ...(search === undefined ? {} : { search }) });
  }
  if (group === 'plugin' && (verb === 'enable' || verb === 'disable')) {
    extra(4);
    return invocation({
      name: 'plugin',
      orgId: at(2, 'the organisation id'),
      plugin: at(3, 'the plugin'),
      enabled: verb === 'enable',
      reason: reason(),
    });
  }
  if (group === 'patron' && (verb === 'set' || verb === 'clear')) {
    extra(3);
    return invocation({
      name: 'patron',
      orgId: at(2, 'the organisation id'),
      patron: verb === 'set',
      reason: reason(),
    });
  }
  if (group === 'suspend' || group === 'restore') {
    extra(2);
    return invocation({ name: group, orgId: at(1, 'the organisation id'), reason: reason() });
  }
  if (group === 'audit') {
    extra(2);
    const limit = flags.get('--limit');
    const parsed = limit === undefined ? undefined : Number(limit);
    if (parsed !== undefined && !Number.isInteger(parsed))
      throw new OpsUsageError('--limit must be a whole number');
    return invocation({
      name: 'audit',
      ...(verb === undefined ? {} : { orgId: verb }),
      ...(parsed === undefined ? {} : { limit: parsed }),
    });
  }
  throw new OpsUsageError(`unknown command: ${words.join(' ')}`);
}

type Flag = { reason: string; at: string; operatorEmail: string } | null | undefined;

/** What the console shows of an organisation, as the service returns it. */
export type OrganisationLine = {
  id: string;
  name: string;
  created: string;
  members: number;
  records: number;
  lastActivity?: string | null;
  patron: { patron: boolean; provider: boolean; manual?: Flag };
  plugins: { id: string }[];
  suspended: boolean;
  suspension?: Flag;
};

const day = (time: string | null | undefined) => (time ? time.slice(0, 10) : '-');

/** One organisation on one line, then its flags' reasons, indented. */
export function formatOrganisation(organisation: OrganisationLine): string {
  const { patron } = organisation;
  const patronText = patron.patron
    ? `patron (${[patron.provider ? 'provider' : '', patron.manual ? 'manual' : ''].filter(Boolean).join(' + ')})`
    : 'not patron';
  const lines = [
    [
      organisation.id,
      JSON.stringify(organisation.name),
      `created ${day(organisation.created)}`,
      `${organisation.members} members`,
      `${organisation.records} records`,
      `last active ${day(organisation.lastActivity)}`,
      patronText,
      `plugins: ${organisation.plugins.map(({ id }) => id).join(', ') || 'none'}`,
      ...(organisation.suspended ? ['SUSPENDED'] : []),
    ].join('  '),
  ];
  if (patron.manual)
    lines.push(
      `    manual patron: ${patron.manual.reason} (${patron.manual.operatorEmail}, ${day(patron.manual.at)})`,
    );
  if (organisation.suspension)
    lines.push(
      `    suspended: ${organisation.suspension.reason} (${organisation.suspension.operatorEmail}, ${day(organisation.suspension.at)})`,
    );
  return lines.join('\n');
}
