import { getVariableValues, parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql, type GraphqlResponse } from '../api/steps/graphql.ts';
import type { SignedUp } from '../api/steps/sign-up.ts';
import { organisationSnapshot } from '../api/steps/table.ts';
import { DENIAL_CODES, INTERNAL_CODES, leaked, outcomeOf, undocumented } from './support/denial.ts';
import { anOrganisationA, anOrganisationB, type OrganisationA } from './support/organisation-a.ts';
import {
  documentOf,
  isRequired,
  loadSchema,
  operationsOf,
  type Operation,
} from './support/schema-operations.ts';
import { recordSecurity } from './support/security-results.ts';
import { SUSPENSION_EXEMPT } from '../../functions/src/domains/ops/suspension-exempt.ts';
import { OPS_RESTORE, OPS_SUSPEND, anOperator, asOperator } from '../api/steps/operators.ts';

/**
 * The tenant-isolation matrix (issue 10, ARCHITECTURE §5 "every resolver checks the caller's kind and
 * organisation"): every Query and Mutation field of schema.graphql, called with organisation A's ids by four
 * callers who have no right to A. Each call must be denied (or, for a member of B, act on B only), leak no value
 * of A and leave every item of A in the table as it was.
 */

const schema = loadSchema();
const OPERATIONS = operationsOf(schema);
const ONS4_CATALOGUE_ID = '7c361e11-ef57-4cc6-b277-05921cc82c41';
const PAST = '2024-03-01T10:00:00.000Z';

type Filler = (a: OrganisationA, operation: string) => unknown;

/** `id` names a different object per operation. */
const ID_OF: Record<string, (a: OrganisationA) => string> = {
  invite: (a) => a.inviteCode,
  beneficiary: (a) => a.beneficiaryId,
  // The record no link token reaches: the beneficiary caller must not reach it either.
  meeting: (a) => a.incompleteRecordId,
  EditBeneficiaryTags: (a) => a.beneficiaryId,
  outcomeset: (a) => a.questionnaire.id,
  getOutcomeSet: (a) => a.questionnaire.id,
  sequence: (a) => a.sequenceId,
  EditSequence: (a) => a.sequenceId,
  DeleteSequence: (a) => a.sequenceId,
  catalogueQuestionnaire: () => ONS4_CATALOGUE_ID,
  ImportOutcomeSet: () => ONS4_CATALOGUE_ID,
  importQuestionnaire: () => ONS4_CATALOGUE_ID,
  RevokeLink: (a) => a.jti,
  opsOrganisation: (a) => a.orgId,
  recordImport: (a) => a.importId,
  recordImportErrors: (a) => a.importId,
  CheckRecordImport: (a) => a.importId,
  RunRecordImport: (a) => a.importId,
  UndoRecordImport: (a) => a.importId,
};

/**
 * One filler per argument name: A's object for every id, a valid value for the rest, so a call is refused for who
 * makes it and not for its input. An operation with a required argument missing here fails its test.
 */
