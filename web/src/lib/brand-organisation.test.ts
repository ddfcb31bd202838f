import { describe, expect, it } from 'vitest';
import { BRAND_LOGO_URL, DEFAULT_BRAND, type LoadedBrand } from './brand';
import { withOrganisationBranding, type OrganisationBranding } from './brand-organisation';

const host: LoadedBrand = { brand: DEFAULT_BRAND, logoUrl: BRAND_LOGO_URL, isFallback: false };
const none: OrganisationBranding = { name: 'Acme', logo: null, colours: null, chart: [], updatedAt: null };
const colours = {
  primary: '#5b2a86',
  primaryContrast: '#ffffff',
  accent: '#00857f',
  background: '#fafafa',
  text: '#111111',
};

describe('withOrganisationBranding', () => {
  it('keeps the host brand when the organisation set nothing or is not known', () => {
    expect(withOrganisationBranding(host, undefined)).toBe(host);
    expect(withOrganisationBranding(host, none)).toBe(host);
  });

  it("lays the organisation's logo, colours and chart colours over the host's", () => {
    // Act
    const result = withOrganisationBranding(host, {
      ...none,
      logo: 'data:image/png;base64,AAAA',
      colours,
      chart: ['#935d8c'],
    });
    // Assess
    expect(result).toEqual({
      brand: { name: 'Acme', colours: { ...colours, chart: ['#935d8c'] } },
      logoUrl: 'data:image/png;base64,AAAA',
      isFallback: false,
    });
  });

  it("keeps the host's logo and name with colours only, and its chart colours when none are set", () => {
    const result = withOrganisationBranding(host, { ...none, colours });
    expect(result.logoUrl).toBe(BRAND_LOGO_URL);
    expect(result.brand.name).toBe(DEFAULT_BRAND.name);
    expect(result.brand.colours.chart).toEqual(DEFAULT_BRAND.colours.chart);
    expect(result.brand.colours.primary).toBe('#5b2a86');
  });
});
