import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ResolverContext } from './event.ts';
import { loadResolverCode, resolveWithLambda } from './resolver.ts';

const dir = mkdtempSync(join(tmpdir(), 'resolver-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function aResolverFile(name: string, source: string): string {
  const file = join(dir, name);
  writeFileSync(file, source);
  return file;
}

function aContext(): ResolverContext {
  const args = { id: 'o1' };
  return {
    arguments: args,
    args,
    identity: { sub: 'u1' },
    source: null,
    request: { headers: { authorization: 'token' }, domainName: null },
    info: {
      fieldName: 'organisation',
      parentTypeName: 'Query',
      variables: {},
      selectionSetList: ['id'],
      selectionSetGraphQL: '{\n  id\n}',
    },
    prev: null,
    stash: {},
  };
}

describe('resolveWithLambda with the deployed invoke-lambda.js', () => {
  const code = loadResolverCode();

  it('invokes the function with the payload request(ctx) builds and returns its result', async () => {
    // Prepare
    const ctx = aContext();
    const invoke = vi.fn(async () => ({ id: 'o1' }));

    // Act
    const resolution = await resolveWithLambda(code, ctx, invoke);

    // Assess
    expect(invoke).toHaveBeenCalledWith({
      arguments: ctx.arguments,
      identity: ctx.identity,
      source: null,
      request: ctx.request,
      info: ctx.info,
      prev: null,
      stash: {},
    });
    expect(resolution).toEqual({ value: { id: 'o1' }, appended: [] });
  });

  it("turns the handler's { error } into the resolver's error with its code and info", async () => {
    // Prepare
    const body = { error: { type: 'auth.notMember', message: 'auth.notMember', info: { a: 1 } } };

    // Act
    const { value, error } = await resolveWithLambda(code, aContext(), async () => body);

    // Assess
    expect(value).toBeNull();
    expect(error).toMatchObject({
      message: 'auth.notMember',
      errorType: 'auth.notMember',
      errorInfo: { a: 1 },
    });
  });

  it('hides a function that threw behind internal, after setting ctx.error as AppSync does', async () => {
    // Prepare
    const ctx = aContext();

    // Act
    const { value, error } = await resolveWithLambda(code, ctx, async () => {
      throw new Error('Cannot read properties of undefined');
    });

    // Assess
    expect(ctx.error).toEqual({ message: 'Cannot read properties of undefined', type: 'Lambda:Unhandled' });
    expect(value).toBeNull();
    expect(error).toMatchObject({ message: 'internal', errorType: 'internal', errorInfo: null, data: null });
  });
});

describe('loadResolverCode', () => {
  it("runs the file's own code with util from @aws-appsync/utils: appended errors keep the value", async () => {
    // Prepare
    const file = aResolverFile(
      'append.js',
      `import { util } from '@aws-appsync/utils';
       export function request(ctx) { return { operation: 'Invoke', payload: ctx.args }; }
       export function response(ctx) { util.appendError('partial', 'thing.partial', null, { n: 1 }); return ctx.result; }`,
    );

    // Act
    const resolution = await resolveWithLambda(loadResolverCode(file), aContext(), async (p) => p);

    // Assess
    expect(resolution.value).toEqual({ id: 'o1' });
    expect(resolution.error).toBeUndefined();
    expect(resolution.appended).toEqual([
      expect.objectContaining({ message: 'partial', errorType: 'thing.partial', errorInfo: { n: 1 } }),
    ]);
  });

  it('never calls the function when request(ctx) raised an error', async () => {
    // Prepare
    const file = aResolverFile(
      'refuse.js',
      `import { util } from '@aws-appsync/utils';
       export function request() { util.error('no', 'refused'); }
       export function response(ctx) { return ctx.result; }`,
    );
    const invoke = vi.fn(async () => 'never');

    // Act
    const resolution = await resolveWithLambda(loadResolverCode(file), aContext(), invoke);

    // Assess
    expect(invoke).not.toHaveBeenCalled();
    expect(resolution.error).toMatchObject({ message: 'no', errorType: 'refused' });
  });

  it('refuses a file that imports a module the APPSYNC_JS runtime does not have', () => {
    // Prepare
    const file = aResolverFile(
      'imports.js',
      `import { readFileSync } from 'node:fs';
       export function request() { return readFileSync; }
       export function response() { return null; }`,
    );

    // Act
    const act = () => loadResolverCode(file);

    // Assess
    expect(act).toThrow("has no module 'node:fs'");
  });
});
