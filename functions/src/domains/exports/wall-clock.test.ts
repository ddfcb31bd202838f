import { describe, expect, it } from 'vitest';

import { exportTimeZone, wallClock } from './wall-clock.ts';

describe('exportTimeZone', () => {
  it('keeps a zone the runtime knows, as the browser named it', () => {
    expect(exportTimeZone('Europe/London')).toBe('Europe/London');
    expect(exportTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
  });

  it.each([undefined, '', 'Mars/Olympus_Mons', '../../etc/passwd', 'x'.repeat(65), 42])(
    'falls back to UTC for %s',
    (requested) => {
      expect(exportTimeZone(requested)).toBe('UTC');
    },
  );
});

describe('wallClock', () => {
  it('writes the local date and time of the zone, seconds included', () => {
    // Prepare
    const london = wallClock('Europe/London');
    const utc = wallClock('UTC');
    // Act + Assess: 00:30 BST on 1 June is still 31 May in UTC
    expect(london('2024-05-31T23:30:05.400Z')).toBe('2024-06-01 00:30:05');
    expect(utc('2024-05-31T23:30:05.400Z')).toBe('2024-05-31 23:30:05');
    expect(london('2024-01-15T09:00:00.000Z')).toBe('2024-01-15 09:00:00');
    expect(wallClock('Pacific/Kiritimati')('2024-12-31T10:00:00.000Z')).toBe('2025-01-01 00:00:00');
    expect(wallClock('America/New_York')('2024-03-10T06:59:59.000Z')).toBe('2024-03-10 01:59:59');
    expect(wallClock('America/New_York')('2024-03-10T07:00:00.000Z')).toBe('2024-03-10 03:00:00');
  });
});
