/** WCAG 2.x contrast of brand colours (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). */

/** Success criterion 1.4.3 (AA): normal-size text needs at least 4.5:1. */
export const AA_TEXT_CONTRAST = 4.5;
/** Success criterion 1.4.11 (AA): graphical objects such as chart bars need at least 3:1 against their surface. */
export const AA_GRAPHICS_CONTRAST = 3;

const HEX = /^#(?:([0-9a-f]{3})|([0-9a-f]{6}))$/i;

/** `#rgb` or `#rrggbb` as [r, g, b] in 0–255; undefined for anything else. */
export function parseHexColour(value: string): [number, number, number] | undefined {
  const match = HEX.exec(value.trim());
  if (!match) return undefined;
  const hex = match[1] ? [...match[1]].map((digit) => digit + digit).join('') : (match[2] ?? '');
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const srgb = channel / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two hex colours, 1 to 21; undefined when either is not a hex colour. */
export function contrastRatio(first: string, second: string): number | undefined {
  const a = parseHexColour(first);
  const b = parseHexColour(second);
  if (!a || !b) return undefined;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Rounded down to 2 decimals, so a ratio shown as 4.5 never hides one just under it. */
export const formatRatio = (ratio: number): string => (Math.floor(ratio * 100) / 100).toFixed(2);

export type ContrastPair<Key extends string> = {
  /** What the pair is, e.g. `textOnBackground`: the editor's message key. */
  key: Key;
  foreground: string;
  background: string;
  minimum: number;
};

export type ContrastFailure<Key extends string> = ContrastPair<Key> & { ratio: number };

/** The pairs whose contrast is below their minimum (pairs with a colour that is not hex are left out). */
export function contrastFailures<Key extends string>(pairs: ContrastPair<Key>[]): ContrastFailure<Key>[] {
  return pairs.flatMap((pair) => {
    const ratio = contrastRatio(pair.foreground, pair.background);
    return ratio !== undefined && ratio < pair.minimum ? [{ ...pair, ratio }] : [];
  });
}
