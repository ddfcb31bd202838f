import * as z from 'zod';

import { normaliseLabel } from './label-text.ts';

/** Longest tag kept: tags are short labels ("pre-course", "Leeds"); 50 characters leaves room for a place name. */
export const MAX_TAG_LENGTH = 50;
/** Most tags on one beneficiary or record; every new one is also an item written in the same transaction. */
export const MAX_TAGS = 50;

/** Sorts labels for people: case-insensitively, then case-sensitively so the order is stable. */
export const byLabel = (a: string, b: string): number =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * A list of tags as clients send it (`[String]`, possibly null or with null entries): each normalised
 * (`normaliseLabel`: NFC, no invisible characters, trimmed), empty ones dropped, duplicates removed case-sensitively
 * (first wins), then at most `MAX_TAGS` of at most `MAX_TAG_LENGTH` characters each, else `input.invalid`
 * (`tags: tooLong` or `tags.3: tooLong`).
 */
export const TagList = z
  .array(z.string().nullable())
  .nullish()
  .transform((tags) => [
    ...new Set((tags ?? []).flatMap((tag) => (tag === null ? [] : [normaliseLabel(tag)])).filter(Boolean)),
  ])
  .pipe(z.array(z.string().max(MAX_TAG_LENGTH)).max(MAX_TAGS));
