import { describe, expect, it } from 'vitest';

import { rootFieldCount } from './root-fields.ts';

describe('rootFieldCount', () => {
  it.each([
    ['a shorthand query', '{ self { id } }', undefined, 1],
    [
      'a named mutation with variables and directives',
      'mutation Use($id: String!) @a { NewMeetingFromSummon(summonID: $id) }',
      undefined,
      1,
    ],
    ['aliases', '{ a: recentMeetings(page: 0) { page } b: recentMeetings(page: 1) { page } }', undefined, 2],
    [
      'fields in an inline fragment',
      '{ ... on Query { a: invite(id: "x") b: invite(id: "y") } }',
      undefined,
      2,
    ],
    [
      'fields in a named fragment',
      '{ ...F invite(id: "z") } fragment F on Query { a: invite(id: "x") }',
      undefined,
      2,
    ],
    ['__typename, which runs no resolver', '{ __typename meeting(id: "m") { id } }', undefined, 1],
    ['braces inside strings and comments', '{ invite(id: "} {") # { a b c\n }', undefined, 1],
    [
      'block strings',
      'mutation { SetMeetingNotes(meetingID: "m", notes: """ } x { """) { id } }',
      undefined,
      1,
    ],
    [
      'the operation named',
      'query A { a: invite(id: "x") b: invite(id: "y") } query B { invite(id: "x") }',
      'B',
      1,
    ],
  ])('counts %s', (_, query, operationName, expected) => {
    // Act
    const count = rootFieldCount(query, operationName);
    // Assess
    expect(count).toBe(expected);
  });

  it.each([
    ['an empty query', '', undefined],
    ['an unclosed selection', '{ invite(id: "x") ', undefined],
    ['two operations and no name', 'query A { invite(id: "x") } query B { invite(id: "y") }', undefined],
    ['an operation name not in the document', '{ invite(id: "x") }', 'Other'],
    ['an unknown fragment', '{ ...Missing }', undefined],
    ['a fragment cycle', '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }', undefined],
    ['something else', 'hello world', undefined],
  ])('gives no count for %s', (_, query, operationName) => {
    // Act
    const count = rootFieldCount(query, operationName);
    // Assess
    expect(count).toBeUndefined();
  });
});
