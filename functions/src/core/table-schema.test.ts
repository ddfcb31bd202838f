import { describe, expect, it } from 'vitest';

import { TABLE_SCHEMA } from './table-schema.ts';

describe('TABLE_SCHEMA', () => {
  it('names every index after its own key attributes, so a key name cannot be reused by two indexes', () => {
    // Prepare
    const indexes = Object.entries(TABLE_SCHEMA.indexes);
    // Act
    const keyNames = indexes.flatMap(([, index]) => [index.partitionKey, index.sortKey]);
    // Assess
    for (const [name, index] of indexes) {
      expect(index.name).toBe(name);
      expect(index.partitionKey).toBe(`${name}pk`);
      expect(index.sortKey).toBe(`${name}sk`);
    }
    expect(new Set(keyNames).size).toBe(keyNames.length);
  });
});
