import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signWebhook } from '../../functions/src/domains/billing/webhook-signature.ts';
import { TEST_BILLING_WEBHOOK_SECRET } from '../fixtures/billing.ts';
import { PASSWORD, aPerson, callApi, checkPage, logIn, mustCallApi, signUpAndLogIn } from './steps.ts';

/** A questionnaire with two questions and `records` completed records through the API. */
async function seedRecords(page: Page, records: number) {
  const { AddOutcomeSet } = await mustCallApi<{ AddOutcomeSet: { id: string } }>(
    page,
    'mutation ($name: String!) { AddOutcomeSet(name: $name) { id } }',
    { name: 'Wellbeing' },
  );
  const addQuestion = (question: string, short: string) =>
    mustCallApi<{ AddLikertQuestion: { questions: { id: string }[] } }>(
      page,
      `mutation ($id: ID!, $question: String!, $short: String) {
        AddLikertQuestion(outcomeSetID: $id, question: $question, short: $short, minValue: 1, maxValue: 5,
          labels: [{ value: 1, label: "Never" }, { value: 5, label: "Always" }]) {
          questions { id }
        }
      }`,
      { id: AddOutcomeSet.id, question, short },
    );
  await addQuestion('How is your mood?', 'Mood');
  const { AddLikertQuestion } = await addQuestion('How well do you sleep?', 'Sleep');
  const questionIDs = AddLikertQuestion.questions.map((question) => question.id);
  for (let index = 0; index < records; index += 1) {
    const { AddMeeting } = await mustCallApi<{ AddMeeting: { id: string } }>(
      page,
      'mutation ($ben: String!, $q: String!) { AddMeeting(beneficiaryID: $ben, outcomeSetID: $q) { id } }',
      { ben: `ben-${index}`, q: AddOutcomeSet.id },
    );
    for (const questionID of questionIDs)
      await mustCallApi(
        page,
        `mutation ($m: String!, $q: String!, $v: Int!) {
          AddLikertAnswer(meetingID: $m, questionID: $q, value: $v) { id }
        }`,
        { m: AddMeeting.id, q: questionID, v: 2 + index },
      );
    await mustCallApi(page, 'mutation ($m: String!) { CompleteMeeting(meetingID: $m) { id } }', {
      m: AddMeeting.id,
    });
  }
  return AddOutcomeSet.id;
}

