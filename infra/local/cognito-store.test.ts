import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AtomicJsonDataStoreFactory, UnreadableStoreError, readStoreFile } from './cognito-store.ts';

const ctx = { logger: pino({ level: 'silent' }) };
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ripple-store-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('AtomicJsonDataStoreFactory', () => {
  it('creates a missing store with its defaults and reads it back after a restart, dates included', async () => {
    // Prepare
    const created = new Date('2026-01-02T03:04:05.000Z');
    const store = await new AtomicJsonDataStoreFactory(dir).create(ctx, 'pool', { Users: {} });

    // Act
    await store.set(ctx, ['Users', 'a@example.org'], { Username: 'a@example.org', UserCreateDate: created });
    const reopened = await new AtomicJsonDataStoreFactory(dir).create(ctx, 'pool', { Users: {} });

    // Assess
    expect(await reopened.get(ctx, ['Users', 'a@example.org'])).toEqual({
      Username: 'a@example.org',
      UserCreateDate: created,
    });
    expect(await reopened.get(ctx, ['Users', 'nobody'], 'default')).toBe('default');
  });

  it('keeps every change of saves that overlap, and leaves no temporary file', async () => {
    // Prepare
    const store = await new AtomicJsonDataStoreFactory(dir).create(ctx, 'pool', { Users: {} });

    // Act
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => store.set(ctx, ['Users', `user-${i}`], { Username: `user-${i}` })),
    );
    await store.delete(ctx, ['Users', 'user-0']);

    // Assess
    const onDisk = readStoreFile(join(dir, 'pool.json')) as { Users: Record<string, unknown> };
    expect(Object.keys(onDisk.Users)).toHaveLength(49);
    expect(onDisk.Users['user-0']).toBeUndefined();
    expect(readdirSync(dir)).toEqual(['pool.json']);
  });

  it('shares one store per file, so that its saves are serialised', async () => {
    // Prepare
    const factory = new AtomicJsonDataStoreFactory(dir);

    // Act
    const [first, second] = await Promise.all([
      factory.create(ctx, 'pool', {}),
      factory.create(ctx, 'pool', {}),
    ]);

    // Assess
    expect(first).toBe(second);
  });

  it.each([
    ['empty', ''],
    ['torn mid-write', '{\n  "Users": {\n    "a@example.org": {\n      "Username": "a@ex'],
    ['not an object', '[]'],
  ])('refuses a store file that is %s, naming it, instead of reading it as no users', async (_, content) => {
    // Prepare
    writeFileSync(join(dir, 'pool.json'), content);

    // Act
    const opening = new AtomicJsonDataStoreFactory(dir).create(ctx, 'pool', { Users: {} });

    // Assess
    await expect(opening).rejects.toBeInstanceOf(UnreadableStoreError);
    await expect(opening).rejects.toThrow(join(dir, 'pool.json'));
    expect(readFileSync(join(dir, 'pool.json'), 'utf8')).toBe(content);
  });

  it('removes the temporary files a crash left behind and keeps the last complete store', async () => {
    // Prepare
    writeFileSync(join(dir, 'pool.json'), JSON.stringify({ Users: { a: { Username: 'a' } } }));
    writeFileSync(join(dir, '.pool.json.4242.7.tmp'), '{"Users": {"a": {"Userna');

    // Act
    const store = await new AtomicJsonDataStoreFactory(dir).create(ctx, 'pool', { Users: {} });

    // Assess
    expect(await store.get(ctx, ['Users', 'a'])).toEqual({ Username: 'a' });
    expect(readdirSync(dir)).toEqual(['pool.json']);
  });
});
