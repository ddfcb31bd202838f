import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { readOutbox, renderOutbox } from './dev-outbox.ts';

describe('dev outbox', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('lists the messages newest first and escapes what they say', async () => {
    // Prepare
    dir = mkdtempSync(join(tmpdir(), 'outbox-test-'));
    const write = (name: string, subject: string) =>
      writeFileSync(join(dir!, name), JSON.stringify({ to: 'a@example.org', subject, text: 'Hi <b>' }));
    write('2026-01-01T00-00-00-000Z-a.json', 'older');
    write('2026-01-02T00-00-00-000Z-b.json', 'newer');
    // Act
    const messages = await readOutbox(dir);
    const page = renderOutbox(messages);
    // Assess
    expect(messages.map((m) => m.subject)).toEqual(['newer', 'older']);
    expect(page).toContain('Hi &#60;b&#62;');
    expect(page).not.toContain('<b>');
  });

  it('answers an empty list for a folder that does not exist yet', async () => {
    // Act
    const messages = await readOutbox(join(tmpdir(), 'ripple-no-such-outbox'));
    // Assess
    expect(messages).toEqual([]);
    expect(renderOutbox(messages)).toContain('No emails yet.');
  });
});
