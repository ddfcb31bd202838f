import { formatDateTime, isInFuture, parseDateTime, partsOf } from '@/components/ui/calendar-month';
import { API_LIMITS } from '@/config/api-limits';
import { notesTooLong } from '@/lib/notes-limit';

export type EditRecordValues = {
  /** A `datetime-local` value. */
  date: string;
  /** The record's own tags (meetingTags). */
  tags: string[];
  notes: string;
  beneficiary: string;
};

export type RecordChanges = {
  conducted?: string;
  tags?: string[];
  notes?: string | null;
  beneficiary?: string;
};

/** An ISO date-time as a local `datetime-local` value. */
export const toLocalInput = (iso: string) => formatDateTime(partsOf(new Date(iso)));

/** A local `datetime-local` value as an ISO date-time. */
export function toIso(local: string): string {
  const parts = parseDateTime(local);
  if (!parts) throw new RangeError(`Not a date: ${local}`);
  return new Date(parts.year, parts.month, parts.day, parts.hour, parts.minute).toISOString();
}

/** What a record's edit form starts with: its date (else when created), own tags, notes and beneficiary. */
export function editRecordValues(record: {
  date?: string | null;
  created: string;
  meetingTags: string[];
  notes?: string | null;
  beneficiary: string;
}): EditRecordValues {
  return {
    date: toLocalInput(record.date ?? record.created),
    tags: [...record.meetingTags],
    notes: record.notes ?? '',
    beneficiary: record.beneficiary,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/** Whether anything differs from the record as loaded (the date compared as typed). */
export function hasRecordChanges(initial: EditRecordValues, values: EditRecordValues): boolean {
  return (
    values.date !== initial.date ||
    !sameList(values.tags, initial.tags) ||
    values.notes.trim() !== initial.notes.trim() ||
    values.beneficiary.trim() !== initial.beneficiary
  );
}

/** Only what changed is saved (spec 01 §5: save is enabled only when the form is dirty and valid). */
export function recordChanges(initial: EditRecordValues, values: EditRecordValues): RecordChanges {
  const changes: RecordChanges = {};
  if (values.date !== initial.date) changes.conducted = toIso(values.date);
  if (!sameList(values.tags, initial.tags)) changes.tags = values.tags;
  if (values.notes.trim() !== initial.notes.trim()) changes.notes = values.notes.trim() || null;
  if (values.beneficiary.trim() !== initial.beneficiary) changes.beneficiary = values.beneficiary.trim();
  return changes;
}

/** Spec 01 §5: the record date must exist and not be in the future; a beneficiary is required. */
export function validateEditRecord(values: EditRecordValues, now = Date.now()) {
  const errors: Partial<Record<keyof EditRecordValues, string>> = {};
  if (!parseDateTime(values.date) || isInFuture(values.date, now)) errors.date = 'validation.dateInPast';
  if (!values.beneficiary.trim()) errors.beneficiary = 'validation.beneficiaryRequired';
  else if (values.beneficiary.trim().length > API_LIMITS.beneficiaryId)
    errors.beneficiary = 'validation.beneficiaryTooLong';
  // Shown by the notes box's own message (`NotesTextarea`); here it only keeps the form invalid.
  if (notesTooLong(values.notes)) errors.notes = 'notes.tooLong';
  return errors;
}
