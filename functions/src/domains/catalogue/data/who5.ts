import type { CatalogueEntry } from './catalogue-entry.ts';
import { likertItems } from './catalogue-entry.ts';

const CATEGORY = 'who5-total';

const scale = {
  leftValue: 0,
  rightValue: 5,
  labels: [
    { value: 0, label: 'At no time' },
    { value: 1, label: 'Some of the time' },
    { value: 2, label: 'Less than half of the time' },
    { value: 3, label: 'More than half of the time' },
    { value: 4, label: 'Most of the time' },
    { value: 5, label: 'All of the time' },
  ],
};

/** The WHO-5 Well-Being Index (1998 version): five items 0–5 about the last two weeks, summed (raw score 0–25). */
export const who5: CatalogueEntry = {
  id: '58a563d1-d6b8-46c9-a7fe-662e174c4987',
  name: 'WHO-5 Well-Being Index',
  description: 'Five statements about how you have been feeling over the last two weeks.',
  instructions:
    'Please indicate for each of the five statements which is closest to how you have been feeling over the ' +
    'last two weeks.',
  license:
    'Free to use without permission; any altered wording must be marked as altered (Psychiatric Research Unit, ' +
    'Mental Health Centre North Zealand, https://www.psykiatri-regionh.dk/who-5/)',
  attribution:
    'WHO-Five Well-being Index (WHO-5), Psychiatric Research Unit, WHO Collaborating Centre in Mental Health, ' +
    'Mental Health Centre North Zealand, Hillerød, Denmark.',
  questions: likertItems(
    [
      { id: 'who5-1', question: 'I have felt cheerful and in good spirits', short: 'Cheerful' },
      { id: 'who5-2', question: 'I have felt calm and relaxed', short: 'Calm and relaxed' },
      { id: 'who5-3', question: 'I have felt active and vigorous', short: 'Active and vigorous' },
      { id: 'who5-4', question: 'I woke up feeling fresh and rested', short: 'Fresh and rested' },
      {
        id: 'who5-5',
        question: 'My daily life has been filled with things that interest me',
        short: 'Things that interest me',
      },
    ].map((item) => ({ ...item, categoryID: CATEGORY })),
    scale,
  ),
  categories: [{ id: CATEGORY, name: 'Wellbeing', description: 'Raw score, 0 to 25.', aggregation: 'sum' }],
};
