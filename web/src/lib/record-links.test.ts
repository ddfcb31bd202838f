import { describe, expect, it } from 'vitest';
import { recordHref } from './record-links';

describe('record links', () => {
  it('continues undated records in the answering flow and dated ones in data entry, and views complete ones', () => {
    // Act + Assess
    expect(recordHref({ id: 'm 1', date: null, incomplete: true })).toBe('/meeting/m%201');
    expect(recordHref({ id: 'm2', date: '2023-01-01T00:00:00Z', incomplete: true })).toBe('/dataentry/m2');
    expect(recordHref({ id: 'm3', date: '2023-01-01T00:00:00Z', incomplete: false })).toBe(
      '/meeting/m3/view',
    );
  });
});
