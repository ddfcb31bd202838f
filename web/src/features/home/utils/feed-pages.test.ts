import { describe, expect, it } from 'vitest';
import {
  FEED_PAGE_SIZE,
  hasFilters,
  meetingDate,
  mergeMeetingPages,
  nextPageParam,
  NO_FILTERS,
  truncateNotes,
} from './feed-pages';

const page = (number: number, ids: string[], isMore: boolean) => ({
  page: number,
  isMore,
  meetings: ids.map((id) => ({ id })),
});

describe('feed paging', () => {
  it('asks for the next page only while the server says there are more', () => {
    // Prepare
    const more = page(0, ['a'], true);
    const last = page(3, ['z'], false);
    // Act + Assess
    expect(nextPageParam(more)).toBe(1);
    expect(nextPageParam(last)).toBeUndefined();
    expect(FEED_PAGE_SIZE).toBe(12);
  });

  it('merges pages in page order and keeps a record that moved to the next page once', () => {
    // Prepare: a new record pushed "c" from page 0 to page 1
    const pages = [page(1, ['c', 'd'], false), page(0, ['a', 'b', 'c'], true)];
    // Act
    const merged = mergeMeetingPages(pages);
    // Assess
    expect(merged.map((meeting) => meeting.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('merges nothing to an empty list', () => {
    expect(mergeMeetingPages([])).toEqual([]);
  });
});

describe('truncateNotes', () => {
  it('keeps notes of up to 100 characters as they are', () => {
    const notes = 'x'.repeat(100);
    expect(truncateNotes(notes)).toBe(notes);
  });

  it('cuts longer notes at 100 characters and adds an ellipsis', () => {
    // Act
    const cut = truncateNotes(`${'y'.repeat(100)}z`);
    // Assess
    expect(cut).toBe(`${'y'.repeat(100)}…`);
  });

  it('counts an emoji as one character and drops the space before the ellipsis', () => {
    expect(truncateNotes(`${'😀'.repeat(99)} and more`)).toBe(`${'😀'.repeat(99)}…`);
  });

  it('shows nothing for missing notes', () => {
    expect(truncateNotes(null)).toBe('');
    expect(truncateNotes(undefined)).toBe('');
  });
});

describe('filters and dates', () => {
  it('knows when any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, tags: ['north'] })).toBe(true);
  });

  it('dates an incomplete record by its creation', () => {
    expect(meetingDate({ date: null, created: '2026-01-02T00:00:00Z' })).toBe('2026-01-02T00:00:00Z');
    expect(meetingDate({ date: '2026-03-04T00:00:00Z', created: '2026-01-02T00:00:00Z' })).toBe(
      '2026-03-04T00:00:00Z',
    );
  });
});
