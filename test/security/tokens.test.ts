import { generateKeyPair, SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorTypeOf, gql } from '../api/steps/graphql.ts';
import {
  LINK_ANSWER,
  LINK_COMPLETE,
  LINK_GET_MEETING,
  LINK_NOTES,
  aQuestionnaire,
  answerAll,
  dataOf,
  unique,
} from '../api/steps/meetings.ts';
import { aTeam, type Team } from '../api/steps/people.ts';
import { organisationSnapshot } from '../api/steps/table.ts';
import {
  asLinkToken,
  linkClaims,
  linkTokenSignedWith,
  poolSignedIdToken,
  tamper,
  unsignedToken,
} from '../api/steps/tokens.ts';
import { ADD_REMOTE, JWT } from './support/organisation-a.ts';
import { recordSecurity } from './support/security-results.ts';

/**
 * Forged, stale and misdirected tokens, for both kinds the API accepts: staff Cognito ID tokens (checked by AppSync,
 * here the emulator) and beneficiary link tokens (checked by the Lambda authorizer). The staff cases a tampered
 * payload, an expired token, another issuer and an access token are in test/api/auth.test.ts and not repeated.
 */

const SELF = '{ self { id email } }';
let team: Team;
let questionID: string;
let questions: string[];
let recordId: string;
let jti: string;
let linkToken: string;
const figures = { tokenCases: 0, tokenFailures: 0 };

const snapshot = () => organisationSnapshot(team.orgId, [team.owner.userId]);

beforeAll(async () => {
  team = await aTeam(1);
  const token = team.owner.tokens.IdToken;
  const questionnaire = await aQuestionnaire(token);
  questionID = questionnaire.questions[0]!;
  questions = questionnaire.questions;
  ({ JTI: jti } = dataOf<{ JTI: string }>(
    await gql(ADD_REMOTE, { beneficiaryID: 'ben-tokens', outcomeSetID: questionnaire.id }, token),
    'AddRemoteMeeting',
  ));
  linkToken = dataOf<string>(await gql(JWT, { jti }, 'anonymous'), 'jwt');
  recordId = linkClaims(linkToken).sequence[0]!;
});

afterAll(() => recordSecurity(figures));

/** Counts a case, and counts it failed unless `assess` gets to its end. */
async function counted(assess: () => Promise<void>): Promise<void> {
  figures.tokenCases += 1;
  figures.tokenFailures += 1;
  await assess();
  figures.tokenFailures -= 1;
}

describe('staff ID tokens', () => {
  const staffForgeries: [string, () => Promise<string>][] = [
    [
      'signed by the pool key for another app client (wrong audience)',
      () => poolSignedIdToken({ ...decodeJwt(team.owner.tokens.IdToken), aud: 'another-app-client' }),
    ],
    ['unsigned, alg none', () => Promise.resolve(unsignedToken(decodeJwt(team.owner.tokens.IdToken)))],
    [
      "signed by another key under the pool's issuer and key id",
      async () =>
        new SignJWT(decodeJwt(team.owner.tokens.IdToken))
          .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
          .sign((await generateKeyPair('RS256')).privateKey),
    ],
    [
      'an HS256 token whose secret is guessable (algorithm confusion)',
      () =>
        new SignJWT(decodeJwt(team.owner.tokens.IdToken))
          .setProtectedHeader({ alg: 'HS256', kid: 'CognitoLocal' })
          .sign(new TextEncoder().encode('CognitoLocal')),
    ],
  ];

  it('accepts the genuine token, and the same claims re-signed by the pool key (controls)', async () => {
    // Prepare
    const resigned = await poolSignedIdToken(decodeJwt(team.owner.tokens.IdToken));

    // Act
    const genuine = await gql<{ self: { email: string } }>(SELF, {}, team.owner.tokens.IdToken);
    const control = await gql<{ self: { email: string } }>(SELF, {}, resigned);

    // Assess: so each forgery below is refused for its one defect.
    expect(genuine.data?.self.email).toBe(team.owner.email);
    expect(control.data?.self.email).toBe(team.owner.email);
  });

  it.each(staffForgeries)('refuses a token %s with HTTP 401', async (_name, forge) => {
    await counted(async () => {
      // Prepare
      const token = await forge();
      const before = await snapshot();

      // Act
      const read = await gql(SELF, {}, token);
      const write = await gql('mutation { UpdateOrgSetting(beneficiaryTypeAhead: true) { id } }', {}, token);

      // Assess
      for (const response of [read, write]) {
        expect(response.status).toBe(401);
        expect(errorTypeOf(response)).toBe('UnauthorizedException');
        expect(response.data ?? null).toBeNull();
      }
      expect(await snapshot()).toEqual(before);
    });
  });
});

