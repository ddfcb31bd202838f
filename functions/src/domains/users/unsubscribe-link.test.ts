import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { unsubscribeLinksWith } from './unsubscribe-link.ts';

const links = unsubscribeLinksWith(() => Promise.resolve(Buffer.alloc(32, 1)));
const otherKey = unsubscribeLinksWith(() => Promise.resolve(Buffer.alloc(32, 2)));

describe('unsubscribe links', () => {
  it('names the user it was signed for, whatever the id', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 100 }), async (userId) => {
        // Act
        const value = await links.sign(userId);

        // Assess: no dot, so the edge function serves the page rather than a file of that name
        expect(await links.verify(value)).toBe(userId);
        expect(value.slice(userId.length)).toMatch(/^_[A-Za-z0-9_-]{43}$/);
      }),
    );
  });

  it('refuses a bare user id, another user id under the same MAC, another key and any altered character', async () => {
    // Prepare
    const value = await links.sign('user-1');
    const [userId, mac] = [value.slice(0, -44), value.slice(-43)];
    const flipped = (at: number) =>
      value.slice(0, at) + (value[at] === 'A' ? 'B' : 'A') + value.slice(at + 1);

    // Act
    const refused = [
      'user-1',
      '',
      '_',
      `_${mac}`,
      `user-2_${mac}`,
      `${userId}.${mac}`,
      `${userId}_${mac.slice(1)}`,
      `${userId}_${mac}=`,
      await otherKey.sign('user-1'),
      ...Array.from({ length: value.length }, (_, at) => flipped(at)).filter((v) => v !== value),
    ];

    // Assess
    for (const forged of refused) expect(await links.verify(forged), forged).toBeUndefined();
  });
});
