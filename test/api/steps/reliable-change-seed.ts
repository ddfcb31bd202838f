import { gql } from './graphql.ts';
import { aTeam, type Team } from './people.ts';
import {
  aQuestionnaireWithCategories,
  givenCompleteRecords,
  type SeededQuestionnaire,
} from './report-seed.ts';

/** The year the worked example's records fall in, as the reliableChange and export arguments take it. */
export const YEAR = { start: '2024-01-01T00:00:00Z', end: '2024-12-31T23:59:59Z' };

const SCORING = `mutation S($outcomeSetID: ID!, $questionID: ID!, $reliability: Float) {
  SetQuestionScoring(outcomeSetID: $outcomeSetID, questionID: $questionID, direction: higher, reliability: $reliability) { id }
}`;

// The worked example of docs/reports.md: initial 4 6 5 3 7 5 → latest 7 6 8 4 6 9 on a 1–10 scale, r = 0.8;
// 3 reliably improved, 3 not, none deteriorated.
const INITIAL = [4, 6, 5, 3, 7, 5];
const LATEST = [7, 6, 8, 4, 6, 9];

/**
 * A team of one whose questionnaire holds the worked example: its first question scored with r = 0.8, six
 * beneficiaries (B0–B5) each answered in February and in May, the second question always 3.
 */
export async function aWorkedExample(): Promise<{ team: Team; qnr: SeededQuestionnaire }> {
  const team = await aTeam(1);
  const qnr = await aQuestionnaireWithCategories(team.owner.tokens.IdToken);
  const [q1, q2] = qnr.questions as [string, string];
  await gql(SCORING, { outcomeSetID: qnr.id, questionID: q1, reliability: 0.8 }, team.owner.tokens.IdToken);
  await givenCompleteRecords(
    team.orgId,
    qnr.id,
    INITIAL.flatMap((initial, index) => [
      { beneficiary: `B${index}`, date: '2024-02-01T10:00:00.000Z', answers: { [q1]: initial, [q2]: 3 } },
      {
        beneficiary: `B${index}`,
        date: '2024-05-01T10:00:00.000Z',
        answers: { [q1]: LATEST[index]!, [q2]: 3 },
      },
    ]),
  );
  return { team, qnr };
}
