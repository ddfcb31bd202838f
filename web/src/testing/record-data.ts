/** API data of staff record `m1` of ben-1 on questionnaire "Wellbeing", as the record pages read it. */
export const aStaffRecord = (extra: Record<string, unknown> = {}) => ({
  id: 'm1',
  beneficiary: 'ben-1',
  outcomeSetID: 'q1',
  date: '2024-03-01T10:00:00.000Z',
  created: '2024-03-01T09:00:00.000Z',
  incomplete: false,
  notes: 'Went well',
  tags: ['North'],
  benTags: [] as string[],
  meetingTags: ['North'],
  outcomeSet: { id: 'q1', name: 'Wellbeing', questions: [] as unknown[] },
  answers: [] as unknown[],
  ...extra,
});