const FILLERS: Record<string, Filler> = {
  id: (a, operation) => {
    const of = ID_OF[operation];
    if (!of) throw new Error(`no filler for the id of ${operation}: add it to ID_OF`);
    return of(a);
  },
  jti: (a) => a.jti,
  invite: (a) => a.inviteCode,
  code: (a) => a.pendingInviteCode,
  summonID: (a) => a.summonId,
  orgID: (a) => a.orgId,
  userID: (a) => a.owner.userId,
  beneficiary: (a) => a.beneficiaryId,
  beneficiaryID: (a) => a.beneficiaryId,
  newBeneficiaryID: (a) => `${a.beneficiaryId}-moved`,
  beneficiaries: (a) => [a.beneficiaryId],
  users: (a) => [a.owner.userId],
  questionnaire: (a) => a.questionnaire.id,
  questionnaires: (a) => [a.questionnaire.id],
  outcomeSetID: (a) => a.questionnaire.id,
  questionID: (a) => a.questionnaire.questions[0],
  categoryID: (a) => a.questionnaire.categoryId,
  sequenceID: (a) => a.sequenceId,
  // The record no link token reaches: the beneficiary caller must not reach it either.
  meetingID: (a) => a.incompleteRecordId,
  tags: (a) => a.tags,
  source: () => 'softoutcomes',
  start: () => '2000-01-01T00:00:00.000Z',
  end: () => new Date(Date.now() + 86_400_000).toISOString(),
  conducted: () => PAST,
  page: () => 0,
  limit: () => 10,
  minRequiredRecords: () => 1,
  openStart: () => false,
  orTags: () => false,
  forSharing: () => false,
  value: () => 2,
  allowOverwrite: () => true,
  notes: () => 'written by a caller who has no right to',
  name: (a, operation) => (operation === 'AddOrg' ? `Intruder ${a.orgId.slice(0, 6)}` : 'Intruder name'),
  organisation: () => 'Intruder organisation',
  email: (a) => `intruder-${a.orgId.slice(0, 8)}@example.org`,
  password: () => 'intruder-password',
  // VerifyEmail's credential is the signed value of the emailed link: an id of A is none, and must be refused.
  token: (a) => a.owner.userId,
  question: () => 'Intruder question',
  maxValue: () => 5,
  aggregation: () => 'sum',
  direction: () => 'lower',
  reliability: () => 0.5,
  newIndex: () => 0,
  beneficiaryTypeAhead: () => true,
  smallNumberThreshold: () => 2,
  // Operator fields (issue 30): A's id and a valid change, refused to every non-operator.
  orgId: (a) => a.orgId,
  plugin: () => 'sve',
  enabled: () => true,
  patron: () => true,
  reason: () => 'an intruder says so',
  search: (a) => a.name,
  weeks: () => 4,
  // Spreadsheet imports (issue 34): a valid file name and a mapping of every question of A's questionnaire.
  fileName: () => 'intruder.csv',
  mapping: (a) => ({
    beneficiaryColumn: 0,
    dateColumn: 1,
    dateFormat: 'iso',
    timeZone: 'UTC',
    answers: a.questionnaire.questions.map((questionID, i) => ({ questionID, column: 2 + i })),
    createBeneficiaries: true,
  }),
};

/** The arguments an operation is called with: every argument that has a filler; a required one without fails. */
function argumentsOf(operation: Operation, a: OrganisationA): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const arg of operation.field.args) {
    const fill = FILLERS[arg.name];
    if (!fill) {
      if (isRequired(arg)) throw new Error(`no filler for ${operation.name}(${arg.name}): add it to FILLERS`);
      continue;
    }
    values[arg.name] = fill(a, operation.name);
  }
  return values;
}

type CallerName =
  | 'a member of organisation B'
  | "A's removed member"
  | "a link token of A's record"
  | "a link token of A's record, with its own record's ids"
  | 'anonymous';

/**
 * Public operations: reached by the anonymous caller on purpose (ARCHITECTURE §5). The value of A each takes is
 * itself the credential, handed out by A (an invite or an email link), so the call is no breach of isolation.
 * `Unsubscribe` is public too, but its credential is the signed value of the email's link: the matrix calls it with
 * A's bare user id, which every caller must be refused (notifications.test.ts).
 */
const PUBLIC: Record<string, string> = {
  AddOrg: 'sign-up creates a new organisation; it takes no id of A',
  invite: "invite check: the invite code A's staff shared is the credential (invites.test.ts)",
  AcceptInvite: "joining A with A's invite code is what the code is for (invites.test.ts)",
  jwt: "the JTI of A's one-time link is the credential; it returns that link's token (links.test.ts)",
  NewMeetingFromSummon: "summon acceptance: A's summon link creates a record in A by design (links.test.ts)",
  ResendVerificationEmail:
    'takes no id of A: a new link goes only to the address given, for an unverified account, and the answer is the same for any address (email-verification.test.ts)',
};

/** Signed-in callers may use the public operations that are also @aws_cognito_user_pools for the same reasons. */
const STAFF_PUBLIC: Record<string, string> = {
  invite: PUBLIC.invite!,
  AcceptInvite: `${PUBLIC.AcceptInvite!}; a signed-in user joins with it too`,
};

/**
 * A link token goes through the same authorizer as the anonymous caller: the public link operations stay open to
 * it (someone who answered one link opens another), and the JTI or summon id is the credential as above.
 */
const LINK_PUBLIC: Record<string, string> = {
  jwt: PUBLIC.jwt!,
  NewMeetingFromSummon: PUBLIC.NewMeetingFromSummon!,
  RenewLinkToken: "a fresh token for the caller's own link, its own credential (open-links.test.ts)",
};

/**
 * Not called by the matrix: on its own record a link token is meant to read, answer, note and complete
 * (links.test.ts covers that). The matrix calls them with A's other incomplete record, outside the token, which
 * must be denied.
 */
