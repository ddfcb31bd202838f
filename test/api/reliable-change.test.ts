import { beforeAll, describe, expect, it } from 'vitest';

import { errorTypeOf, gql } from './steps/graphql.ts';
import { wrongCallersOf, type Team } from './steps/people.ts';
import { aWorkedExample, YEAR } from './steps/reliable-change-seed.ts';
import { generatedReportOf, type SeededQuestionnaire } from './steps/report-seed.ts';

/** Issue 33: `reliableChange` over the beneficiaries of the same report (docs/reports.md, "Reliable change"). */

const SHARE = '{ count rate }';
const RELIABLE_CHANGE = `query RC($questionnaire: String!, $start: String!, $end: String!, $tags: [String],
  $openStart: Boolean, $orTags: Boolean, $minRequiredRecords: Int, $forSharing: Boolean) {
  reliableChange(questionnaire: $questionnaire, start: $start, end: $end, tags: $tags, openStart: $openStart,
    orTags: $orTags, minRequiredRecords: $minRequiredRecords, forSharing: $forSharing) {
    smallNumberThreshold forSharing
    questions {
      id direction notes n tooFew meanChange ciLow ciHigh effectSize wilcoxonP wilcoxonMethod reliability
      sdInitial threshold improved ${SHARE} unchanged ${SHARE} deteriorated ${SHARE}
      beneficiaries { id initial latest change class }
      talkingTherapies { measure casesAtStart reliableImprovement ${SHARE} recovery ${SHARE} reliableRecovery ${SHARE} }
    }
    categories { id direction notes n tooFew meanChange }
  }
}`;

type Figures = Record<string, unknown> & {
  id: string;
  beneficiaries: { id: string; class: string | null }[];
};
type Result = { reliableChange: { questions: Figures[]; categories: Figures[]; forSharing: boolean } };

describe('reliableChange', () => {
  let team: Team;
  let qnr: SeededQuestionnaire;

  beforeAll(async () => {
    ({ team, qnr } = await aWorkedExample());
  });

  it('gives the worked example’s figures over the report’s beneficiaries, without setting generatedReport', async () => {
    // Act
    const response = await gql<Result>(
      RELIABLE_CHANGE,
      { questionnaire: qnr.id, ...YEAR },
      team.owner.tokens.IdToken,
    );

    // Assess
    expect(response.errors).toBeUndefined();
    const [q1, q2] = response.data!.reliableChange.questions;
    expect(q1).toMatchObject({
      direction: 'higher',
      notes: [],
      n: 6,
      tooFew: false,
      reliability: 0.8,
      wilcoxonP: 0.1875,
      wilcoxonMethod: 'exact',
      improved: { count: 3, rate: 0.5 },
      unchanged: { count: 3, rate: 0.5 },
      deteriorated: { count: 0, rate: 0 },
      talkingTherapies: null,
    });
    expect(q1!.threshold as number).toBeCloseTo(1.753, 3);
    expect(q1!.ciLow as number).toBeCloseTo(-0.397, 3);
    expect(q1!.ciHigh as number).toBeCloseTo(3.73, 3);
    expect(q1!.effectSize as number).toBeCloseTo(0.848, 3);
    expect(q1!.beneficiaries.filter((each) => each.class === 'improved').map(({ id }) => id)).toEqual([
      'B0',
      'B2',
      'B5',
    ]);
    // No change at all: no p-value, no threshold without a reliability.
    expect(q2).toMatchObject({ notes: ['noReliability'], meanChange: 0, wilcoxonP: null, improved: null });
    expect(await generatedReportOf(team.orgId)).toBe(false);
  });

  it('for sharing: counts under 5 withheld, no beneficiary lists; the window and minRequiredRecords apply as in report', async () => {
    // Act
    const shared = await gql<Result>(
      RELIABLE_CHANGE,
      { questionnaire: qnr.id, ...YEAR, forSharing: true },
      team.owner.tokens.IdToken,
    );
    const few = await gql<Result>(
      RELIABLE_CHANGE,
      { questionnaire: qnr.id, start: '2024-04-01T00:00:00Z', end: YEAR.end, minRequiredRecords: 1 },
      team.owner.tokens.IdToken,
    );

    // Assess
    expect(shared.data!.reliableChange.forSharing).toBe(true);
    expect(shared.data!.reliableChange.questions[0]).toMatchObject({
      n: 6,
      improved: { count: null, rate: null },
      beneficiaries: [],
    });
    // One record each from April: initial = latest, so n = 6 but nobody changed; still six, not too few.
    expect(few.data!.reliableChange.questions[0]).toMatchObject({ n: 6, meanChange: 0 });
  });

  it('refuses bad input with input.invalid and an unknown questionnaire', async () => {
    // Prepare
    const token = team.owner.tokens.IdToken;

    // Act
    const badDate = await gql(
      RELIABLE_CHANGE,
      { questionnaire: qnr.id, start: 'yesterday', end: YEAR.end },
      token,
    );
    const badMin = await gql(
      RELIABLE_CHANGE,
      { questionnaire: qnr.id, ...YEAR, minRequiredRecords: 0 },
      token,
    );
    const badSharing = await gql(
      RELIABLE_CHANGE,
      { questionnaire: qnr.id, ...YEAR, forSharing: 'yes' },
      token,
    );
    const unknown = await gql(RELIABLE_CHANGE, { questionnaire: 'no-such-questionnaire', ...YEAR }, token);

    // Assess
    expect(badDate.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { start: 'invalid' } });
    expect(badMin.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { minRequiredRecords: 'tooSmall' } });
    expect(badSharing.errors).toBeDefined();
    expect(errorTypeOf(unknown)).toBe('questionnaire.notFound');
  });

  it('refuses every wrong caller, the link token of a record of the questionnaire too', async () => {
    // Prepare
    const token = team.owner.tokens.IdToken;
    const remote = await gql<{ AddRemoteMeeting: { JTI: string } }>(
      'mutation($b: String!, $q: String!) { AddRemoteMeeting(beneficiaryID: $b, outcomeSetID: $q) { JTI } }',
      { b: 'B0', q: qnr.id },
      token,
    );
    const own = await gql<{ jwt: string }>(
      'query($j: String!) { jwt(jti: $j) }',
      { j: remote.data!.AddRemoteMeeting.JTI },
      'anonymous',
    );
    const callers: [string, string][] = [
      ...(await wrongCallersOf(team)),
      ["a link token of the questionnaire's own record", own.data!.jwt],
    ];

    for (const [name, caller] of callers) {
      // Act
      const response = await gql(RELIABLE_CHANGE, { questionnaire: qnr.id, ...YEAR }, caller);

      // Assess
      const expected =
        {
          'a member of another organisation': 'questionnaire.notFound',
          'a removed member': 'auth.noOrganisation',
        }[name] ?? 'Unauthorized';
      expect(errorTypeOf(response), name).toBe(expected);
      expect(response.data?.reliableChange ?? null, name).toBeNull();
    }
  });
});
