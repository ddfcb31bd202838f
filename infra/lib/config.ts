import { existsSync, readFileSync } from 'node:fs';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { z } from 'zod';

/** The deploy settings file at the repository root; `ripple.config.example.json` shows every key. */
export const CONFIG_FILE = 'ripple.config.json';

/** The settings a deploy may take, from the file or from `-c key=value` (which wins). */
export const CONFIG_KEYS = [
  'stage',
  'region',
  'domain',
  'hostedZoneId',
  'hostedZoneName',
  'certificateArn',
  'alarmEmail',
  'monthlyBudget',
  'waf',
  'mailFrom',
  'patronPaymentLinks',
] as const;

const StageName = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]{0,19}$/,
    'lower-case letters, digits and dashes, at most 20, starting with a letter',
  );

const DnsName = z
  .string()
  .regex(
    /^(?=.{1,200}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'a lower-case domain name such as ripple.example.org (no trailing dot, no scheme)',
  );

/** `-c waf=false` arrives as a string; the file holds a JSON boolean. */
const Switch = z.union([
  z.boolean(),
  z.enum(['true', 'false', 'on', 'off']).transform((value) => value === 'true' || value === 'on'),
]);

const RawConfig = z
  .object({
    // Not `dev`: a plain `npm run deploy` must never turn introspection on or serve the dev brand.
    stage: StageName.default('prod'),
    region: z
      .string()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'an AWS region such as eu-west-2')
      .optional(),
    domain: DnsName.optional(),
    hostedZoneId: z
      .string()
      .regex(/^Z[A-Z0-9]{1,32}$/, 'a Route 53 hosted zone id such as Z0123456789ABCDEFGHIJ')
      .optional(),
    hostedZoneName: DnsName.optional(),
    certificateArn: z
      .string()
      .regex(
        /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/,
        'an ACM certificate ARN in us-east-1 (the only region CloudFront takes certificates from)',
      )
      .optional(),
    alarmEmail: z.email('an email address').optional(),
    monthlyBudget: z.coerce
      .number('a number of US dollars')
      .positive('more than 0 US dollars')
      .max(100_000, 'at most 100000 US dollars')
      .default(50),
    waf: Switch.default(true),
    mailFrom: z.email('an email address').optional(),
    patronPaymentLinks: z.string().min(1).optional(),
  })
  .strict()
  .superRefine((value, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!value.domain) {
      for (const key of ['hostedZoneId', 'hostedZoneName', 'certificateArn', 'mailFrom'] as const)
        if (value[key]) problem(key, 'needs a domain');
      return;
    }
    if (!value.hostedZoneId) problem('hostedZoneId', 'required with a domain (the zone its records go in)');
    const zone = value.hostedZoneName ?? value.domain;
    if (value.domain !== zone && !value.domain.endsWith(`.${zone}`))
      problem('hostedZoneName', `${value.domain} is not in the zone ${zone}`);
    const mailDomain = value.mailFrom?.split('@')[1]?.toLowerCase();
    if (mailDomain && mailDomain !== value.domain && !mailDomain.endsWith(`.${value.domain}`))
      problem('mailFrom', `must be an address at ${value.domain}, the domain SES verifies`);
  });

/** The deploy's custom domain: every sub-domain is a brand, and email is sent from it. */
export interface DomainConfig {
  /** e.g. `ripple.example.org`; brands answer at `<brand>.ripple.example.org`, the app at `app.…`. */
  readonly name: string;
  /** The Route 53 public hosted zone holding `name`. */
  readonly hostedZoneId: string;
  /** That zone's name (`name` itself or a parent of it). */
  readonly hostedZoneName: string;
  /** A us-east-1 ACM certificate covering `*.name` and `name`; absent: the deploy requests one. */
  readonly certificateArn?: string;
}

