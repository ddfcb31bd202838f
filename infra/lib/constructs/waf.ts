import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/**
 * Requests per client IP address in AWS WAF's 5-minute window. A rate-based rule blocks an address while it is
 * over its limit (docs/deploy.md, "WAF").
 */
export const WAF_LIMITS = {
  /** Any request through CloudFront: a busy staff user's page loads and API calls stay far below it. */
  perViewer: 2000,
  /**
   * Anonymous API calls through CloudFront (sign-up, invite check, summon use, link exchange, unsubscribe):
   * people make a handful each, so a tight limit only meets scripts.
   */
  anonymousPerViewer: 100,
  /**
   * Anonymous calls arriving at AppSync. Traffic through CloudFront arrives from CloudFront's addresses, which
   * many viewers share, so this limit is loose; it stops a client calling the AppSync endpoint directly.
   */
  anonymousPerSource: 500,
} as const;

/** The window AWS WAF counts a rate-based rule's requests over, in seconds. */
const WINDOW_SECONDS = 300;

/** Anonymous callers send `Authorization: anonymous` (functions/src/authorizer/handler.ts, ANONYMOUS_TOKEN). */
const anonymousCaller: CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { singleHeader: { Name: 'authorization' } },
    positionalConstraint: 'ENDS_WITH',
    searchString: 'anonymous',
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
};

const graphqlPath: CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    searchString: '/v1/graphql',
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};

/** Props of {@link RateLimitWebAcl}. */
export interface RateLimitWebAclProps {
  /** `CLOUDFRONT` (the web ACL must then be created in us-east-1) or `REGIONAL` (for the AppSync API). */
  readonly scope: 'CLOUDFRONT' | 'REGIONAL';
  /** Prefix of the CloudWatch metric names, e.g. `ripple-prod-cloudfront`. */
  readonly metricPrefix: string;
}

/**
 * A web ACL that allows by default and blocks clients over the rate limits of {@link WAF_LIMITS}. No name is
 * given, so CloudFormation generates a unique one: two stages or regions never collide, and a destroyed stack's
 * web ACL leaves no name behind.
 */
export class RateLimitWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: RateLimitWebAclProps) {
    super(scope, id);
    const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `${props.metricPrefix}-${name}`,
    });
    const rateRule = (
      name: string,
      priority: number,
      limit: number,
      scopeDownStatement?: CfnWebACL.StatementProperty,
    ): CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          limit,
          evaluationWindowSec: WINDOW_SECONDS,
          aggregateKeyType: 'IP',
          ...(scopeDownStatement ? { scopeDownStatement } : {}),
        },
      },
      visibilityConfig: visibility(name),
    });
    const rules =
      props.scope === 'CLOUDFRONT'
        ? [
            rateRule('anonymous-api-per-ip', 0, WAF_LIMITS.anonymousPerViewer, {
              andStatement: { statements: [graphqlPath, anonymousCaller] },
            }),
            rateRule('per-ip', 1, WAF_LIMITS.perViewer),
          ]
        : [rateRule('anonymous-per-ip', 0, WAF_LIMITS.anonymousPerSource, anonymousCaller)];

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: props.scope,
      defaultAction: { allow: {} },
      description: 'Ripple: rate limits per client address, tighter for anonymous API calls',
      rules,
      visibilityConfig: visibility('all'),
    });
  }
}
