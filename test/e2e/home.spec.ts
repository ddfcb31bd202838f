import { expect, test, type Page } from '@playwright/test';
import { aPerson, checkPage, mustCallApi, signUpAndLogIn, VIEWPORTS } from './steps.ts';
import { untranslatedStrings } from './untranslated.ts';

const user = aPerson('Mary Seacole', 'mary-home');
const long = `Talked about the move to the new flat, the stairs and the neighbours. ${'More notes. '.repeat(10)}`;

/** A questionnaire with 3 questions, which completes the checklist's questionnaire step. */
async function createQuestionnaire(page: Page): Promise<string> {
  const { AddOutcomeSet } = await mustCallApi<{ AddOutcomeSet: { id: string } }>(
    page,
    'mutation { AddOutcomeSet(name: "Wellbeing") { id } }',
  );
  for (const question of ['I sleep well', 'I feel safe at home', 'I have someone to talk to']) {
    await mustCallApi(
      page,
      'mutation($q: ID!, $text: String!) { AddLikertQuestion(outcomeSetID: $q, question: $text, minValue: 1, maxValue: 5, labels: [{ value: 1, label: "Never" }, { value: 5, label: "Always" }]) { id } }',
      { q: AddOutcomeSet.id, text: question },
    );
  }
  return AddOutcomeSet.id;
}

/** Records for client-01… : every third tagged north, every other one completed, the first with long notes. */
async function createRecords(page: Page, questionnaire: string, numbers: number[]) {
  for (const n of numbers) {
    const beneficiary = `client-${String(n).padStart(2, '0')}`;
    const { AddMeeting } = await mustCallApi<{
      AddMeeting: { id: string; outcomeSet: { questions: { id: string }[] } };
    }>(
      page,
      'mutation($b: String!, $q: String!, $tags: [String]) { AddMeeting(beneficiaryID: $b, outcomeSetID: $q, tags: $tags) { id outcomeSet { questions { id } } } }',
      { b: beneficiary, q: questionnaire, tags: n % 3 === 0 ? ['north'] : [] },
    );
    if (n === 1) {
      await mustCallApi(
        page,
        'mutation($m: String!, $n: String) { SetMeetingNotes(meetingID: $m, notes: $n) { id } }',
        {
          m: AddMeeting.id,
          n: long,
        },
      );
    }
    if (n % 2 === 1) {
      // CompleteMeeting refuses a record with an unanswered question (meeting.unanswered).
      for (const { id } of AddMeeting.outcomeSet.questions) {
        await mustCallApi(
          page,
          'mutation($m: String!, $q: String!) { AddLikertAnswer(meetingID: $m, questionID: $q, value: 3) { id } }',
          { m: AddMeeting.id, q: id },
        );
      }
      await mustCallApi(page, 'mutation($m: String!) { CompleteMeeting(meetingID: $m) { id } }', {
        m: AddMeeting.id,
      });
    }
  }
}

const checklist = (page: Page) => page.getByRole('region', { name: 'Welcome!' });
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const tour = (page: Page) => page.getByRole('dialog');

