import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { DataStore } from 'cognito-local/lib/services/dataStore/dataStore.js';
import type { DataStoreFactory } from 'cognito-local/lib/services/dataStore/factory.js';

/**
 * cognito-local's user store, written so that a crash never leaves it half written (docs/decisions.md, "The local
 * user store survives a crash"). cognito-local's own store (StormDB) rewrites its JSON file in place, and two
 * saves can overlap: a `kill -9` mid-write left a torn file, and an empty one is read back as "no users".
 *
 * Here each save writes the whole store to a temporary file in the same folder, flushes it to disk, and renames it
 * over the store (a rename within a folder is atomic); saves to one file run one at a time. A store that exists
 * but cannot be read is an error naming the file, never an empty store.
 */

/** A store file that exists but is not a readable store: the stack refuses to start rather than lose users. */
export class UnreadableStoreError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(
      `The local user store ${file} is unreadable (${reason}). Restore it from a backup, or delete it to start ` +
        'again with no local users.',
    );
  }
}

// Dates as cognito-local's StormDB store writes and reads them, so existing data folders keep working.
function serialize(state: unknown): string {
  return JSON.stringify(
    state,
    function (this: Record<string, unknown>, key, value: unknown) {
      const raw = this[key];
      return key.endsWith('Date') && raw instanceof Date ? raw.toISOString() : value;
    },
    2,
  );
}

function deserialize(text: string): Record<string, unknown> {
  return JSON.parse(text, (key, value: unknown) =>
    key.endsWith('Date') && (typeof value === 'string' || typeof value === 'number')
      ? new Date(value)
      : value,
  ) as Record<string, unknown>;
}

/** Temporary files are `.<name>.<pid>.<n>.tmp`: not `*.json`, which cognito-local lists as user pools. */
let temporaryCount = 0;
const temporaryName = (file: string) =>
  join(dirname(file), `.${basename(file)}.${process.pid}.${(temporaryCount += 1)}.tmp`);
const isTemporaryOf = (file: string, name: string) =>
  name.startsWith(`.${basename(file)}.`) && name.endsWith('.tmp');

/** Writes `text` to `file` atomically and durably: temporary file, fsync, rename, fsync of the folder. */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const temporary = temporaryName(file);
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  await syncFolder(dirname(file));
}

/** The same, synchronously: for the stack's small state files, written once per start. */
export function writeFileAtomicSync(file: string, text: string, mode = 0o644): void {
  const temporary = temporaryName(file);
  const fd = openSync(temporary, 'w', mode);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  const folder = openSync(dirname(file), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

async function syncFolder(folder: string): Promise<void> {
  // The rename is only durable once the folder's entry is; a power cut could otherwise bring back the old file.
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Reads a store file: undefined when it does not exist; throws UnreadableStoreError when it is not a store. */
export function readStoreFile(file: string): Record<string, unknown> | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new UnreadableStoreError(file, (error as Error).message);
  }
  if (text.trim() === '') throw new UnreadableStoreError(file, 'the file is empty');
  let value: unknown;
  try {
    value = deserialize(text);
  } catch (error) {
    throw new UnreadableStoreError(file, `not valid JSON: ${(error as Error).message}`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new UnreadableStoreError(file, 'not a JSON object');
  }
  return value as Record<string, unknown>;
}

const pathOf = (key: string | string[]) => (Array.isArray(key) ? key : [key]);

/** One JSON file held in memory, with cognito-local's key-path semantics (StormDB's `get`/`set`/`delete`). */
export class AtomicJsonDataStore implements DataStore {
  /** The last save in progress or queued; the next one starts after it. */
  private writing: Promise<void> = Promise.resolve();
  /** A save not started yet: callers arriving meanwhile share it, as it will write their changes too. */
  private queued: Promise<void> | undefined;

  constructor(
    readonly file: string,
    private state: Record<string, unknown>,
  ) {}

  async getRoot<T>(_ctx: Context): Promise<T | null> {
    return this.state as T;
  }

  async get<T>(_ctx: Context, key: string | string[], defaultValue?: T): Promise<T | null> {
    let value: unknown = this.state;
    for (const part of pathOf(key)) {
      if (!value || typeof value !== 'object') return defaultValue ?? null;
      value = (value as Record<string, unknown>)[part];
    }
    return (value as T | undefined) ?? defaultValue ?? null;
  }

  async set<T>(_ctx: Context, key: string | string[], value: T): Promise<void> {
    const path = pathOf(key);
    let parent = this.state;
    for (const part of path.slice(0, -1)) {
      const next = parent[part];
      if (!next || typeof next !== 'object') parent[part] = {};
      parent = parent[part] as Record<string, unknown>;
    }
    parent[path[path.length - 1]!] = value;
    await this.save();
  }

  async delete(_ctx: Context, key: string | string[]): Promise<void> {
    const path = pathOf(key);
    let parent: unknown = this.state;
    for (const part of path.slice(0, -1)) {
      parent = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[part] : undefined;
    }
    if (parent && typeof parent === 'object')
      delete (parent as Record<string, unknown>)[path[path.length - 1]!];
    await this.save();
  }

  /** Resolves once the state as it is now is on disk. */
  save(): Promise<void> {
    if (this.queued) return this.queued;
    const run = this.writing.then(() => {
      this.queued = undefined;
      // Serialised when the write starts, so it holds every change made until then.
      return writeFileAtomic(this.file, serialize(this.state));
    });
    this.queued = run;
    this.writing = run.catch(() => undefined);
    return run;
  }
}

/** cognito-local's `DataStoreFactory` over {@link AtomicJsonDataStore}: one store per file, shared. */
export class AtomicJsonDataStoreFactory implements DataStoreFactory {
  private readonly stores = new Map<string, Promise<AtomicJsonDataStore>>();

  constructor(private readonly directory: string) {}

  create(ctx: Context, id: string, defaults: object): Promise<AtomicJsonDataStore> {
    const file = join(this.directory, `${id}.json`);
    let store = this.stores.get(file);
    if (!store) {
      store = this.open(file, defaults);
      this.stores.set(file, store);
      store.catch(() => this.stores.delete(file));
    }
    void ctx;
    return store;
  }

  private async open(file: string, defaults: object): Promise<AtomicJsonDataStore> {
    await mkdir(this.directory, { recursive: true });
    removeTemporaries(file);
    const existing = readStoreFile(file);
    const store = new AtomicJsonDataStore(
      file,
      existing ?? structuredClone(defaults as Record<string, unknown>),
    );
    if (!existing) await store.save();
    return store;
  }
}

/** Temporary files a crash left behind: never the store itself, which the rename had not replaced yet. */
function removeTemporaries(file: string): void {
  for (const name of readdirSync(dirname(file))) {
    if (isTemporaryOf(file, name)) rmSync(join(dirname(file), name), { force: true });
  }
}
