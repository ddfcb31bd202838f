import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { decodeEntry, decodeId, encodeEntry, encodeId } from './summary-entry-codec.ts';

describe('report summary entry codec', () => {
  it('reads back exactly what it wrote, shortening UUIDs and ISO dates', () => {
    // Prepare
    const [q1, q2] = [randomUUID(), randomUUID()];
    const fields = {
      date: '2024-02-29T23:59:59.999Z',
      created: '1969-12-31T23:00:00.000Z',
      tags: ['north', 'group'],
      answers: { [q1]: 4, [q2]: -3 },
    };

    // Act
    const text = encodeEntry(fields);

    // Assess
    expect(decodeEntry(text)).toEqual(fields);
    expect(text.length).toBeLessThan(JSON.stringify(fields).length / 2);
    expect(text).not.toMatch(/["\\]/);
  });

  it('keeps ids, tags and dates that are not in the short forms, whatever characters they hold', () => {
    // Prepare
    const fields = {
      date: '2024-01-01T00:00:00Z',
      created: 'not a date',
      tags: ['with space', 'a,b;c=d', '100%', '~tilde', 'ünïcödé ✓', ''],
      answers: { 'q 1;=x': 1, 'A0B1C2D3-E4F5-4A6B-8C7D-9E0F1A2B3C4D': 2, '~raw': 3 },
    };

    // Act
    const decoded = decodeEntry(encodeEntry(fields));

    // Assess
    expect(decoded).toEqual(fields);
  });

  it('reads back every kind of date exactly: before 1970, midnight, the last millisecond of a day, after 9999', () => {
    // Prepare
    const dates = [
      '1969-12-31T23:59:59.999Z',
      '0001-01-01T00:00:00.000Z',
      '2024-03-01T00:00:00.000Z',
      '2024-02-29T23:59:59.999Z',
      '9999-12-31T23:59:59.999Z',
      '+010000-01-01T00:00:00.000Z',
    ];

    // Act
    const decoded = dates.map(
      (date) => decodeEntry(encodeEntry({ date, created: date, tags: [], answers: {} })).date,
    );

    // Assess
    expect(decoded).toEqual(dates);
  });

  it('reads an entry with no tags and no answers', () => {
    // Prepare
    const fields = {
      date: '2024-05-01T10:00:00.000Z',
      created: '2024-05-01T09:00:00.000Z',
      tags: [],
      answers: {},
    };

    // Act + Assess
    expect(decodeEntry(encodeEntry(fields))).toEqual(fields);
  });

  it('writes a UUID in 22 characters and any other id with a marker base64url never uses', () => {
    // Prepare
    const uuid = randomUUID();

    // Act
    const short = encodeId(uuid);
    const other = encodeId('ben/1 ~x');

    // Assess
    expect(short).toHaveLength(22);
    expect(decodeId(short)).toBe(uuid);
    expect(other.startsWith('~')).toBe(true);
    expect(decodeId(other)).toBe('ben/1 ~x');
  });
});
