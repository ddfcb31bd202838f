import {
  Entity,
  EntityFormatter,
  anyOf,
  boolean,
  item,
  list,
  map,
  number,
  record,
  set,
  string,
} from 'dynamodb-toolbox';
import { describe, expect, it } from 'vitest';

import { itemReader } from './item-reader.ts';
import { RippleTable } from './table.ts';

/** Every schema feature the reader compiles, as the hot entities use them. */
const SampleEntity = new Entity({
  name: 'Sample',
  table: RippleTable,
  schema: item({
    orgId: string().key(),
    sampleId: string().key(),
    name: string(),
    note: string().optional(),
    count: number(),
    done: boolean(),
    kind: string().enum('mean', 'sum'),
    labels: list(map({ value: number(), label: string(), hint: string().optional() })),
    answers: record(string(), map({ answer: number(), notes: string().optional() })),
    answered: set(string()).optional(),
    part: anyOf(number(), string()).optional(),
    settings: map({ language: string().default('und') }).default({ language: 'und' }),
    gsi1pk: string().hidden(),
  }),
  computeKey: ({ orgId, sampleId }) => ({ pk: `ORG#${orgId}`, sk: `SAMPLE#${sampleId}` }),
  timestamps: false,
});

/** A stored item as the document client returns it: keys, index keys and the entity name included. */
const stored = () => ({
  pk: 'ORG#o1',
  sk: 'SAMPLE#s1',
  _et: 'Sample',
  gsi1pk: 'ORG#o1#SAMPLE',
  orgId: 'o1',
  sampleId: 's1',
  name: 'Sample',
  count: 3,
  done: false,
  kind: 'mean',
  labels: [
    { value: 1, label: 'Low' },
    { value: 5, label: 'High', hint: 'best' },
  ],
  answers: { q1: { answer: 2 }, q2: { answer: 4, notes: 'fine' } },
  answered: new Set(['q1', 'q2']),
  part: 'i1.0',
  settings: { language: 'cy' },
  leftOver: 'an attribute the schema no longer has',
});

const toolboxFormat = (value: unknown) =>
  new EntityFormatter(SampleEntity).format(
    value as Parameters<EntityFormatter<typeof SampleEntity>['format']>[0],
  );

describe('itemReader', () => {
  it("reads an item exactly as dynamodb-toolbox's formatter does", () => {
    // Prepare
    const read = itemReader(SampleEntity);
    // Act
    const result = read(stored());
    // Assess
    expect(result).toStrictEqual(toolboxFormat(stored()));
    expect(result).not.toHaveProperty('gsi1pk');
    expect(result).not.toHaveProperty('_et');
    expect(result).not.toHaveProperty('leftOver');
  });

  it('leaves optional attributes out when the item has none, as the formatter does', () => {
    // Prepare
    const read = itemReader(SampleEntity);
    const { answered: _answered, ...withoutSet } = stored();
    // Act
    const result = read(withoutSet);
    // Assess
    expect(result).toStrictEqual(toolboxFormat(withoutSet));
    expect(Object.keys(result)).not.toContain('note');
    expect(Object.keys(result)).not.toContain('answered');
  });

  it('reads each alternative of an anyOf, as the formatter does', () => {
    // Prepare
    const read = itemReader(SampleEntity);
    const numbered = { ...stored(), part: 3 };
    // Act
    const result = read(numbered);
    // Assess
    expect(result).toStrictEqual(toolboxFormat(numbered));
    expect(result.part).toBe(3);
  });

  it.each([
    ['a required attribute is missing', { name: undefined }],
    ['a nested required attribute is missing', { labels: [{ value: 1 }] }],
    ['an attribute has the wrong type', { count: '3' }],
    ['a value is outside its enum', { kind: 'median' }],
    ['a set is stored as a list', { answered: ['q1'] }],
    ['a record element has the wrong type', { answers: { q1: { answer: 'two' } } }],
    ['a value is none of its alternatives', { part: true }],
  ])('refuses an item in which %s, as the formatter does', (_case, change) => {
    // Prepare
    const read = itemReader(SampleEntity);
    const invalid = { ...stored(), ...change };
    // Act / Assess
    expect(() => toolboxFormat(invalid)).toThrow();
    expect(() => read(invalid)).toThrow(/Invalid Sample item ORG#o1 \/ SAMPLE#s1/);
  });

  it('refuses to compile a schema feature it does not read like the formatter (savedAs)', () => {
    // Prepare
    const Renamed = new Entity({
      name: 'Renamed',
      table: RippleTable,
      schema: item({ id: string().key(), title: string().savedAs('t') }),
      computeKey: ({ id }) => ({ pk: id, sk: id }),
      timestamps: false,
    });
    // Act / Assess
    expect(() => itemReader(Renamed)).toThrow(/title uses savedAs/);
  });
});
