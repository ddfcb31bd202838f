import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppError } from './app-error.ts';
import { logger, resolverLogger } from './logger.ts';

describe('resolverLogger', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs an AppError at INFO and any other error at ERROR', () => {
    // Prepare
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const expected = new AppError('auth.forbidden');
    const unexpected = new TypeError('boom');
    // Act
    resolverLogger.error('An error occurred in handler self', expected);
    resolverLogger.error('An error occurred in handler self', unexpected);
    // Assess
    expect(info).toHaveBeenCalledWith('An error occurred in handler self', expected);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('An error occurred in handler self', unexpected);
  });
});
