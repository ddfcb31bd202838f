import { describe, expect, it } from 'vitest';

import {
  limitConcurrency,
  readSlicedRange,
  sliceRange,
  type RangeQuery,
  type SortKeyRange,
} from './sliced-range-reader.ts';

/** A sorted key range served like DynamoDB: inclusive bounds, `pageSize` items a page, resumable after a key. */
function aTable(keys: string[], pageSize: number) {
  const sorted = [...keys].sort();
  const queries: SortKeyRange[] = [];
  const query: RangeQuery<string> = async (range) => {
    queries.push(range);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
    const after = range.startKey ? String(range.startKey.sk) : undefined;
    const inRange = sorted.filter((key) => key >= range.from && key <= range.to && (!after || key > after));
    const items = inRange.slice(0, pageSize);
    const more = inRange.length > pageSize;
    return more ? { items, lastKey: { sk: items.at(-1) }, lastSortKey: items.at(-1) } : { items };
  };
  return { query, queries };
}

const day = (n: number, id: string) =>
  `${new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString()}#${id}`;

async function readAll(
  query: RangeQuery<string>,
  from: string,
  to: string,
  slices = 4,
  window = 2,
  requests = 2,
) {
  const pages: string[][] = [];
  for await (const page of readSlicedRange(query, from, to, { slices, window, requests })) pages.push(page);
  return pages;
}

describe('sliceRange', () => {
  it('covers the range with contiguous slices whose inner bounds are bare dates', () => {
    // Act
    const slices = sliceRange('2024-01-01T00:00:00.000Z', '2024-01-05T00:00:00.000Z~', 4);
    // Assess
    expect(slices).toEqual([
      { from: '2024-01-01T00:00:00.000Z', to: '2024-01-02T00:00:00.000Z' },
      { from: '2024-01-02T00:00:00.000Z', to: '2024-01-03T00:00:00.000Z' },
      { from: '2024-01-03T00:00:00.000Z', to: '2024-01-04T00:00:00.000Z' },
      { from: '2024-01-04T00:00:00.000Z', to: '2024-01-05T00:00:00.000Z~' },
    ]);
  });

  it('keeps one slice when the range has no length or cannot be read as dates', () => {
    expect(sliceRange('2024-01-01T00:00:00.000Z#a', '2024-01-01T00:00:00.000Z#z', 8)).toHaveLength(1);
    expect(sliceRange('x', 'y', 8)).toEqual([{ from: 'x', to: 'y' }]);
  });
});

describe('readSlicedRange', () => {
  it('returns every key once, oldest first, including keys on slice bounds', async () => {
    // Prepare: dense days, empty weeks, and records dated exactly on what become slice bounds
    const keys = [
      ...Array.from({ length: 40 }, (_, i) => day(0, `a${String(i).padStart(2, '0')}`)),
      ...Array.from({ length: 25 }, (_, i) => day(i % 5, `b${i}`)),
      day(10, 'edge'),
      day(20, 'last'),
    ];
    const { query } = aTable(keys, 7);
    // Act
    const pages = await readAll(query, day(0, ''), `${day(20, '')}~`, 5, 2);
    // Assess
    expect(pages.flat()).toEqual([...keys].sort());
  });

  it('halves a slice that overflows a page instead of paging through the rest of it', async () => {
    // Prepare: 64 records over 64 days in one slice, 8 a page
    const keys = Array.from({ length: 64 }, (_, i) => day(i, 'r'));
    const { query, queries } = aTable(keys, 8);
    // Act
    const pages = await readAll(query, day(0, ''), `${day(63, '')}~`, 1, 1);
    // Assess: everything, in order, and every query after the first covers a narrower range
    expect(pages.flat()).toEqual(keys);
    const widths = queries.map(
      (range) => Date.parse(range.to.slice(0, 24)) - Date.parse(range.from.slice(0, 24)),
    );
    expect(Math.max(...widths.slice(1))).toBeLessThan(widths[0]!);
  });

  it('pages on through the same instant when many records share one date', async () => {
    // Prepare
    const keys = Array.from({ length: 30 }, (_, i) => day(3, `s${String(i).padStart(2, '0')}`));
    const { query } = aTable(keys, 4);
    // Act
    const pages = await readAll(query, day(3, ''), `${day(3, '')}~`);
    // Assess
    expect(pages.flat()).toEqual(keys);
  });

  it('keeps at most `requests` queries in flight, also while slices are halved', async () => {
    // Prepare: 8 slices of 32 days with 3 a page, so slices overflow and halve
    const keys = Array.from({ length: 32 }, (_, i) => day(i, 'r'));
    let inFlight = 0;
    let most = 0;
    const { query: inner } = aTable(keys, 3);
    const query: RangeQuery<string> = async (range) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await inner(range);
      } finally {
        inFlight -= 1;
      }
    };
    // Act
    const pages = await readAll(query, day(0, ''), `${day(31, '')}~`, 8, 4, 3);
    // Assess
    expect(pages.flat()).toEqual(keys);
    expect(most).toBe(3);
  });

  it('passes on a failed query', async () => {
    const query: RangeQuery<string> = () => Promise.reject(new Error('throttled'));
    await expect(readAll(query, day(0, ''), `${day(9, '')}~`)).rejects.toThrow('throttled');
  });
});

describe('limitConcurrency', () => {
  it('starts waiting calls in call order as running ones settle, failed ones too', async () => {
    // Prepare: calls that settle when told to
    const started: string[] = [];
    const settle = new Map<string, (fail: boolean) => void>();
    const query: RangeQuery<string> = (range) => {
      started.push(range.from);
      return new Promise((resolve, reject) =>
        settle.set(range.from, (fail) =>
          fail ? reject(new Error(range.from)) : resolve({ items: [range.from] }),
        ),
      );
    };
    const limited = limitConcurrency(query, 2);
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    // Act
    const calls = ['a', 'b', 'c', 'd'].map((from) => limited({ from, to: from }));
    calls[0]!.catch(() => undefined);
    await tick();
    const first = [...started];
    settle.get('a')!(true);
    await tick();
    const second = [...started];
    settle.get('b')!(false);
    settle.get('c')!(false);
    await tick();
    settle.get('d')!(false);
    // Assess
    expect(first).toEqual(['a', 'b']);
    expect(second).toEqual(['a', 'b', 'c']);
    await expect(calls[0]).rejects.toThrow('a');
    expect(await Promise.all(calls.slice(1))).toEqual([{ items: ['b'] }, { items: ['c'] }, { items: ['d'] }]);
  });
});
