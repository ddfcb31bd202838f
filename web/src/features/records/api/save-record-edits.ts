import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshMeetingCaches } from '@/lib/meeting-cache';
import type { RecordChanges } from '../utils/edit-record';
import { editMeetingBeneficiary } from './edit-meeting-beneficiary';
import { editMeetingDate } from './edit-meeting-date';
import { editMeetingNotes } from './edit-meeting-notes';
import { editMeetingTags } from './edit-meeting-tags';

/** Saves a record's changed date, tags, notes and beneficiary in turn (the move last). */
export async function saveRecordEdits(meetingID: string, changes: RecordChanges) {
  if (changes.conducted !== undefined) await editMeetingDate({ meetingID, conducted: changes.conducted });
  if (changes.tags !== undefined) await editMeetingTags({ meetingID, tags: changes.tags });
  if (changes.notes !== undefined) await editMeetingNotes({ meetingID, notes: changes.notes });
  if (changes.beneficiary !== undefined)
    await editMeetingBeneficiary({ meetingID, newBeneficiaryID: changes.beneficiary });
}

/** Spec 01 §7: after a record changes, cached record data refreshes (also after a partial failure). */
export function useSaveRecordEdits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meetingID, changes }: { meetingID: string; changes: RecordChanges }) =>
      saveRecordEdits(meetingID, changes),
    onSettled: () => refreshMeetingCaches(queryClient),
  });
}
