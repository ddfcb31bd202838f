import { list, matching, nonEmpty, object, readJson } from './json-reader';

/** A brand: a name and colour tokens (`web/src/brands/<brand>/brand.json`); its logo sits beside it. */
export type Brand = {
  name: string;
  colours: {
    primary: string;
    primaryContrast: string;
    accent: string;
    background: string;
    text: string;
    chart: string[];
  };
};

const colour = matching(/^#[0-9a-fA-F]{3,8}$/);

const readBrand = object<Brand>({
  name: nonEmpty,
  colours: object<Brand['colours']>({
    primary: colour,
    primaryContrast: colour,
    accent: colour,
    background: colour,
    text: colour,
    chart: list(colour, 1),
  }),
});

/**
 * A brand's `brand.json` (`web/src/brands/<brand>/`), read by the SPA when the host's brand arrives and by the
 * build, which refuses a folder the SPA would not take. `brand-schema.test.ts` holds its zod twin.
 */
export function parseBrand(value: unknown): { brand: Brand } | { problems: string[] } {
  const read = readJson(readBrand, value);
  return 'problems' in read ? read : { brand: read.value };
}
