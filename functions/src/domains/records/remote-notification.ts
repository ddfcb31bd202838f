import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { mailEnv } from '#core/env.ts';
import { logger } from '#core/logger.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { unsubscribeLinks } from '#domains/users/unsubscribe-link.ts';
import type { UnsubscribeLinks } from '#domains/users/unsubscribe-link.ts';
import { usersRepository } from '#domains/users/users.repository.ts';
import type { UsersRepository } from '#domains/users/users.repository.ts';

import type { Meeting } from './records.repository.ts';

export type MailMessage = { to: string; subject: string; text: string };

/** Sends one email. SES in the cloud, a file in the local outbox. */
export interface MailPort {
  send(message: MailMessage): Promise<void>;
}

/** Local stack: each message becomes `<dir>/<time>-<id>.json`, for people and tests to read. */
export const outboxMail = (dir: string): MailPort => ({
  async send(message) {
    await mkdir(dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
    await writeFile(join(dir, name), `${JSON.stringify(message, null, 2)}\n`);
  },
});

type SesClient = { send(command: unknown): Promise<unknown> };
type SesModule = {
  SESv2Client: new (config: object) => SesClient;
  SendEmailCommand: new (input: object) => unknown;
};

/**
 * Cloud: SES v2 `SendEmail` from `from`. The client is loaded when first needed (the Lambda runtime ships the
 * AWS SDK v3; the package is not a dependency of the bundle). Not exercised by tests.
 */
export const sesMail = (from: string): MailPort => {
  let client: Promise<{ ses: SesClient; module: SesModule }> | undefined;
  const moduleName = '@aws-sdk/client-sesv2';
  return {
    async send({ to, subject, text }) {
      client ??= (import(moduleName) as Promise<SesModule>).then((module) => ({
        module,
        ses: new module.SESv2Client({}),
      }));
      const { ses, module } = await client;
      await ses.send(
        new module.SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [to] },
          Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: text } } } },
        }),
      );
    },
  };
};

let mailPort: { port: MailPort | undefined } | undefined;

/** The mail port the environment configures (one per container), or undefined when email is off. */
export const configuredMail = (): MailPort | undefined => {
  if (!mailPort) {
    const { OUTBOX_DIR, MAIL_FROM } = mailEnv();
    mailPort = {
      port: OUTBOX_DIR ? outboxMail(OUTBOX_DIR) : MAIL_FROM ? sesMail(MAIL_FROM) : undefined,
    };
  }
  return mailPort.port;
};

export type NotificationDeps = {
  users: Pick<UsersRepository, 'getUser'>;
  unsubscribeLinks: Pick<UnsubscribeLinks, 'sign'>;
  memberships: { getMembership(orgId: string, userId: string): Promise<{ active: boolean } | undefined> };
  mail: MailPort | undefined;
  siteUrl: string;
};

/**
 * Emails the facilitator of a record made through a link once it is completed, if they turned `notifyOnRemote`
 * on, have not unsubscribed and are still an active member of the record's organisation: the email names the
 * beneficiary and links to the record, which a removed member must no longer learn. It carries an unsubscribe
 * link `/unsubscribe/{value}`, the value signed so that only the email's reader can unsubscribe them.
 */
export const notifyRemoteCompletion = async (
  orgId: string,
  meeting: Meeting,
  deps: NotificationDeps = {
    users: usersRepository,
    unsubscribeLinks,
    memberships: organisationsRepository,
    mail: configuredMail(),
    siteUrl: mailEnv().SITE_URL,
  },
): Promise<void> => {
  const [user, membership] = await Promise.all([
    deps.users.getUser(meeting.user),
    deps.memberships.getMembership(orgId, meeting.user),
  ]);
  if (!user || !user.settings.notifyOnRemote || user.settings.unsubscribed) return;
  if (!membership?.active) return;
  if (!deps.mail) {
    // Said, not dropped: the profile tells the facilitator email is off, and the operators see each notice lost.
    logger.warn('Email is off (no MAIL_FROM): a remote completion notice was not sent', {
      orgId,
      meeting: meeting.id,
    });
    return;
  }
  const site = deps.siteUrl.replace(/\/$/, '');
  try {
    await deps.mail.send({
      to: user.email,
      subject: `${meeting.beneficiary} completed a questionnaire`,
      text: [
        `Hello ${user.name},`,
        '',
        `Beneficiary ${meeting.beneficiary} has completed the questionnaire you sent them.`,
        `View the record: ${site}/meeting/${meeting.id}/view`,
        '',
        `To stop these emails: ${site}/unsubscribe/${await deps.unsubscribeLinks.sign(user.id)}`,
      ].join('\n'),
    });
  } catch (error) {
    logger.error('Could not send the remote completion email', { error });
  }
};
