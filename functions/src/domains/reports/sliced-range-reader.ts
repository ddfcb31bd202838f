/**
 * Reads a sort-key range of `{ISO date}#{id}` keys as several smaller range queries instead of one paged query.
 *
 * Why: every page of a paged Query costs in proportion to the rest of the key range on DynamoDB Local (the
 * first of 50 pages reads all 50,000 items again), so one long paged query grows with the square of its pages.
 * Bounded slices keep each query short; on DynamoDB the slices also run side by side instead of one page after
 * another. Pages still come out oldest first, and at most `window` slices are held in memory at once, so a
 * streaming export stays small.
 */

export type SortKeyRange = {
  /** Inclusive lower sort key. */
  from: string;
  /** Inclusive upper sort key. */
  to: string;
  /** Continue after this key (a page's LastEvaluatedKey). */
  startKey?: Record<string, unknown>;
};

export type RangePage<T> = {
  items: T[];
  /** LastEvaluatedKey of the page, when the range has more. */
  lastKey?: Record<string, unknown>;
  /** The sort key of `lastKey`. */
  lastSortKey?: string;
};

export type RangeQuery<T> = (range: SortKeyRange) => Promise<RangePage<T>>;

export type SliceOptions = { slices: number; window: number };

export const DEFAULT_SLICES: SliceOptions = { slices: 16, window: 4 };

/** Milliseconds of the ISO date that starts a sort key (`2024-01-01T00:00:00.000Z#id`, `…Z~`), or NaN. */
export const keyTime = (sortKey: string): number => Date.parse(sortKey.replace(/[#~].*$/, ''));

/**
 * `count` contiguous ranges covering `from`..`to`. Inner bounds are bare ISO dates: `{d}#{id}` sorts after `d`,
 * so a record dated exactly on a bound belongs to the later slice only.
 */
export function sliceRange(from: string, to: string, count: number): SortKeyRange[] {
  const start = keyTime(from);
  const end = keyTime(to);
  if (!(end > start) || count < 2) return [{ from, to }];
  const step = Math.max(1, Math.floor((end - start) / count));
  const bounds = [from];
  for (let at = start + step; at < end && bounds.length < count; at += step) {
    bounds.push(new Date(at).toISOString());
  }
  return bounds.map((lower, index) => ({ from: lower, to: bounds[index + 1] ?? to }));
}

/** Every page of one slice in key order; a slice that does not fit one page is halved from where it stopped. */
async function readSlice<T>(query: RangeQuery<T>, range: SortKeyRange): Promise<T[][]> {
  const page = await query(range);
  if (!page.lastKey) return [page.items];
  const stopped = keyTime(page.lastSortKey ?? '');
  const end = keyTime(range.to);
  const middle = Math.floor((stopped + end) / 2);
  if (!(middle > stopped)) {
    return [page.items, ...(await readSlice(query, { ...range, startKey: page.lastKey }))];
  }
  const mid = new Date(middle).toISOString();
  const [before, after] = await Promise.all([
    readSlice(query, { from: range.from, to: mid, startKey: page.lastKey }),
    readSlice(query, { from: mid, to: range.to }),
  ]);
  return [page.items, ...before, ...after];
}

/** The pages of `from`..`to`, oldest first, read as `options.slices` slices with `options.window` in flight. */
export async function* readSlicedRange<T>(
  query: RangeQuery<T>,
  from: string,
  to: string,
  options: SliceOptions = DEFAULT_SLICES,
): AsyncGenerator<T[]> {
  const slices = sliceRange(from, to, options.slices);
  const pending: Promise<T[][]>[] = [];
  let next = 0;
  const fill = () => {
    while (next < slices.length && pending.length < options.window) {
      const reading = readSlice(query, slices[next]!);
      // A later slice may fail while an earlier one is awaited; the failure surfaces when its turn comes.
      reading.catch(() => undefined);
      pending.push(reading);
      next += 1;
    }
  };
  fill();
  while (pending.length) {
    const pages = await pending.shift()!;
    fill();
    for (const page of pages) if (page.length) yield page;
  }
}
