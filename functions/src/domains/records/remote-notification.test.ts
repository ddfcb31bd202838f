import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { logger } from '#core/logger.ts';

import { unsubscribeLinksWith } from '#domains/users/unsubscribe-link.ts';
import type { User } from '#domains/users/users.repository.ts';

import type { Meeting } from './records.repository.ts';
import { notifyRemoteCompletion, outboxMail } from './remote-notification.ts';
import type { MailMessage } from './remote-notification.ts';

const meeting: Meeting = {
  id: 'mtg-1',
  beneficiary: 'ben-1',
  user: 'user-1',
  outcomeSetID: 'qnr-1',
  created: '2024-05-01T10:00:00.000Z',
  date: '2024-05-02T10:00:00.000Z',
  incomplete: false,
  meetingTags: [],
  benTags: [],
  tags: [],
  answers: {},
  remote: true,
};

const links = unsubscribeLinksWith(() => Promise.resolve(Buffer.alloc(32, 7)));

const userWith = (settings: Partial<User['settings']>): User => ({
  id: 'user-1',
  name: 'Sam',
  email: 'sam@example.org',
  settings: { unsubscribed: false, notifyOnRemote: true, language: 'und', ...settings },
});

/** The facilitator's memberships, `{orgId}|{userId}` → active; by default an active member of org-1. */
const setup = (user: User | undefined, memberships: Record<string, boolean> = { 'org-1|user-1': true }) => {
  const sent: MailMessage[] = [];
  const deps = {
    users: { getUser: () => Promise.resolve(user) },
    unsubscribeLinks: links,
    memberships: {
      getMembership: (orgId: string, userId: string) => {
        const active = memberships[`${orgId}|${userId}`];
        return Promise.resolve(active === undefined ? undefined : { active });
      },
    },
    mail: {
      send: (message: MailMessage) => {
        sent.push(message);
        return Promise.resolve();
      },
    },
    siteUrl: 'https://app.example.org/',
  };
  return { sent, deps };
};

describe('notifyRemoteCompletion', () => {
  it('emails a facilitator who asked for it, with a signed unsubscribe link', async () => {
    // Prepare
    const { sent, deps } = setup(userWith({}));

    // Act
    await notifyRemoteCompletion('org-1', meeting, deps);

    // Assess
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'sam@example.org', subject: 'ben-1 completed a questionnaire' });
    const value = /\/unsubscribe\/(\S+)/.exec(sent[0]?.text ?? '')?.[1] ?? '';
    expect(value).toBe(await links.sign('user-1'));
    expect(await links.verify(value)).toBe('user-1');
    expect(sent[0]?.text).not.toMatch(/unsubscribe\/user-1(\s|$)/);
    expect(sent[0]?.text).toContain('https://app.example.org/meeting/mtg-1/view');
  });

  it.each([
    ['notifyOnRemote is off', userWith({ notifyOnRemote: false })],
    ['the facilitator unsubscribed', userWith({ unsubscribed: true })],
    ['the facilitator is gone', undefined],
  ])('sends nothing when %s', async (_case, user) => {
    // Prepare
    const { sent, deps } = setup(user);

    // Act
    await notifyRemoteCompletion('org-1', meeting, deps);

    // Assess
    expect(sent).toEqual([]);
  });

  it.each([
    ['was removed from the organisation', { 'org-1|user-1': false }],
    ['is only a member of another organisation', { 'org-2|user-1': true }],
  ])('sends nothing when the facilitator %s', async (_case, memberships) => {
    // Prepare
    const { sent, deps } = setup(userWith({}), memberships);

    // Act
    await notifyRemoteCompletion('org-1', meeting, deps);

    // Assess
    expect(sent).toEqual([]);
  });

  it('says in the log, without a mail port, that a wanted notice was not sent', async () => {
    // Prepare
    const { deps } = setup(userWith({}));
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);

    // Act
    await notifyRemoteCompletion('org-1', meeting, { ...deps, mail: undefined });

    // Assess
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Email is off'), {
      orgId: 'org-1',
      meeting: 'mtg-1',
    });
    warn.mockRestore();
  });

  it('does nothing without a mail port and swallows a failing one', async () => {
    // Prepare
    const { deps } = setup(userWith({}));

    // Act, Assess
    await expect(
      notifyRemoteCompletion('org-1', meeting, { ...deps, mail: undefined }),
    ).resolves.toBeUndefined();
    await expect(
      notifyRemoteCompletion('org-1', meeting, {
        ...deps,
        mail: { send: () => Promise.reject(new Error('down')) },
      }),
    ).resolves.toBeUndefined();
  });
});

describe('outboxMail', () => {
  it('writes each message as a JSON file in the outbox folder', async () => {
    // Prepare
    const dir = join(mkdtempSync(join(tmpdir(), 'ripple-outbox-')), 'outbox');

    try {
      // Act
      await outboxMail(dir).send({ to: 'a@example.org', subject: 'S', text: 'T' });

      // Assess
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(JSON.parse(readFileSync(join(dir, files[0]!), 'utf8'))).toEqual({
        to: 'a@example.org',
        subject: 'S',
        text: 'T',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
