/*
 * Hand-written readers for the two JSON documents every first visit reads (`/config.json` and the host's
 * `brand.json`), rather than zod: zod's core (~16 KB gzip) would be its own download for a dozen fields. Each
 * document's test holds its shape as a zod schema typed by the same TypeScript type and checks that both refuse the
 * same documents at the same paths and keep the same values. A reader returns the value (zod's output: URLs
 * trimmed, unknown keys dropped) or records a problem (`path: what was expected`).
 */
export type Problems = string[];
export type Read<T> = (value: unknown, path: string, problems: Problems) => T | undefined;

export const problem = (problems: Problems, path: string, message: string) => {
  problems.push(path ? `${path}: ${message}` : message);
  return undefined;
};

/** Whether the platform's URL parser takes `value` (`URL.canParse`, which older Safari lacks). */
const parses = (value: string) => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const text: Read<string> = (value, path, problems) =>
  typeof value === 'string' ? value : problem(problems, path, 'expected a string');

export const nonEmpty: Read<string> = (value, path, problems) => {
  const read = text(value, path, problems);
  return read === '' ? problem(problems, path, 'expected at least 1 character') : read;
};

/** A string `pattern` matches. */
export const matching =
  (pattern: RegExp): Read<string> =>
  (value, path, problems) => {
    const read = text(value, path, problems);
    return read === undefined || pattern.test(read)
      ? read
      : problem(problems, path, `expected ${String(pattern)}`);
  };

/** As zod's `z.url()`: any URL the platform parses, trimmed, without the tabs and newlines its parser ignores. */
export const url: Read<string> = (value, path, problems) => {
  const read = text(value, path, problems);
  if (read === undefined) return undefined;
  const trimmed = read.trim();
  return parses(trimmed) ? trimmed.replace(/[\t\n\r]/g, '') : problem(problems, path, 'expected a URL');
};

export const optional =
  <T>(read: Read<T>): Read<T | undefined> =>
  (value, path, problems) =>
    value === undefined ? undefined : read(value, path, problems);

export const record =
  (read: Read<string>): Read<Record<string, string>> =>
  (value, path, problems) => {
    if (!isObject(value)) return problem(problems, path, 'expected an object');
    const entries = Object.entries(value).map(([key, item]) => [key, read(item, `${path}.${key}`, problems)]);
    return Object.fromEntries(entries) as Record<string, string>;
  };

/** An array of what `read` reads, of at least `min` items. */
export const list =
  (read: Read<string>, min = 0): Read<string[]> =>
  (value, path, problems) => {
    if (!Array.isArray(value)) return problem(problems, path, 'expected an array');
    const items = value.map((item, index) => read(item, `${path}.${index}`, problems) as string);
    return items.length < min ? problem(problems, path, `expected at least ${min} item`) : items;
  };

/** An object of exactly these keys (others are dropped); a key read as undefined is left out. */
export const object =
  <T>(fields: { [K in keyof T]-?: Read<T[K]> }): Read<T> =>
  (value, path, problems) => {
    if (!isObject(value)) return problem(problems, path, 'expected an object');
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      const read = fields[key](value[key], path ? `${path}.${key}` : key, problems);
      if (read !== undefined) out[key] = read;
    }
    return out as T;
  };

/** `value` read by `read`, or the list of what is missing or wrong. */
export function readJson<T>(read: Read<T>, value: unknown): { value: T } | { problems: string[] } {
  const problems: Problems = [];
  const result = read(value, '', problems);
  return problems.length || result === undefined ? { problems } : { value: result };
}
