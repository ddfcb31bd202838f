import fc from 'fast-check';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, type GraphqlResponse } from '../api/steps/graphql.ts';
import { scanTable, stableJson } from '../api/steps/table.ts';
import { INTERNAL_CODES } from './support/denial.ts';
import { anOrganisationA, type OrganisationA } from './support/organisation-a.ts';
import { documentOf, loadSchema, operationsOf } from './support/schema-operations.ts';
import { recordSecurity } from './support/security-results.ts';

/**
 * Property-based bad input for every mutation, its arguments generated from their schema types: strings empty,
 * blank, huge, non-BMP, control characters, lone surrogates and injection-looking; ints negative, huge and past
 * 32 bits; wrong enum values; nulls where the type allows them; lists long and short; the organisation's real ids
 * mixed in so calls get past "not found" into validation. Whatever the input: no internal error, no HTTP 5xx, and
 * when the call fails the table is exactly as it was (no partial write).
 */

const RUNS_PER_MUTATION = 15;
const schema = loadSchema();
const MUTATIONS = operationsOf(schema).filter((operation) => operation.kind === 'mutation');
const figures = {
  mutationsFuzzed: 0,
  propertyRuns: 0,
  propertyErrors: 0,
  propertyFailures: 0,
  schemaRefusals: 0,
  closedSocketRetries: 0,
};

/**
 * `gql`, sent again once when the server had closed the idle keep-alive socket the request was written to (undici
 * `UND_ERR_SOCKET` before any response): the request never reached the API, so sending it again is safe.
 */
async function send(document: string, variables: Record<string, unknown>, token: string) {
  try {
    return await gql(document, variables, token);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    figures.closedSocketRetries += 1;
    return gql(document, variables, token);
  }
}

let org: OrganisationA;
/** The table as the last call left it: only this file writes while it runs (fileParallelism false). */
let table: string[];

const snapshotTable = async () => (await scanTable()).map(stableJson).sort();

beforeAll(async () => {
  org = await anOrganisationA();
  table = await snapshotTable();
}, 120_000);

afterAll(() => recordSecurity(figures));

const ODD_STRINGS = [
  '',
  '   ',
  '\u0000',
  '\t\n\r',
  '__proto__',
  'constructor',
  "' OR '1'='1",
  '"; DROP TABLE ripple; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'ORG#',
  '#',
  'USER#',
  '\u202Eevil',
  '\uD800',
  '🙂'.repeat(60),
  'x'.repeat(101),
  'x'.repeat(100_000),
  'not-an-email@',
  '#12345',
  'https://example.org/',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  '2024-02-30T25:61:00Z',
  '1999-12-31T23:59:59.000Z',
  '9999-01-01T00:00:00.000Z',
];

/** The organisation's real ids, so generated calls reach validation and not only "not found". */
const realIds = (): string[] => [
  org.questionnaire.id,
  ...org.questionnaire.questions,
  org.questionnaire.categoryId,
  org.sequenceId,
  org.beneficiaryId,
  ...org.tags,
  org.completeRecordId,
  org.incompleteRecordId,
  org.summonId,
  org.inviteCode,
  org.owner.userId,
  org.orgId,
  '7c361e11-ef57-4cc6-b277-05921cc82c41',
  'softoutcomes',
];

const strings = (): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: 3 },
    { arbitrary: fc.constantFrom(...realIds()), weight: 3 },
    { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  );

const ints = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer({ min: -5, max: 105 }),
    fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
    // Past GraphQL's 32-bit Int: refused by the schema before any handler runs.
    fc.constantFrom(0, -1, -101, 2_147_483_647, -2_147_483_648, 2_147_483_648, 1e15),
  );

/** Any value of the type: valid, borderline or wrong (enums get values outside the enum). */
function arbitraryOf(type: GraphQLInputType): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType);
  return fc.option(valueOf(type), { nil: null, freq: 4 });
}

function valueOf(type: GraphQLInputType): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType);
  if (isListType(type)) {
    return fc.oneof(
      fc.array(arbitraryOf(type.ofType), { maxLength: 5 }),
      fc.array(arbitraryOf(type.ofType), { minLength: 20, maxLength: 120 }),
    );
  }
  if (isEnumType(type)) {
    return fc.oneof(
      fc.constantFrom(...type.getValues().map((value) => value.name)),
      fc.constantFrom('', 'MEAN', 'median', '0'),
    );
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((field) => [field.name, arbitraryOf(field.type)])), {
      requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
    });
  }
  if (isScalarType(type)) {
    if (type.name === 'Int') return ints();
    if (type.name === 'Float') return fc.oneof(fc.double(), ints());
    if (type.name === 'Boolean') return fc.oneof(fc.boolean(), fc.boolean());
    return strings();
  }
  throw new Error(`no arbitrary for ${String(type)}`);
}

