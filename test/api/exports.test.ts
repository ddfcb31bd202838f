import { beforeAll, describe, expect, inject, it } from 'vitest';

import { errorTypeOf, gql } from './steps/graphql.ts';
import { aRemovedMember, aTeam, wrongCallersOf, type Team } from './steps/people.ts';
import {
  aQuestionnaireWithCategories,
  givenCompleteRecords,
  type SeededQuestionnaire,
} from './steps/report-seed.ts';

const EXPORT_MEETINGS = `query($questionnaire: String!, $start: String, $end: String, $tags: [String], $orTags: Boolean) {
  exportMeetings(questionnaire: $questionnaire, start: $start, end: $end, tags: $tags, orTags: $orTags)
}`;
const EXPORT_BEN = `query($questionnaire: String!, $beneficiary: String!) {
  exportBenMeetings(questionnaire: $questionnaire, beneficiary: $beneficiary)
}`;
const EXPORT_REPORT = `query($questionnaire: String!, $start: String!, $end: String!, $tags: [String], $openStart: Boolean,
  $orTags: Boolean, $minRequiredRecords: Int) {
  exportReport(questionnaire: $questionnaire, start: $start, end: $end, tags: $tags, openStart: $openStart,
    orTags: $orTags, minRequiredRecords: $minRequiredRecords)
}`;

const YEAR = { start: '2024-01-01T00:00:00Z', end: '2024-12-31T23:59:59Z' };

async function download(path: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${inject('apiUrl')}${path}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // TextDecoder would drop the BOM; keep it to check it is there.
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: Buffer.from(bytes).toString('utf8'),
  };
}

async function pathOf(query: string, variables: Record<string, unknown>, token: string): Promise<string> {
  const response = await gql<Record<string, string>>(query, variables, token);
  const path = Object.values(response.data ?? {})[0];
  if (!path) throw new Error(`export failed: ${JSON.stringify(response.errors)}`);
  return path;
}

const rowIds = (text: string) =>
  text
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(',')[0]);

