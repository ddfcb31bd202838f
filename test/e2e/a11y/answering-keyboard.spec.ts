import { expect, test, type Locator, type Page } from '@playwright/test';
import { aPerson, mustCallApi, runId, signUpAndLogIn, VIEWPORTS } from '../steps.ts';

/**
 * The answering flow by keyboard alone (Tab, arrows, Enter, Space and typing; no click, no programmatic focus),
 * and WCAG 2.2's 2.5.8 target size: every interactive element on the answering screens is at least 24 × 24
 * CSS pixels, on a 360 px phone and a desktop.
 */

const run = runId();
const staff = aPerson('Octavia Hill', 'a11y-keyboard');
const MINIMUM = 24;

/** A questionnaire with instructions, two questions (the second needs a note) and a closing note. */
async function aQuestionnaire(page: Page) {
  const { AddOutcomeSet } = await mustCallApi<{ AddOutcomeSet: { id: string } }>(
    page,
    'mutation { AddOutcomeSet(name: "Check-in") { id } }',
  );
  const id = AddOutcomeSet.id;
  await mustCallApi(
    page,
    `mutation ($id: ID!) { EditOutcomeSet(outcomeSetID: $id, name: "Check-in",
      instructions: "Move each slider to the answer that fits best.", notePrompt: "Anything else?") { id } }`,
    { id },
  );
  const questionIDs: string[] = [];
  for (const [question, short, noteRequired] of [
    ['I feel hopeful about the future', 'Hope', false],
    ['I have someone to talk to', 'Support', true],
  ] as const) {
    const { AddLikertQuestion } = await mustCallApi<{ AddLikertQuestion: { questions: { id: string }[] } }>(
      page,
      `mutation ($id: ID!, $question: String!, $short: String, $noteRequired: Boolean) {
        AddLikertQuestion(outcomeSetID: $id, question: $question, short: $short, minValue: 1, maxValue: 5,
          noteRequired: $noteRequired,
          labels: [{ value: 1, label: "Not at all" }, { value: 3, label: "Sometimes" }, { value: 5, label: "Completely" }]) {
          questions { id }
        }
      }`,
      { id, question, short, noteRequired },
    );
    questionIDs.push(AddLikertQuestion.questions.at(-1)!.id);
  }
  return { id, questionIDs };
}

/** Presses Tab until `target` has the focus (at most `limit` times): how a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * Words of the main content split over two lines at a 360 px phone (WCAG 1.4.10 reflow: content stays readable
 * without breaking words apart), as `word` lines.
 */