export const BENEFICIARY_OWN_RECORD: Record<string, string> = {
  meeting: 'reads its own incomplete record',
  AddLikertAnswer: 'answers its own incomplete record',
  SetMeetingNotes: 'notes its own incomplete record',
  CompleteMeeting: 'completes its own incomplete record',
};

/**
 * A member of B is a real member of an organisation: these operations act on B (its lists, settings, new
 * objects) or on the caller's own account, and take no id that could name an object of A (beneficiary ids are
 * free text per organisation). They may succeed, on B, but must not read or write anything of A.
 */
const ACTS_ON_CALLERS_ORG: Record<string, string> = {
  self: "the caller's own account",
  organisation: "the caller's active organisation (B)",
  organisations: "the caller's memberships: A is not among them",
  organisationBranding: "B's branding",
  beneficiaries: "B's beneficiaries",
  tags: "B's tags",
  suggestTags: "beneficiary ids are free text: B's beneficiary of that name, if any",
  suggestQuestionnaireTags: "B's tags, then those of B's records of the questionnaire (none)",
  outcomesets: "B's questionnaires",
  allOutcomeSets: "B's questionnaires",
  sequences: "B's sequences",
  outcomesetCatalogue: 'the public catalogue, no organisation',
  catalogueQuestionnaire: 'the public catalogue, no organisation',
  meetings: "B's records of a beneficiary of that free-text id (none)",
  incompleteMeetings: "B's records of a beneficiary of that free-text id (none)",
  recentMeetings: "B's records, filtered by A's ids: none match",
  UpdateOrgSetting: "B's settings",
  GetInviteLink: 'an invite to B',
  generateInvite: 'an invite to B',
  SetOrganisationBranding: "B's branding (B is no patron: organisation.notPatron)",
  ClearOrganisationBranding: "B's branding (B is no patron: organisation.notPatron)",
  UpdateSelf: "the caller's own account",
  RecordUsage: "a usage event of B's session",
  EditBeneficiaryTags: "creates B's beneficiary of that free-text id",
  AddOutcomeSet: 'a questionnaire of B',
  ImportOutcomeSet: 'imports the catalogue into B',
  importQuestionnaire: 'imports the catalogue into B',
  NewSequence: "a sequence of B: A's questionnaire id is not found",
  invites: "B's outstanding invites",
  openLinks: "B's open links, filtered by a free-text beneficiary id (none)",
  RevokeLinksOf: "revokes B's links made by that user id: none, so 0",
  recordImports: "B's spreadsheet imports, filtered by A's questionnaire id (none)",
};

/**
 * Called by the matrix for the callers the summon use is open to, not exempted: with A's summon id (the link A
 * handed out) it may answer, but only a status, so the matrix checks that the answer carries no value of A and
 * writes nothing (links.test.ts covers each status).
 */
const SUMMON_CHECK: Record<string, string> = {
  summonStatus: "the status of A's summon link, the id its credential; nothing of A, nothing written",
};

/** A removed member still has an account; what is only about that account is theirs. */
const OWN_ACCOUNT: Record<string, string> = {
  self: "the caller's own account",
  organisations: "the caller's active memberships: A is no longer among them",
  UpdateSelf: "the caller's own account; a new name no longer reaches A's membership item (users.service.ts)",
  outcomesetCatalogue: 'the public catalogue, no organisation',
  catalogueQuestionnaire: 'the public catalogue, no organisation',
};

interface CallerSpec {
  name: CallerName;
  token: () => string;
  /** Operations not called for this caller, with the reason. */
  exempt: Record<string, string>;
  /** Operations that may succeed, on the caller's own organisation or account only. */
  ownScope: Record<string, string>;
  /** The caller's own values, which it may read. */
  own: () => string[];
  /** The caller's user id when it has an account: its own profile is its own to change. */
  userId?: () => string;
  /** The ids it calls with, when not A's: a link token also tries every operation on what its own link names. */
  ids?: (a: OrganisationA) => OrganisationA;
}

let a: OrganisationA;
let b: SignedUp;

