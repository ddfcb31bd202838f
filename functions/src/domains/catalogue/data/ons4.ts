import type { CatalogueEntry } from './catalogue-entry.ts';
import { likertItems } from './catalogue-entry.ts';

/** The fixed catalogue id of the ONS personal well-being questions; the web quick-start imports it. */
export const ONS4_CATALOGUE_ID = '7c361e11-ef57-4cc6-b277-05921cc82c41';

const scale = {
  leftValue: 0,
  rightValue: 10,
  labels: [
    { value: 0, label: 'Not at all' },
    { value: 10, label: 'Completely' },
  ],
};

/**
 * ONS4: the four personal well-being questions of the Office for National Statistics (Annual Population
 * Survey; GSS harmonised standard "Personal well-being"), each on a scale from 0 (not at all) to 10 (completely).
 * ONS reports each question on its own, so there are no categories; single items publish no Cronbach's α, so none
 * is set. Only anxiety is worded so that a higher answer is worse.
 */
export const ons4: CatalogueEntry = {
  id: ONS4_CATALOGUE_ID,
  name: 'ONS Wellbeing',
  description:
    "The Office for National Statistics' four personal well-being questions: life satisfaction, feeling that " +
    'what you do is worthwhile, happiness and anxiety.',
  instructions:
    'There are no right or wrong answers. For each question, give an answer on a scale of 0 to 10, where 0 is ' +
    '"not at all" and 10 is "completely".',
  license:
    'Open Government Licence v3.0 (https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/); ' +
    'questions from https://gss.civilservice.gov.uk/policy-store/personal-well-being/',
  attribution:
    'Office for National Statistics, personal well-being questions. Source: Office for National Statistics ' +
    'licensed under the Open Government Licence v3.0.',
  questions: likertItems(
    [
      {
        id: 'ons4-satisfied',
        question: 'Overall, how satisfied are you with your life nowadays?',
        short: 'Life satisfaction',
      },
      {
        id: 'ons4-worthwhile',
        question: 'Overall, to what extent do you feel that the things you do in your life are worthwhile?',
        short: 'Worthwhile',
      },
      { id: 'ons4-happy', question: 'Overall, how happy did you feel yesterday?', short: 'Happiness' },
      {
        id: 'ons4-anxious',
        question: 'Overall, how anxious did you feel yesterday?',
        short: 'Anxiety',
        direction: 'lower',
      },
    ],
    scale,
  ),
  categories: [],
};
