import { readPreference as read, writePreference as write } from '@/lib/preferences';

/** Spec 01 §2 URL state: the journey's view choices are also kept as preferences (shared keys with reports). */
export const readPreference = (key: 'agg' | 'vis.journey') => read(key);
export const writePreference = (key: 'agg' | 'vis.journey', value: string) => write(key, value);
