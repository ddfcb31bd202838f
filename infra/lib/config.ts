import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { z } from 'zod';

const StageName = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]{0,19}$/,
    'stage: lower-case letters, digits and dashes, at most 20, starting with a letter',
  );

const RawConfig = z.object({
  stage: StageName.default('dev'),
  patronPaymentLinks: z.string().min(1).optional(),
});

/** The deployment stage's settings, parsed once from CDK context (rule 4: config is never read raw). */
export interface StageConfig {
  /** Stage name; prefixes the stack names, e.g. `ripple-dev-data`. */
  readonly stage: string;
  /** Development stage: AppSync introspection on, shorter log retention. */
  readonly isDevelopment: boolean;
  /** Whether AppSync answers introspection queries (codegen and GraphiQL in development only). */
  readonly introspection: boolean;
  /** CloudWatch log retention of every Lambda and the API. */
  readonly logRetention: RetentionDays;
  /** Patron payment links JSON (`-c patronPaymentLinks='{"monthly":[…],"yearly":[…]}'`); absent until set up. */
  readonly patronPaymentLinks?: string;
}

/**
 * Parses the stage configuration from CDK context (`cdk synth -c stage=prod`); throws one readable message
 * listing every problem.
 */
export function parseStageConfig(context: { stage?: unknown; patronPaymentLinks?: unknown }): StageConfig {
  const parsed = RawConfig.safeParse({
    stage: context.stage ?? undefined,
    patronPaymentLinks: context.patronPaymentLinks ?? undefined,
  });
  if (!parsed.success) {
    throw new Error(`Invalid stage config: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  const isDevelopment = parsed.data.stage === 'dev';
  return {
    stage: parsed.data.stage,
    isDevelopment,
    introspection: isDevelopment,
    logRetention: isDevelopment ? RetentionDays.ONE_MONTH : RetentionDays.ONE_YEAR,
    ...(parsed.data.patronPaymentLinks ? { patronPaymentLinks: parsed.data.patronPaymentLinks } : {}),
  };
}
