import * as z from 'zod';

import { DEFAULT_SMALL_NUMBER_THRESHOLD } from './statistics/change-statistics.ts';

/**
 * Bounds of the organisation's small-number threshold (docs/reports.md, "Small numbers"). Below 1 nothing would
 * ever be withheld; above 50 most charities' cohorts would show no figure at all, which no disclosure rule asks for.
 */
export const SMALL_NUMBER_THRESHOLD_MIN = 1;
export const SMALL_NUMBER_THRESHOLD_MAX = 50;

/** `UpdateOrgSetting(smallNumberThreshold)`: a whole number within the bounds; null or omitted keeps the value. */
export const SmallNumberThresholdInput = z
  .number()
  .int()
  .min(SMALL_NUMBER_THRESHOLD_MIN)
  .max(SMALL_NUMBER_THRESHOLD_MAX)
  .nullish();

/** The threshold an organisation's reports use: its setting, else the default of 5. */
export const smallNumberThresholdOf = (settings: { smallNumberThreshold?: number } | undefined): number =>
  settings?.smallNumberThreshold ?? DEFAULT_SMALL_NUMBER_THRESHOLD;
