import { recordHref } from '@/lib/record-links';

type ListedRecord = { id: string; date?: string | null; created: string; incomplete: boolean };

/** A record's date for display and order: the record date, else (incomplete records) when it was created. */
export const recordDate = (record: Pick<ListedRecord, 'date' | 'created'>) => record.date ?? record.created;

/** Newest first by record date, then by created. */
export function sortRecords<T extends ListedRecord>(records: readonly T[]): T[] {
  return [...records].sort(
    (a, b) => recordDate(b).localeCompare(recordDate(a)) || b.created.localeCompare(a.created),
  );
}

/**
 * Spec 01 §2 records list: an incomplete record is continued — in data entry when it has a (conducted) date, else
 * in the answering flow — and a complete one is viewed.
 */
export function recordAction(record: ListedRecord): { kind: 'continue' | 'view'; href: string } {
  return { kind: record.incomplete ? 'continue' : 'view', href: recordHref(record) };
}

/** The questionnaires among the records, by id, first seen first: what can be exported. */
export function recordQuestionnaires(
  records: readonly { outcomeSetID: string; outcomeSet?: { name: string } | null }[],
): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const record of records)
    if (record.outcomeSet && !seen.has(record.outcomeSetID))
      seen.set(record.outcomeSetID, record.outcomeSet.name);
  return [...seen].map(([id, name]) => ({ id, name }));
}