const CALLERS: CallerSpec[] = [
  {
    name: 'a member of organisation B',
    token: () => b.tokens.IdToken,
    exempt: STAFF_PUBLIC,
    ownScope: ACTS_ON_CALLERS_ORG,
    own: () => [],
  },
  {
    name: "A's removed member",
    token: () => a.removed.tokens.IdToken,
    exempt: STAFF_PUBLIC,
    ownScope: OWN_ACCOUNT,
    own: () => [a.removed.userId, a.removed.email, a.removed.name],
    userId: () => a.removed.userId,
  },
  {
    name: "a link token of A's record",
    token: () => a.beneficiaryToken,
    exempt: LINK_PUBLIC,
    ownScope: SUMMON_CHECK,
    own: () => [],
  },
  {
    // Its own record and beneficiary are what a stolen or shared link holds: with them, nothing but answering.
    name: "a link token of A's record, with its own record's ids",
    token: () => a.beneficiaryToken,
    ids: (of) => ({ ...of, incompleteRecordId: of.remoteRecordId }),
    exempt: { ...LINK_PUBLIC, ...BENEFICIARY_OWN_RECORD },
    ownScope: SUMMON_CHECK,
    own: () => [],
  },
  { name: 'anonymous', token: () => 'anonymous', exempt: PUBLIC, ownScope: SUMMON_CHECK, own: () => [] },
];

const figures = { cases: 0, denied: 0, ownScope: 0, failures: 0 };

beforeAll(async () => {
  a = await anOrganisationA();
  b = await anOrganisationB();
}, 120_000);

describe('the matrix covers the schema', () => {
  it.each(OPERATIONS.map((operation) => [operation.name, operation] as const))(
    '%s has a filler for each required argument, of a type the schema accepts',
    (_name, operation) => {
      // Prepare: a value the schema refuses would be denied as a ValidationError before any tenant check ran.
      const variables = argumentsOf(operation, a);
      const [definition] = parse(documentOf(schema, operation, Object.keys(variables))).definitions;

      // Act
      const coerced = getVariableValues(
        schema,
        (definition as OperationDefinitionNode).variableDefinitions ?? [],
        variables,
      );

      // Assess
      expect((coerced.errors ?? []).map(({ message }) => message)).toEqual([]);
    },
  );

  it('names only existing operations in its exemptions, and only documented denial codes', () => {
    // Prepare
    const names = new Set(OPERATIONS.map((operation) => operation.name));
    const listed = [
      ...Object.keys(PUBLIC),
      ...Object.keys(STAFF_PUBLIC),
      ...Object.keys(LINK_PUBLIC),
      ...Object.keys(BENEFICIARY_OWN_RECORD),
      ...Object.keys(ACTS_ON_CALLERS_ORG),
      ...Object.keys(OWN_ACCOUNT),
      ...Object.keys(SUMMON_CHECK),
    ];

    // Assess
    expect(listed.filter((name) => !names.has(name))).toEqual([]);
    expect(undocumented(DENIAL_CODES.filter((code) => code !== 'Unauthorized'))).toEqual([]);
    expect(OPERATIONS.length).toBeGreaterThan(60);
  });
});

describe.each(CALLERS)('as $name', (caller) => {
  const cases = OPERATIONS.filter((operation) => !(operation.name in caller.exempt)).map(
    (operation) => [operation.kind, operation.name, operation] as const,
  );

  it.each(cases)("%s %s with A's ids reads and writes nothing of A", async (_kind, name, operation) => {
    // Prepare
    const variables = argumentsOf(operation, caller.ids?.(a) ?? a);
    const document = documentOf(schema, operation, Object.keys(variables));
    const snapshot = () => organisationSnapshot(a.orgId, a.userIds, caller.userId?.());
    const before = await snapshot();
    figures.cases += 1;
    figures.failures += 1;

    // Act
    const response = (await gql(document, variables, caller.token())) as GraphqlResponse<
      Record<string, unknown>
    >;

    // Assess
    const outcome = outcomeOf(response, name);
    const text = JSON.stringify(response);
    const exportPath = (response.data?.[name] as unknown) ?? '';
    const downloaded =
      typeof exportPath === 'string' && exportPath.startsWith('/v1/export/')
        ? await (await fetch(`${inject('apiUrl')}${exportPath}`)).text()
        : '';
    const secrets = a.secrets.filter((secret) => !caller.own().includes(secret));
    expect(leaked(text + downloaded, secrets, variables), text).toEqual([]);
    expect(outcome.status).toBeLessThan(500);
    if (name in caller.ownScope) {
      if (outcome.hasError) expect(INTERNAL_CODES, text).not.toContain(outcome.errorType);
    } else {
      expect(outcome.hasError, text).toBe(true);
      expect(DENIAL_CODES, text).toContain(outcome.errorType);
      expect(outcome.hasData, text).toBe(false);
    }
    expect(await snapshot()).toEqual(before);
    figures.failures -= 1;
    if (outcome.hasError && DENIAL_CODES.includes(outcome.errorType as never)) figures.denied += 1;
    else figures.ownScope += 1;
  });
});

