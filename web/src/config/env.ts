import { requestConfig } from './config-request';

/** `/config.json`, written by the local server or the cloud stack (docs/runtime-contracts.md). */
export type AppConfig = {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  authFlowType: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
  cognitoEndpoint?: string;
  /** The hosted login staff sign in on (lib/hosted-login.ts): its origin, one app client per brand, the scopes. */
  hostedLogin?: {
    origin: string;
    clientIds: Record<string, string>;
    scopes: string[];
    appOrigins?: Record<string, string>;
  };
};

/*
 * A hand-written check rather than zod: it runs on every first visit, before the first signed-in request, and
 * zod's core (~16 KB gzip) would be its own download for nine fields. `env.test.ts` holds the same shape as a zod
 * schema typed by `AppConfig` and checks that both refuse the same documents at the same paths and keep the same
 * values. Each reader returns the value (zod's output: URLs trimmed, unknown keys dropped) or records a problem.
 */
type Problems = string[];
type Read<T> = (value: unknown, path: string, problems: Problems) => T | undefined;

const problem = (problems: Problems, path: string, message: string) => {
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

const text: Read<string> = (value, path, problems) =>
  typeof value === 'string' ? value : problem(problems, path, 'expected a string');

const nonEmpty: Read<string> = (value, path, problems) => {
  const read = text(value, path, problems);
  return read === '' ? problem(problems, path, 'expected at least 1 character') : read;
};

/** As zod's `z.url()`: any URL the platform parses, trimmed, without the tabs and newlines its parser ignores. */
const url: Read<string> = (value, path, problems) => {
  const read = text(value, path, problems);
  if (read === undefined) return undefined;
  const trimmed = read.trim();
  return parses(trimmed) ? trimmed.replace(/[\t\n\r]/g, '') : problem(problems, path, 'expected a URL');
};

const optional =
  <T>(read: Read<T>): Read<T | undefined> =>
  (value, path, problems) =>
    value === undefined ? undefined : read(value, path, problems);

const record =
  (read: Read<string>): Read<Record<string, string>> =>
  (value, path, problems) => {
    if (!isObject(value)) return problem(problems, path, 'expected an object');
    const entries = Object.entries(value).map(([key, item]) => [key, read(item, `${path}.${key}`, problems)]);
    return Object.fromEntries(entries) as Record<string, string>;
  };

const list =
  (read: Read<string>): Read<string[]> =>
  (value, path, problems) =>
    Array.isArray(value)
      ? value.map((item, index) => read(item, `${path}.${index}`, problems) as string)
      : problem(problems, path, 'expected an array');

/** An object of exactly these keys (others are dropped); a key read as undefined is left out. */
const object =
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

const authFlowType: Read<AppConfig['authFlowType']> = (value, path, problems) =>
  value === 'USER_SRP_AUTH' || value === 'USER_PASSWORD_AUTH'
    ? value
    : problem(problems, path, 'expected "USER_SRP_AUTH" or "USER_PASSWORD_AUTH"');

const readConfig = object<AppConfig>({
  region: nonEmpty,
  userPoolId: nonEmpty,
  userPoolClientId: nonEmpty,
  authFlowType,
  cognitoEndpoint: optional(url),
  hostedLogin: optional(
    object<NonNullable<AppConfig['hostedLogin']>>({
      origin: url,
      clientIds: record(nonEmpty),
      scopes: list(text),
      appOrigins: optional(record(url)),
    }),
  ),
});

/** The config in `value`, or the list of what is missing or wrong (`path: what was expected`). */
export function parseConfig(value: unknown): { config: AppConfig } | { problems: string[] } {
  const problems: Problems = [];
  const config = readConfig(value, '', problems);
  return problems.length || !config ? { problems } : { config };
}

/** Parses `/config.json` once at start-up (from `requestConfig`); the error lists what is missing or wrong. */
export async function loadConfig(request: Promise<Response> = requestConfig()): Promise<AppConfig> {
  const response = await request;
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const parsed = parseConfig(await response.json());
  if ('problems' in parsed) throw new Error(`config.json is invalid: ${parsed.problems.join('; ')}`);
  return parsed.config;
}
