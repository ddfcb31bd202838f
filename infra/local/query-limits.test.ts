import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import { describe, expect, it } from 'vitest';
import { LIMIT_ERRORS, queryLimitsRule } from './query-limits.ts';

// The same copy of graphql as query-limits.ts, so that its errors are this copy's errors.
const { buildSchema, parse, validate } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

const schema = buildSchema(`
  type Node { id: ID! child: Node }
  type Query { node: Node list(page: Int): [Node] }
`);
const rule = queryLimitsRule({ depth: 4, resolvers: 3 });

/** The limit errors of a document: their errorType, or none. */
const limitErrors = (query: string) =>
  validate(schema, parse(query), [rule]).map((error) => error.extensions.errorType);

const nested = (levels: number) =>
  `{ node ${'{ child '.repeat(levels - 2)}{ id }${' }'.repeat(levels - 2)} }`;

describe('queryLimitsRule', () => {
  it('accepts a query as deep as the limit and refuses one level more', () => {
    // Act
    const atLimit = limitErrors(nested(4));
    const over = limitErrors(nested(5));

    // Assess
    expect(atLimit).toEqual([]);
    expect(over).toEqual([LIMIT_ERRORS.depth]);
  });

  it('counts depth through fragments', () => {
    // Act
    const errors = limitErrors('{ node { ...A } } fragment A on Node { child { child { child { id } } } }');

    // Assess
    expect(errors).toEqual([LIMIT_ERRORS.depth]);
  });

  it('refuses more root fields than resolvers allowed, aliases and fragments included, __typename not', () => {
    // Act
    const atLimit = limitErrors(
      '{ __typename a: list(page: 0) { id } b: list(page: 1) { id } ...F } fragment F on Query { node { id } }',
    );
    const over = limitErrors(
      '{ a: list(page: 0) { id } b: list(page: 1) { id } ... on Query { c: node { id } d: node { id } } }',
    );

    // Assess
    expect(atLimit).toEqual([]);
    expect(over).toEqual([LIMIT_ERRORS.resolvers]);
  });
});
