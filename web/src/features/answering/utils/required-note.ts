/** A question's or a questionnaire's note settings. */
type NoteSettings = { noteRequired: boolean; noteDeactivated: boolean };

/**
 * Spec 01 §5 "Answering": a required note that is shown needs some text. The API's CompleteMeeting and
 * AddLikertAnswer apply the same rule (`meeting.unanswered`, `notes: required`).
 */
export const noteMissing = (settings: NoteSettings, notes: string | null | undefined) =>
  settings.noteRequired && !settings.noteDeactivated && !(notes ?? '').trim();