async function brokenWords(page: Page): Promise<string[]> {
  await page.setViewportSize(VIEWPORTS.phone);
  return page.evaluate(() => {
    const broken: string[] = [];
    const main = document.querySelector('main');
    if (!main) return ['no main landmark'];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\p{L}+/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** Interactive elements smaller than 24 × 24 CSS px at both viewports, as `size: name (w×h)` lines. */
async function smallTargets(page: Page): Promise<string[]> {
  const small: string[] = [];
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    const targets = page.locator(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=slider], [role=link], [tabindex]:not([tabindex="-1"])',
    );
    for (const target of await targets.all()) {
      if (!(await target.isVisible())) continue;
      const box = await target.boundingBox();
      if (!box || (box.width >= MINIMUM && box.height >= MINIMUM)) continue;
      const name = await target.evaluate(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      );
      small.push(`${size}: ${name} (${Math.round(box.width)}×${Math.round(box.height)})`);
    }
  }
  await page.setViewportSize(VIEWPORTS.phone);
  return small;
}

test('a beneficiary answers a whole questionnaire from a summon link by keyboard alone; targets ≥ 24 px', async ({
  page,
  browser,
}) => {
  // Prepare
  await signUpAndLogIn(page, staff);
  const questionnaire = await aQuestionnaire(page);
  const { NewMeetingSummon } = await mustCallApi<{ NewMeetingSummon: string }>(
    page,
    'mutation ($q: String!) { NewMeetingSummon(outcomeSetID: $q) }',
    { q: questionnaire.id },
  );
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  const beneficiary = await context.newPage();
  const keyboard = beneficiary.keyboard;
  const targets: Record<string, string[]> = {};

  // Act: the summon link asks for an ID; Enter in the field submits it
  await beneficiary.goto(`/smn/${NewMeetingSummon.split('/').at(-1)!}`);
  const idField = beneficiary.getByLabel(/Your ID/);
  await expect(idField).toBeVisible();
  targets.summon = await smallTargets(beneficiary);
  await tabTo(beneficiary, idField);
  await keyboard.type(`keys-${run}`);
  await keyboard.press('Enter');

  // Act: the instructions, then Start by Tab and Enter
  await expect(beneficiary.getByRole('heading', { name: 'Instructions' })).toBeVisible({ timeout: 30_000 });
  await expect(beneficiary.getByText('Move each slider to the answer that fits best.')).toBeVisible();
  // Instructions keep the line breaks they are written with (lists, steps).
  await expect(beneficiary.getByText('Move each slider to the answer that fits best.')).toHaveCSS(
    'white-space',
    'pre-wrap',
  );
  targets.instructions = await smallTargets(beneficiary);
  await tabTo(beneficiary, beneficiary.getByRole('button', { name: 'Start' }));
  await keyboard.press('Enter');

  // Act: question 1: Space takes the value the thumb rests on (the middle), ArrowRight moves it on
  const first = beneficiary.getByRole('slider', { name: 'I feel hopeful about the future' });
  await expect(first).toHaveAttribute('aria-valuetext', 'No answer yet');
  await expect(beneficiary.getByRole('button', { name: 'Next' })).toBeDisabled();
  targets.question = await smallTargets(beneficiary);
  const wordsBroken = await brokenWords(beneficiary);
  await tabTo(beneficiary, first);
  await keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-valuetext', '3: Sometimes');
  await keyboard.press('ArrowRight');
  await expect(first).toHaveAttribute('aria-valuetext', '4');
  await tabTo(beneficiary, beneficiary.getByRole('button', { name: 'Next' }));
  await keyboard.press('Enter');

  // Act: question 2 needs a note before Next is enabled; Back returns to question 1 with its answer kept
  await expect(beneficiary.getByText('Question 2 of 2')).toBeVisible();
  const second = beneficiary.getByRole('slider', { name: 'I have someone to talk to' });
  await tabTo(beneficiary, second);
  await keyboard.press('ArrowLeft');
  await keyboard.press('ArrowLeft');
  await keyboard.press('ArrowLeft');
  await expect(second).toHaveAttribute('aria-valuetext', '1: Not at all');
  await expect(beneficiary.getByRole('button', { name: 'Next' })).toBeDisabled();
  targets.questionRequiredNote = await smallTargets(beneficiary);
  await tabTo(beneficiary, beneficiary.getByRole('textbox'));
  await keyboard.type('My sister moved away');
  await tabTo(beneficiary, beneficiary.getByRole('button', { name: 'Back' }));
  await keyboard.press('Enter');
  await expect(beneficiary.getByText('Question 1 of 2')).toBeVisible();
  await expect(first).toHaveAttribute('aria-valuetext', '4');
  await tabTo(beneficiary, beneficiary.getByRole('button', { name: 'Next' }));
  await keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-valuetext', '1: Not at all');
  await tabTo(beneficiary, beneficiary.getByRole('button', { name: 'Next' }));
  await keyboard.press('Space');

  // Act: the closing note, then Next finalises
  const notes = beneficiary.getByRole('textbox', { name: 'Anything else?' });
  await expect(notes).toBeVisible();
  targets.notes = await smallTargets(beneficiary);
  await tabTo(beneficiary, notes);
  await keyboard.type('Thank you for asking');
  await tabTo(beneficiary, beneficiary.getByRole('button', { name: 'Next' }));
  await keyboard.press('Enter');

  // Assess: thanked, and the record holds exactly what was typed
  await expect(beneficiary.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  targets.thanks = await smallTargets(beneficiary);
  const { meetings } = await mustCallApi<{
    meetings: {
      incomplete: boolean;
      notes: string | null;
      answers: { questionID: string; answer: number; notes: string | null }[];
    }[];
  }>(
    page,
    'query ($b: String!) { meetings(beneficiary: $b) { incomplete notes answers { questionID notes ... on IntAnswer { answer } } } }',
    {
      b: `keys-${run}`,
    },
  );
  expect(meetings).toHaveLength(1);
  expect(meetings[0]!.incomplete).toBe(false);
  expect(meetings[0]!.notes).toBe('Thank you for asking');
  const [hopeful, talk] = questionnaire.questionIDs;
  expect(
    meetings[0]!.answers.map(({ questionID, answer, notes: note }) => ({
      questionID,
      answer,
      notes: note ?? null,
    })),
  ).toEqual(
    expect.arrayContaining([
      { questionID: hopeful, answer: 4, notes: null },
      { questionID: talk, answer: 1, notes: 'My sister moved away' },
    ]),
  );
  expect(wordsBroken, 'words split across lines on a question at 360 px').toEqual([]);
  expect(targets).toEqual({
    summon: [],
    instructions: [],
    question: [],
    questionRequiredNote: [],
    notes: [],
    thanks: [],
  });
  await context.close();
});

test('data entry and the staff answering screens: every target at least 24 × 24 px', async ({ page }) => {
  // Prepare
  await signUpAndLogIn(page, aPerson('Octavia Hill', 'a11y-targets'));
  const questionnaire = await aQuestionnaire(page);
  const addMeeting = async () =>
    (
      await mustCallApi<{ AddMeeting: { id: string } }>(
        page,
        'mutation ($q: String!) { AddMeeting(beneficiaryID: "targets", outcomeSetID: $q) { id } }',
        { q: questionnaire.id },
      )
    ).AddMeeting.id;

  // Act
  await page.goto(`/dataentry/${await addMeeting()}`);
  await expect(page.getByRole('slider', { name: 'I have someone to talk to' })).toBeVisible();
  const dataEntry = await smallTargets(page);
  const dataEntryWords = await brokenWords(page);
  await page.goto(`/meeting/${await addMeeting()}`);
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  const instructions = await smallTargets(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('slider', { name: 'I feel hopeful about the future' })).toBeVisible();
  const question = await smallTargets(page);

  // Assess
  expect({ dataEntry, instructions, question }).toEqual({ dataEntry: [], instructions: [], question: [] });
  expect(dataEntryWords, 'words split across lines in data entry at 360 px').toEqual([]);
});
