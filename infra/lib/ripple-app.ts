import type { App } from 'aws-cdk-lib';
import type { StageConfig } from './config.ts';
import { AppStack } from './stacks/app-stack.ts';
import { DataStack } from './stacks/data-stack.ts';

/** Feature flags the stacks rely on, set here so `cdk synth` and the tests (which skip cdk.json) agree. */
const CONTEXT_DEFAULTS = {
  // The data stack exports to the app stack; "strong" (CDK's current behaviour, made explicit) keeps
  // CloudFormation from deleting an export the app stack still imports.
  '@aws-cdk/core:defaultCrossStackReferences': 'strong',
  // Only our API may invoke the authorizer (the permission names the API's ARN, not every AppSync API).
  '@aws-cdk/aws-appsync:appSyncGraphQLAPIScopeLambdaPermission': true,
} as const;

/** Options of {@link addRippleStacks}. */
export interface RippleStacksOptions {
  readonly config: StageConfig;
  /**
   * Folder of the built SPA.
   * @default the repository's `web/dist`
   */
  readonly webAssetPath?: string;
  /**
   * Source of the viewer-request CloudFront Function.
   * @default buildEdgeFunctionCode()
   */
  readonly edgeFunctionCode?: string;
}

/**
 * Adds one stage's stacks to an app: `ripple-<stage>-data` (stateful) and `ripple-<stage>-app`. Shared by
 * `infra/bin/app.ts` and the tests, so both synthesise the same thing. Stacks are environment-agnostic: synth
 * needs no credentials and no look-ups; the region comes from the deploying credentials.
 */
export function addRippleStacks(app: App, options: RippleStacksOptions): { data: DataStack; app: AppStack } {
  const { config } = options;
  for (const [flag, value] of Object.entries(CONTEXT_DEFAULTS)) {
    if (app.node.tryGetContext(flag) === undefined) app.node.setContext(flag, value);
  }
  const prefix = `ripple-${config.stage}`;
  const data = new DataStack(app, `${prefix}-data`, {
    description: `Ripple ${config.stage}: table, user pool, link-token key`,
  });
  const appStack = new AppStack(app, `${prefix}-app`, {
    description: `Ripple ${config.stage}: API, functions, CloudFront and the web app`,
    dataStack: data,
    introspection: config.introspection,
    logRetention: config.logRetention,
    ...(config.patronPaymentLinks ? { patronPaymentLinks: config.patronPaymentLinks } : {}),
    webAssetPath: options.webAssetPath,
    edgeFunctionCode: options.edgeFunctionCode,
  });
  return { data, app: appStack };
}
