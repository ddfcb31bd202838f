/** Spec 01 §2 URL state: the journey's view choices are also kept as preferences (shared keys with reports). */
export function readPreference(key: 'agg' | 'vis.journey'): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writePreference(key: 'agg' | 'vis.journey', value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private browsing without storage: the URL still carries the choice.
  }
}
