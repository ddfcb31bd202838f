import { describe, expect, it } from 'vitest';

import type { Caller } from '#core/auth-context.ts';

import { InMemoryStore } from '../../../../test/fixtures/in-memory-repositories.ts';

import type { Branding, BrandingRepository } from './branding.repository.ts';
import {
  MAX_LOGO_BYTES,
  clearOrganisationBranding,
  getOrganisationBranding,
  parseLogo,
  setOrganisationBranding,
} from './branding.service.ts';
import type { BrandingDeps } from './branding.service.ts';

const staff: Caller = { kind: 'staff', userId: 'user-1', email: 'sam@example.org', name: 'Sam' };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const colours = {
  primary: '#0B5CAD',
  primaryContrast: '#fff',
  accent: '#00857f',
  background: '#f7f9fc',
  text: '#1b2430',
};

/** An in-memory branding store that reads the patron flag from the organisations the store holds. */
const setup = ({ don = true } = {}) => {
  const store = new InMemoryStore();
  store.addOrganisation({ id: 'org-1', name: 'Harbour Trust', don });
  store.addUser({ id: 'user-1', name: 'Sam', activeOrgId: 'org-1' });
  store.addMembership({ orgId: 'org-1', userId: 'user-1' });
  const items = new Map<string, Branding>();
  let writes = 0;
  const isPatron = (orgId: string) => store.organisations.get(orgId)?.don === true;
  const branding: BrandingRepository = {
    getBranding: (orgId) => Promise.resolve(items.get(orgId)),
    updateBranding: (orgId, change, meta) => {
      if (!isPatron(orgId)) return Promise.resolve('notPatron');
      writes += 1;
      const next: Record<string, unknown> = { ...items.get(orgId), ...meta };
      for (const [key, value] of Object.entries(change)) {
        if (value === null) delete next[key];
        else if (value !== undefined) next[key] = value;
      }
      items.set(orgId, next as Branding);
      return Promise.resolve('updated');
    },
    clearBranding: (orgId) => {
      if (!isPatron(orgId)) return Promise.resolve('notPatron');
      writes += 1;
      items.delete(orgId);
      return Promise.resolve('cleared');
    },
  };
  const deps: BrandingDeps = {
    organisations: store.organisationsRepository,
    users: store.usersRepository,
    branding,
    now: () => new Date('2024-05-01T10:00:00.000Z'),
  };
  return { store, items, deps, writes: () => writes };
};

describe('parseLogo', () => {
  it.each([
    ['image/png', PNG],
    ['image/jpeg', JPEG],
    ['image/webp', WEBP],
  ])('accepts %s whose bytes prove the type', (type, bytes) => {
    expect(parseLogo(dataUrl(type, bytes))).toBe(dataUrl(type, bytes));
  });

  it.each([
    ['SVG', dataUrl('image/svg+xml', Buffer.from('<svg onload="alert(1)"/>'))],
    ['GIF', dataUrl('image/gif', Buffer.from('GIF89a'))],
    [
      'a PNG type over SVG bytes',
      dataUrl('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ],
    ['a JPEG type over PNG bytes', dataUrl('image/jpeg', PNG)],
  ])('refuses %s with branding.logoUnsupported', (_label, logo) => {
    expect(() => parseLogo(logo)).toThrow(expect.objectContaining({ code: 'branding.logoUnsupported' }));
  });

  it('refuses more than 200 KB of image with branding.logoTooLarge', () => {
    // Prepare
    const justRight = Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES - PNG.length)]);
    const tooLarge = Buffer.concat([justRight, Buffer.alloc(1)]);
    // Act + Assess
    expect(parseLogo(dataUrl('image/png', justRight))).toMatch(/^data:image\/png;base64,/);
    expect(() => parseLogo(dataUrl('image/png', tooLarge))).toThrow(
      expect.objectContaining({ code: 'branding.logoTooLarge' }),
    );
    expect(() => parseLogo(`data:image/png;base64,${'A'.repeat(400_000)}`)).toThrow(
      expect.objectContaining({ code: 'branding.logoTooLarge' }),
    );
  });

  it.each([
    'https://example.org/logo.png',
    'data:image/png,raw',
    'data:image/png;base64,abc',
    'data:image/png;base64,',
  ])('refuses %s as input.invalid', (logo) => {
    expect(() => parseLogo(logo)).toThrow(
      expect.objectContaining({ code: 'input.invalid', fieldErrors: { logo: 'invalid' } }),
    );
  });
});

