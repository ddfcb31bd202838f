import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileFunction } from 'node:vm';
import { transformSync } from 'esbuild';
import { evaluate, util, type ResolverError } from './appsync-utils.ts';
import type { ResolverContext } from './event.ts';

/** The resolver every root field runs in the cloud (infra/lib/constructs/api.ts deploys this file as it is). */
export const DEPLOYED_RESOLVER = fileURLToPath(new URL('../../appsync/invoke-lambda.js', import.meta.url));

/** An APPSYNC_JS unit resolver: its request and response handlers. */
export interface ResolverCode {
  request(ctx: ResolverContext): unknown;
  response(ctx: ResolverContext): unknown;
}

/**
 * Loads an APPSYNC_JS resolver file once, with `@aws-appsync/utils` bound to our `util` (appsync-utils.ts) and no
 * other module available, as in the runtime. esbuild only turns its ES module syntax into a function body; the
 * code that runs is the file's own.
 */
export function loadResolverCode(file = DEPLOYED_RESOLVER): ResolverCode {
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    loader: 'js',
    format: 'cjs',
    sourcefile: file,
  });
  const module = { exports: {} as Record<string, unknown> };
  const require = (id: string) => {
    if (id === '@aws-appsync/utils') return { util };
    throw new Error(`${file}: the APPSYNC_JS runtime has no module '${id}'`);
  };
  compileFunction(code, ['require', 'module', 'exports'], { filename: file })(
    require,
    module,
    module.exports,
  );
  const { request, response } = module.exports;
  if (typeof request !== 'function' || typeof response !== 'function') {
    throw new Error(`${file} must export request(ctx) and response(ctx)`);
  }
  return { request, response } as ResolverCode;
}

/** The request a Lambda data source accepts from a request handler. */
interface LambdaRequest {
  operation: 'Invoke' | 'BatchInvoke';
  invocationType?: 'RequestResponse' | 'Event';
  payload?: unknown;
}

function lambdaRequestOf(value: unknown): LambdaRequest & { operation: 'Invoke' } {
  const request = value as Partial<LambdaRequest> | null;
  // Our resolver only ever invokes one field synchronously; anything else is a change the emulator must learn.
  if (
    request?.operation !== 'Invoke' ||
    (request.invocationType ?? 'RequestResponse') !== 'RequestResponse'
  ) {
    throw new Error(`the emulator runs only synchronous Invoke requests, not ${JSON.stringify(value)}`);
  }
  return request as LambdaRequest & { operation: 'Invoke' };
}

/** Invokes the function with the payload; rejects as Lambda reports a function error. */
export type InvokeLambda = (payload: unknown) => Promise<unknown>;

/**
 * The field's value; the errors the resolver appended (`util.appendError`), which leave the value standing; and
 * the one that ended it (`util.error`), which makes the field null.
 */
export interface Resolution {
  value: unknown;
  appended: ResolverError[];
  error?: ResolverError;
}

/**
 * One unit resolver on a Lambda data source, in AppSync's order: `request(ctx)` builds the invocation (an error
 * there skips the data source), the function runs with its `payload`, then `response(ctx)` sees `ctx.result`, or
 * `ctx.error` when the function threw: `{ message, type: 'Lambda:Unhandled' }`, as AppSync sets it for an
 * unhandled function error.
 */
export async function resolveWithLambda(
  code: ResolverCode,
  ctx: ResolverContext,
  invoke: InvokeLambda,
): Promise<Resolution> {
  const request = evaluate(() => code.request(ctx));
  if (request.error) return { value: null, appended: request.appended, error: request.error };
  const { payload } = lambdaRequestOf(request.value);
  try {
    ctx.result = (await invoke(payload)) ?? null;
  } catch (error) {
    ctx.result = null;
    ctx.error = { message: error instanceof Error ? error.message : String(error), type: 'Lambda:Unhandled' };
  }
  const response = evaluate(() => code.response(ctx));
  const appended = [...request.appended, ...response.appended];
  if (response.error) return { value: null, appended, error: response.error };
  return { value: response.value ?? null, appended };
}
