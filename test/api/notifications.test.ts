import { inject, describe, expect, it } from 'vitest';

import { errorTypeOf, gql } from './steps/graphql.ts';
import { LINK_ANSWER, LINK_COMPLETE, aQuestionnaire, dataOf, unique } from './steps/meetings.ts';
import { REMOVE_USER, aTeam } from './steps/people.ts';
import { linkClaims } from './steps/tokens.ts';

const ADD_REMOTE = `mutation Remote($beneficiaryID: String!, $outcomeSetID: String!) {
  AddRemoteMeeting(beneficiaryID: $beneficiaryID, outcomeSetID: $outcomeSetID) { JTI }
}`;
const JWT = 'query Jwt($jti: String!) { jwt(jti: $jti) }';
const NOTIFY = `mutation Notify($on: Boolean) { UpdateSelf(notifyOnRemote: $on) { id } }`;
const UNSUBSCRIBE = 'mutation Unsub($userID: String!) { Unsubscribe(userID: $userID) }';

const unsubscribedOf = async (token: string) =>
  (
    await gql<{ self: { settings: { unsubscribed: boolean } } }>(
      '{ self { settings { unsubscribed } } }',
      {},
      token,
    )
  ).data?.self.settings.unsubscribed;

type OutboxMessage = { to: string; subject: string; text: string };

/** The outbox without the verification links every new account is emailed at sign-up. */
async function outbox(): Promise<OutboxMessage[]> {
  const response = await fetch(`${inject('apiUrl')}/dev/outbox`, { headers: { accept: 'application/json' } });
  return ((await response.json()) as OutboxMessage[]).filter((m) => !m.text.includes('/verify-email/'));
}

/**
 * A facilitator sends a one-time link; the beneficiary answers every question through it and finishes. With
 * `removedBeforeCompletion`, the facilitator is a second member whom the owner removes once the link is sent.
 */
async function aRemoteRecordCompleted(notifyOnRemote: boolean, removedBeforeCompletion = false) {
  const team = await aTeam(removedBeforeCompletion ? 2 : 1);
  const facilitator = team.members.at(-1)!;
  const token = facilitator.tokens.IdToken;
  dataOf(await gql(NOTIFY, { on: notifyOnRemote }, token), 'UpdateSelf');
  const qnr = await aQuestionnaire(token);
  const beneficiaryID = `ben-${unique()}`;
  const { JTI } = dataOf<{ JTI: string }>(
    await gql(ADD_REMOTE, { beneficiaryID, outcomeSetID: qnr.id }, token),
    'AddRemoteMeeting',
  );
  if (removedBeforeCompletion) {
    const removal = await gql(REMOVE_USER, { userID: facilitator.userId }, team.owner.tokens.IdToken);
    dataOf(removal, 'RemoveUser');
  }
  const linkToken = dataOf<string>(await gql(JWT, { jti: JTI }, 'anonymous'), 'jwt');
  const meetingID = linkClaims(linkToken).sequence[0]!;
  for (const questionID of qnr.questions) {
    dataOf(
      await gql(
        LINK_ANSWER,
        { meetingID, questionID, value: 3, allowOverwrite: true, notes: 'ok' },
        linkToken,
      ),
      'AddLikertAnswer',
    );
  }
  dataOf(await gql(LINK_COMPLETE, { meetingID }, linkToken), 'CompleteMeeting');
  return { team, facilitator, beneficiaryID, meetingID };
}

describe('remote completion email', () => {
  it('tells a facilitator who asked for it, with a link to the record and to unsubscribe', async () => {
    // Act
    const { team, beneficiaryID, meetingID } = await aRemoteRecordCompleted(true);

    // Assess
    const sent = (await outbox()).filter((m) => m.to === team.owner.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain(beneficiaryID);
    expect(sent[0]!.text).toContain(`/meeting/${meetingID}/view`);
    expect(sent[0]!.text).toMatch(/\/unsubscribe\/\S+/);
    const page = await fetch(`${inject('apiUrl')}/dev/outbox`).then((r) => r.text());
    expect(page).toContain(beneficiaryID);
  });

  it("unsubscribes with the email's link, which no bare user id can stand in for", async () => {
    // Prepare
    const { team } = await aRemoteRecordCompleted(true);
    const [email] = (await outbox()).filter((m) => m.to === team.owner.email);
    const value = decodeURIComponent(/\/unsubscribe\/(\S+)/.exec(email!.text)![1]!);

    // Act
    const bare = await gql(UNSUBSCRIBE, { userID: team.owner.userId }, 'anonymous');
    const settingAfterBare = await unsubscribedOf(team.owner.tokens.IdToken);
    const followed = await gql(UNSUBSCRIBE, { userID: value }, 'anonymous');

    // Assess
    expect(value).not.toBe(team.owner.userId);
    // A last path segment with a dot would be served as a file by the edge function, not as the page.
    expect(value).not.toContain('.');
    expect(errorTypeOf(bare)).toBe('user.notFound');
    expect(settingAfterBare).toBe(false);
    expect(followed.data).toEqual({ Unsubscribe: true });
    expect(await unsubscribedOf(team.owner.tokens.IdToken)).toBe(true);
  });

  it('sends nothing to a facilitator removed from the organisation since sending the link', async () => {
    // Act
    const { facilitator, meetingID } = await aRemoteRecordCompleted(true, true);

    // Assess: the record was completed, but its link and beneficiary reach no former member
    expect((await outbox()).filter((m) => m.to === facilitator.email || m.text.includes(meetingID))).toEqual(
      [],
    );
  });

  it('sends nothing to a facilitator who did not ask for it', async () => {
    // Act
    const { team } = await aRemoteRecordCompleted(false);

    // Assess
    expect((await outbox()).filter((m) => m.to === team.owner.email)).toEqual([]);
  });
});

describe('whether email is on', () => {
  it("tells a signed-in user in self, so the profile can say when no notice will come (the stack's outbox is on)", async () => {
    // Prepare
    const team = await aTeam(1);

    // Act
    const self = await gql<{ self: { emailEnabled: boolean } }>(
      '{ self { emailEnabled } }',
      {},
      team.owner.tokens.IdToken,
    );

    // Assess
    expect(self.data?.self).toEqual({ emailEnabled: true });
  });
});
