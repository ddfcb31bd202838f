import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the local stack (infra/local/start.ts) into its data folder while it runs. */
export const OPS_ENDPOINTS_FILE = 'ops-endpoints.json';

/** Where the operators' command line acts: the table and user pool, and locally their emulators' endpoints. */
export type OpsTarget = {
  kind: 'local' | 'deployed';
  region: string;
  tableName: string;
  userPoolId: string;
  /** Local only: DynamoDB Local and cognito-local. Deployed: the SDK's own endpoints and credentials. */
  dynamodb?: string;
  cognito?: string;
};

export class OpsTargetError extends Error {}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * `--deployed`: a deployed stack, named by TABLE_NAME, USER_POOL_ID and AWS_REGION (docs/deploy.md, "Operators"),
 * reached with the AWS credentials of the environment. Otherwise the running local stack of DATA_DIR (default
 * `.data`).
 */
export function resolveOpsTarget(deployed: boolean, env: NodeJS.ProcessEnv): OpsTarget {
  if (deployed) {
    const region = text(env.AWS_REGION) ?? text(env.AWS_DEFAULT_REGION);
    const tableName = text(env.TABLE_NAME);
    const userPoolId = text(env.USER_POOL_ID);
    if (!region || !tableName || !userPoolId) {
      throw new OpsTargetError(
        '--deployed needs AWS_REGION, TABLE_NAME and USER_POOL_ID (the stack outputs, docs/deploy.md "Operators")',
      );
    }
    return { kind: 'deployed', region, tableName, userPoolId };
  }
  const file = join(text(env.DATA_DIR) ?? '.data', OPS_ENDPOINTS_FILE);
  if (!existsSync(file)) {
    throw new OpsTargetError(
      `no local stack is running for ${file}: start it (npm start), or pass --deployed for a deployed one`,
    );
  }
  const endpoints = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const region = text(endpoints.region);
  const tableName = text(endpoints.tableName);
  const userPoolId = text(endpoints.userPoolId);
  const dynamodb = text(endpoints.dynamodb);
  const cognito = text(endpoints.cognito);
  if (!region || !tableName || !userPoolId || !dynamodb || !cognito) {
    throw new OpsTargetError(`${file} is incomplete: restart the local stack`);
  }
  return { kind: 'local', region, tableName, userPoolId, dynamodb, cognito };
}

/**
 * The environment the API's data layer and the Cognito client read (docs/runtime-contracts.md), set before they
 * are imported. Locally the emulators take any credentials; deployed, the caller's own are used as they are.
 */
export function applyOpsTarget(target: OpsTarget, env: NodeJS.ProcessEnv): void {
  Object.assign(env, {
    AWS_REGION: target.region,
    TABLE_NAME: target.tableName,
    USER_POOL_ID: target.userPoolId,
    // The machines run Node 20 (ARCHITECTURE §7), as the local stack does; the SDK's notice is noise here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  if (target.kind === 'local') {
    Object.assign(env, {
      AWS_ENDPOINT_URL_DYNAMODB: target.dynamodb,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: target.cognito,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_EC2_METADATA_DISABLED: 'true',
    });
    delete env.AWS_SESSION_TOKEN;
    delete env.AWS_PROFILE;
  }
}
