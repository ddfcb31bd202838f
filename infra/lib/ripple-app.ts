import { Aws, type App } from 'aws-cdk-lib';
import { knownBrands } from '../../functions/edge/build-edge-code.ts';
import type { StageConfig } from './config.ts';
import { loginDomainName, prefixDomainName } from './hosted-login.ts';
import { applyLogRetention } from './log-retention.ts';
import { AppStack } from './stacks/app-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { EdgeStack } from './stacks/edge-stack.ts';

/** The brand that exists for development only (web/src/brands/dev); never served outside the `dev` stage. */
export const DEV_BRAND = 'dev';

/** The brand folders a stage serves: every folder of web/src/brands, the dev brand only in `dev`. */
export function servedBrands(config: Pick<StageConfig, 'isDevelopment'>, brands = knownBrands()): string[] {
  return brands.filter((brand) => config.isDevelopment || brand !== DEV_BRAND);
}

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
   * @default buildEdgeFunctionCode(servedBrands(config))
   */
  readonly edgeFunctionCode?: string;
  /**
   * The brand folders of web/src/brands.
   * @default knownBrands()
   */
  readonly brands?: readonly string[];
}

/** The stacks of one stage. */
export interface RippleStacks {
  readonly data: DataStack;
  readonly app: AppStack;
  /** us-east-1: the certificate and the CloudFront web ACL; only when a domain or WAF needs it. */
  readonly edge?: EdgeStack;
}

/**
 * Adds one stage's stacks to an app: `ripple-<stage>-data` (stateful), `ripple-<stage>-app`, and with a domain
 * or WAF `ripple-<stage>-edge` in us-east-1. Shared by `infra/bin/app.ts` and the tests, so both synthesise the
 * same thing. Synth needs no credentials and no look-ups (the hosted zone is given by id). Without a domain and
 * WAF the stacks are environment-agnostic; otherwise they need the region, because CloudFront takes its
 * certificate and web ACL from us-east-1 and CDK's cross-region references need both regions known.
 */
export function addRippleStacks(app: App, options: RippleStacksOptions): RippleStacks {
  const { config } = options;
  for (const [flag, value] of Object.entries(CONTEXT_DEFAULTS)) {
    if (app.node.tryGetContext(flag) === undefined) app.node.setContext(flag, value);
  }
  const prefix = `ripple-${config.stage}`;
  const { domain } = config;
  const needsUsEast1 = config.waf || (domain !== undefined && domain.certificateArn === undefined);
  if (needsUsEast1 && !config.region) {
    throw new Error(
      `Invalid stage config: region: required with ${domain ? 'a domain' : 'waf on'} (CloudFront takes its certificate and web ACL from us-east-1, referenced across regions). Set "region" in ripple.config.json, -c region=…, or AWS_REGION.`,
    );
  }
  const env = config.region ? { region: config.region } : undefined;

  const edge = needsUsEast1
    ? new EdgeStack(app, `${prefix}-edge`, {
        description: `Ripple ${config.stage}: CloudFront certificate and web ACL (us-east-1)`,
        env: { region: 'us-east-1' },
        prefix,
        waf: config.waf,
        ...(domain ? { domain } : {}),
      })
    : undefined;
  const data = new DataStack(app, `${prefix}-data`, {
    description: `Ripple ${config.stage}: table, user pool, link-token key`,
    env,
    // Email (and so the verification link) goes out only with a domain (the SES identity is the domain's).
    ...(domain ? { emailVerificationSite: `https://app.${domain.name}` } : {}),
    // The host of the managed login pages (constructs/hosted-login.ts), known before the domain resource exists.
    loginDomainName: domain
      ? loginDomainName(domain.name)
      : prefixDomainName(prefix, Aws.ACCOUNT_ID, Aws.REGION),
  });
  const appStack = new AppStack(app, `${prefix}-app`, {
    description: `Ripple ${config.stage}: API, functions, CloudFront and the web app`,
    env,
    dataStack: data,
    introspection: config.introspection,
    logRetention: config.logRetention,
    ...(config.patronPaymentLinks ? { patronPaymentLinks: config.patronPaymentLinks } : {}),
    brands: servedBrands(config, options.brands ? [...options.brands] : undefined),
    ...(domain ? { domain } : {}),
    ...(edge?.certificate ? { certificate: edge.certificate } : {}),
    ...(config.mailFrom ? { mailFrom: config.mailFrom } : {}),
    ...(edge?.webAcl ? { cloudFrontWebAclArn: edge.webAcl.webAcl.attrArn } : {}),
    waf: config.waf,
    ...(config.alarmEmail ? { alarmEmail: config.alarmEmail } : {}),
    monthlyBudget: config.monthlyBudget,
    prefix,
    webAssetPath: options.webAssetPath,
    edgeFunctionCode: options.edgeFunctionCode,
  });
  for (const stack of [edge, data, appStack]) if (stack) applyLogRetention(stack, config.logRetention);
  return { data, app: appStack, ...(edge ? { edge } : {}) };
}
