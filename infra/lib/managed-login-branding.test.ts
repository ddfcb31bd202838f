import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MAX_ASSET_BYTES,
  brandLoginStyle,
  cognitoColour,
  managedLoginStyle,
  type BrandColours,
} from './managed-login-branding.ts';

const HARBOUR: BrandColours = {
  name: 'Harbour Trust',
  colours: {
    primary: '#0f4c5c',
    primaryContrast: '#ffffff',
    accent: '#c2410c',
    background: '#f3f7f8',
    text: '#10242b',
  },
};
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40"><title>Harbour</title></svg>';

type Style = { settings: Record<string, Record<string, Record<string, unknown>>> };

describe('cognitoColour', () => {
  it.each([
    ['#0F4C5C', '0f4c5cff'],
    ['#fff', 'ffffffff'],
    ['#0f4c5c80', '0f4c5c80'],
    ['#abcd', 'aabbccdd'],
  ])('writes %s as %s (rrggbbaa, no #)', (colour, expected) => {
    // Act
    const written = cognitoColour(colour);

    // Assess
    expect(written).toBe(expected);
  });

  it('refuses what is not a hex colour', () => {
    // Act
    const write = () => cognitoColour('teal');

    // Assess
    expect(write).toThrow();
  });
});

describe('managedLoginStyle', () => {
  it('puts the brand colours on the page, the form, the buttons, the links and the inputs', () => {
    // Act
    const { settings } = managedLoginStyle(HARBOUR, LOGO) as unknown as Style;

    // Assess
    expect(settings.categories?.global).toMatchObject({ colorSchemeMode: 'LIGHT' });
    expect(settings.components).toMatchObject({
      pageBackground: { lightMode: { color: 'f3f7f8ff' } },
      pageText: { lightMode: { headingColor: '10242bff', bodyColor: '10242bff' } },
      primaryButton: { lightMode: { defaults: { backgroundColor: '0f4c5cff', textColor: 'ffffffff' } } },
      form: { logo: { enabled: true, position: 'TOP' } },
    });
    expect(settings.componentClasses).toMatchObject({
      link: { lightMode: { defaults: { textColor: '0f4c5cff' } } },
      focusState: { lightMode: { borderColor: '0f4c5cff' } },
      input: { lightMode: { defaults: { borderColor: '10242bff' } } },
    });
  });

  it('carries the logo as a light-mode SVG form logo, base64-encoded', () => {
    // Act
    const { assets } = managedLoginStyle(HARBOUR, LOGO);

    // Assess
    expect(assets).toEqual([
      {
        category: 'FORM_LOGO',
        colorMode: 'LIGHT',
        extension: 'SVG',
        bytes: Buffer.from(LOGO).toString('base64'),
      },
    ]);
  });

  it('refuses a logo larger than Cognito takes, naming the brand', () => {
    // Prepare
    const huge = `<svg>${'x'.repeat(MAX_ASSET_BYTES)}</svg>`;

    // Act
    const style = () => managedLoginStyle(HARBOUR, huge);

    // Assess
    expect(style).toThrow(/Harbour Trust.*at most 1000000/);
  });

  it('refuses a logo that is not SVG', () => {
    // Act
    const style = () => managedLoginStyle(HARBOUR, 'GIF89a');

    // Assess
    expect(style).toThrow(/not an SVG/);
  });
});

describe('brandLoginStyle', () => {
  it('reads every brand folder of web/src/brands', () => {
    // Act
    const styles = ['default', 'dev', 'harbour', 'meadow'].map((brand) => brandLoginStyle(brand));

    // Assess
    expect(styles.map((style) => style.assets.length)).toEqual([1, 1, 1, 1]);
  });

  it('names the folder and the file a brand lacks', () => {
    // Prepare
    const dir = mkdtempSync(join(tmpdir(), 'ripple-brands-'));
    mkdirSync(join(dir, 'river'));
    writeFileSync(join(dir, 'river', 'brand.json'), JSON.stringify(HARBOUR));

    // Act
    const style = () => brandLoginStyle('river', dir);

    // Assess
    expect(style).toThrow(/river has no logo\.svg/);
    rmSync(dir, { recursive: true, force: true });
  });
});
