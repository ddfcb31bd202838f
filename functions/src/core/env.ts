import { z } from 'zod';

/**
 * Runtime configuration, zod-parsed from `process.env` at first use (docs/runtime-contracts.md). Each group is
 * parsed on its own so that a Lambda needs only the variables it uses: the authorizer has no table, the export
 * and billing stubs need nothing yet.
 */
const region = z.string().min(1);

const TableEnv = z.object({ AWS_REGION: region, TABLE_NAME: z.string().min(1) });
const UserPoolEnv = z.object({ AWS_REGION: region, USER_POOL_ID: z.string().min(1) });
const LinkTokenEnv = z
  .object({
    AWS_REGION: region,
    LINK_TOKEN_SECRET_ARN: z.string().min(1).optional(),
    LINK_TOKEN_PRIVATE_JWK: z.string().min(1).optional(),
  })
  .refine((value) => value.LINK_TOKEN_SECRET_ARN ?? value.LINK_TOKEN_PRIVATE_JWK, {
    message: 'one of LINK_TOKEN_SECRET_ARN or LINK_TOKEN_PRIVATE_JWK is required',
  });

/**
 * Email (notifications). Locally `OUTBOX_DIR` (a folder under DATA_DIR) receives each message as a file; in the
 * cloud `MAIL_FROM` is the verified SES sender. Neither set: no email is sent. `SITE_URL` builds links in emails.
 */
const MailEnv = z.object({
  OUTBOX_DIR: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).optional(),
  SITE_URL: z.url().default('http://localhost:3000'),
});

/**
 * Spreadsheet imports (docs/decisions.md, "Importing records"). In the cloud `IMPORT_BUCKET` holds the uploads and
 * `IMPORT_FUNCTION_NAME` is the job Lambda the API starts; locally `IMPORT_DIR` (a folder under DATA_DIR) holds
 * them and the stack runs the job in its own process.
 */
const ImportEnv = z.object({
  AWS_REGION: region,
  IMPORT_BUCKET: z.string().min(1).optional(),
  IMPORT_DIR: z.string().min(1).optional(),
  IMPORT_FUNCTION_NAME: z.string().min(1).optional(),
});

export type TableEnv = z.infer<typeof TableEnv>;
export type UserPoolEnv = z.infer<typeof UserPoolEnv>;
export type LinkTokenEnv = z.infer<typeof LinkTokenEnv>;

const lazily = <T>(schema: z.ZodType<T>, group: string): (() => T) => {
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
