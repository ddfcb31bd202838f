/** API data of a Likert question as the questionnaire queries return it, for route tests. */
export const aQuestion = (id: string, text: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'LikertScale',
  id,
  question: text,
  description: null,
  short: null,
  archived: false,
  categoryID: null,
  leftValue: 1,
  rightValue: 5,
  labels: [
    { value: 1, label: 'Never' },
    { value: 5, label: 'Always' },
  ],
  noteRequired: false,
  notePrompt: null,
  noteDeactivated: false,
  answered: false,
  ...extra,
});

/** API data of questionnaire `qs1`, "Wellbeing", with three questions unless `extra` says otherwise. */
export const aQuestionnaire = (extra: Record<string, unknown> = {}) => ({
  id: 'qs1',
  name: 'Wellbeing',
  description: 'How people feel',
  instructions: null,
  noteRequired: false,
  notePrompt: null,
  noteDeactivated: false,
  readOnly: false,
  inUse: false,
  requiredTags: [],
  categories: [],
  questions: [aQuestion('a', 'First'), aQuestion('b', 'Second'), aQuestion('c', 'Third')],
  ...extra,
});
