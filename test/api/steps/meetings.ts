import { randomUUID } from 'node:crypto';

import type { Meeting } from '../../../functions/src/domains/records/records.repository.ts';
import { errorTypeOf, gql, type GraphqlResponse } from './graphql.ts';

export const MEETING = `id beneficiary user outcomeSetID date created incomplete notes tags benTags meetingTags
  answers { __typename questionID notes ... on IntAnswer { answer } }
  aggregates { category { categoryID value } }
  outcomeSet { id name }`;

/** What a link holder may read of its own record: `user` and the tags are staff-only (schema.graphql). */
export const LINK_MEETING = `id beneficiary outcomeSetID date created incomplete notes
  answers { __typename questionID notes ... on IntAnswer { answer } }
  aggregates { category { categoryID value } }
  outcomeSet { id name }`;

export const ADD_MEETING = `mutation Add($beneficiaryID: String!, $outcomeSetID: String!, $conducted: String, $tags: [String]) {
  AddMeeting(beneficiaryID: $beneficiaryID, outcomeSetID: $outcomeSetID, conducted: $conducted, tags: $tags) { ${MEETING} }
}`;
export const GET_MEETING = `query Get($id: String!) { meeting(id: $id) { ${MEETING} } }`;
export const MEETINGS = `query List($beneficiary: String!) {
  meetings(beneficiary: $beneficiary) { ${MEETING} }
  incompleteMeetings(beneficiary: $beneficiary) { ${MEETING} }
}`;
export const RECENT = `query Recent($page: Int!, $limit: Int, $beneficiaries: [String], $users: [String], $tags: [String],
  $questionnaires: [String]) {
  recentMeetings(page: $page, limit: $limit, beneficiaries: $beneficiaries, users: $users, tags: $tags,
    questionnaires: $questionnaires) { page isMore meetings { ${MEETING} } }
}`;
export const ANSWER = `mutation Answer($meetingID: String!, $questionID: String!, $value: Int!, $allowOverwrite: Boolean,
  $notes: String) {
  AddLikertAnswer(meetingID: $meetingID, questionID: $questionID, value: $value, allowOverwrite: $allowOverwrite,
    notes: $notes) { ${MEETING} }
}`;
export const NOTES = `mutation Notes($meetingID: String!, $notes: String) {
  SetMeetingNotes(meetingID: $meetingID, notes: $notes) { ${MEETING} }
}`;
export const COMPLETE = `mutation Complete($meetingID: String!) { CompleteMeeting(meetingID: $meetingID) { ${MEETING} } }`;
/** `GET_MEETING`, `ANSWER`, `NOTES` and `COMPLETE` as a link holder asks them (`LINK_MEETING`). */
export const LINK_GET_MEETING = GET_MEETING.replace(MEETING, LINK_MEETING);
export const LINK_ANSWER = ANSWER.replace(MEETING, LINK_MEETING);
export const LINK_NOTES = NOTES.replace(MEETING, LINK_MEETING);
export const LINK_COMPLETE = COMPLETE.replace(MEETING, LINK_MEETING);
export const DELETE = 'mutation Delete($meetingID: String!) { DeleteMeeting(meetingID: $meetingID) }';
export const EDIT_DATE = `mutation EditDate($meetingID: String!, $conducted: String!) {
  EditMeetingDate(meetingID: $meetingID, conducted: $conducted) { ${MEETING} }
}`;
export const EDIT_TAGS = `mutation EditTags($meetingID: String!, $tags: [String]) {
  EditMeetingTags(meetingID: $meetingID, tags: $tags) { ${MEETING} }
}`;
export const EDIT_BEN = `mutation EditBen($meetingID: String!, $newBeneficiaryID: String!) {
  EditMeetingBeneficiary(meetingID: $meetingID, newBeneficiaryID: $newBeneficiaryID) { ${MEETING} }
}`;
export const START_SEQUENCE = `mutation Start($beneficiaryID: String!, $sequenceID: String!, $conducted: String, $tags: [String]) {
  StartSequence(beneficiaryID: $beneficiaryID, sequenceID: $sequenceID, conducted: $conducted, tags: $tags) {
    meetings { id outcomeSetID } destination
  }
}`;

export type MeetingData = {
  id: string;
  beneficiary: string;
  user: string;
  outcomeSetID: string;
  date: string | null;
  created: string;
  incomplete: boolean;
  notes: string | null;
  tags: string[];
  benTags: string[];
  meetingTags: string[];
  answers: { __typename: string; questionID: string; answer: number; notes: string | null }[];
  aggregates: { category: { categoryID: string; value: number }[] };
  outcomeSet: { id: string; name: string } | null;
};

