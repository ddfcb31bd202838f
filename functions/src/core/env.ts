// zod/mini, the tree-shakable form of the same library: a function that reads nothing but its environment (the
// pre-authentication trigger) then carries a few KB of zod instead of all of it (docs/decisions.md, "Cold starts").
import * as z from 'zod/mini';

/**
 * Runtime configuration, zod-parsed from `process.env` at first use (docs/runtime-contracts.md). Each group is
 * parsed on its own so that a Lambda needs only the variables it uses: the authorizer has no table, the export
 * and billing stubs need nothing yet.
 */
const text = () => z.string().check(z.minLength(1));
const region = text();

/**
 * The table. `AWS_ENDPOINT_URL_DYNAMODB` and `AWS_ENDPOINT_URL` are the AWS SDKs' own endpoint settings, which the
 * SDK reads by itself and the hot reads' client (dynamodb-wire.ts) reads here; locally the stack sets the first,
 * deployed neither is set.
 */
const TableEnv = z.object({
  AWS_REGION: region,
  TABLE_NAME: text(),
  AWS_ENDPOINT_URL_DYNAMODB: z.optional(z.url()),
  AWS_ENDPOINT_URL: z.optional(z.url()),
});
const UserPoolEnv = z.object({ AWS_REGION: region, USER_POOL_ID: text() });
const LinkTokenEnv = z
  .object({
    AWS_REGION: region,
    LINK_TOKEN_SECRET_ARN: z.optional(text()),
    LINK_TOKEN_PRIVATE_JWK: z.optional(text()),
  })
  .check(
    z.refine((value) => Boolean(value.LINK_TOKEN_SECRET_ARN ?? value.LINK_TOKEN_PRIVATE_JWK), {
      message: 'one of LINK_TOKEN_SECRET_ARN or LINK_TOKEN_PRIVATE_JWK is required',
    }),
  );

/**
 * Email (notifications). Locally `OUTBOX_DIR` (a folder under DATA_DIR) receives each message as a file; in the
 * cloud `MAIL_FROM` is the verified SES sender. Neither set: no email is sent. `SITE_URL` builds links in emails.
 */
const MailEnv = z.object({
  OUTBOX_DIR: z.optional(text()),
  MAIL_FROM: z.optional(text()),
  SITE_URL: z._default(z.url(), 'http://localhost:3000'),
});

/**
 * Spreadsheet imports (docs/decisions.md, "Importing records"). `IMPORT_FUNCTION_NAME` is the job Lambda the API
 * starts. In the cloud `IMPORT_BUCKET` holds the uploads; locally `IMPORT_DIR` (a folder under DATA_DIR) holds them
 * and `AWS_ENDPOINT_URL_LAMBDA`, the AWS SDKs' own service-specific endpoint setting, points at the stack's
 * emulation of Lambda, which runs the job in its own process.
 */
const ImportEnv = z.object({
  AWS_REGION: region,
  IMPORT_BUCKET: z.optional(text()),
  IMPORT_DIR: z.optional(text()),
  IMPORT_FUNCTION_NAME: z.optional(text()),
  AWS_ENDPOINT_URL_LAMBDA: z.optional(z.url()),
  AWS_ENDPOINT_URL: z.optional(z.url()),
});

export type TableEnv = z.infer<typeof TableEnv>;
export type UserPoolEnv = z.infer<typeof UserPoolEnv>;
export type LinkTokenEnv = z.infer<typeof LinkTokenEnv>;

const lazily = <T>(schema: z.ZodMiniType<T>, group: string): (() => T) => {
  let parsed: T | undefined;
  return () => {
    if (parsed === undefined) {
      const result = schema.safeParse(process.env);
      if (!result.success) {
        const problems = result.error.issues.map(
          (issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`,
        );
        throw new Error(`Invalid ${group} environment: ${problems.join('; ')}`);
      }
      parsed = result.data;
    }
    return parsed;
  };
};

export const tableEnv = lazily(TableEnv, 'table');
export const userPoolEnv = lazily(UserPoolEnv, 'user pool');
export const linkTokenEnv = lazily(LinkTokenEnv, 'link token');
export const mailEnv = lazily(MailEnv, 'mail');
export const importEnv = lazily(ImportEnv, 'import');

/** Whether this deployment sends email at all: a sender (or, locally, the outbox) is configured. */
export const emailEnabled = (): boolean => {
  const { OUTBOX_DIR, MAIL_FROM } = mailEnv();
  return OUTBOX_DIR !== undefined || MAIL_FROM !== undefined;
};
