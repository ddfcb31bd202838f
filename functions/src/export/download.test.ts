import { exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { signExportToken } from '#domains/exports/export-token.ts';
import type { ExportGrant } from '#domains/exports/export-token.ts';
import type { DownloadDeps } from '#domains/exports/exports.service.ts';
import type { CompleteRecord } from '#domains/reports/record-item.ts';
import { aStoredQuestionnaire } from '../../../test/fixtures/questionnaire-fixtures.ts';

import { download } from './download.ts';

const record = (
  id: string,
  beneficiary: string,
  day: string,
  q1: number,
  tags: string[] = [],
): CompleteRecord => ({
  id,
  beneficiary,
  date: `${day}T10:00:00.000Z`,
  created: `${day}T09:00:00.000Z`,
  tags,
  answers: { q1: { answer: q1 }, q2: { answer: 5 } },
  user: 'user-1',
});

const RECORDS = [
  record('r1', 'A', '2024-01-10', 1, ['north']),
  record('r2', 'A', '2024-02-10', 2),
  record('r3', 'B', '2024-03-10', 3, ['north']),
];

/** Two pages of records, filtered by the range like the GSI3 query. */
const fakeDeps = (active = true): DownloadDeps & { pagesRead: number } => {
  const deps = {
    pagesRead: 0,
    questionnaires: {
      getQuestionnaire: (orgId: string, id: string) =>
        Promise.resolve(orgId === 'org-1' && id === 'qnr-1' ? aStoredQuestionnaire() : undefined),
    },
    reports: {
      async *completeRecords(_org: string, _qnr: string, range: { start?: string; end?: string }) {
        const inRange = RECORDS.filter(
          (r) => (!range.start || r.date >= range.start) && (!range.end || r.date <= range.end),
        );
        for (const page of [inRange.slice(0, 2), inRange.slice(2)]) {
          deps.pagesRead += 1;
          // A promise of the page, as the repository's query answers it.
          yield Promise.resolve(page);
        }
      },
      reportRecords: () => Promise.resolve([]),
    },
    organisations: { getOrganisation: () => Promise.resolve(undefined) },
    exports: {
      beneficiaryRecords: (_o: string, _q: string, ben: string) =>
        Promise.resolve(RECORDS.filter((r) => r.beneficiary === ben)),
    },
    memberships: {
      getMembership: () => Promise.resolve({ active }),
      getOrganisationWithMembers: () => Promise.resolve({ members: [{ userId: 'user-1', userName: 'Sam' }] }),
    },
  };
  return deps;
};

const grant = (query: ExportGrant['query']): ExportGrant => ({ orgId: 'org-1', userId: 'user-1', query });
const event = (token: string, tz?: string) => ({
  rawPath: `/v1/export/${token}`,
  ...(tz === undefined ? {} : { queryStringParameters: { tz } }),
  requestContext: { http: { method: 'GET' } },
});

const body = async (response: Awaited<ReturnType<typeof download>>) => {
  if (!('chunks' in response)) throw new Error(`refused: ${response.body}`);
  let text = '';
  for await (const chunk of response.chunks) text += chunk;
  return text;
};

describe('export download', () => {
  beforeAll(async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    vi.stubEnv('AWS_REGION', 'eu-west-2');
    vi.stubEnv('LINK_TOKEN_PRIVATE_JWK', JSON.stringify(await exportJWK(privateKey)));
  });

  it('streams a BOM, the header and the records the token allows', async () => {
    // Prepare
    const token = await signExportToken(
      grant({ kind: 'meetings', questionnaire: 'qnr-1', tags: ['north'], orTags: false }),
    );
    const deps = fakeDeps();

    // Act: downloaded at 00:30 BST on 1 June, from a browser in London
    const response = await download(event(token, 'Europe/London'), deps, new Date('2024-05-31T23:30:00Z'));

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ripple-wellbeing-2024-06-01.csv"',
    );
    const lines = (await body(response)).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFrecord,beneficiary,date (Europe/London),"date (ISO 8601, UTC)",facilitator,tags,notes,Question q1,Question q2,Mood',
    );
    expect(lines.slice(1)).toEqual([
      // Mood holds no question in the fixture, so its cells are empty.
      'r1,A,2024-01-10 10:00:00,2024-01-10T10:00:00.000Z,Sam,north,,1,5,',
      'r3,B,2024-03-10 10:00:00,2024-03-10T10:00:00.000Z,Sam,north,,3,5,',
      '',
    ]);
    expect(deps.pagesRead).toBe(2);
  });

  it.each([
    ['no time zone', undefined],
    ['a time zone this runtime does not know', 'Mars/Olympus_Mons'],
  ])('writes dates in UTC, and says so, for %s', async (_label, tz) => {
    // Prepare
    const token = await signExportToken(
      grant({ kind: 'meetings', questionnaire: 'qnr-1', tags: ['north'], orTags: false }),
    );

    // Act
    const response = await download(event(token, tz), fakeDeps(), new Date('2024-05-31T23:30:00Z'));

    // Assess
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ripple-wellbeing-2024-05-31.csv"',
    );
    const [header, first] = (await body(response)).split('\r\n');
    expect(header).toMatch(/^\uFEFFrecord,beneficiary,date \(UTC\),"date \(ISO 8601, UTC\)",/);
    expect(first).toMatch(/^r1,A,2024-01-10 10:00:00,2024-01-10T10:00:00.000Z,/);
  });

  it('exports the records a report includes: B has one record and is left out', async () => {
    // Prepare
    const token = await signExportToken(
      grant({
        kind: 'report',
        questionnaire: 'qnr-1',
        start: '2024-01-01T00:00:00.000Z',
        end: '2024-12-31T00:00:00.000Z',
        tags: [],
        orTags: false,
        openStart: false,
        minRequiredRecords: 2,
      }),
    );

    // Act
    const text = await body(await download(event(token), fakeDeps()));

    // Assess
    expect(
      text
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['r1', 'r2']);
  });

  it("exports one beneficiary's records", async () => {
    // Prepare
    const token = await signExportToken(
      grant({ kind: 'beneficiary', questionnaire: 'qnr-1', beneficiary: 'B' }),
    );

    // Act
    const text = await body(await download(event(token), fakeDeps()));

    // Assess
    expect(
      text
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['r3']);
  });

  it('refuses an expired, an altered, a missing or a foreign token with 403 and no data', async () => {
    // Prepare
    const query = { kind: 'beneficiary', questionnaire: 'qnr-1', beneficiary: 'B' } as const;
    const expired = await signExportToken(grant(query), new Date(Date.now() - 301_000));
    const valid = await signExportToken(grant(query));
    const [header, payload, signature] = valid.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...claims, org: 'org-2' })).toString('base64url')}.${signature}`;
    const deps = fakeDeps();

    for (const token of [expired, altered, '', 'not-a-token']) {
      // Act
      const response = await download(event(token), deps);

      // Assess
      expect(response).toMatchObject({ statusCode: 403 });
      expect('body' in response && JSON.parse(response.body)).toEqual({ error: 'export.invalidToken' });
    }
    expect(deps.pagesRead).toBe(0);
  });

  it('refuses a user who is no longer an active member', async () => {
    // Prepare
    const token = await signExportToken(
      grant({ kind: 'beneficiary', questionnaire: 'qnr-1', beneficiary: 'B' }),
    );

    // Act
    const response = await download(event(token), fakeDeps(false));

    // Assess
    expect(response.statusCode).toBe(403);
  });
});
