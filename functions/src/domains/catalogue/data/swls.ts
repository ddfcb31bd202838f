import type { CatalogueEntry } from './catalogue-entry.ts';
import { likertItems } from './catalogue-entry.ts';

const CATEGORY = 'swls-total';

const scale = {
  leftValue: 1,
  rightValue: 7,
  labels: [
    { value: 1, label: 'Strongly disagree' },
    { value: 2, label: 'Disagree' },
    { value: 3, label: 'Slightly disagree' },
    { value: 4, label: 'Neither agree nor disagree' },
    { value: 5, label: 'Slightly agree' },
    { value: 6, label: 'Agree' },
    { value: 7, label: 'Strongly agree' },
  ],
};

/** The Satisfaction With Life Scale (Diener, Emmons, Larsen and Griffin, 1985): five items 1–7, summed (5–35). */
export const swls: CatalogueEntry = {
  id: '257af786-75ec-41b1-85b3-df3cb2c31d9c',
  name: 'Satisfaction With Life Scale',
  description: 'Five statements about satisfaction with life as a whole.',
  instructions:
    'Below are five statements that you may agree or disagree with. Using the 1 to 7 scale, indicate your ' +
    'agreement with each item. Please be open and honest in your responding.',
  license:
    'Copyrighted but free to use without permission or charge, provided the authors are credited (Ed Diener, ' +
    'https://eddiener.com/scales/7)',
  attribution:
    'Diener, E., Emmons, R. A., Larsen, R. J., & Griffin, S. (1985). The Satisfaction With Life Scale. ' +
    'Journal of Personality Assessment, 49, 71–75.',
  questions: likertItems(
    [
      { id: 'swls-1', question: 'In most ways my life is close to my ideal.', short: 'Close to ideal' },
      { id: 'swls-2', question: 'The conditions of my life are excellent.', short: 'Conditions of life' },
      { id: 'swls-3', question: 'I am satisfied with my life.' },
      {
        id: 'swls-4',
        question: 'So far I have gotten the important things I want in life.',
        short: 'Important things gotten',
      },
      {
        id: 'swls-5',
        question: 'If I could live my life over, I would change almost nothing.',
        short: 'Would change almost nothing',
      },
    ].map((item) => ({ ...item, categoryID: CATEGORY })),
    scale,
  ),
  categories: [
    {
      id: CATEGORY,
      name: 'Life satisfaction',
      description: 'Total score, 5 to 35.',
      aggregation: 'sum',
      reliability: 0.87,
      reliabilitySource:
        "Cronbach's α 0.87: Diener, Emmons, Larsen and Griffin (1985), The Satisfaction With Life Scale, " +
        'J Pers Assess 49(1):71–75.',
    },
  ],
};
