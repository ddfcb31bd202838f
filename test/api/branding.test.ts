import { describe, expect, inject, it } from 'vitest';

import { signWebhook } from '../../functions/src/domains/billing/webhook-signature.ts';
import { TEST_BILLING_WEBHOOK_SECRET } from '../fixtures/billing.ts';
import { errorTypeOf, gql, type GraphqlResponse } from './steps/graphql.ts';
import { aTeam, wrongCallersOf, type Team } from './steps/people.ts';

const FIELDS = 'name logo colours { primary primaryContrast accent background text } chart updatedAt';
const BRANDING = `{ organisationBranding { ${FIELDS} } }`;
const SET_BRANDING = `mutation Set($logo: String, $colours: BrandColoursInput, $chart: [String!]) {
  SetOrganisationBranding(logo: $logo, colours: $colours, chart: $chart) { ${FIELDS} }
}`;
const CLEAR_BRANDING = `mutation { ClearOrganisationBranding { ${FIELDS} } }`;

type Branding = {
  name: string;
  logo: string | null;
  colours: Record<string, string> | null;
  chart: string[];
  updatedAt: string | null;
};

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const LOGO = dataUrl('image/png', PNG);
const COLOURS = {
  primary: '#5b2a86',
  primaryContrast: '#ffffff',
  accent: '#00857f',
  background: '#fafafa',
  text: '#1b2430',
};
const CHART = ['#935d8c', '#59b397', '#774b71'];

