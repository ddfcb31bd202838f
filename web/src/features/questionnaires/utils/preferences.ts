import { readPreference, writePreference } from '@/lib/preferences';

const QUICK_START_KEY = 'quickStartDismissed';

/** The quick start on /questions/new stays hidden once dismissed. */
export const isQuickStartDismissed = () => readPreference(QUICK_START_KEY) === 'true';
export const dismissQuickStart = () => writePreference(QUICK_START_KEY, 'true');
