import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { toFormikValidate } from './zod-formik';

describe('toFormikValidate', () => {
  it('gives each field its first message and nothing for a valid form', () => {
    // Prepare
    const schema = z.object({
      name: z.string().check(z.minLength(1, 'nameRequired'), z.minLength(3, 'nameShort')),
      nested: z.object({ age: z.number('ageRequired') }),
    });
    const validate = toFormikValidate<{ name: string; nested: { age?: number } }>(schema);
    // Act
    const errors = validate({ name: '', nested: {} });
    // Assess
    expect(errors).toEqual({ name: 'nameRequired', nested: { age: 'ageRequired' } });
    expect(validate({ name: 'Ada', nested: { age: 3 } })).toEqual({});
  });
});
