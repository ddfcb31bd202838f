import { describe, expect, it } from 'vitest';
import { signupInputSchema } from './add-org';

const valid = {
  terms: true,
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  emailConfirmation: 'ada@example.org',
  password: 'secret',
  organisation: 'Analytical Engines',
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = signupInputSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('signupInputSchema (spec 01 §5 Sign-up)', () => {
  it('accepts a complete sign-up', () => {
    expect(signupInputSchema.safeParse(valid).success).toBe(true);
  });

  it('gives every rule its message key', () => {
    expect(
      errorsOf({ terms: false, name: ' ', email: '', emailConfirmation: '', password: '', organisation: '' }),
    ).toEqual({
      terms: 'validation.termsRequired',
      name: 'validation.nameRequired',
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
      organisation: 'validation.organisationRequired',
    });
  });

  it('rejects an invalid email, a mismatched confirmation and a short password', () => {
    expect(errorsOf({ ...valid, email: 'ada@', emailConfirmation: 'ada@' })).toEqual({
      email: 'validation.emailInvalid',
    });
    expect(errorsOf({ ...valid, emailConfirmation: 'ada@example.com' })).toEqual({
      emailConfirmation: 'validation.emailMismatch',
    });
    expect(errorsOf({ ...valid, password: '12345' })).toEqual({ password: 'validation.passwordTooShort' });
  });

  it('treats an absent confirmation as empty (formik sends undefined for empty fields)', () => {
    expect(errorsOf({ ...valid, email: undefined, emailConfirmation: undefined })).toEqual({
      email: 'validation.emailRequired',
    });
    expect(errorsOf({ ...valid, emailConfirmation: undefined })).toEqual({
      emailConfirmation: 'validation.emailMismatch',
    });
  });

  it('checks the confirmation while other fields are still wrong', () => {
    expect(errorsOf({ ...valid, name: '', emailConfirmation: 'other@example.org' })).toEqual({
      name: 'validation.nameRequired',
      emailConfirmation: 'validation.emailMismatch',
    });
  });

  it('accepts a password of exactly 6 characters', () => {
    expect(errorsOf({ ...valid, password: '123456' })).toEqual({});
  });
});