export const unique = () => Math.random().toString(36).slice(2, 8);

export function dataOf<T>(response: GraphqlResponse<Record<string, T>>, field: string): T {
  const value = response.data?.[field];
  if (value === undefined || value === null) {
    throw new Error(`${field} failed: ${errorTypeOf(response)} ${JSON.stringify(response.errors)}`);
  }
  return value;
}

export type TestQuestionnaire = { id: string; questions: string[]; categoryId: string };

/** Labels for both ends of a scale, which every new question needs (spec 02 §5). */
export const endLabels = (left: number, right: number) => [
  { value: left, label: 'Left' },
  { value: right, label: 'Right' },
];

/**
 * Given a questionnaire with three questions: q0 (1..5, category sum), q1 (5..1 reversed, category), q2 (0..10,
 * note required) and a `mean` category holding q0 and q1, optionally with required tags.
 */
export async function aQuestionnaire(
  token: string,
  options: { requiredTags?: { label: string; options: string[] }[]; noteRequired?: boolean } = {},
): Promise<TestQuestionnaire> {
  const name = `Questionnaire ${unique()}`;
  const created = dataOf<{ id: string }>(
    await gql('mutation($name: String!) { AddOutcomeSet(name: $name) { id } }', { name }, token),
    'AddOutcomeSet',
  );
  const add = async (variables: { minValue: number; maxValue: number } & Record<string, unknown>) =>
    dataOf<{ questions: { id: string }[] }>(
      await gql(
        `mutation($outcomeSetID: ID!, $question: String!, $minValue: Int, $maxValue: Int!, $noteRequired: Boolean,
          $labels: [LabelInput]) {
          AddLikertQuestion(outcomeSetID: $outcomeSetID, question: $question, minValue: $minValue,
            maxValue: $maxValue, noteRequired: $noteRequired, labels: $labels) { questions { id } }
        }`,
        { outcomeSetID: created.id, labels: endLabels(variables.minValue, variables.maxValue), ...variables },
        token,
      ),
      'AddLikertQuestion',
    );
  await add({ question: 'How are you?', minValue: 1, maxValue: 5 });
  await add({ question: 'How tired?', minValue: 5, maxValue: 1 });
  const { questions } = await add({ question: 'Score', minValue: 0, maxValue: 10, noteRequired: true });
  const ids = questions.map((q) => q.id);
  const category = dataOf<{ categories: { id: string }[] }>(
    await gql(
      `mutation($outcomeSetID: ID!) { AddCategory(outcomeSetID: $outcomeSetID, aggregation: mean, name: "Mood") {
        categories { id } } }`,
      { outcomeSetID: created.id },
      token,
    ),
    'AddCategory',
  );
  const categoryId = category.categories[0]!.id;
  for (const questionID of ids.slice(0, 2)) {
    dataOf(
      await gql(
        `mutation($outcomeSetID: ID!, $questionID: ID!, $categoryID: ID) {
          SetCategory(outcomeSetID: $outcomeSetID, questionID: $questionID, categoryID: $categoryID) { id } }`,
        { outcomeSetID: created.id, questionID, categoryID: categoryId },
        token,
      ),
      'SetCategory',
    );
  }
  if (options.requiredTags || options.noteRequired) {
    dataOf(
      await gql(
        `mutation($outcomeSetID: ID!, $name: String!, $requiredTags: [RequiredTagInput], $noteRequired: Boolean) {
          EditOutcomeSet(outcomeSetID: $outcomeSetID, name: $name, requiredTags: $requiredTags,
            noteRequired: $noteRequired) { id } }`,
        {
          outcomeSetID: created.id,
          name,
          requiredTags: options.requiredTags,
          noteRequired: options.noteRequired,
        },
        token,
      ),
      'EditOutcomeSet',
    );
  }
  return { id: created.id, questions: ids, categoryId };
}

/** Given a sequence of the questionnaires, with an optional destination. */
export async function aSequence(
  token: string,
  questionnaires: string[],
  destination?: string,
): Promise<string> {
  const response = await gql<{ NewSequence: { id: string } }>(
    `mutation($name: String!, $questionnaires: [String]!, $destination: String) {
      NewSequence(name: $name, questionnaires: $questionnaires, destination: $destination) { id } }`,
    { name: `Sequence ${unique()}`, questionnaires, destination },
    token,
  );
  return dataOf(response, 'NewSequence').id;
}

