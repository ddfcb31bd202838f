// AWS list prices, US East (N. Virginia), on-demand, in USD: what docs/cost.md multiplies the measured units by.

/** The day these prices were read. A price changed since then is changed here, with its new date. */
export const PRICES_READ = '2026-11-27';

export type Price = { usd: number; per: string; source: string };

/**
 * One price per line item the stack runs up (see the resources in `npm run synth`'s templates). `source` is the
 * AWS pricing page it comes from; where that page renders its rate table in the browser only, the figure was
 * read from a transcription of it, named in docs/cost.md.
 */
export const PRICES = {
  dynamoDbWriteUnit: {
    usd: 0.625 / 1e6,
    per: 'write request unit (on-demand, Standard table class)',
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
  },
  dynamoDbReadUnit: {
    usd: 0.125 / 1e6,
    per: 'read request unit (on-demand, Standard table class)',
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
  },
  dynamoDbStorageGb: {
    usd: 0.25,
    per: 'GB-month of table storage after the first 25 GB',
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
  },
  dynamoDbBackupGb: {
    usd: 0.2,
    per: 'GB-month of point-in-time recovery',
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
  },
  lambdaArmGbSecond: {
    usd: 0.0000133334,
    per: 'GB-second, Arm (after 400,000 free GB-seconds a month)',
    source: 'https://aws.amazon.com/lambda/pricing/',
  },
  lambdaRequest: {
    usd: 0.2 / 1e6,
    per: 'request (after 1 million free requests a month)',
    source: 'https://aws.amazon.com/lambda/pricing/',
  },
  appSyncOperation: {
    usd: 4 / 1e6,
    per: 'query or mutation',
    source: 'https://aws.amazon.com/appsync/pricing/',
  },
  cloudFrontRequest: {
    usd: 0.01 / 10_000,
    per: 'HTTPS request, North America (after 10 million free a month)',
    source: 'https://aws.amazon.com/cloudfront/pricing/',
  },
  cloudFrontGb: {
    usd: 0.085,
    per: 'GB out, North America (after 1 TB free a month)',
    source: 'https://aws.amazon.com/cloudfront/pricing/',
  },
  cloudFrontFunction: {
    usd: 0.1 / 1e6,
    per: 'CloudFront Function invocation (after 2 million free a month)',
    source: 'https://aws.amazon.com/cloudfront/pricing/',
  },
  wafWebAcl: { usd: 5, per: 'web ACL-month', source: 'https://aws.amazon.com/waf/pricing/' },
  wafRule: { usd: 1, per: 'rule-month', source: 'https://aws.amazon.com/waf/pricing/' },
  wafRequest: {
    usd: 0.6 / 1e6,
    per: 'request inspected',
    source: 'https://aws.amazon.com/waf/pricing/',
  },
  secret: {
    usd: 0.4,
    per: 'secret-month',
    source: 'https://aws.amazon.com/secrets-manager/pricing/',
  },
  alarm: {
    usd: 0.1,
    per: 'standard alarm-month (after 10 free)',
    source: 'https://aws.amazon.com/cloudwatch/pricing/',
  },
  hostedZone: {
    usd: 0.5,
    per: 'hosted zone-month',
    source: 'https://aws.amazon.com/route53/pricing/',
  },
  email: { usd: 0.1 / 1000, per: 'email sent', source: 'https://aws.amazon.com/ses/pricing/' },
  cognitoEssentialsMau: {
    usd: 0.015,
    per: 'monthly active user, Essentials plan (after 10,000 free)',
    source: 'https://aws.amazon.com/cognito/pricing/',
  },
} as const satisfies Record<string, Price>;

/** The free allowances that apply every month, not only in an account's first year. */
export const ALWAYS_FREE = {
  lambdaRequests: 1_000_000,
  lambdaGbSeconds: 400_000,
  cloudFrontRequests: 10_000_000,
  cloudFrontGb: 1024,
  cloudFrontFunctions: 2_000_000,
  dynamoDbStorageGb: 25,
  alarms: 10,
  cognitoMau: 10_000,
} as const;
