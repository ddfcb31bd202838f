import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

import { AppError, isAppError } from './app-error.ts';

/**
 * `app-error.ts` as the deployed Lambda runs it: bundled and minified as infra/lib/lambda-bundling.ts does (functions/
 * may not import infra/, so its two settings that matter here are repeated).
 */
const bundledAppError = async (): Promise<{ AppError: typeof AppError }> => {
  const { outputFiles } = await build({
    target: 'node22',
    minify: true,
    entryPoints: [new URL('./app-error.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
  });
  const code = outputFiles[0]!.text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`) as Promise<{
    AppError: typeof AppError;
  }>;
};

describe('AppError', () => {
  it('carries its code, field errors and info as data', () => {
    // Prepare
    const fieldErrors = { email: 'invalid' } as const;
    // Act
    const error = new AppError('input.invalid', fieldErrors, { hint: 1 });
    // Assess
    expect(error.code).toBe('input.invalid');
    expect(error.message).toBe('input.invalid');
    expect(error.fieldErrors).toEqual({ email: 'invalid' });
    expect(error.info).toEqual({ hint: 1 });
    expect(isAppError(error)).toBe(true);
    expect(isAppError(new Error('input.invalid'))).toBe(false);
  });

  it('keeps the class name Powertools matches handlers by when the Lambda bundle is minified', async () => {
    // Prepare: Powertools registers `exceptionHandler(AppError, …)` under `AppError.name` and looks a thrown
    // error's handler up by `error.name`; a minifier renames classes, which would make every AppError `internal`.
    const bundled = await bundledAppError();
    // Act
    const thrown = new bundled.AppError('meeting.notFound');
    // Assess
    expect(bundled.AppError.name).toBe('AppError');
    expect(thrown.name).toBe(bundled.AppError.name);
  });
});