/** Given a questionnaire of `count` questions (1..5), no categories; returns its id and the question ids in order. */
export async function aQuestionnaireOf(
  token: string,
  count: number,
): Promise<{ id: string; questions: string[] }> {
  const { id } = dataOf<{ id: string }>(
    await gql(
      'mutation($name: String!) { AddOutcomeSet(name: $name) { id } }',
      { name: `Long ${unique()}` },
      token,
    ),
    'AddOutcomeSet',
  );
  let questions: { id: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    questions = dataOf<{ questions: { id: string }[] }>(
      await gql(
        `mutation($id: ID!, $q: String!, $labels: [LabelInput]) {
          AddLikertQuestion(outcomeSetID: $id, question: $q, maxValue: 5, labels: $labels) { questions { id } } }`,
        { id, q: `Question ${i}`, labels: endLabels(1, 5) },
        token,
      ),
      'AddLikertQuestion',
    ).questions;
  }
  return { id, questions: questions.map((q) => q.id) };
}

/** Given a new incomplete record. */
export async function aMeeting(
  token: string,
  outcomeSetID: string,
  beneficiaryID = `ben-${unique()}`,
  extra: { conducted?: string; tags?: string[] } = {},
): Promise<MeetingData> {
  return dataOf<MeetingData>(
    await gql(ADD_MEETING, { beneficiaryID, outcomeSetID, ...extra }, token),
    'AddMeeting',
  );
}

/**
 * Answers every question with `value` and a note (a question of `aQuestionnaire` requires one), so that the record
 * may be completed: `CompleteMeeting` refuses a record with an unanswered question (`meeting.unanswered`). Asks
 * only what a link holder may read, so staff and link tokens alike can use it.
 */
export async function answerAll(
  token: string,
  meetingID: string,
  questions: string[],
  value = 3,
): Promise<Partial<MeetingData> | undefined> {
  let answered: Partial<MeetingData> | undefined;
  for (const questionID of questions) {
    answered = dataOf<Partial<MeetingData>>(
      await gql(LINK_ANSWER, { meetingID, questionID, value, notes: 'noted', allowOverwrite: true }, token),
      'AddLikertAnswer',
    );
  }
  return answered;
}

/** Given an incomplete record, answered (`answerAll`) and completed. */
export async function aCompleteMeeting(
  token: string,
  questionnaire: { id: string; questions: string[] },
  beneficiaryID?: string,
  extra: { conducted?: string; tags?: string[] } = {},
): Promise<MeetingData> {
  const meeting = await aMeeting(token, questionnaire.id, beneficiaryID, extra);
  await answerAll(token, meeting.id, questionnaire.questions);
  return dataOf<MeetingData>(await gql(COMPLETE, { meetingID: meeting.id }, token), 'CompleteMeeting');
}

/** The record as its organisation's staff read it (null when it is gone). */
export async function meetingAs(token: string, id: string): Promise<MeetingData | null> {
  const response = await gql<{ meeting: MeetingData }>(GET_MEETING, { id }, token);
  return response.data?.meeting ?? null;
}

/** A record as the service would create it, for repository calls; not written. */
export const aRecordItem = (user: string, outcomeSetID: string, extra: Partial<Meeting> = {}): Meeting => ({
  id: randomUUID(),
  beneficiary: `ben-${unique()}`,
  user,
  outcomeSetID,
  created: new Date().toISOString(),
  incomplete: true,
  meetingTags: [],
  benTags: [],
  tags: [],
  answers: {},
  remote: false,
  ...extra,
});

/**
 * A genuine link token of the organisation whose member `token` is: a remote record of its own questionnaire, for a
 * beneficiary of its own. So a test's wrong-caller case is refused for reaching beyond its link, not for a missing
 * link (a link token whose link is not stored is `link.expired`).
 */
export async function aLinkToken(token: string): Promise<string> {
  const { id: outcomeSetID } = await aQuestionnaire(token);
  const { JTI } = dataOf<{ JTI: string }>(
    await gql(
      `mutation Remote($beneficiaryID: String!, $outcomeSetID: String!) {
        AddRemoteMeeting(beneficiaryID: $beneficiaryID, outcomeSetID: $outcomeSetID) { JTI }
      }`,
      { beneficiaryID: `ben-${unique()}`, outcomeSetID },
      token,
    ),
    'AddRemoteMeeting',
  );
  return dataOf<string>(
    await gql('query Jwt($jti: String!) { jwt(jti: $jti) }', { jti: JTI }, 'anonymous'),
    'jwt',
  );
}
