// The monthly AWS bill of a deployment, from units measured on the local stack and AWS list prices (docs/cost.md).
import { ALWAYS_FREE, PRICES } from './prices.ts';

/** What `npm run bench` records under `cost` in test/bench/results.json. */
export type MeasuredUnits = {
  answeredRecord: {
    siteRequests: number;
    siteKB: number;
    graphqlRequests: number;
    authorizerInvocations: number;
    graphqlMs: number;
    dynamodb: { readUnits: number; writeUnits: number };
  };
  report50k: {
    graphqlRequests: number;
    graphqlMs: number;
    dynamodb: { readUnits: number; writeUnits: number };
  };
};

export type CharitySize = {
  name: string;
  recordsPerMonth: number;
  /** Reports run a month, each over a year of records. */
  reportsPerMonth: number;
  /** Staff who sign in in a month: Cognito's monthly active users. */
  staff: number;
};

export const SIZES: CharitySize[] = [
  { name: 'Small', recordsPerMonth: 500, reportsPerMonth: 5, staff: 5 },
  { name: 'Medium', recordsPerMonth: 5_000, reportsPerMonth: 10, staff: 20 },
  { name: 'Large', recordsPerMonth: 50_000, reportsPerMonth: 20, staff: 100 },
];

/**
 * Assumptions the measurements cannot give. Staff work (making the link, the home page, journeys, reports' pages)
 * is counted as costing as much again as the beneficiary's answering; a record with everything that indexes and
 * summarises it is stored in about 5 KB; each answered remote record sends its maker one email.
 */
export const ASSUMPTIONS = {
  staffShare: 1,
  storedKBPerRecord: 5,
  emailsPerRecord: 1,
  /** The API Lambda's memory (infra/lib/constructs/api.ts); request times are charged at it, an upper bound. */
  apiLambdaGB: 1,
} as const;

/**
 * What the stack runs whatever its use (the synthesised templates; test/infra/stacks.test.ts keeps these in
 * step): the CloudFront web ACL (2 rules) and the AppSync one (1 rule), two secrets (link-token key, billing
 * webhook), twelve alarms, and the team's hosted zone. The budget, SNS topic and Cognito under 10,000 staff cost
 * nothing.
 */
export const FLOOR_RESOURCES = { webAcls: 2, wafRules: 3, secrets: 2, alarms: 14, hostedZones: 1 } as const;

export type LineItem = { item: string; usd: number };

const beyond = (used: number, free: number) => Math.max(0, used - free);

export function monthlyFloor(): LineItem[] {
  const { webAcls, wafRules, secrets, alarms, hostedZones } = FLOOR_RESOURCES;
  return [
    {
      item: `AWS WAF: ${webAcls} web ACLs, ${wafRules} rules`,
      usd: webAcls * PRICES.wafWebAcl.usd + wafRules * PRICES.wafRule.usd,
    },
    { item: `Secrets Manager: ${secrets} secrets`, usd: secrets * PRICES.secret.usd },
    {
      item: `CloudWatch: ${alarms} alarms (10 free)`,
      usd: beyond(alarms, ALWAYS_FREE.alarms) * PRICES.alarm.usd,
    },
    { item: `Route 53: ${hostedZones} hosted zone`, usd: hostedZones * PRICES.hostedZone.usd },
    { item: 'Cognito Essentials: staff under 10,000 monthly active users', usd: 0 },
    { item: 'AWS Budgets (first two free), SNS alarm emails (first 1,000 free)', usd: 0 },
  ];
}

/** The use of one charity of `size` on a deployment of its own (the free allowances all its). */
export function monthlyUse(units: MeasuredUnits, size: CharitySize): LineItem[] {
  const { answeredRecord: record, report50k: report } = units;
  const records = size.recordsPerMonth * (1 + ASSUMPTIONS.staffShare);
  // A report reads every record of its year; its units grow with them (they are read page by page).
  const reportScale = (size.recordsPerMonth * 12) / 50_000;
  const reports = size.reportsPerMonth * reportScale;

  const appSync = records * record.graphqlRequests + size.reportsPerMonth * report.graphqlRequests;
  const invocations = appSync + size.recordsPerMonth * record.authorizerInvocations;
  const gbSeconds =
    ((records * record.graphqlMs + reports * report.graphqlMs) / 1000) * ASSUMPTIONS.apiLambdaGB;
  const readUnits = records * record.dynamodb.readUnits + reports * report.dynamodb.readUnits;
  const writeUnits = records * record.dynamodb.writeUnits + reports * report.dynamodb.writeUnits;
  const storedGB = (size.recordsPerMonth * 12 * ASSUMPTIONS.storedKBPerRecord) / 1024 ** 2;
  const siteRequests = records * record.siteRequests;
  const siteGB = (records * record.siteKB) / 1024 ** 2;

  return [
    { item: 'AppSync operations', usd: appSync * PRICES.appSyncOperation.usd },
    {
      item: 'Lambda requests and duration',
      usd:
        beyond(invocations, ALWAYS_FREE.lambdaRequests) * PRICES.lambdaRequest.usd +
        beyond(gbSeconds, ALWAYS_FREE.lambdaGbSeconds) * PRICES.lambdaArmGbSecond.usd,
    },
    {
      item: 'DynamoDB reads and writes',
      usd: readUnits * PRICES.dynamoDbReadUnit.usd + writeUnits * PRICES.dynamoDbWriteUnit.usd,
    },
    {
      item: 'DynamoDB storage and point-in-time recovery (a year of records)',
      usd:
        beyond(storedGB, ALWAYS_FREE.dynamoDbStorageGb) * PRICES.dynamoDbStorageGb.usd +
        storedGB * PRICES.dynamoDbBackupGb.usd,
    },
    {
      item: 'CloudFront requests, data and edge function',
      usd:
        beyond(siteRequests, ALWAYS_FREE.cloudFrontRequests) * PRICES.cloudFrontRequest.usd +
        beyond(siteGB, ALWAYS_FREE.cloudFrontGb) * PRICES.cloudFrontGb.usd +
        beyond(siteRequests, ALWAYS_FREE.cloudFrontFunctions) * PRICES.cloudFrontFunction.usd,
    },
    {
      item: 'AWS WAF requests (CloudFront and AppSync)',
      usd: (siteRequests + appSync) * PRICES.wafRequest.usd,
    },
    { item: 'SES emails', usd: size.recordsPerMonth * ASSUMPTIONS.emailsPerRecord * PRICES.email.usd },
    {
      item: 'Cognito staff',
      usd: beyond(size.staff, ALWAYS_FREE.cognitoMau) * PRICES.cognitoEssentialsMau.usd,
    },
  ];
}

export const total = (items: LineItem[]) => items.reduce((sum, { usd }) => sum + usd, 0);
