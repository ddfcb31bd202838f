/** Spec 01 §9: the first page of recent records, whose beneficiaries the selector suggests. */
export const RECENT_PAGE_SIZE = 12;

/** Escapes the characters a regular expression treats as special, so a typed id matches literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Distinct beneficiaries of records, in the records' order (most recent first). */
export function recentBeneficiaries(meetings: readonly { beneficiary: string }[]): string[] {
  return [...new Set(meetings.map((meeting) => meeting.beneficiary))];
}

/**
 * Spec 01 §2 beneficiary selector: empty text suggests recent beneficiaries; typed text filters the existing
 * beneficiaries case-insensitively, with regular-expression characters taken literally.
 */
export function matchBeneficiaries(
  query: string,
  existing: readonly string[],
  recent: readonly string[],
): string[] {
  const text = query.trim();
  if (!text) return [...recent];
  const pattern = new RegExp(escapeRegExp(text), 'i');
  return existing.filter((id) => pattern.test(id));
}

/** Whether to offer "Create {name}'s first record": something typed that is not an existing id. */
export const offersCreate = (query: string, existing: readonly string[]) => {
  const text = query.trim();
  return !!text && !existing.includes(text);
};

/** The selector's confirm button (spec 01 §2): View an existing beneficiary, Create a new one, else Submit. */
export function confirmAction(
  query: string,
  existing: readonly string[] | undefined,
): 'view' | 'create' | 'submit' {
  const text = query.trim();
  if (!text || !existing) return 'submit';
  return existing.includes(text) ? 'view' : 'create';
}
