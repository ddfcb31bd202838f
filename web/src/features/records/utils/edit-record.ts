import { formatDateTime, parseDateTime, partsOf } from '@/components/ui/calendar-month';
import { API_LIMITS } from '@/config/api-limits';
import { notesTooLong } from '@/lib/notes-limit';
import { recordDateError } from './record-date';
import { missingRequiredTags, type RequiredTag } from './required-tags';

export type EditRecordValues = {
  /** A `datetime-local` value. */
  date: string;
  /** The record's own tags (meetingTags) but those chosen in `required`. */
  tags: string[];
  /** The chosen option of each required tag of the record's questionnaire, by position (see `chosenOptions`). */
  required: string[];
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

/**
 * What a record's edit form starts with: its date (else when created), own tags, notes and beneficiary. Each
 * required tag's dropdown starts at the first of its options among the record's own tags, which then leaves
 * the free tags, as on the new-record form.
 */
export function editRecordValues(
  record: {
    date?: string | null;
    created: string;
    meetingTags: string[];
    notes?: string | null;
    beneficiary: string;
  },
  requiredTags: readonly RequiredTag[] = [],
): EditRecordValues {
  const required = requiredTags.map((tag) => tag.options.find((o) => record.meetingTags.includes(o)) ?? '');
  return {
    date: toLocalInput(record.date ?? record.created),
    tags: record.meetingTags.filter((tag) => !required.includes(tag)),
    required,
    notes: record.notes ?? '',
    beneficiary: record.beneficiary,
  };
}

/** The record's own tags as saved: the free tags and the chosen required-tag options, without duplicates. */
export const ownTags = (values: Pick<EditRecordValues, 'tags' | 'required'>): string[] => [
  ...new Set([...values.tags, ...values.required.filter(Boolean)]),
];

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/** Whether the record's own tags differ from those loaded: only then are they saved, and checked. */
export const tagsChanged = (initial: EditRecordValues, values: EditRecordValues) =>
  !sameList(ownTags(values), ownTags(initial));

/** Whether anything differs from the record as loaded (the date compared as typed). */
export function hasRecordChanges(initial: EditRecordValues, values: EditRecordValues): boolean {
  return (
    values.date !== initial.date ||
    tagsChanged(initial, values) ||
    values.notes.trim() !== initial.notes.trim() ||
    values.beneficiary.trim() !== initial.beneficiary
  );
}

/** Only what changed is saved (spec 01 §5: save is enabled only when the form is dirty and valid). */
export function recordChanges(initial: EditRecordValues, values: EditRecordValues): RecordChanges {
  const changes: RecordChanges = {};
  if (values.date !== initial.date) changes.conducted = toIso(values.date);
  if (tagsChanged(initial, values)) changes.tags = ownTags(values);
  if (values.notes.trim() !== initial.notes.trim()) changes.notes = values.notes.trim() || null;
  if (values.beneficiary.trim() !== initial.beneficiary) changes.beneficiary = values.beneficiary.trim();
  return changes;
}

/** What the record's tags are checked against: its questionnaire's required tags and its beneficiary's tags. */
export type EditRecordContext = {
  requiredTags?: readonly RequiredTag[];
  benTags?: readonly string[];
  /** The values as loaded: unchanged tags are not saved, so not checked (other fields stay editable). */
  initial?: EditRecordValues;
  /** Injectable for tests. */
  now?: number;
};

/**
 * Spec 01 §5: the record date must exist, not be in the future nor before 2000 (as the API checks); a
 * beneficiary is required; changed tags must hold the questionnaire's required tags, counting the
 * beneficiary's, as `EditMeetingTags` checks.
 */
export function validateEditRecord(values: EditRecordValues, context: EditRecordContext = {}) {
  const { requiredTags = [], benTags = [], initial, now = Date.now() } = context;
  const errors: Partial<Record<keyof EditRecordValues, string>> = {};
  const dateError = recordDateError(values.date, now);
  if (dateError) errors.date = dateError;
  if (!values.beneficiary.trim()) errors.beneficiary = 'validation.beneficiaryRequired';
  else if (values.beneficiary.trim().length > API_LIMITS.beneficiaryId)
    errors.beneficiary = 'validation.beneficiaryTooLong';
  // Shown by the notes box's own message (`NotesTextarea`); here it only keeps the form invalid.
  if (notesTooLong(values.notes)) errors.notes = 'notes.tooLong';
  const checked = !initial || tagsChanged(initial, values);
  if (checked && missingRequiredTags(requiredTags, [...ownTags(values), ...benTags]).length > 0)
    errors.required = 'validation.requiredTags';
  return errors;
}