describe('setOrganisationBranding', () => {
  it('stores the logo, normalised colours and chart colours, and returns them', async () => {
    // Prepare
    const { deps, items } = setup();
    // Act
    const result = await setOrganisationBranding(
      { caller: staff },
      { logo: dataUrl('image/png', PNG), colours, chart: ['#ABC', '#59b397'] },
      deps,
    );
    // Assess
    expect(result).toEqual({
      name: 'Harbour Trust',
      logo: dataUrl('image/png', PNG),
      colours: { ...colours, primary: '#0b5cad', primaryContrast: '#ffffff' },
      chart: ['#aabbcc', '#59b397'],
      updatedAt: '2024-05-01T10:00:00.000Z',
    });
    expect(items.get('org-1')?.updatedBy).toBe('user-1');
  });

  it('keeps omitted fields and clears null ones', async () => {
    // Prepare
    const { deps } = setup();
    await setOrganisationBranding(
      { caller: staff },
      { logo: dataUrl('image/png', PNG), colours, chart: ['#000000'] },
      deps,
    );
    // Act
    const result = await setOrganisationBranding({ caller: staff }, { logo: null, chart: ['#111111'] }, deps);
    // Assess
    expect(result.logo).toBeNull();
    expect(result.colours?.accent).toBe('#00857f');
    expect(result.chart).toEqual(['#111111']);
  });

  it.each([
    [{ colours: { ...colours, primary: 'red' } }, { 'colours.primary': 'invalid' }],
    [{ colours: { ...colours, text: '#12345' } }, { 'colours.text': 'invalid' }],
    [{ chart: [] }, { chart: 'required' }],
    [{ chart: Array.from({ length: 13 }, () => '#000000') }, { chart: 'tooLong' }],
    [{ chart: ['#000000', 'javascript:alert(1)'] }, { 'chart.1': 'invalid' }],
  ])('refuses bad colours with input.invalid and writes nothing', async (input, fieldErrors) => {
    // Prepare
    const { deps, writes } = setup();
    // Act
    const result = setOrganisationBranding(
      { caller: staff },
      { logo: dataUrl('image/png', PNG), ...input },
      deps,
    );
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'input.invalid', fieldErrors });
    expect(writes()).toBe(0);
  });

  it('refuses a non-patron with organisation.notPatron and writes nothing', async () => {
    // Prepare
    const { deps, writes } = setup({ don: false });
    // Act
    const result = setOrganisationBranding({ caller: staff }, { colours }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'organisation.notPatron' });
    expect(writes()).toBe(0);
  });

  it('refuses when the patronage ends between the check and the write', async () => {
    // Prepare
    const { deps, store } = setup();
    const { organisations } = deps;
    deps.organisations = {
      ...organisations,
      getOrganisation: async (orgId) => {
        const found = await organisations.getOrganisation(orgId);
        store.addOrganisation({ id: 'org-1', name: 'Harbour Trust', don: false });
        return found;
      },
    };
    // Act + Assess
    await expect(setOrganisationBranding({ caller: staff }, { colours }, deps)).rejects.toMatchObject({
      code: 'organisation.notPatron',
    });
  });

  it.each<[string, Caller]>([
    ['a beneficiary', { kind: 'beneficiary', orgId: 'org-1', beneficiaryId: 'b', sequence: [], jti: 'j' }],
    ['the anonymous caller', { kind: 'anonymous' }],
  ])('refuses %s with auth.forbidden', async (_label, caller) => {
    const { deps, writes } = setup();
    await expect(setOrganisationBranding({ caller }, { colours }, deps)).rejects.toMatchObject({
      code: 'auth.forbidden',
    });
    expect(writes()).toBe(0);
  });
});

describe('getOrganisationBranding and clearOrganisationBranding', () => {
  it('reads empty branding, then clears what was set', async () => {
    // Prepare
    const { deps } = setup();
    const empty = await getOrganisationBranding({ caller: staff }, deps);
    await setOrganisationBranding({ caller: staff }, { colours, chart: ['#000000'] }, deps);
    // Act
    const cleared = await clearOrganisationBranding({ caller: staff }, deps);
    // Assess
    const expected = { name: 'Harbour Trust', logo: null, colours: null, chart: [], updatedAt: null };
    expect(empty).toEqual(expected);
    expect(cleared).toEqual(expected);
    expect(await getOrganisationBranding({ caller: staff }, deps)).toEqual(expected);
  });

  it('refuses a non-patron both', async () => {
    const { deps, writes } = setup({ don: false });
    await expect(getOrganisationBranding({ caller: staff }, deps)).rejects.toMatchObject({
      code: 'organisation.notPatron',
    });
    await expect(clearOrganisationBranding({ caller: staff }, deps)).rejects.toMatchObject({
      code: 'organisation.notPatron',
    });
    expect(writes()).toBe(0);
  });
});