test('settings: tabs, export, invite and remove a user, and the patron pages', async ({ page, browser }) => {
  // Prepare: Ada's organisation with two completed records
  const ada = aPerson('Ada Lovelace', 'ada-settings');
  await signUpAndLogIn(page, ada);
  const questionnaireID = await seedRecords(page, 2);

  // Act: the Data tab is the default; keyboard reaches the tabs
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveURL(/\/settings$/);
  const tabs = page.getByRole('tablist', { name: 'Settings' });
  await expect(tabs.getByRole('tab', { name: 'Data' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Import records' })).toBeVisible();
  await expect(page.getByLabel('Questionnaire')).toHaveValue(questionnaireID);
  await checkPage(page, 'settings-data');

  // Act: export and catch the download
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloadPromise;

  // Assess: the export page says so, and the CSV has the header row and one row per record
  await expect(page).toHaveURL(new RegExp(`/settings/data/questionnaire/export/${questionnaireID}$`));
  await expect(page.getByText('Download started')).toBeVisible();
  await checkPage(page, 'settings-export');
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter(Boolean);
  // Dates in the browser's own time zone, which the SPA names in the download's address
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(lines[0]).toBe(
    `record,beneficiary,date (${zone}),"date (ISO 8601, UTC)",facilitator,tags,notes,Mood,Sleep`,
  );
  expect(lines).toHaveLength(3);
  expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['ben-0', 'ben-1']);

  // Act + Assess: an unknown questionnaire
  await page.goto('/settings/data/questionnaire/export/nope');
  await expect(page.getByText('Export failed')).toBeVisible();

  // Act: Users by keyboard from the Data tab
  await page.goto('/settings');
  await tabs.getByRole('tab', { name: 'Data' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/users$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await checkPage(page, 'settings-users');

  // Act: generate an invite
  await page.getByRole('button', { name: 'Invite User' }).click();
  const link = page.getByLabel('Invite link');
  await expect(link).toHaveValue(/\/invite\/[\w-]{22}$/);
  await checkPage(page, 'settings-invite');
  const inviteUrl = await link.inputValue();
  expect(new URL(inviteUrl).origin).toBe(new URL(page.url()).origin);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(link).toHaveCount(0);

  // Act: Charles accepts in his own browser
  const charles = aPerson('Charles Babbage', 'charles-settings');
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(new URL(inviteUrl).pathname);
  await other.getByLabel('I accept the terms of use and privacy policy').check();
  await other.getByLabel('Your name').fill(charles.name);
  await other.getByLabel('Email', { exact: true }).fill(charles.email);
  await other.getByLabel('Confirm email').fill(charles.email);
  await other.getByLabel('Password').fill(PASSWORD);
  await other.getByRole('button', { name: 'Get Started' }).click();
  await other.getByRole('button', { name: 'Log in' }).click();
  await logIn(other, { email: charles.email, password: PASSWORD });
  await expect(other.getByRole('heading', { name: `Welcome, ${charles.name}` })).toBeVisible();

  // Act: Ada sees him and removes him
  await page.reload();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(ada.name);
  await expect(rows.nth(2)).toContainText(charles.name);
  await page.getByRole('button', { name: `Remove ${charles.name}` }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Assess: blocked with a warning, and he can no longer act in the organisation
  await expect(rows.nth(2)).toContainText('Blocked');
  await expect(rows.nth(2)).toContainText('This user has been removed');
  await expect(page.getByRole('button', { name: `Remove ${charles.name}` })).toHaveCount(0);
  await checkPage(page, 'settings-users-blocked');
  const refused = await callApi(other, 'mutation { GetInviteLink }');
  expect(refused.errors?.[0]?.errorType).toBe('auth.noOrganisation');
  await context.close();

  // Act + Assess: a non-patron sees the branding tab framed
  await tabs.getByRole('tab', { name: 'Branding' }).click();
  await expect(page).toHaveURL(/\/settings\/branding$/);
  const frameTab = page.getByRole('link', { name: 'Patrons Only' });
  await expect(frameTab).toHaveAttribute('href', '/settings/patron');
  await checkPage(page, 'settings-branding');

  // Act + Assess: the patron page, yearly by default
  await frameTab.click();
  await expect(page).toHaveURL(/\/settings\/patron$/);
  await expect(tabs.getByRole('tab', { name: 'Patron' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('£54 a year')).toBeVisible();
  await checkPage(page, 'settings-patron');
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expect(page.getByText('£100 a month')).toBeVisible();

  // Act + Assess: the thank-you page
  await page.goto('/settings/patron/success');
  await expect(page.getByText(/will be in touch within 24 hours about custom branding/)).toBeVisible();
  await checkPage(page, 'settings-patron-success');
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real 160×40 PNG logo: a purple band with a green square, so the browser decodes and shows it. */
function aLogoPng(): Buffer {
  const [width, height] = [160, 40];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([
      0,
      ...Array.from({ length: width }, (_, x) =>
        x < 40 && y > 5 && y < 35 ? [0x59, 0xb3, 0x97] : [0x5b, 0x2a, 0x86],
      ).flat(),
    ]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Makes the signed-in user's organisation a patron the way the payment provider does: a signed checkout event. */
async function becomePatron(page: Page) {
  const { organisation } = await mustCallApi<{ organisation: { id: string } }>(
    page,
    '{ organisation { id } }',
  );
  const body = JSON.stringify({
    id: `evt_${organisation.id.slice(0, 8)}`,
    type: 'checkout.session.completed',
    data: {
      object: { customer: `cus_${organisation.id.slice(0, 8)}`, client_reference_id: organisation.id },
    },
  });
  // Sent from the page: app.localhost resolves to loopback in the browser, not in Node.
  const status = await page.evaluate(
    async ({ payload, signature }) =>
      (
        await fetch('/v1/don/webhook', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        })
      ).status,
    { payload: body, signature: signWebhook(body, TEST_BILLING_WEBHOOK_SECRET) },
  );
  expect(status).toBe(200);
}

test('branding: a patron uploads a logo and sets colours, applied across the app and after reload', async ({
  page,
}) => {
  // Prepare: Grace's organisation becomes a patron through the billing webhook
  const grace = aPerson('Grace Hopper', 'grace-branding');
  await signUpAndLogIn(page, grace);
  await becomePatron(page);
  const header = page.getByRole('banner');

  // Act: open the branding tab; the frame is gone
  await page.goto('/settings/branding');
  await expect(page.getByLabel('Upload a logo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Patrons Only' })).toHaveCount(0);

  // Act + Assess: an SVG is refused in the browser with a clear error
  await page.getByLabel('Upload a logo').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  });
  await expect(page.getByText('The logo must be a PNG, JPEG or WebP image')).toBeVisible();

  // Act: a PNG logo, a purple primary colour and a pale chart colour
  await page
    .getByLabel('Upload a logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: aLogoPng() });
  await expect(page.getByRole('img', { name: 'Current logo' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await page.getByLabel('Primary colour (buttons, links, tabs)', { exact: true }).fill('#5b2a86');
  await page.getByLabel('Chart colour 1', { exact: true }).fill('#e0e0e0');

  // Assess: the live preview shows them and the contrast warning names the pale chart colour
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('img', { name: grace.organisation })).toHaveAttribute(
    'src',
    /^data:image\/png/,
  );
  await expect(page.getByText('Chart colour 1 on white:')).toBeVisible();
  await checkPage(page, 'settings-branding-warning');
  await page.getByLabel('Chart colour 1', { exact: true }).fill('#935d8c');
  await expect(page.getByText('Some colours may be hard to see')).toHaveCount(0);
  await checkPage(page, 'settings-branding-editor');

  // Act: save
  await page.getByRole('button', { name: 'Save branding' }).click();

  // Assess: the header shows the logo at once, and again after a reload, with the colours applied
  await expect(page.getByText('Branding saved')).toBeVisible();
  const headerLogo = header.getByRole('img', { name: grace.organisation });
  await expect(headerLogo).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.reload();
  await expect(headerLogo).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(headerLogo).toHaveJSProperty('naturalWidth', 160);
  const cssVariable = (name: string) =>
    page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable), name);
  await expect.poll(() => cssVariable('--color-primary')).toBe('#5b2a86');
  expect(await cssVariable('--color-chart-1')).toBe('#935d8c');
  await checkPage(page, 'settings-branding-saved');

  // Act + Assess: elsewhere in the app, and the patron tab now offers Manage
  await page.goto('/');
  await expect(header.getByRole('img', { name: grace.organisation })).toBeVisible();
  await page.goto('/settings/patron');
  await expect(page.getByRole('button', { name: 'Manage' })).toBeVisible();
  await checkPage(page, 'settings-patron-manage');

  // Act: reset to the default look
  await page.goto('/settings/branding');
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Assess
  await expect(page.getByText('No logo of your own yet: the default logo is shown.')).toBeVisible();
  await expect(header.getByRole('img', { name: grace.organisation })).toHaveCount(0);
  await expect.poll(() => cssVariable('--color-primary')).toBe('#0b5cad');
});
