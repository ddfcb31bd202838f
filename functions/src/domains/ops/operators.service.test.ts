import { describe, expect, it } from 'vitest';

import type { OperatorDirectory } from './operator-directory.ts';
import { addOperator, removeOperator } from './operators.service.ts';

/** The user pool and the records, logging each call in order. */
const setup = (users: Record<string, string> = { 'olive@example.org': 'sub-olive' }) => {
  const calls: string[] = [];
  /** A call that answers nothing once logged. */
  const log = (call: string): Promise<void> => {
    calls.push(call);
    return Promise.resolve();
  };
  const directory: OperatorDirectory = {
    findUser: (email) => Promise.resolve(users[email] ? { userId: users[email] } : undefined),
    addToGroup: (email) => log(`group+ ${email}`),
    removeFromGroup: (email) => log(`group- ${email}`),
    signOutEverywhere: (email) => log(`signOut ${email}`),
  };
  const operators = {
    add: ({ userId, email, addedAt }: { userId: string; email: string; addedAt: string }) =>
      log(`record+ ${userId} ${email} ${addedAt}`),
    remove: (userId: string) => log(`record- ${userId}`),
  };
  const now = () => new Date('2026-11-27T10:00:00.000Z');
  return { calls, deps: { directory, operators, now } };
};

describe('addOperator', () => {
  it('adds the group and the record by the user’s sub, the email trimmed and lower-cased', async () => {
    // Prepare
    const { calls, deps } = setup();
    // Act
    const outcome = await addOperator('  Olive@Example.org ', deps);
    // Assess
    expect(outcome).toBe('added');
    expect(calls).toEqual([
      'group+ olive@example.org',
      'record+ sub-olive olive@example.org 2026-11-27T10:00:00.000Z',
    ]);
  });

  it('answers notFound for an unknown email and changes nothing', async () => {
    // Prepare
    const { calls, deps } = setup();
    // Act
    const outcome = await addOperator('nobody@example.org', deps);
    // Assess
    expect(outcome).toBe('notFound');
    expect(calls).toEqual([]);
  });
});

describe('removeOperator', () => {
  it('deletes the record first (access ends at once), then the group, then signs the user out everywhere', async () => {
    // Prepare
    const { calls, deps } = setup();
    // Act
    const outcome = await removeOperator('olive@example.org', deps);
    // Assess
    expect(outcome).toBe('removed');
    expect(calls).toEqual(['record- sub-olive', 'group- olive@example.org', 'signOut olive@example.org']);
  });

  it('answers notFound for an unknown email and changes nothing', async () => {
    // Prepare
    const { calls, deps } = setup();
    // Act
    const outcome = await removeOperator('nobody@example.org', deps);
    // Assess
    expect(outcome).toBe('notFound');
    expect(calls).toEqual([]);
  });
});