/** Given an organisation made a patron by a signed checkout webhook, as the payment provider would. */
async function aPatronTeam(): Promise<Team> {
  const team = await aTeam(1);
  const body = JSON.stringify({
    id: `evt_${team.orgId.slice(0, 8)}`,
    type: 'checkout.session.completed',
    data: { object: { customer: `cus_${team.orgId.slice(0, 8)}`, client_reference_id: team.orgId } },
  });
  const response = await fetch(`${inject('apiUrl')}/v1/don/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signWebhook(body, TEST_BILLING_WEBHOOK_SECRET),
    },
    body,
  });
  if (response.status !== 200) throw new Error(`webhook failed: ${response.status}`);
  return team;
}

const brandingOf = async (token: string) =>
  (await gql<{ organisationBranding: Branding }>(BRANDING, {}, token)).data?.organisationBranding;

const set = (token: string, variables: Record<string, unknown>) =>
  gql<{ SetOrganisationBranding: Branding }>(SET_BRANDING, variables, token);

describe('organisation branding', () => {
  it('a patron sets a logo, colours and chart colours, changes one, and clears them', async () => {
    // Prepare
    const team = await aPatronTeam();
    const token = team.owner.tokens.IdToken;
    const before = await brandingOf(token);

    // Act
    const saved = await set(token, { logo: LOGO, colours: { ...COLOURS, primary: '#5B2A86' }, chart: CHART });
    const read = await brandingOf(token);
    const changed = await set(token, { colours: null, chart: ['#abc'] });
    const cleared = await gql<{ ClearOrganisationBranding: Branding }>(CLEAR_BRANDING, {}, token);

    // Assess
    const orgName = before?.name;
    expect(before).toEqual({ name: orgName, logo: null, colours: null, chart: [], updatedAt: null });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.SetOrganisationBranding).toMatchObject({ logo: LOGO, colours: COLOURS, chart: CHART });
    expect(read).toEqual(saved.data?.SetOrganisationBranding);
    expect(read?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Omitted keeps, null clears.
    expect(changed.data?.SetOrganisationBranding).toMatchObject({
      logo: LOGO,
      colours: null,
      chart: ['#aabbcc'],
    });
    expect(cleared.data?.ClearOrganisationBranding).toEqual({
      name: orgName,
      logo: null,
      colours: null,
      chart: [],
      updatedAt: null,
    });
    expect(await brandingOf(token)).toEqual(cleared.data?.ClearOrganisationBranding);
  });

  it('refuses a bad logo or bad colours with a clear code and writes nothing', async () => {
    // Prepare
    const team = await aPatronTeam();
    const token = team.owner.tokens.IdToken;
    await set(token, { logo: LOGO, colours: COLOURS, chart: CHART });
    const before = await brandingOf(token);
    const svg = dataUrl(
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    );
    const svgAsPng = dataUrl('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const tooLarge = dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(200 * 1024)]));
    const cases: [string, Record<string, unknown>, string, unknown?][] = [
      ['an SVG logo', { logo: svg }, 'branding.logoUnsupported'],
      ['SVG bytes declared as PNG', { logo: svgAsPng }, 'branding.logoUnsupported'],
      ['a GIF logo', { logo: dataUrl('image/gif', Buffer.from('GIF89a')) }, 'branding.logoUnsupported'],
      ['a logo over 200 KB', { logo: tooLarge }, 'branding.logoTooLarge'],
      [
        'a logo that is a web address',
        { logo: 'https://example.org/logo.png' },
        'input.invalid',
        { logo: 'invalid' },
      ],
      [
        'a colour name',
        { colours: { ...COLOURS, primary: 'purple' } },
        'input.invalid',
        { 'colours.primary': 'invalid' },
      ],
      ['a missing colour', { colours: { ...COLOURS, text: undefined } }, 'ValidationError'],
      ['no chart colour', { chart: [] }, 'input.invalid', { chart: 'required' }],
      [
        '13 chart colours',
        { chart: Array.from({ length: 13 }, () => '#000000') },
        'input.invalid',
        { chart: 'tooLong' },
      ],
      // A valid logo alongside a bad colour: nothing of the call is written.
      [
        'a good logo with a bad chart colour',
        { logo: dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(8)])), chart: ['#12'] },
        'input.invalid',
        { 'chart.0': 'invalid' },
      ],
    ];

    for (const [name, variables, code, fieldErrors] of cases) {
      // Act
      const response = await set(token, variables);

      // Assess
      expect(errorTypeOf(response), name).toBe(code);
      if (fieldErrors) expect(response.errors?.[0]?.errorInfo, name).toMatchObject({ fieldErrors });
      expect(response.data ?? null, name).toBeNull();
    }
    expect(await brandingOf(token)).toEqual(before);
  });

  it('refuses a member of an organisation that is not a patron with organisation.notPatron', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;

    // Act
    const responses: GraphqlResponse<unknown>[] = [
      await gql(BRANDING, {}, token),
      await set(token, { colours: COLOURS }),
      await gql(CLEAR_BRANDING, {}, token),
    ];

    // Assess
    for (const response of responses) {
      expect(errorTypeOf(response)).toBe('organisation.notPatron');
      expect(response.data ?? null).toBeNull();
    }
  });

  it("shows and changes nothing of a patron's branding for any wrong caller", async () => {
    // Prepare
    const team = await aPatronTeam();
    const token = team.owner.tokens.IdToken;
    await set(token, { logo: LOGO, colours: COLOURS, chart: CHART });
    const before = await brandingOf(token);
    const callers = await wrongCallersOf(team);
    const expected: Record<string, string> = {
      // Another organisation's member is answered for their own organisation, which is no patron.
      'a member of another organisation': 'organisation.notPatron',
      'a removed member': 'auth.noOrganisation',
      'a beneficiary': 'Unauthorized',
      'the anonymous caller': 'Unauthorized',
    };

    for (const [name, callerToken] of callers) {
      // Act
      const responses: GraphqlResponse<unknown>[] = [
        await gql(BRANDING, {}, callerToken),
        await set(callerToken, { logo: null, colours: null, chart: ['#000000'] }),
        await gql(CLEAR_BRANDING, {}, callerToken),
      ];

      // Assess
      for (const response of responses) {
        expect(errorTypeOf(response), name).toBe(expected[name]);
        expect(response.data ?? null, name).toBeNull();
        expect(JSON.stringify(response), name).not.toContain(LOGO);
      }
    }
    expect(await brandingOf(token)).toEqual(before);
  });
});