describe("A's objects stay readable by A", () => {
  it('still answers its owner with the objects the matrix tried to reach', async () => {
    // Act
    const record = await gql<{ meeting: { id: string; answers: unknown[] } }>(
      'query($id: String!) { meeting(id: $id) { id answers { questionID } } }',
      { id: a.incompleteRecordId },
      a.owner.tokens.IdToken,
    );
    const own = await gql<{ meeting: { id: string } }>(
      'query($id: String!) { meeting(id: $id) { id } }',
      { id: a.remoteRecordId },
      a.beneficiaryToken,
    );

    // Assess: the fixture was sound, so the denials above are about the caller; the link token still works on
    // its own record (BENEFICIARY_OWN_RECORD).
    expect(record.data?.meeting).toEqual({ id: a.incompleteRecordId, answers: [] });
    expect(own.data?.meeting.id).toBe(a.remoteRecordId);
  });
});

/**
 * Suspension (issue 30, docs/decisions.md "Suspended organisations"): every Mutation of the schema that is neither
 * an operator field nor exempt (SUSPENSION_EXEMPT, with its reasons) is called in suspended A by the caller that
 * could otherwise write there — its owner; its link token on its own record for the answering fields; the anonymous
 * caller for the public ones — and must answer `organisation.suspended` and leave A as it was. A new mutation joins
 * by itself, so none can forget the guard.
 */
describe('a suspended organisation refuses every write', () => {
  const SUSPENSION_CALLERS: Record<
    string,
    { token: () => string; ids?: (of: OrganisationA) => OrganisationA }
  > = {
    AcceptInvite: { token: () => 'anonymous', ids: (of) => ({ ...of, inviteCode: of.pendingInviteCode }) },
    NewMeetingFromSummon: { token: () => 'anonymous' },
    ...Object.fromEntries(
      Object.keys(BENEFICIARY_OWN_RECORD).map((name) => [
        name,
        {
          token: () => a.beneficiaryToken,
          ids: (of: OrganisationA) => ({ ...of, incompleteRecordId: of.remoteRecordId }),
        },
      ]),
    ),
  };
  const writes = OPERATIONS.filter(
    (operation) =>
      operation.kind === 'mutation' &&
      !(operation.name in SUSPENSION_EXEMPT) &&
      !operation.name.startsWith('ops'),
  );
  let operatorToken: string;

  beforeAll(async () => {
    operatorToken = (await anOperator()).token;
    await asOperator(operatorToken, OPS_SUSPEND, { orgId: a.orgId, reason: 'the suspension matrix' });
  }, 60_000);

  afterAll(async () => {
    await asOperator(operatorToken, OPS_RESTORE, { orgId: a.orgId, reason: 'the suspension matrix is done' });
  });

  it('exempts only mutations of the schema', () => {
    // Prepare
    const mutations = new Set(OPERATIONS.filter(({ kind }) => kind === 'mutation').map(({ name }) => name));

    // Assess
    expect(Object.keys(SUSPENSION_EXEMPT).filter((name) => !mutations.has(name))).toEqual([]);
    expect(writes.length).toBeGreaterThan(40);
  });

  it.each(writes.map((operation) => [operation.name, operation] as const))(
    '%s answers organisation.suspended and writes nothing',
    async (name, operation) => {
      // Prepare
      const caller = SUSPENSION_CALLERS[name] ?? { token: () => a.owner.tokens.IdToken };
      const variables = argumentsOf(operation, caller.ids?.(a) ?? a);
      const document = documentOf(schema, operation, Object.keys(variables));
      const before = await organisationSnapshot(a.orgId, a.userIds);

      // Act
      const response = (await gql(document, variables, caller.token())) as GraphqlResponse<
        Record<string, unknown>
      >;

      // Assess
      const outcome = outcomeOf(response, name);
      expect(outcome.errorType, JSON.stringify(response)).toBe('organisation.suspended');
      expect(outcome.hasData).toBe(false);
      expect(await organisationSnapshot(a.orgId, a.userIds)).toEqual(before);
    },
  );
});

afterAll(() => {
  recordSecurity({
    operationsCovered: OPERATIONS.length,
    isolationCases: figures.cases,
    denied: figures.denied,
    actedOnOwnScope: figures.ownScope,
    isolationFailures: figures.failures,
  });
});
