import { describe, expect, it } from 'vitest';

import {
  anonymous,
  beneficiary,
  questionnaireSetup,
  staff,
} from '../../../../test/fixtures/questionnaire-fixtures.ts';

import type { UsageEvent } from './usage.repository.ts';
import { recordUsage } from './usage.service.ts';

const setup = () => {
  const { people } = questionnaireSetup();
  const events: UsageEvent[] = [];
  const deps = {
    users: people.usersRepository,
    memberships: people.organisationsRepository,
    usage: {
      recordUsage: (event: UsageEvent) => {
        events.push(event);
        return Promise.resolve();
      },
    },
    now: () => new Date('2024-05-01T10:00:00.000Z'),
  };
  return { deps, events };
};

describe('recordUsage', () => {
  it("stores one event in the staff caller's active organisation, kept 400 days", async () => {
    // Prepare
    const { deps, events } = setup();

    // Act
    const result = await recordUsage({ caller: staff }, deps);

    // Assess
    expect(result).toBe(true);
    expect(events).toEqual([
      {
        orgId: 'org-1',
        userId: 'user-1',
        at: '2024-05-01T10:00:00.000Z',
        expiresAt: Date.parse('2024-05-01T10:00:00.000Z') / 1000 + 400 * 86400,
      },
    ]);
  });

  it('refuses beneficiaries and the anonymous caller, and stores nothing', async () => {
    // Prepare
    const { deps, events } = setup();

    for (const caller of [beneficiary, anonymous]) {
      // Act
      const attempt = recordUsage({ caller }, deps);

      // Assess
      await expect(attempt).rejects.toMatchObject({ code: 'auth.forbidden' });
    }
    expect(events).toEqual([]);
  });
});
