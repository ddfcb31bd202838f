/** Spec 01 §9: a filter dropdown shows at most 10 matches. */
export const MAX_FILTER_MATCHES = 10;

export type FilterOption = { id: string; name: string };

export type FilterMatches =
  | { kind: 'matches'; options: FilterOption[] }
  | { kind: 'tooMany'; count: number }
  | { kind: 'none'; query: string };

/**
 * Spec 01 §5 Filter dropdowns: options whose name contains the query, ignoring case (the query is plain
 * text, never a pattern), not already chosen. Matches are shown only when there are at most 10.
 */
export function matchFilterOptions(
  options: readonly FilterOption[],
  query: string,
  chosen: readonly string[] = [],
  max = MAX_FILTER_MATCHES,
): FilterMatches {
  const needle = query.trim().toLocaleLowerCase();
  const matches = options.filter(
    (option) => !chosen.includes(option.id) && option.name.toLocaleLowerCase().includes(needle),
  );
  if (matches.length === 0) return { kind: 'none', query: query.trim() };
  if (matches.length > max) return { kind: 'tooMany', count: matches.length };
  return { kind: 'matches', options: matches };
}

/** Plain strings (beneficiary ids, tags) as options named by themselves. */
export const stringOptions = (values: readonly string[]): FilterOption[] =>
  values.map((value) => ({ id: value, name: value }));

/** Options sorted by name, ignoring case, for a stable dropdown. */
export const sortOptions = (options: readonly FilterOption[]): FilterOption[] =>
  [...options].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
