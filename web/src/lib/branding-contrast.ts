import {
  AA_GRAPHICS_CONTRAST,
  AA_TEXT_CONTRAST,
  contrastFailures,
  type ContrastPair,
} from './brand-contrast';

/** The app's panels and cards (`--color-surface`), which brands do not change. */
const SURFACE_COLOUR = '#ffffff';

export type BrandingContrastKey =
  | 'textOnBackground'
  | 'textOnSurface'
  | 'primaryOnBackground'
  | 'primaryOnSurface'
  | 'buttonText'
  | 'whiteOnAccent'
  | 'chart';

export type BrandingContrastWarning = {
  key: BrandingContrastKey;
  ratio: number;
  minimum: number;
  n?: number;
};

type Colours = { primary: string; primaryContrast: string; accent: string; background: string; text: string };

/**
 * Where the app puts one brand colour on another (web/src/**\/*.module.css), and which fail WCAG AA: text needs
 * 4.5:1, chart colours 3:1 against the white panels charts sit on.
 */
export function brandingContrastWarnings(colours: Colours, chart: string[]): BrandingContrastWarning[] {
  const text = (key: BrandingContrastKey, foreground: string, background: string): ContrastPair<string> => ({
    key,
    foreground,
    background,
    minimum: AA_TEXT_CONTRAST,
  });
  const pairs: ContrastPair<string>[] = [
    text('textOnBackground', colours.text, colours.background),
    text('textOnSurface', colours.text, SURFACE_COLOUR),
    text('primaryOnBackground', colours.primary, colours.background),
    text('primaryOnSurface', colours.primary, SURFACE_COLOUR),
    text('buttonText', colours.primaryContrast, colours.primary),
    text('whiteOnAccent', '#ffffff', colours.accent),
    ...chart.map((colour, index) => ({
      key: `chart.${index + 1}`,
      foreground: colour,
      background: SURFACE_COLOUR,
      minimum: AA_GRAPHICS_CONTRAST,
    })),
  ];
  return contrastFailures(pairs).map(({ key, ratio, minimum }) => {
    const [name, n] = key.split('.');
    return { key: name as BrandingContrastKey, ratio, minimum, ...(n ? { n: Number(n) } : {}) };
  });
}
