import { paths } from '@/config/paths';

/**
 * Where a record opens from a list: a complete one is viewed; an incomplete one is continued in data entry when it
 * is dated (a historic record, dated when it was started), else in the answering flow.
 */
export const recordHref = (record: { id: string; date?: string | null; incomplete: boolean }): string => {
  if (!record.incomplete) return paths.meetingView.getHref(record.id);
  return record.date ? paths.dataEntry.getHref(record.id) : paths.meeting.getHref(record.id);
};