describe('beneficiary link tokens', () => {
  const claims = () => linkClaims(linkToken);
  const linkForgeries: [string, () => Promise<string>][] = [
    ['with a changed payload (tampered)', () => Promise.resolve(tamper(linkToken))],
    [
      'expired',
      () =>
        linkTokenSignedWith({
          ...claims(),
          iat: Math.floor(Date.now() / 1000) - 7200,
          exp: Math.floor(Date.now() / 1000) - 3600,
        }),
    ],
    ['from another issuer', () => linkTokenSignedWith({ ...claims(), iss: 'https://elsewhere.example.org' })],
    ['for another audience', () => linkTokenSignedWith({ ...claims(), aud: 'ripple-staff' })],
    [
      'with no expiry',
      () => linkTokenSignedWith(Object.fromEntries(Object.entries(claims()).filter(([k]) => k !== 'exp'))),
    ],
    ['unsigned, alg none', () => Promise.resolve(asLinkToken(unsignedToken(claims())))],
    [
      'signed by another ES256 key',
      async () =>
        asLinkToken(
          await new SignJWT(claims())
            .setProtectedHeader({ alg: 'ES256' })
            .sign((await generateKeyPair('ES256')).privateKey),
        ),
    ],
    // What AppSync would read as a user-pool token and never pass to the authorizer (docs/decisions.md).
    [
      'sent as a bare JWT, without its ripple-link. prefix',
      () => Promise.resolve(linkToken.split('.').slice(1).join('.')),
    ],
  ];

  it('accepts the genuine token, and the same claims re-signed by the link key, on its record (controls)', async () => {
    // Prepare
    const resigned = await linkTokenSignedWith(claims());

    // Act
    const genuine = await gql<{ meeting: { id: string } }>(LINK_GET_MEETING, { id: recordId }, linkToken);
    const control = await gql<{ meeting: { id: string } }>(LINK_GET_MEETING, { id: recordId }, resigned);

    // Assess: so each forgery below is refused for its one defect.
    expect(genuine.data?.meeting.id).toBe(recordId);
    expect(control.data?.meeting.id).toBe(recordId);
  });

  it.each(linkForgeries)('refuses a token %s with HTTP 401 and writes nothing', async (_name, forge) => {
    await counted(async () => {
      // Prepare
      const token = await forge();
      const before = await snapshot();

      // Act
      const read = await gql(LINK_GET_MEETING, { id: recordId }, token);
      const write = await gql(
        LINK_ANSWER,
        { meetingID: recordId, questionID, value: 2, allowOverwrite: true },
        token,
      );

      // Assess
      for (const response of [read, write]) {
        expect(response.status).toBe(401);
        expect(errorTypeOf(response)).toBe('UnauthorizedException');
        expect(response.data ?? null).toBeNull();
      }
      expect(await snapshot()).toEqual(before);
    });
  });
});

