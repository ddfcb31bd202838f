import { describe, expect, it } from 'vitest';

import { recordFromItem, sortKeyOf } from './record-item.ts';

describe('recordFromItem', () => {
  it('maps a stored record to a complete record, tags merged in order without repeats', () => {
    // Prepare
    const item = {
      gsi3sk: { S: '2024-03-01T10:00:00.000Z#rec-1' },
      beneficiary: { S: 'ben-1' },
      date: { S: '2024-03-01T10:00:00.000Z' },
      created: { S: '2024-03-02T09:00:00.000Z' },
      tags: { L: [{ S: 'group' }, { S: 'north' }] },
      meetingTags: { L: [{ S: 'group' }] },
      benTags: { L: [{ S: 'north' }, { S: 'youth' }] },
      answers: {
        M: {
          q1: { M: { answer: { N: '3' } } },
          q2: { M: { answer: { N: '5' }, notes: { S: 'better' } } },
        },
      },
      user: { S: 'user-1' },
      notes: { S: 'first visit' },
    };
    // Act
    const record = recordFromItem(item);
    // Assess
    expect(record).toEqual({
      id: 'rec-1',
      beneficiary: 'ben-1',
      date: '2024-03-01T10:00:00.000Z',
      created: '2024-03-02T09:00:00.000Z',
      tags: ['group', 'north', 'youth'],
      answers: { q1: { answer: 3 }, q2: { answer: 5, notes: 'better' } },
      user: 'user-1',
      notes: 'first visit',
    });
  });

  it('leaves out what the projection left out: creation falls back to the date, no user or notes', () => {
    // Act
    const record = recordFromItem({
      gsi3sk: { S: '2024-03-01T10:00:00.000Z#rec-2' },
      beneficiary: { S: 'ben-2' },
      date: { S: '2024-03-01T10:00:00.000Z' },
    });
    // Assess
    expect(record).toEqual({
      id: 'rec-2',
      beneficiary: 'ben-2',
      date: '2024-03-01T10:00:00.000Z',
      created: '2024-03-01T10:00:00.000Z',
      tags: [],
      answers: {},
      user: '',
    });
  });

  it('reads string sets, drops answers without a number and empty notes', () => {
    // Act
    const record = recordFromItem({
      gsi3sk: { S: '2024-03-01T10:00:00.000Z#rec-3' },
      beneficiary: { S: 'ben-3' },
      date: { S: '2024-03-01T10:00:00.000Z' },
      tags: { SS: ['b', 'a'] },
      answers: {
        M: {
          q1: { M: { answer: { S: 'three' } } },
          q2: { M: { notes: { S: 'no answer' } } },
          q3: { M: { answer: { N: '1' }, notes: { S: '' } } },
        },
      },
      notes: { S: '' },
    });
    // Assess
    expect(record.tags).toEqual(['b', 'a']);
    expect(record.answers).toEqual({ q3: { answer: 1 } });
    expect(record).not.toHaveProperty('notes');
  });
});

describe('sortKeyOf', () => {
  it('is the GSI3 sort key of a LastEvaluatedKey', () => {
    expect(sortKeyOf({ gsi3pk: { S: 'ORG#o#QNR#q' }, gsi3sk: { S: '2024-01-01T00:00:00.000Z#r' } })).toBe(
      '2024-01-01T00:00:00.000Z#r',
    );
  });
});
