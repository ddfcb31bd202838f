import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { resolverContext, selectionSetGraphQL, selectionSetList } from './event.ts';

const { buildSchema, execute, parse } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

const schema = buildSchema(`
type Query { thing(id: ID!): Thing }
type Thing { id: ID! name: String parts: [Part] }
type Part { id: ID! size: Int }
`);

/** The resolve info graphql-js gives the root field of `query`. */
async function infoOf(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResolveInfo> {
  let captured: GraphQLResolveInfo | undefined;
  await execute({
    schema,
    document: parse(query),
    variableValues: variables,
    rootValue: {
      thing: (_: unknown, __: unknown, info: GraphQLResolveInfo) => {
        captured = info;
        return null;
      },
    },
  });
  return captured!;
}

describe('selectionSetList', () => {
  it('lists every selected path below the field, fragments flattened, __typename left out', async () => {
    // Prepare
    const info = await infoOf(
      '{ thing(id: "1") { __typename id ...F parts { id ... on Part { size } } } } fragment F on Thing { name }',
    );

    // Act
    const list = selectionSetList(info);

    // Assess
    expect(list).toEqual(['id', 'name', 'parts', 'parts/id', 'parts/size']);
  });
});

describe('selectionSetGraphQL', () => {
  it('prints the selection set with the fragments it may use', async () => {
    // Prepare
    const info = await infoOf('{ thing(id: "1") { id ...F } } fragment F on Thing { name }');

    // Act
    const text = selectionSetGraphQL(info);

    // Assess
    expect(text).toBe('{\n  id\n  ...F\n}\nfragment F on Thing {\n  name\n}');
  });
});

describe('resolverContext', () => {
  it("gives the resolver the arguments, the caller's identity, the headers and the field's info", async () => {
    // Prepare
    const info = await infoOf('query Q($id: ID!) { thing(id: $id) { id } }', { id: 't1' });
    const identity = { resolverContext: { kind: 'anonymous' } };

    // Act
    const ctx = resolverContext({ id: 't1' }, info, identity, { 'x-ripple-organisation': 'o1' });

    // Assess
    expect(ctx).toEqual({
      arguments: { id: 't1' },
      args: { id: 't1' },
      identity,
      source: null,
      request: { headers: { 'x-ripple-organisation': 'o1' }, domainName: null },
      info: {
        fieldName: 'thing',
        parentTypeName: 'Query',
        variables: { id: 't1' },
        selectionSetList: ['id'],
        selectionSetGraphQL: '{\n  id\n}',
      },
      prev: null,
      stash: {},
    });
  });
});
