/**
 * What one GraphQL request may ask of the API, set on the AppSync API (constructs/api.ts) and enforced the same
 * way by the local emulator (infra/local/appsync-emulator.ts). docs/decisions.md, "Query cost limits", says where
 * the numbers come from.
 */

/**
 * Deepest selection a request may have, counting a root field as level 1. The deepest document the web sends is
 * 5 levels (`GetReport`); AppSync accepts 1–75 (0 = no limit).
 */
export const QUERY_DEPTH_LIMIT = 10;

/**
 * Resolvers one request may run. Only root fields have resolvers in Ripple (one Lambda data source), so this is
 * the number of root fields, aliases included: the web sends at most 4 (`GetHomeContext`). AppSync accepts
 * 1–10,000 (0 = 10,000).
 */
export const RESOLVER_COUNT_LIMIT = 10;

/** Largest request body the API accepts, in bytes (1 MiB). */
export const REQUEST_BODY_LIMIT_BYTES = 1_048_576;
