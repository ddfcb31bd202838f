import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { repoPath } from './paths.ts';

/** The brand folders the SPA serves (`web/src/brands/<brand>/brand.json` and `logo.svg`). */
export const BRANDS_DIR = repoPath('web/src/brands');

const Colour = z
  .string()
  .regex(/^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'a #rgb[a] or #rrggbb[aa] colour');

/** The part of a brand's `brand.json` the sign-in page uses (web/src/lib/brand-schema.ts holds all of it). */
const BrandColours = z.object({
  name: z.string().min(1),
  colours: z.object({
    primary: Colour,
    primaryContrast: Colour,
    accent: Colour,
    background: Colour,
    text: Colour,
  }),
});
export type BrandColours = z.infer<typeof BrandColours>;

/** One image of a branding style, as `AWS::Cognito::ManagedLoginBranding` `Assets` takes it. */
export interface BrandingAsset {
  readonly category: 'FORM_LOGO';
  readonly colorMode: 'LIGHT';
  readonly extension: 'SVG';
  /** The file, base64-encoded. */
  readonly bytes: string;
}

/** A managed-login branding style: the `Settings` document and the `Assets`. */
export interface ManagedLoginStyle {
  readonly settings: Record<string, unknown>;
  readonly assets: BrandingAsset[];
}

/** Cognito's `AssetType.Bytes` takes at most 1,000,000 characters of base64. */
export const MAX_ASSET_BYTES = 1_000_000;

/** Managed login writes colours as 8 hex digits, red-green-blue-alpha, without `#` (e.g. `0972d3ff`). */
export function cognitoColour(colour: string): string {
  const hex = Colour.parse(colour).slice(1).toLowerCase();
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return full.length === 6 ? `${full}ff` : full;
}

/**
 * A brand's sign-in page: its colours on the managed-login components (page, form, buttons, links, inputs) and
 * its logo on top of the form. Light mode only, because a brand defines one light palette; the app itself has
 * no dark mode either.
 */
export function managedLoginStyle(brand: BrandColours, logoSvg: string): ManagedLoginStyle {
  const { colours } = BrandColours.parse(brand);
  const primary = cognitoColour(colours.primary);
  const onPrimary = cognitoColour(colours.primaryContrast);
  const text = cognitoColour(colours.text);
  const background = cognitoColour(colours.background);
  const white = 'ffffffff';
  const button = { backgroundColor: primary, textColor: onPrimary };
  const outlined = { backgroundColor: white, borderColor: primary, textColor: primary };
  const bytes = Buffer.from(logoSvg, 'utf8').toString('base64');
  if (!logoSvg.includes('<svg')) throw new Error(`The logo of ${brand.name} is not an SVG image`);
  if (bytes.length > MAX_ASSET_BYTES)
    throw new Error(
      `The logo of ${brand.name} is ${bytes.length} base64 characters; Cognito takes at most ${MAX_ASSET_BYTES}`,
    );
  return {
    settings: {
      categories: {
        global: {
          colorSchemeMode: 'LIGHT',
          pageHeader: { enabled: false },
          pageFooter: { enabled: false },
          spacingDensity: 'REGULAR',
        },
        form: {
          displayGraphics: true,
          instructions: { enabled: false },
          languageSelector: { enabled: false },
          location: { horizontal: 'CENTER', vertical: 'CENTER' },
        },
      },
      components: {
        pageBackground: { image: { enabled: false }, lightMode: { color: background } },
        form: {
          backgroundImage: { enabled: false },
          borderRadius: 8,
          lightMode: { backgroundColor: white, borderColor: primary },
          logo: { enabled: true, formInclusion: 'IN', location: 'CENTER', position: 'TOP' },
        },
        pageText: { lightMode: { headingColor: text, bodyColor: text, descriptionColor: text } },
        primaryButton: { lightMode: { defaults: button, hover: button, active: button } },
        secondaryButton: { lightMode: { defaults: outlined, hover: outlined, active: outlined } },
      },
      componentClasses: {
        buttons: { borderRadius: 8 },
        focusState: { lightMode: { borderColor: primary } },
        input: { borderRadius: 8, lightMode: { defaults: { backgroundColor: white, borderColor: text } } },
        inputLabel: { lightMode: { textColor: text } },
        link: { lightMode: { defaults: { textColor: primary }, hover: { textColor: primary } } },
        optionControls: { lightMode: { selected: { backgroundColor: primary, foregroundColor: onPrimary } } },
      },
    },
    assets: [{ category: 'FORM_LOGO', colorMode: 'LIGHT', extension: 'SVG', bytes }],
  };
}

/** Reads a brand folder's `brand.json` and `logo.svg` and makes its sign-in page style. */
export function brandLoginStyle(brand: string, brandsDir: string = BRANDS_DIR): ManagedLoginStyle {
  const folder = join(brandsDir, brand);
  for (const file of ['brand.json', 'logo.svg'])
    if (!existsSync(join(folder, file))) throw new Error(`The brand ${brand} has no ${file} in ${folder}`);
  const parsed = BrandColours.safeParse(JSON.parse(readFileSync(join(folder, 'brand.json'), 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${folder}/brand.json: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return managedLoginStyle(parsed.data, readFileSync(join(folder, 'logo.svg'), 'utf8'));
}
