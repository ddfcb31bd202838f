/**
 * Reads a sort-key range of `{ISO date}#{id}` keys as several smaller range queries instead of one paged query.
 *
 * Why: the slices run side by side (DynamoDB reads each at its own speed), a slice that overflows its first page
 * is halved from where it stopped so dense dates keep several queries busy, and at most `requests` queries are
 * in flight so a large read does not swamp the table (DynamoDB Local runs on the same few cores as the API).
 * Pages still come out oldest first, and at most `window` slices are held in memory at once, so a streaming
 * export stays small.
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

export type SliceOptions = { slices: number; window: number; requests: number };

export const DEFAULT_SLICES: SliceOptions = { slices: 16, window: 4, requests: 4 };

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

/** `query` with at most `limit` calls pending; the others wait their turn in call order. */
export function limitConcurrency<T>(query: RangeQuery<T>, limit: number): RangeQuery<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (range) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await query(range);
    } finally {
      // The slot passes straight to the next waiter, so `running` counts it without a gap.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
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

/**
 * The pages of `from`..`to`, oldest first, read as `options.slices` slices with `options.window` held at once
 * and `options.requests` queries in flight.
 */
export async function* readSlicedRange<T>(
  query: RangeQuery<T>,
  from: string,
  to: string,
  options: SliceOptions = DEFAULT_SLICES,
): AsyncGenerator<T[]> {
  const limited = limitConcurrency(query, options.requests);
  const slices = sliceRange(from, to, options.slices);
  const pending: Promise<T[][]>[] = [];
  let next = 0;
  const fill = () => {
    while (next < slices.length && pending.length < options.window) {
      const reading = readSlice(limited, slices[next]!);
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
