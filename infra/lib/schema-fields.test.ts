import { describe, expect, it } from 'vitest';
import { rootFields } from './schema-fields.ts';

describe('rootFields', () => {
  it('lists Query and Mutation fields, including extensions, and nothing else', () => {
    // Prepare
    const sdl = `
      type Query { self: String, organisation: String }
      type Mutation { AddOrg(name: String!): String }
      type Organisation { id: ID! }
      extend type Query { organisations(limit: Int): [String] }
      type Subscription { changed: String }
    `;

    // Act
    const fields = rootFields(sdl);

    // Assess
    expect(fields).toEqual([
      { typeName: 'Query', fieldName: 'self' },
      { typeName: 'Query', fieldName: 'organisation' },
      { typeName: 'Mutation', fieldName: 'AddOrg' },
      { typeName: 'Query', fieldName: 'organisations' },
    ]);
  });

  it('follows renamed root types in the schema definition', () => {
    // Prepare
    const sdl = `
      schema { query: RootQuery, mutation: RootMutation }
      type RootQuery { a: String }
      type RootMutation { b: String }
      type Query { notRoot: String }
    `;

    // Act
    const fields = rootFields(sdl);

    // Assess
    expect(fields).toEqual([
      { typeName: 'RootQuery', fieldName: 'a' },
      { typeName: 'RootMutation', fieldName: 'b' },
    ]);
  });
});