test('home: checklist, activity feed with filters and scrolling, the tour', async ({ page }) => {
  // Prepare: a new organisation
  await signUpAndLogIn(page, user);

  // Assess: the checklist with nothing done, not dismissible, and the empty feed
  await expect(checklist(page)).toBeVisible();
  await expect(checklist(page).getByRole('listitem')).toHaveText([
    /Create a questionnaire/,
    /Record a beneficiary's answers/,
    /Generate a report/,
  ]);
  await expect(checklist(page).getByText('(Not done yet)')).toHaveCount(3);
  await expect(checklist(page).getByRole('button', { name: /Dismiss/ })).toHaveCount(0);
  await expect(
    page.getByText("Sorry, we couldn't find anything matching your selected filters"),
  ).toBeVisible();
  await checkPage(page, 'home-new');

  // Act: the guided tour from the header button, by keyboard
  await page.getByRole('button', { name: 'Take the tour' }).click();
  // Assess: the first questionnaire stage points at Questionnaires and has focus
  await expect(tour(page)).toHaveAccessibleName('Questionnaires');
  await expect(tour(page)).toBeFocused();
  await expect(tour(page)).toContainText('Step 1 of 4');
  await checkPage(page, 'home-tour-questionnaire-1');
  // Act: Next takes the tour to the questionnaires page
  await tour(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/questions$/);
  await expect(tour(page)).toHaveAccessibleName('Your questionnaires');
  await tour(page).getByRole('button', { name: 'Next' }).click();
  await tour(page).getByRole('button', { name: 'Next' }).click();
  await expect(tour(page)).toHaveAccessibleName('What next?');
  await checkPage(page, 'home-tour-what-next');
  // Act: on to the record track, then follow the highlighted New Record button (a location change)
  await tour(page).getByRole('button', { name: 'Show me how to record' }).click();
  await expect(tour(page)).toHaveAccessibleName('New Record');
  await page.getByRole('link', { name: 'New Record' }).click();
  await expect(page).toHaveURL(/\/record$/);
  await expect(tour(page)).toHaveAccessibleName('Choose how to record');
  // Act: Escape cancels the tour at any stage
  await page.keyboard.press('Escape');
  // Assess
  await expect(tour(page)).toHaveCount(0);

  // Prepare: a questionnaire with 3 questions, one record and a report
  await page.goto('/');
  const questionnaire = await createQuestionnaire(page);
  await createRecords(page, questionnaire, [1]);
  await mustCallApi(
    page,
    'query($q: String!) { report(questionnaire: $q, start: "2000-01-01T00:00:00Z", end: "2100-01-01T00:00:00Z") { excluded { reason } } }',
    { q: questionnaire },
  );
  // Act
  await page.reload();
  // Assess: every step done, now dismissible; the record in the feed with its notes cut
  await expect(checklist(page).getByText('(Done)')).toHaveCount(3);
  await expect(cards(page)).toHaveCount(1);
  const first = cards(page).first();
  await expect(first.getByRole('link', { name: 'client-01' })).toHaveAttribute(
    'href',
    '/beneficiary/client-01',
  );
  await expect(first.getByRole('link', { name: 'View record' })).toHaveAttribute(
    'href',
    /\/meeting\/.+\/view$/,
  );
  await expect(first.getByText(`${long.slice(0, 100).trimEnd()}…`)).toBeVisible();
  await checkPage(page, 'home-checklist-done');

  // Act: the final stage of the report tour, then its close button
  await checklist(page).getByRole('button', { name: 'Show me: Generate a report' }).click();
  await expect(tour(page)).toHaveAccessibleName('Reports');
  await tour(page).getByRole('button', { name: 'Next' }).click();
  await tour(page).getByRole('button', { name: 'Next' }).click();
  await expect(tour(page)).toHaveAccessibleName('What next?');
  await expect(tour(page).getByRole('link', { name: 'Generate a Report' })).toBeVisible();
  await expect(tour(page)).toContainText('If you have any questions, email us at');
  await checkPage(page, 'home-tour-final');
  await tour(page).getByRole('button', { name: 'Close the tour' }).click();
  await expect(tour(page)).toHaveCount(0);

  // Act: dismiss the checklist
  await page.goto('/');
  await checklist(page).getByRole('button', { name: 'Dismiss the welcome checklist' }).click();
  // Assess: gone, remembered under onboarded = v1, also after a reload
  await expect(checklist(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('onboarded'))).toBe('v1');
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect(checklist(page)).toHaveCount(0);

  // Prepare: 14 records in all; the dismissal forgotten
  await createRecords(page, questionnaire, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  await page.evaluate(() => localStorage.removeItem('onboarded'));
  // Act: on a phone, where one column of 12 cards runs well past the screen
  await page.setViewportSize(VIEWPORTS.phone);
  await page.mouse.move(0, 0);
  await page.reload();
  // Assess: above 8 records the checklist is dismissed by itself; the first 12 records, newest first
  await expect(cards(page)).toHaveCount(12);
  await expect(checklist(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('onboarded'))).toBe('v1');
  await expect(cards(page).first()).toHaveAccessibleName('client-14');
  await expect(cards(page).first().getByRole('link', { name: 'Continue record' })).toHaveAttribute(
    'href',
    /\/meeting\/[^/]+$/,
  );
  await expect(page.getByRole('button', { name: 'Load more' })).toBeAttached();
  // Act: scroll to the end of the feed
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  // Assess: the next page came in
  await expect(cards(page)).toHaveCount(14);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await checkPage(page, 'home-feed');

  // Act: search beneficiaries, ignoring case, by keyboard: Tab into the filter and type at once, while its combo
  // box, which loads only when a filter is reached for, is still on its way
  const beneficiaries = page.getByRole('combobox', { name: 'Beneficiaries' });
  await expect(beneficiaries).not.toHaveAttribute('data-rac');
  // The combo box arrives late, as on a slow link, so that the keys fall before and after it does
  const comboBoxModule = '**/assets/filter-combo-box-*.js';
  await page.route(comboBoxModule, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Take the tour' }).focus();
  await page.keyboard.press('Tab');
  await expect(beneficiaries).not.toHaveAttribute('data-rac');
  await page.keyboard.type('CLIENT', { delay: 250 });
  // Assess: no key lost; the loaded combo box took the field's place and its focus
  await expect(beneficiaries).toHaveAttribute('data-rac');
  await page.unroute(comboBoxModule);
  await expect(beneficiaries).toHaveValue('CLIENT');
  await expect(beneficiaries).toBeFocused();
  // Assess: 14 matches are too many to show
  await expect(page.getByRole('listbox')).toContainText('14 matches, keep typing to narrow them down');
  await beneficiaries.fill('zzz');
  await expect(page.getByRole('listbox')).toContainText("We couldn't find any results for 'zzz'");
  await beneficiaries.fill('Client-1');
  await expect(page.getByRole('option', { name: /client/ })).toHaveText([
    'client-10',
    'client-11',
    'client-12',
    'client-13',
    'client-14',
  ]);
  // react-aria hides the rest of the page from screen readers while a combobox is open (axe's
  // aria-hidden-focus), so the open dropdown is only photographed; axe runs once it is closed.
  await page.screenshot({ path: 'test-results/screenshots/home-filter-dropdown-desktop.png' });
  await page.getByRole('option', { name: 'client-12' }).click();
  await page.keyboard.press('Escape');
  // Assess: only that beneficiary's record
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toHaveAccessibleName('client-12');
  await checkPage(page, 'home-filter-chosen');
  // Act: add a tag filter; client-12 is tagged north
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill('NOR');
  await page.getByRole('option', { name: 'north' }).click();
  await page.keyboard.press('Escape');
  await expect(cards(page)).toHaveCount(1);
  // Act: swap the beneficiary for one without the tag
  await page.getByRole('button', { name: 'Remove client-12' }).click();
  await expect(cards(page)).toHaveCount(4);
  await beneficiaries.fill('client-01');
  await page.getByRole('option', { name: 'client-01' }).click();
  await page.keyboard.press('Escape');
  // Assess: nothing matches every filter
  await expect(
    page.getByText("Sorry, we couldn't find anything matching your selected filters"),
  ).toBeVisible();
  await checkPage(page, 'home-filters-empty');
  // Act: filter by user and questionnaire only
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('combobox', { name: 'Users' }).fill('mary');
  await page.getByRole('option', { name: user.name }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Questionnaires' }).fill('well');
  await page.getByRole('option', { name: 'Wellbeing' }).click();
  await page.keyboard.press('Escape');
  // Assess: every record matches; the second page loads once the end of the list is in view
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(14);

  // Act: the feed in the pseudo-locale, on a phone (on a desktop the twelfth card's row can leave the end of the
  // list in view, which rightly loads the next page at once)
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/?lng=en-XA');
  await expect(cards(page)).toHaveCount(12);
  // Assess: every string but the user's own data goes through i18next
  const data = [
    user.name,
    user.organisation,
    'MS',
    'Ripple',
    'Wellbeing',
    'north',
    long.slice(0, 100).trimEnd(),
  ];
  for (let n = 1; n <= 14; n += 1) data.push(`client-${String(n).padStart(2, '0')}`);
  expect(await untranslatedStrings(page, data)).toEqual([]);
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
});
