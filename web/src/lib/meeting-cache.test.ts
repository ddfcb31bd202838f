import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { isMeetingQuery, markMeetingCachesStale, refreshMeetingCaches } from './meeting-cache';

describe('meeting cache', () => {
  it('counts every meeting-keyed query as record data', () => {
    expect(isMeetingQuery(['meetings', 'm1'])).toBe(true);
    expect(isMeetingQuery(['beneficiary-meetings', 'b1'])).toBe(true);
    expect(isMeetingQuery(['recent-meetings', 0, 12])).toBe(true);
    expect(isMeetingQuery(['questionnaires'])).toBe(false);
  });

  it('invalidates record data, the beneficiary list, tag suggestions and questionnaires, and nothing else', async () => {
    // Prepare
    const client = new QueryClient();
    for (const key of [
      ['meetings', 'm1'],
      ['recent-meetings', 0, 12],
      ['beneficiaries'],
      ['tag-suggestions', 'x'],
      ['questionnaires'],
      ['questionnaires', 'q1'],
      ['organisation'],
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
    expect(stale.sort()).toEqual([
      'beneficiaries',
      'meetings',
      'questionnaires',
      'questionnaires',
      'recent-meetings',
      'tag-suggestions',
    ]);
  });

  it('marks record data stale after a completion without reading the record on screen again', async () => {
    // Prepare
    const client = new QueryClient();
    client.setQueryData(['beneficiary-meetings', 'ben-1', 'journey'], 1);
    client.setQueryData(['questionnaires'], 1);
    const read = vi.fn(() => Promise.resolve('record'));
    const onScreen = new QueryObserver(client, { queryKey: ['meetings', 'm1'], queryFn: read });
    const unsubscribe = onScreen.subscribe(() => undefined);
    await vi.waitFor(() => expect(onScreen.getCurrentResult().isSuccess).toBe(true));
    // Act
    await markMeetingCachesStale(client);
    // Assess
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0]);
    expect(stale.sort()).toEqual(['beneficiary-meetings', 'meetings']);
    expect(read).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
