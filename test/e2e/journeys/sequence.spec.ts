import { expect, test, type Page } from '@playwright/test';
import { aPerson, checkPage, mustCallApi, runId, signUpAndLogIn, VIEWPORTS } from '../steps.ts';

/**
 * A sequence of two questionnaires with an external destination, built on /sequences/new, handed out as one
 * summon link that several beneficiaries use, each in a browser of their own: both questionnaires in order,
 * then the /external/ notice for the destination.
 */

const run = runId();
const staff = aPerson('Josephine Butler', 'journey-sequence');
const DESTINATION = 'https://example.org/thanks';

/** Each questionnaire's questions (all 1–5) in order. */
const INTAKE = ['How settled do you feel?', 'How well do you sleep?'] as const;
const EXIT = ['How ready are you to move on?'] as const;

/** Each beneficiary's answers: Intake's two, then Exit's one. */
const BENEFICIARIES: Record<string, { intake: readonly [number, number]; exit: readonly [number] }> = {
  [`amber-${run}`]: { intake: [2, 3], exit: [4] },
  [`basil-${run}`]: { intake: [1, 5], exit: [5] },
  [`cedar-${run}`]: { intake: [4, 4], exit: [2] },
};

async function aQuestionnaire(page: Page, name: string, questions: readonly string[]) {
  const { AddOutcomeSet } = await mustCallApi<{ AddOutcomeSet: { id: string } }>(
    page,
    'mutation ($name: String!) { AddOutcomeSet(name: $name) { id } }',
    { name },
  );
  const ids: string[] = [];
  for (const question of questions) {
    const { AddLikertQuestion } = await mustCallApi<{ AddLikertQuestion: { questions: { id: string }[] } }>(
      page,
      `mutation ($id: ID!, $question: String!) {
        AddLikertQuestion(outcomeSetID: $id, question: $question, minValue: 1, maxValue: 5,
          labels: [{ value: 1, label: "Not at all" }, { value: 5, label: "Very" }]) { questions { id } }
      }`,
      { id: AddOutcomeSet.id, question },
    );
    ids.push(AddLikertQuestion.questions.at(-1)!.id);
  }
  return { id: AddOutcomeSet.id, questionIDs: ids };
}

/** One questionnaire of the flow: each question by keyboard (Home, then ArrowRight), then past the notes. */
async function answerQuestionnaire(page: Page, questions: readonly string[], values: readonly number[]) {
  for (const [index, question] of questions.entries()) {
    const slider = page.getByRole('slider', { name: question });
    await expect(slider).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`Question ${index + 1} of ${questions.length}`)).toBeVisible();
    await slider.focus();
    await page.keyboard.press('Home');
    for (let step = 1; step < values[index]!; step++) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', new RegExp(`^${values[index]}(:|$)`));
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Additional information' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
}

test('a sequence with a destination, one summon link, several beneficiaries through both questionnaires', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);

  // Prepare: two questionnaires
  await signUpAndLogIn(page, staff);
  const intake = await aQuestionnaire(page, 'Intake', INTAKE);
  const exit = await aQuestionnaire(page, 'Exit', EXIT);

  // Act: the sequence, on /sequences/new
  await page.goto('/sequences/new');
  await page.getByLabel('Name', { exact: true }).fill('Programme');
  await page.getByLabel('Questionnaire 1', { exact: true }).selectOption({ label: 'Intake' });
  await page.getByRole('button', { name: 'Add questionnaire' }).click();
  await page.getByLabel('Questionnaire 2', { exact: true }).selectOption({ label: 'Exit' });
  await page.getByLabel('Destination web address').fill(DESTINATION);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/sequences$/);
  await expect(
    page.getByRole('list', { name: 'Questionnaires of Programme' }).getByRole('listitem'),
  ).toHaveText(['Intake', 'Exit']);

  // Act: one summon link for the sequence
  await page.goto('/record/summon');
  await page.getByLabel('Questionnaire').selectOption({ label: 'Programme' });
  await page.getByRole('button', { name: 'Create link' }).click();
  const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/\/smn\/[^/]+$/);
  await checkPage(page, 'journey-sequence-summon-link');

  // Act: each beneficiary opens it on a phone of their own, gives their ID and answers both in order
  for (const [index, [beneficiary, answers]] of Object.entries(BENEFICIARIES).entries()) {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const visitor = await context.newPage();
    await visitor.goto(link);
    await visitor.getByLabel(/Your ID/).fill(beneficiary);
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await answerQuestionnaire(visitor, INTAKE, answers.intake);
    await answerQuestionnaire(visitor, EXIT, answers.exit);

    // Assess: the notice for the destination, whose Continue leads there
    await expect(visitor).toHaveURL(/\/external\/[\w-]+$/);
    await expect(
      visitor.getByText('You will now be redirected to example.org, would you like to continue?'),
    ).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', DESTINATION);
    if (index === 0) await checkPage(visitor, 'journey-sequence-external', 'phone');
    await context.close();
  }

  // Assess: each beneficiary has one complete record per questionnaire, with their answers
  for (const [beneficiary, answers] of Object.entries(BENEFICIARIES)) {
    const { meetings } = await mustCallApi<{
      meetings: {
        outcomeSetID: string;
        incomplete: boolean;
        answers: { questionID: string; answer?: number }[];
      }[];
    }>(
      page,
      'query ($b: String!) { meetings(beneficiary: $b) { outcomeSetID incomplete answers { questionID ... on IntAnswer { answer } } } }',
      { b: beneficiary },
    );
    const answered = (questionnaire: string) =>
      meetings
        .filter((meeting) => meeting.outcomeSetID === questionnaire)
        .map((meeting) => ({
          incomplete: meeting.incomplete,
          answers: Object.fromEntries(meeting.answers.map((a) => [a.questionID, a.answer])),
        }));
    expect(meetings).toHaveLength(2);
    expect(answered(intake.id)).toEqual([
      {
        incomplete: false,
        answers: Object.fromEntries(intake.questionIDs.map((id, i) => [id, answers.intake[i]])),
      },
    ]);
    expect(answered(exit.id)).toEqual([
      {
        incomplete: false,
        answers: Object.fromEntries(exit.questionIDs.map((id, i) => [id, answers.exit[i]])),
      },
    ]);
  }
});
