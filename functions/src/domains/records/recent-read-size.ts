/** Items read per request while filling a page: large enough that sparse filters need few round trips. */
export const RECENT_READ_SIZE = 200;

/**
 * The Query `Limit` of A9's next request. `Limit` counts items before the filter, so a filtered read takes the
 * full size; an unfiltered one needs no more than the items still wanted: every further item would be transferred
 * and decoded only to be dropped (with the default size, a page of 12 decoded every record up to 200).
 */
export const recentReadSize = (filtered: boolean, stillWanted: number): number =>
  filtered ? RECENT_READ_SIZE : Math.min(RECENT_READ_SIZE, stillWanted);
