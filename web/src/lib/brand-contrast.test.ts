import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  contrastFailures,
  contrastRatio,
  formatRatio,
  parseHexColour,
  relativeLuminance,
} from './brand-contrast';

describe('parseHexColour', () => {
  it('reads #rgb and #rrggbb in any case and refuses anything else', () => {
    expect(parseHexColour('#0B5CAD')).toEqual([11, 92, 173]);
    expect(parseHexColour('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColour('red')).toBeUndefined();
    expect(parseHexColour('#12345')).toBeUndefined();
    expect(parseHexColour('#11223344')).toBeUndefined();
  });
});

describe('contrastRatio', () => {
  it('gives the WCAG extremes and is symmetric', () => {
    expect(relativeLuminance([255, 255, 255])).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000')).toBe(21);
    expect(contrastRatio('#777', '#777')).toBe(1);
  });

  it('matches known pairs around the AA threshold', () => {
    // #767676 on white is the lightest grey that passes AA (4.54:1); #777777 fails (4.48:1).
    expect(formatRatio(contrastRatio('#767676', '#ffffff') ?? 0)).toBe('4.54');
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_TEXT_CONTRAST);
    // The default brand's button: white on #0b5cad.
    expect(formatRatio(contrastRatio('#ffffff', '#0b5cad') ?? 0)).toBe('6.66');
  });

  it('is undefined for a colour that is not hex', () => {
    expect(contrastRatio('purple', '#fff')).toBeUndefined();
  });
});

describe('contrastFailures', () => {
  it('lists only the pairs below their minimum, with their ratio', () => {
    // Prepare
    const pairs = [
      { key: 'ok', foreground: '#000', background: '#fff', minimum: 4.5 },
      { key: 'low', foreground: '#aaa', background: '#fff', minimum: 4.5 },
      { key: 'graphics', foreground: '#aaa', background: '#fff', minimum: 3 },
      { key: 'unreadable', foreground: 'nope', background: '#fff', minimum: 4.5 },
    ];
    // Act
    const failures = contrastFailures(pairs);
    // Assess
    expect(failures.map((failure) => failure.key)).toEqual(['low', 'graphics']);
    expect(formatRatio(failures[0]?.ratio ?? 0)).toBe('2.32');
  });
});
