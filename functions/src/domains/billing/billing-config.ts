import * as z from 'zod';

import { secretString } from '#core/secret-string.ts';

/** Payment links by charity size (0 Micro … 4 Major) and billing period (spec 02 §9): configuration, not code. */
const PaymentLinks = z.object({
  monthly: z.array(z.url()).length(5),
  yearly: z.array(z.url()).length(5),
});
export type PaymentLinks = z.infer<typeof PaymentLinks>;

const BillingEnv = z.object({
  AWS_REGION: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  /** The SPA's app clients (comma-separated: one per brand with the hosted login): the ID token's audience. */
  USER_POOL_CLIENT_ID: z.string().min(1).optional(),
  /** Default: the Cognito pool's issuer. Locally: cognito-local's. */
  STAFF_TOKEN_ISSUER: z.url().optional(),
  /** Default: `{issuer}/.well-known/jwks.json`. */
  STAFF_TOKEN_JWKS_URL: z.url().optional(),
  /** Cloud: a Secrets Manager secret holding `{"apiKey": …, "webhookSecret": …}`. */
  BILLING_SECRET_ARN: z.string().min(1).optional(),
  /** Local or tests: the provider's API key and webhook signing secret directly. */
  BILLING_API_KEY: z.string().min(1).optional(),
  BILLING_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The provider's API (Stripe-compatible); default https://api.stripe.com. */
  BILLING_API_BASE: z.url().default('https://api.stripe.com'),
  /** JSON `{"monthly": [5 urls], "yearly": [5 urls]}`. */
  PATRON_PAYMENT_LINKS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const parsed = PaymentLinks.safeParse(JSON.parse(value));
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'PATRON_PAYMENT_LINKS is not {monthly: [5], yearly: [5]}' });
        return z.NEVER;
      }
      return parsed.data;
    }),
});

export type BillingConfig = {
  region: string;
  userPoolClientId?: string;
  issuer: string;
  jwksUrl: string;
  apiBase: string;
  apiKey?: string;
  webhookSecret?: string;
  paymentLinks?: PaymentLinks;
};

const Secret = z.object({
  apiKey: z.string().min(1).optional(),
  webhookSecret: z.string().min(1).optional(),
});

const load = async (): Promise<BillingConfig> => {
  const result = BillingEnv.safeParse(process.env);
  if (!result.success) {
    throw new Error(`Invalid billing environment: ${result.error.issues.map((i) => i.message).join('; ')}`);
  }
  const env = result.data;
  let secret: z.infer<typeof Secret> = {};
  if (env.BILLING_SECRET_ARN) {
    const SecretString = await secretString(env.AWS_REGION, env.BILLING_SECRET_ARN);
    secret = Secret.parse(JSON.parse(SecretString ?? '{}'));
  }
  const issuer =
    env.STAFF_TOKEN_ISSUER ?? `https://cognito-idp.${env.AWS_REGION}.amazonaws.com/${env.USER_POOL_ID}`;
  return {
    region: env.AWS_REGION,
    ...(env.USER_POOL_CLIENT_ID ? { userPoolClientId: env.USER_POOL_CLIENT_ID } : {}),
    issuer,
    jwksUrl: env.STAFF_TOKEN_JWKS_URL ?? `${issuer}/.well-known/jwks.json`,
    apiBase: env.BILLING_API_BASE,
    ...((secret.apiKey ?? env.BILLING_API_KEY) ? { apiKey: secret.apiKey ?? env.BILLING_API_KEY } : {}),
    ...((secret.webhookSecret ?? env.BILLING_WEBHOOK_SECRET)
      ? { webhookSecret: secret.webhookSecret ?? env.BILLING_WEBHOOK_SECRET }
      : {}),
    ...(env.PATRON_PAYMENT_LINKS ? { paymentLinks: env.PATRON_PAYMENT_LINKS } : {}),
  };
};

// Parsed once per container; a failed load (e.g. Secrets Manager unreachable) is retried on the next request.
let config: Promise<BillingConfig> | undefined;
export const billingConfig = (): Promise<BillingConfig> => {
  config ??= load().catch((error: unknown) => {
    config = undefined;
    throw error;
  });
  return config;
};
