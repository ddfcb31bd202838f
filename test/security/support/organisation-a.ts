import { randomUUID } from 'node:crypto';
import { gql } from '../../api/steps/graphql.ts';
import {
  COMPLETE,
  aMeeting,
  aQuestionnaire,
  aSequence,
  answerAll,
  dataOf,
} from '../../api/steps/meetings.ts';
import { REMOVE_USER, aNewMemberThrough, anInvite, aTeam, type Member } from '../../api/steps/people.ts';
import { aSignedUpUser, type SignedUp } from '../../api/steps/sign-up.ts';
import { aCheckedImport } from '../../api/steps/imports.ts';
import { linkClaims } from '../../api/steps/tokens.ts';

export const ADD_REMOTE = `mutation Remote($beneficiaryID: String!, $outcomeSetID: String!) {
  AddRemoteMeeting(beneficiaryID: $beneficiaryID, outcomeSetID: $outcomeSetID) { JTI }
}`;
export const JWT = 'query Jwt($jti: String!) { jwt(jti: $jti) }';
const SUMMON = 'mutation Summon($outcomeSetID: String!) { NewMeetingSummon(outcomeSetID: $outcomeSetID) }';
const EDIT_BEN_TAGS = `mutation Tags($id: String!, $tags: [String]) {
  EditBeneficiaryTags(id: $id, tags: $tags) { id tags }
}`;

/** Organisation A of the isolation matrix: one of every object, named so its values are recognisable. */
export interface OrganisationA {
  orgId: string;
  name: string;
  owner: Member;
  /** Joined through `inviteCode`, then removed by the owner. */
  removed: Member;
  inviteCode: string;
  /** An invite made after the removal, still outstanding (an invite is single-use, so `inviteCode` is spent). */
  pendingInviteCode: string;
  questionnaire: { id: string; name: string; questions: string[]; categoryId: string };
  sequenceId: string;
  beneficiaryId: string;
  tags: string[];
  completeRecordId: string;
  /** Incomplete, made by staff: no link token reaches it. */
  incompleteRecordId: string;
  /** Incomplete, answered through a one-time link: `beneficiaryToken` reaches it. */
  remoteRecordId: string;
  jti: string;
  beneficiaryToken: string;
  summonId: string;
  /** A spreadsheet import of the questionnaire, checked (one valid row), not run. */
  importId: string;
  /** Every value of A that another caller must never read, with the member ids whose profiles are A's. */
  secrets: string[];
  userIds: string[];
}

/** Given organisation A with real objects, built through the API as its owner would. */
export async function anOrganisationA(): Promise<OrganisationA> {
  const marker = `A${randomUUID().slice(0, 8)}`;
  const team = await aTeam(1);
  const owner = team.owner;
  const token = owner.tokens.IdToken;

  const inviteCode = await anInvite(token);
  const removed = await aNewMemberThrough(inviteCode);
  const removal = await gql(REMOVE_USER, { userID: removed.userId }, token);
  if (removal.errors) throw new Error(`remove failed: ${JSON.stringify(removal.errors)}`);
  const pendingInviteCode = await anInvite(token);

  const qnr = await aQuestionnaire(token);
  const questionnaires = await gql<{ outcomeset: { name: string } }>(
    'query($id: String!) { outcomeset(id: $id) { name } }',
    { id: qnr.id },
    token,
  );
  const questionnaireName = dataOf<{ name: string }>(questionnaires, 'outcomeset').name;
  const sequenceId = await aSequence(token, [qnr.id]);

  const beneficiaryId = `ben-${marker}`;
  const tags = [`tag-${marker}-1`, `tag-${marker}-2`];
  dataOf(await gql(EDIT_BEN_TAGS, { id: beneficiaryId, tags: [tags[0]] }, token), 'EditBeneficiaryTags');

  const complete = await aMeeting(token, qnr.id, beneficiaryId, { tags: [tags[1]!] });
  await answerAll(token, complete.id, qnr.questions, 4);
  dataOf(await gql(COMPLETE, { meetingID: complete.id }, token), 'CompleteMeeting');
  const incomplete = await aMeeting(token, qnr.id, beneficiaryId);

  const { JTI: jti } = dataOf<{ JTI: string }>(
    await gql(ADD_REMOTE, { beneficiaryID: beneficiaryId, outcomeSetID: qnr.id }, token),
    'AddRemoteMeeting',
  );
  const beneficiaryToken = dataOf<string>(await gql(JWT, { jti }, 'anonymous'), 'jwt');
  const remoteRecordId = linkClaims(beneficiaryToken).sequence[0]!;
  const summonId = dataOf<string>(await gql(SUMMON, { outcomeSetID: qnr.id }, token), 'NewMeetingSummon');

  const checkedImport = await aCheckedImport(
    token,
    qnr.id,
    `Client,Date,${qnr.questions.map((_, i) => `Q${i + 1}`).join(',')}\r\n${beneficiaryId}-imported,2024-01-02,${qnr.questions.map(() => '1').join(',')}\r\n`,
    {
      beneficiaryColumn: 0,
      dateColumn: 1,
      dateFormat: 'iso',
      timeZone: 'UTC',
      answers: qnr.questions.map((questionID, i) => ({ questionID, column: 2 + i })),
      createBeneficiaries: true,
    },
  );
  if (checkedImport.validRows !== 1) throw new Error(`A's import: ${JSON.stringify(checkedImport)}`);
  const importId = checkedImport.id;

  const secrets = [
    team.orgId,
    owner.userId,
    owner.email,
    owner.name,
    removed.userId,
    removed.email,
    removed.name,
    inviteCode,
    pendingInviteCode,
    qnr.id,
    questionnaireName,
    ...qnr.questions,
    qnr.categoryId,
    sequenceId,
    beneficiaryId,
    ...tags,
    complete.id,
    incomplete.id,
    remoteRecordId,
    jti,
    summonId,
    importId,
  ];
  const organisation = await gql<{ organisation: { name: string } }>('{ organisation { name } }', {}, token);
  const name = dataOf<{ name: string }>(organisation, 'organisation').name;
  return {
    orgId: team.orgId,
    name,
    owner,
    removed,
    inviteCode,
    pendingInviteCode,
    questionnaire: { ...qnr, name: questionnaireName },
    sequenceId,
    beneficiaryId,
    tags,
    completeRecordId: complete.id,
    incompleteRecordId: incomplete.id,
    remoteRecordId,
    jti,
    beneficiaryToken,
    summonId,
    importId,
    secrets: [...secrets, name],
    userIds: [owner.userId, removed.userId],
  };
}

/** Organisation B: one signed-up member, whose tokens must never reach A. */
export const anOrganisationB = (): Promise<SignedUp> => aSignedUpUser();