describe('what a link holder reads of its own record', () => {
  const STAFF_ONLY = ['user', 'tags', 'benTags', 'meetingTags'];
  const TAGS = ['Tokens-ben-tag', 'Tokens-record-tag'];
  const BENEFICIARY = `ben-existing-${unique()}`;
  let summonToken: string;
  let summonRecordId: string;

  beforeAll(async () => {
    const token = team.owner.tokens.IdToken;
    const qnr = await aQuestionnaire(token);
    dataOf(
      await gql(
        'mutation($id: String!, $tags: [String]) { EditBeneficiaryTags(id: $id, tags: $tags) { id } }',
        { id: BENEFICIARY, tags: [TAGS[0]] },
        token,
      ),
      'EditBeneficiaryTags',
    );
    const summonId = dataOf<string>(
      await gql(
        'mutation($q: String!, $tags: [String]) { NewMeetingSummon(outcomeSetID: $q, tags: $tags) }',
        { q: qnr.id, tags: [TAGS[1]] },
        token,
      ),
      'NewMeetingSummon',
    );
    // An anonymous person who knows (or guesses) an existing beneficiary's ID uses the summon with it.
    const summonJti = dataOf<string>(
      await gql(
        'mutation($s: String!, $b: String) { NewMeetingFromSummon(summonID: $s, beneficiaryID: $b) }',
        { s: summonId, b: BENEFICIARY },
        'anonymous',
      ),
      'NewMeetingFromSummon',
    );
    summonToken = dataOf<string>(await gql(JWT, { jti: summonJti }, 'anonymous'), 'jwt');
    summonRecordId = linkClaims(summonToken).sequence[0]!;
  });

  /** Nothing of the facilitator or the tags in the response, and the field refused by its auth directive. */
  const expectRefused = (response: { errors?: { errorType?: string }[] }, field: string) => {
    const text = JSON.stringify(response);
    expect(response.errors?.map((e) => e.errorType)).toContain('Unauthorized');
    expect(text).toContain(`Not Authorized to access ${field} on type Meeting`);
    expect(text).not.toContain(team.owner.userId);
    for (const tag of TAGS) expect(text).not.toContain(tag);
  };

  it.each(STAFF_ONLY)('refuses %s of its own record to a one-time link token', async (field) => {
    await counted(async () => {
      // Act
      const read = await gql(
        `query($id: String!) { meeting(id: $id) { id ${field} } }`,
        { id: recordId },
        linkToken,
      );

      // Assess
      expectRefused(read, field);
    });
  });

  it.each(STAFF_ONLY)(
    "refuses %s of the record an anonymous summon user made for an existing beneficiary's ID",
    async (field) => {
      await counted(async () => {
        // Act
        const read = await gql(
          `query($id: String!) { meeting(id: $id) { id ${field} } }`,
          { id: summonRecordId },
          summonToken,
        );
        const noted = await gql(
          `mutation($id: String!) { SetMeetingNotes(meetingID: $id, notes: "n") { id ${field} } }`,
          { id: summonRecordId },
          summonToken,
        );

        // Assess
        expectRefused(read, field);
        expectRefused(noted, field);
      });
    },
  );

  it("refuses its questionnaire's LikertScale.answered to a link token, which staff read", async () => {
    // Prepare
    const query =
      'query($id: String!) { meeting(id: $id) { id outcomeSet { questions { ... on LikertScale { answered } } } } }';
    // Act
    const byLink = await gql(query, { id: summonRecordId }, summonToken);
    const byStaff = await gql<{ meeting: { outcomeSet: { questions: { answered: boolean }[] } } }>(
      query,
      { id: summonRecordId },
      team.owner.tokens.IdToken,
    );

    // Assess
    expect(byLink.errors?.map((e) => e.errorType)).toContain('Unauthorized');
    expect(JSON.stringify(byLink)).toContain('Not Authorized to access answered on type LikertScale');
    expect(JSON.stringify(byLink.data ?? null)).not.toContain('"answered"');
    expect(byStaff.errors).toBeUndefined();
    expect(byStaff.data?.meeting.outcomeSet.questions.every((q) => typeof q.answered === 'boolean')).toBe(
      true,
    );
  });

  it('reads the questionnaire, its answers and notes, while staff still read the facilitator and the tags', async () => {
    // Act
    const own = await gql<{ meeting: { id: string; notes: string; outcomeSet: { id: string } } }>(
      LINK_GET_MEETING,
      { id: summonRecordId },
      summonToken,
    );
    const byStaff = await gql<{ meeting: { user: string; tags: string[]; benTags: string[] } }>(
      'query($id: String!) { meeting(id: $id) { user tags benTags } }',
      { id: summonRecordId },
      team.owner.tokens.IdToken,
    );

    // Assess
    expect(own.errors).toBeUndefined();
    expect(own.data?.meeting).toMatchObject({ id: summonRecordId, notes: 'n' });
    expect(own.data?.meeting.outcomeSet.id).toBeTruthy();
    expect(byStaff.data?.meeting).toEqual({
      user: team.owner.userId,
      tags: expect.arrayContaining(TAGS) as unknown,
      benTags: [TAGS[0]],
    });
  });
});

describe('a link token replayed after its record is complete', () => {
  const replays: [string, string, () => Record<string, unknown>][] = [
    ['meeting', LINK_GET_MEETING, () => ({ id: recordId })],
    [
      'AddLikertAnswer',
      LINK_ANSWER,
      () => ({ meetingID: recordId, questionID, value: 1, allowOverwrite: true }),
    ],
    ['SetMeetingNotes', LINK_NOTES, () => ({ meetingID: recordId, notes: 'replayed' })],
    ['CompleteMeeting', LINK_COMPLETE, () => ({ meetingID: recordId })],
  ];
  let reissued: string;

  beforeAll(async () => {
    // A second token of the same link, minted while it was open (another device, a reload): it must not help either.
    reissued = dataOf<string>(await gql(JWT, { jti }, 'anonymous'), 'jwt');
    await answerAll(linkToken, recordId, questions);
    dataOf(await gql(LINK_COMPLETE, { meetingID: recordId }, linkToken), 'CompleteMeeting');
  });

  it('mints no new token once the link is complete', async () => {
    // Act
    const reopened = await gql(JWT, { jti }, 'anonymous');

    // Assess
    expect(errorTypeOf(reopened)).toBe('link.completed');
    expect(reopened.data ?? null).toBeNull();
  });

  it.each(replays)(
    'refuses %s with meeting.complete and writes nothing',
    async (name, document, variables) => {
      await counted(async () => {
        // Prepare
        const before = await snapshot();

        // Act
        const replayed = await gql(document, variables(), linkToken);
        const reopened = await gql(document, variables(), reissued);

        // Assess
        for (const response of [replayed, reopened]) {
          expect(errorTypeOf(response)).toBe('meeting.complete');
          expect(response.data?.[name] ?? null).toBeNull();
        }
        expect(await snapshot()).toEqual(before);
      });
    },
  );

  it('left the answers the beneficiary gave before completing', async () => {
    // Act
    const stored = await gql<{
      meeting: { incomplete: boolean; answers: { questionID: string; answer: number }[] };
    }>(
      'query($id: String!) { meeting(id: $id) { incomplete answers { questionID ... on IntAnswer { answer } } } }',
      { id: recordId },
      team.owner.tokens.IdToken,
    );

    // Assess
    expect(stored.data?.meeting).toEqual({
      incomplete: false,
      answers: questions.map((id) => ({ questionID: id, answer: 3 })),
    });
  });
});
