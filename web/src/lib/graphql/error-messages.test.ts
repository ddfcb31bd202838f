import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { ApiError } from './api-error';
import { ERROR_MESSAGES, refusalMessage } from './error-messages';

const te = initI18n().getFixedT('en', 'errors');

describe('ERROR_MESSAGES (docs/api-errors.md)', () => {
  it.each(Object.entries(ERROR_MESSAGES))('gives %s an English message', (_code, key) => {
    // Act
    const message = te(key, { sequences: 'Intake' });

    // Assess: a text of its own, not the key i18next falls back to when the file has none
    expect(message.trim()).not.toBe('');
    expect(message).not.toBe(key);
  });

  it('quotes the spec where it has the message', () => {
    // Assess
    expect(te(ERROR_MESSAGES['sequence.nameInUse'])).toBe(
      'Sequence name already in use, please pick another',
    );
    expect(te(ERROR_MESSAGES['auth.unauthenticated'])).toBe('Login failed.');
    expect(te(ERROR_MESSAGES['export.invalidToken'])).toBe('Export failed');
  });
});

describe('refusalMessage', () => {
  it("says the refusal's message when the screen expects its code", () => {
    // Act
    const message = refusalMessage(te, new ApiError('category.inUse', 200), ['category.inUse'], 'Failed');

    // Assess
    expect(message).toBe('Cannot delete a category which is in use');
  });

  it.each([
    ['a code the screen does not expect', new ApiError('internal', 200)],
    ['a failure without an API code', new ApiError('network', 0)],
    ['anything else thrown', new TypeError('boom')],
  ])("says the screen's own failure for %s", (_case, error) => {
    // Act
    const message = refusalMessage(te, error, ['category.inUse'], 'Failed');

    // Assess
    expect(message).toBe('Failed');
  });
});