describe('exports', () => {
  let team: Team;
  let qnr: SeededQuestionnaire;
  let ids: string[];

  beforeAll(async () => {
    team = await aTeam(1);
    qnr = await aQuestionnaireWithCategories(team.owner.tokens.IdToken);
    const [q1, q2, q3] = qnr.questions as [string, string, string];
    ids = await givenCompleteRecords(team.orgId, qnr.id, [
      {
        beneficiary: 'A',
        date: '2024-01-10T10:00:00.000Z',
        answers: { [q1]: 2, [q2]: 4, [q3]: 1 },
        meetingTags: ['north'],
        user: team.owner.userId,
        notes: '=cmd|calc, "quoted"',
      },
      { beneficiary: 'A', date: '2024-03-10T10:00:00.000Z', answers: { [q1]: 4, [q2]: 5, [q3]: 3 } },
      {
        beneficiary: 'B',
        date: '2024-02-01T10:00:00.000Z',
        answers: { [q1]: 1, [q3]: 2 },
        benTags: ['north'],
      },
      { beneficiary: 'C', date: '2025-02-01T10:00:00.000Z', answers: { [q1]: 5, [q2]: 5, [q3]: 5 } },
    ]);
  });

  it('exportMeetings gives a path whose CSV has a BOM, the documented columns and the records asked for', async () => {
    // Act
    const path = await pathOf(
      EXPORT_MEETINGS,
      { questionnaire: qnr.id, ...YEAR, tags: ['north'] },
      team.owner.tokens.IdToken,
    );
    const csv = await download(path);

    // Assess
    expect(path).toMatch(/^\/v1\/export\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(csv.status).toBe(200);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFrecord,beneficiary,date (UTC),"date (ISO 8601, UTC)",facilitator,tags,notes,Question 1,Question 2,Question 3,Mood,Skills',
    );
    // A's first record: the facilitator's name, the guarded and quoted notes, mean(2, 4) = 3 and sum(1) = 1.
    expect(lines[1]).toBe(
      `${ids[0]},A,2024-01-10 10:00:00,2024-01-10T10:00:00.000Z,${team.owner.name},north,"'=cmd|calc, ""quoted""",2,4,1,3,1`,
    );
    expect(lines[2]).toBe(
      `${ids[2]},B,2024-02-01 10:00:00,2024-02-01T10:00:00.000Z,seed-user,north,,1,,2,1,2`,
    );
    expect(lines).toHaveLength(4);
  });

  it("writes the dates in the browser's time zone that the download's address names", async () => {
    // Prepare
    const path = await pathOf(
      EXPORT_MEETINGS,
      { questionnaire: qnr.id, ...YEAR, tags: ['north'] },
      team.owner.tokens.IdToken,
    );

    // Act
    const csv = await download(`${path}?tz=${encodeURIComponent('Asia/Tokyo')}`);

    // Assess: 10:00 UTC is 19:00 in Tokyo
    const [header, first] = csv.text.split('\r\n');
    expect(header).toMatch(/^\uFEFFrecord,beneficiary,date \(Asia\/Tokyo\),"date \(ISO 8601, UTC\)",/);
    expect(first).toMatch(new RegExp(`^${ids[0]},A,2024-01-10 19:00:00,2024-01-10T10:00:00.000Z,`));
  });

  it('exportMeetings without a range exports every complete record, oldest first', async () => {
    // Act
    const csv = await download(
      await pathOf(EXPORT_MEETINGS, { questionnaire: qnr.id }, team.owner.tokens.IdToken),
    );

    // Assess
    expect(rowIds(csv.text)).toEqual([ids[0], ids[2], ids[1], ids[3]]);
  });

  it("exportBenMeetings exports one beneficiary's records", async () => {
    // Act
    const csv = await download(
      await pathOf(EXPORT_BEN, { questionnaire: qnr.id, beneficiary: 'A' }, team.owner.tokens.IdToken),
    );

    // Assess
    expect(rowIds(csv.text)).toEqual([ids[0], ids[1]]);
  });

  it('exportReport exports the records of the beneficiaries the same report includes', async () => {
    // Act
    const csv = await download(
      await pathOf(EXPORT_REPORT, { questionnaire: qnr.id, ...YEAR }, team.owner.tokens.IdToken),
    );

    // Assess: B has one record in the year (too few), C none
    expect(rowIds(csv.text)).toEqual([ids[0], ids[1]]);
  });

  it('refuses bad input with a code and no path', async () => {
    // Prepare
    const token = team.owner.tokens.IdToken;
    const cases: [string, Record<string, unknown>, string, Record<string, string> | undefined][] = [
      [EXPORT_MEETINGS, { questionnaire: qnr.id, start: 'soon' }, 'input.invalid', { start: 'invalid' }],
      [
        EXPORT_MEETINGS,
        { questionnaire: qnr.id, start: YEAR.end, end: YEAR.start },
        'input.invalid',
        { end: 'invalid' },
      ],
      [EXPORT_BEN, { questionnaire: qnr.id, beneficiary: ' ' }, 'input.invalid', { beneficiary: 'required' }],
      [
        EXPORT_REPORT,
        { questionnaire: qnr.id, start: YEAR.start, end: 'x' },
        'input.invalid',
        { end: 'invalid' },
      ],
      [EXPORT_MEETINGS, { questionnaire: 'no-such-questionnaire' }, 'questionnaire.notFound', undefined],
    ];
    for (const [query, variables, code, fieldErrors] of cases) {
      // Act
      const response = await gql(query, variables, token);

      // Assess
      expect(errorTypeOf(response)).toBe(code);
      if (fieldErrors) expect(response.errors?.[0]?.errorInfo).toEqual({ fieldErrors });
      expect(response.data).toBeNull();
    }
  });

  it('refuses every wrong caller of the three queries', async () => {
    // Prepare
    const callers = await wrongCallersOf(team);
    const queries: [string, Record<string, unknown>][] = [
      [EXPORT_MEETINGS, { questionnaire: qnr.id }],
      [EXPORT_BEN, { questionnaire: qnr.id, beneficiary: 'A' }],
      [EXPORT_REPORT, { questionnaire: qnr.id, ...YEAR }],
    ];
    for (const [query, variables] of queries) {
      for (const [name, token] of callers) {
        // Act
        const response = await gql(query, variables, token);

        // Assess
        const expected = {
          'a member of another organisation': 'questionnaire.notFound',
          'a removed member': 'auth.noOrganisation',
          'a beneficiary': 'Unauthorized',
          'the anonymous caller': 'Unauthorized',
        }[name];
        expect(errorTypeOf(response), name).toBe(expected);
      }
    }
  });

  it('answers 403 and no data for an expired, altered or re-addressed token, or a removed member', async () => {
    // Prepare
    const path = await pathOf(EXPORT_MEETINGS, { questionnaire: qnr.id }, team.owner.tokens.IdToken);
    const token = path.slice('/v1/export/'.length);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const reissue = (changes: Record<string, unknown>) =>
      `/v1/export/${header}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${signature}`;
    const other = await aTeam(1);
    const expired = await signedExportPath({
      orgId: team.orgId,
      userId: team.owner.userId,
      query: { kind: 'meetings', questionnaire: qnr.id, tags: [], orTags: false },
      at: new Date(Date.now() - 301_000),
    });
    const removed = await aRemovedMember(team);
    const removedPath = await signedExportPath({
      orgId: team.orgId,
      userId: removed.userId,
      query: { kind: 'meetings', questionnaire: qnr.id, tags: [], orTags: false },
      at: new Date(),
    });

    for (const [name, target] of [
      ['expired', expired],
      ['altered questionnaire', reissue({ q: { ...(claims.q as object), tags: ['south'] } })],
      ['another organisation', reissue({ org: other.orgId })],
      ['a later expiry', reissue({ exp: Number(claims.exp) + 3600 })],
      ['a removed member', removedPath],
      ['no token', '/v1/export/'],
    ] as const) {
      // Act
      const reply = await download(target);

      // Assess
      expect(reply.status, name).toBe(403);
      expect(JSON.parse(reply.text), name).toEqual({ error: 'export.invalidToken' });
    }
  });
});

/** A download path signed with the stack's key through the API's own code, at a chosen time. */
async function signedExportPath(grant: {
  orgId: string;
  userId: string;
  query: { kind: 'meetings'; questionnaire: string; tags: string[]; orTags: boolean };
  at: Date;
}): Promise<string> {
  process.env.AWS_REGION ??= 'eu-west-2';
  process.env.LINK_TOKEN_PRIVATE_JWK = inject('linkTokenPrivateJwk');
  const { signExportToken } = await import('../../functions/src/domains/exports/export-token.ts');
  return `/v1/export/${await signExportToken(grant, grant.at)}`;
}
