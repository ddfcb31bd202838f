import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEFAULT_BRAND } from './brand';
import { parseBrand, type Brand } from './brand-schema';

/**
 * A brand.json's shape as the zod schema the SPA and the build checked it with before. Typed by `Brand`, so a
 * field added to one and not the other fails the type check; the samples then hold the hand-written reader to it.
 */
const colour = z.string().check(z.regex(/^#[0-9a-fA-F]{3,8}$/));
const reference: z.ZodMiniType<Brand> = z.object({
  name: z.string().check(z.minLength(1)),
  colours: z.object({
    primary: colour,
    primaryContrast: colour,
    accent: colour,
    background: colour,
    text: colour,
    chart: z.array(colour).check(z.minLength(1)),
  }),
});

const withColours = (change: Record<string, unknown>) => ({
  ...DEFAULT_BRAND,
  colours: { ...DEFAULT_BRAND.colours, ...change },
});

const SAMPLES: [string, unknown][] = [
  ['the default brand', DEFAULT_BRAND],
  [
    'short and alpha colours, with keys it does not know',
    withColours({ primary: '#fff', accent: '#11223344' }),
  ],
  ['one chart colour', withColours({ chart: ['#000'] })],
  ['not an object', 'harbour'],
  ['null', null],
  ['no colours', { name: 'Harbour' }],
  ['an empty name', { ...DEFAULT_BRAND, name: '' }],
  ['a colour by name', withColours({ primary: 'navy' })],
  ['a colour without its hash', withColours({ text: '112233' })],
  ['a colour too long', withColours({ background: '#1122334455' })],
  ['no chart colours', withColours({ chart: [] })],
  ['a chart colour that is not a string', withColours({ chart: ['#000', 0] })],
  ['chart colours as one string', withColours({ chart: '#000' })],
  ['several problems at once', { name: 3, colours: { primary: 'red', chart: [] } }],
];

/** The paths of the problems, as zod names them (`colours.chart.1`), in order. */
const pathsOf = (problems: string[]) => problems.map((line) => /^([^ :]*): /.exec(line)?.[1] ?? '').sort();

describe('parseBrand', () => {
  it.each(SAMPLES)('agrees with the zod schema on %s', (_, sample) => {
    // Act
    const ours = parseBrand(sample);
    const zod = reference.safeParse(sample);
    // Assess: the same verdict, the same value when valid, the same places when not
    if (zod.success) {
      expect(ours).toEqual({ brand: zod.data });
    } else {
      expect('problems' in ours && pathsOf(ours.problems)).toEqual(
        zod.error.issues.map((issue) => issue.path.join('.')).sort(),
      );
    }
  });

  it('names what is wrong', () => {
    expect(parseBrand(withColours({ primary: 'navy', chart: [] }))).toEqual({
      problems: [
        'colours.primary: expected /^#[0-9a-fA-F]{3,8}$/',
        'colours.chart: expected at least 1 item',
      ],
    });
  });
});
