import type { CatalogueEntry } from './catalogue-entry.ts';
import { likertItems } from './catalogue-entry.ts';

const CATEGORY = 'gad7-severity';

const scale = {
  leftValue: 0,
  rightValue: 3,
  labels: [
    { value: 0, label: 'Not at all' },
    { value: 1, label: 'Several days' },
    { value: 2, label: 'More than half the days' },
    { value: 3, label: 'Nearly every day' },
  ],
};

/** GAD-7 (Spitzer, Kroenke, Williams and Löwe, 2006): seven items scored 0–3; their sum (0–21) is the score. */
export const gad7: CatalogueEntry = {
  id: 'f7f3778f-52bf-4ebb-89f7-3f1c18eb2397',
  name: 'GAD-7',
  description: 'The Generalized Anxiety Disorder scale: seven questions about the last two weeks.',
  instructions: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
  license:
    'No permission required to reproduce, translate, display or distribute (Pfizer Inc., PHQ Screeners, ' +
    'https://www.phqscreeners.com/)',
  attribution:
    'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an ' +
    'educational grant from Pfizer Inc.',
  questions: likertItems(
    [
      { id: 'gad7-1', question: 'Feeling nervous, anxious, or on edge', short: 'Nervous or on edge' },
      {
        id: 'gad7-2',
        question: 'Not being able to stop or control worrying',
        short: 'Uncontrolled worrying',
      },
      { id: 'gad7-3', question: 'Worrying too much about different things', short: 'Worrying too much' },
      { id: 'gad7-4', question: 'Trouble relaxing' },
      { id: 'gad7-5', question: 'Being so restless that it is hard to sit still', short: 'Restlessness' },
      { id: 'gad7-6', question: 'Becoming easily annoyed or irritable', short: 'Irritability' },
      {
        id: 'gad7-7',
        question: 'Feeling afraid, as if something awful might happen',
        short: 'Feeling afraid',
      },
    ].map((item) => ({ ...item, categoryID: CATEGORY, direction: 'lower' as const })),
    scale,
  ),
  categories: [
    {
      id: CATEGORY,
      name: 'Anxiety severity',
      description: 'Total score, 0 to 21.',
      aggregation: 'sum',
      reliability: 0.92,
      reliabilitySource:
        "Cronbach's α 0.92: Spitzer, Kroenke, Williams and Löwe (2006), A brief measure for assessing " +
        'generalized anxiety disorder: the GAD-7, Arch Intern Med 166(10):1092–1097.',
      measure: 'gad7',
    },
  ],
};
