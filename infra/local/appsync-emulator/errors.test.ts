import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import { describe, expect, it } from 'vitest';
import { ResolverError } from './appsync-utils.ts';
import { appSyncShape } from './errors.ts';

const { GraphQLError } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

describe('appSyncShape', () => {
  it('writes errorType, errorInfo and data beside the message, as AppSync does', () => {
    // Prepare
    const error = new GraphQLError('auth.notMember', {
      path: ['organisation'],
      extensions: { errorType: 'auth.notMember', errorInfo: { a: 1 }, data: null },
    });

    // Act
    const shaped = appSyncShape(error);

    // Assess
    expect(shaped).toEqual({
      path: ['organisation'],
      data: null,
      errorType: 'auth.notMember',
      errorInfo: { a: 1 },
      locations: [],
      message: 'auth.notMember',
    });
  });

  it('calls a refused request without a path a ValidationError', () => {
    // Act
    const shaped = appSyncShape(new GraphQLError('Cannot query field "x" on type "Query".'));

    // Assess
    expect(shaped).toMatchObject({ path: null, errorType: 'ValidationError' });
  });
});

describe('ResolverError', () => {
  it('keeps what util.error was given, with null for what it was not', () => {
    // Act
    const error = new ResolverError('internal', 'internal', null, null);

    // Assess
    expect(error).toMatchObject({ message: 'internal', errorType: 'internal', data: null, errorInfo: null });
  });
});
