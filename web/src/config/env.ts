import {
  nonEmpty,
  object,
  optional,
  problem,
  readJson,
  record,
  list,
  text,
  url,
  type Read,
} from '@/lib/json-reader';

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
  const read = readJson(readConfig, value);
  return 'problems' in read ? read : { config: read.value };
}

/** Parses `/config.json` once at start-up (from `requestConfig`); the error lists what is missing or wrong. */
export async function loadConfig(request: Promise<Response> = requestConfig()): Promise<AppConfig> {
  const response = await request;
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const parsed = parseConfig(await response.json());
  if ('problems' in parsed) throw new Error(`config.json is invalid: ${parsed.problems.join('; ')}`);
  return parsed.config;
}
