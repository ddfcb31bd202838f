import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isMeetingQuery, refreshMeetingCaches } from './meeting-cache';

describe('meeting cache', () => {
  it('counts every meeting-keyed query as record data', () => {
    expect(isMeetingQuery(['meetings', 'm1'])).toBe(true);
    expect(isMeetingQuery(['beneficiary-meetings', 'b1'])).toBe(true);
    expect(isMeetingQuery(['recent-meetings', 0, 12])).toBe(true);
    expect(isMeetingQuery(['questionnaires'])).toBe(false);
  });

  it('invalidates record data, the beneficiary list and tag suggestions, and nothing else', async () => {
    // Prepare
    const client = new QueryClient();
    for (const key of [
      ['meetings', 'm1'],
      ['recent-meetings', 0, 12],
      ['beneficiaries'],
      ['tag-suggestions', 'x'],
      ['questionnaires'],
    ])
      client.setQueryData(key, 1);
    // Act
    await refreshMeetingCaches(client);
    // Assess
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0]);
    expect(stale.sort()).toEqual(['beneficiaries', 'meetings', 'recent-meetings', 'tag-suggestions']);
  });
});
