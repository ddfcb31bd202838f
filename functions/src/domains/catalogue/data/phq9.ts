import type { CatalogueEntry } from './catalogue-entry.ts';
import { likertItems } from './catalogue-entry.ts';

const CATEGORY = 'phq9-severity';

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

/** PHQ-9 (Kroenke, Spitzer and Williams, 2001): nine items scored 0–3; their sum (0–27) is the severity score. */
export const phq9: CatalogueEntry = {
  id: 'bfa49100-b653-4c40-a1f6-40732c1f51f4',
  name: 'PHQ-9',
  description: 'The Patient Health Questionnaire depression scale: nine questions about the last two weeks.',
  instructions: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  license:
    'No permission required to reproduce, translate, display or distribute (Pfizer Inc., PHQ Screeners, ' +
    'https://www.phqscreeners.com/)',
  attribution:
    'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an ' +
    'educational grant from Pfizer Inc.',
  questions: likertItems(
    [
      {
        id: 'phq9-1',
        question: 'Little interest or pleasure in doing things',
        short: 'Interest or pleasure',
      },
      { id: 'phq9-2', question: 'Feeling down, depressed, or hopeless', short: 'Feeling down' },
      { id: 'phq9-3', question: 'Trouble falling or staying asleep, or sleeping too much', short: 'Sleep' },
      { id: 'phq9-4', question: 'Feeling tired or having little energy', short: 'Energy' },
      { id: 'phq9-5', question: 'Poor appetite or overeating', short: 'Appetite' },
      {
        id: 'phq9-6',
        question:
          'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
        short: 'Feeling bad about yourself',
      },
      {
        id: 'phq9-7',
        question: 'Trouble concentrating on things, such as reading the newspaper or watching television',
        short: 'Concentration',
      },
      {
        id: 'phq9-8',
        question:
          'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so ' +
          'fidgety or restless that you have been moving around a lot more than usual',
        short: 'Moving slowly or restless',
      },
      {
        id: 'phq9-9',
        question: 'Thoughts that you would be better off dead or of hurting yourself in some way',
        short: 'Thoughts of self-harm',
      },
    ].map((item) => ({ ...item, categoryID: CATEGORY, direction: 'lower' as const })),
    scale,
  ),
  categories: [
    {
      id: CATEGORY,
      name: 'Depression severity',
      description: 'Total score, 0 to 27.',
      aggregation: 'sum',
      reliability: 0.89,
      reliabilitySource:
        "Cronbach's α 0.89: Kroenke, Spitzer and Williams (2001), The PHQ-9: validity of a brief depression " +
        'severity measure, J Gen Intern Med 16(9):606–613.',
      measure: 'phq9',
    },
  ],
};