describe.each(MUTATIONS.map((mutation) => [mutation.name, mutation] as const))('%s', (name, mutation) => {
  it(`never fails internally and never writes part of a refused call (${RUNS_PER_MUTATION} runs)`, async () => {
    // Prepare: the public mutations only exist for the anonymous caller; the others are staff calls.
    const token = () => (mutation.cognitoAuth ? org.owner.tokens.IdToken : 'anonymous');
    const required = mutation.field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name);
    const args = fc.record(
      Object.fromEntries(mutation.field.args.map((arg) => [arg.name, arbitraryOf(arg.type)])),
      { requiredKeys: required },
    );
    figures.mutationsFuzzed += 1;
    figures.propertyFailures += 1;

    // Act + Assess, per generated call
    await fc.assert(
      fc.asyncProperty(args, async (variables) => {
        figures.propertyRuns += 1;
        const document = documentOf(schema, mutation, Object.keys(variables));
        const response = (await send(document, variables, token())) as GraphqlResponse<
          Record<string, unknown>
        >;
        const errorType = response.errors?.[0]?.errorType;
        const failed = (response.errors?.length ?? 0) > 0 || response.status >= 400;
        const after = await snapshotTable();
        const unchanged = stableJson(after) === stableJson(table);
        table = after;
        const summary = JSON.stringify({ status: response.status, errors: response.errors });
        // Refused by the schema (an Int past 32 bits, a value outside an enum) before any resolver: HTTP 200 with
        // errorType ValidationError and no data, as AppSync answers. Nothing reaches a handler.
        const schemaRefusal =
          failed && (response.errors ?? []).every((e) => e.errorType === 'ValidationError' && e.path == null);
        if (schemaRefusal) {
          figures.schemaRefusals += 1;
          expect(response.data ?? null, summary).toBeNull();
        }
        expect(response.status, summary).toBeLessThan(500);
        if (failed) {
          figures.propertyErrors += 1;
          expect(INTERNAL_CODES, summary).not.toContain(errorType);
          expect(unchanged, `${name} failed with ${errorType} but wrote to the table`).toBe(true);
        }
      }),
      { numRuns: RUNS_PER_MUTATION, endOnFailure: true },
    );
    figures.propertyFailures -= 1;
  });
});

/**
 * One request must not do the work of hundreds (issue 27 §4, "Query cost limits"): AppSync's resolver-count and
 * depth limits for everyone, one root field for anonymous and link callers, a body size limit.
 */
describe('a request cannot be multiplied', () => {
  const aliased = (count: number, field: (i: number) => string) =>
    Array.from({ length: count }, (_, i) => `a${i}: ${field(i)}`).join('\n');

  it('refuses 500 aliased recentMeetings with ResolverExecutionLimitReached, running none', async () => {
    // Prepare
    const query = `query { ${aliased(500, () => 'recentMeetings(page: 0) { page isMore }')} }`;

    // Act
    const started = performance.now();
    const response = await send(query, {}, org.owner.tokens.IdToken);
    const seconds = (performance.now() - started) / 1000;

    // Assess
    expect(response.data ?? null).toBeNull();
    expect(response.errors).toEqual([
      expect.objectContaining({
        errorType: 'ResolverExecutionLimitReached',
        message: expect.stringContaining('the limit is 10'),
      }),
    ]);
    // 500 runs took about 5 s; refused before any runs, the answer is immediate.
    expect(seconds).toBeLessThan(1);
  });

  it('refuses aliased staff mutations over the limit and writes nothing', async () => {
    // Prepare
    const mutation = `mutation { ${aliased(11, (i) => `AddOutcomeSet(name: "Aliased ${i}") { id }`)} }`;

    // Act
    const response = await send(mutation, {}, org.owner.tokens.IdToken);

    // Assess
    expect(response.errors?.[0]?.errorType).toBe('ResolverExecutionLimitReached');
    expect(stableJson(await snapshotTable())).toBe(stableJson(table));
  });

  it('refuses two anonymous summon uses in one request (HTTP 401) and creates no record', async () => {
    // Prepare: a summon of its own, since the fuzzing above may have revoked A's (RevokeLink, RevokeLinksOf).
    const made = await send(
      'mutation Summon($id: String!) { NewMeetingSummon(outcomeSetID: $id) }',
      { id: org.questionnaire.id },
      org.owner.tokens.IdToken,
    );
    const summonId = String((made.data as { NewMeetingSummon?: string } | null)?.NewMeetingSummon);
    table = await snapshotTable();
    const mutation = `mutation { ${aliased(2, (i) => `NewMeetingFromSummon(summonID: "${summonId}", beneficiaryID: "multiplied-${i}")`)} }`;

    // Act
    const response = await send(mutation, {}, 'anonymous');

    // Assess
    expect(response.status).toBe(401);
    expect(response.errors?.[0]?.errorType).toBe('UnauthorizedException');
    expect(stableJson(await snapshotTable())).toBe(stableJson(table));
    // The same use alone is allowed: the refusal is the multiplication, not the summon.
    const single = await send(
      'mutation Use($id: String!) { NewMeetingFromSummon(summonID: $id, beneficiaryID: "multiplied-0") }',
      { id: summonId },
      'anonymous',
    );
    expect(single.errors).toBeUndefined();
    table = await snapshotTable();
  });

  it('refuses a body over 1 MiB with HTTP 413 and writes nothing', async () => {
    // Prepare
    const name = 'x'.repeat(1_100_000);

    // Act
    const response = await send(
      'mutation Add($name: String!) { AddOutcomeSet(name: $name) { id } }',
      { name },
      org.owner.tokens.IdToken,
    );

    // Assess
    expect(response.status).toBe(413);
    expect(response.errors?.[0]?.errorType).toBe('PayloadTooLarge');
    expect(stableJson(await snapshotTable())).toBe(stableJson(table));
  });
});