/** The deployment stage's settings, parsed once (rule 4: config is never read raw). */
export interface StageConfig {
  /** Stage name; prefixes the stack names, e.g. `ripple-prod-data`. */
  readonly stage: string;
  /** Development stage: AppSync introspection on, shorter log retention, the `dev` brand served. */
  readonly isDevelopment: boolean;
  /** Whether AppSync answers introspection queries (codegen and GraphiQL in development only). */
  readonly introspection: boolean;
  /** CloudWatch log retention of every Lambda and the API. */
  readonly logRetention: RetentionDays;
  /** The region the stacks deploy to; needed once anything lives in us-east-1 (certificate, CloudFront WAF). */
  readonly region?: string;
  /** The custom domain; absent: the site answers on its `*.cloudfront.net` name with the default brand. */
  readonly domain?: DomainConfig;
  /** Email sender (`MAIL_FROM`); only with a domain, which SES verifies. Absent: email is off. */
  readonly mailFrom?: string;
  /** Where alarms and the budget alert are emailed (an SNS subscription the address must confirm). */
  readonly alarmEmail?: string;
  /** The AWS Budget's monthly limit in US dollars; its alert fires when actual spend reaches it. */
  readonly monthlyBudget: number;
  /** AWS WAF rate-based rules on CloudFront and on the AppSync API. */
  readonly waf: boolean;
  /** Patron payment links JSON (`{"monthly":[…],"yearly":[…]}`); absent until set up. */
  readonly patronPaymentLinks?: string;
}

/**
 * Parses the deploy settings (file values overlaid with CDK context) and throws one readable message listing
 * every problem.
 */
export function parseStageConfig(raw: Partial<Record<(typeof CONFIG_KEYS)[number], unknown>>): StageConfig {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  const parsed = RawConfig.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown setting ${issue.keys.join(', ')}`
        : `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid stage config: ${problems.join('; ')}`);
  }
  const value = parsed.data;
  const isDevelopment = value.stage === 'dev';
  const domain: DomainConfig | undefined =
    value.domain && value.hostedZoneId
      ? {
          name: value.domain,
          hostedZoneId: value.hostedZoneId,
          hostedZoneName: value.hostedZoneName ?? value.domain,
          ...(value.certificateArn ? { certificateArn: value.certificateArn } : {}),
        }
      : undefined;
  return {
    stage: value.stage,
    isDevelopment,
    introspection: isDevelopment,
    logRetention: isDevelopment ? RetentionDays.ONE_MONTH : RetentionDays.ONE_YEAR,
    monthlyBudget: value.monthlyBudget,
    waf: value.waf,
    ...(value.region ? { region: value.region } : {}),
    ...(domain ? { domain, mailFrom: value.mailFrom ?? `no-reply@${domain.name}` } : {}),
    ...(value.alarmEmail ? { alarmEmail: value.alarmEmail } : {}),
    ...(value.patronPaymentLinks ? { patronPaymentLinks: value.patronPaymentLinks } : {}),
  };
}

/** Where {@link loadStageConfig} reads from. */
export interface ConfigSources {
  /** Path of the settings file; a missing file means "all defaults". */
  readonly file: string;
  /** CDK context lookup (`app.node.tryGetContext`); each key in {@link CONFIG_KEYS} overrides the file. */
  readonly context: (key: string) => unknown;
  /** The region of the deploying credentials (`CDK_DEFAULT_REGION`), used when neither sets `region`. */
  readonly defaultRegion?: string;
}

/** Reads the settings file, overlays `-c` context, fills the region from the credentials, and parses. */
export function loadStageConfig(sources: ConfigSources): StageConfig {
  let fromFile: Record<string, unknown> = {};
  if (existsSync(sources.file)) {
    try {
      fromFile = JSON.parse(readFileSync(sources.file, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`Invalid stage config: ${sources.file} is not JSON (${(error as Error).message})`);
    }
    if (typeof fromFile !== 'object' || fromFile === null || Array.isArray(fromFile))
      throw new Error(`Invalid stage config: ${sources.file} must hold one JSON object`);
    // The example file documents each key in "$comment"; a copy of it must parse as is.
    delete fromFile.$comment;
  }
  const merged: Record<string, unknown> = { ...fromFile };
  for (const key of CONFIG_KEYS) {
    const value = sources.context(key);
    if (value !== undefined) merged[key] = value;
  }
  merged.region ??= sources.defaultRegion;
  return parseStageConfig(merged);
}
