import { describe, expect, it } from 'vitest';

import { errorTypeOf, gql } from './steps/graphql.ts';
import { aTeam, wrongCallersOf } from './steps/people.ts';
import { usageEventsOf } from './steps/report-seed.ts';

const RECORD_USAGE = 'mutation { RecordUsage }';

describe('RecordUsage', () => {
  it("stores one usage event per call in the staff user's active organisation", async () => {
    // Prepare
    const team = await aTeam(1);

    // Act
    const response = await gql<{ RecordUsage: boolean }>(RECORD_USAGE, {}, team.owner.tokens.IdToken);

    // Assess
    expect(response.data?.RecordUsage).toBe(true);
    const events = await usageEventsOf(team.orgId);
    expect(events).toHaveLength(1);
    expect(events[0]?.userId).toBe(team.owner.userId);
    expect(Date.now() - Date.parse(events[0]!.at)).toBeLessThan(60_000);
  });

  it('refuses removed members, beneficiaries and the anonymous caller, writing nothing to the organisation', async () => {
    // Prepare
    const team = await aTeam(1);

    for (const [name, token] of await wrongCallersOf(team)) {
      // Act
      const response = await gql(RECORD_USAGE, {}, token);

      // Assess: a member of another organisation records usage in their own organisation only
      const expected = {
        'a member of another organisation': undefined,
        'a removed member': 'auth.noOrganisation',
        'a beneficiary': 'Unauthorized',
        'the anonymous caller': 'Unauthorized',
      }[name];
      expect(errorTypeOf(response), name).toBe(expected);
    }
    expect(await usageEventsOf(team.orgId)).toEqual([]);
  });
});
