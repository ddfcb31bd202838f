import * as z from 'zod/mini';

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

const colour = z.string().check(z.regex(/^#[0-9a-fA-F]{3,8}$/));

/**
 * A brand's `brand.json` (`web/src/brands/<brand>/`). Loaded with the brand, not with the first page: the
 * default look needs no parsing (the build parses every brand folder, and brand.test.ts checks the default).
 */
export const brandSchema: z.ZodMiniType<Brand> = z.object({
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
