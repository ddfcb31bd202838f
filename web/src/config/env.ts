// zod/mini: this runs before the first paint, and the full zod build would double the entry chunk.
import * as z from 'zod/mini';
import { requestConfig } from './config-request';

/** `/config.json`, written by the local server or the cloud stack (docs/runtime-contracts.md). */
export const appConfigSchema = z.object({
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  cognitoEndpoint: z.optional(z.url()),
  /** The hosted login staff sign in on (lib/hosted-login.ts): its origin, one app client per brand, the scopes. */
  hostedLogin: z.optional(
    z.object({
      origin: z.url(),
      clientIds: z.record(z.string(), z.string().check(z.minLength(1))),
      scopes: z.array(z.string()),
      appOrigins: z.optional(z.record(z.string(), z.url())),
    }),
  ),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

/** Parses `/config.json` once at start-up (from `requestConfig`); the error lists what is missing or wrong. */
export async function loadConfig(request: Promise<Response> = requestConfig()): Promise<AppConfig> {
  const response = await request;
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const parsed = appConfigSchema.safeParse(await response.json());
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`config.json is invalid: ${problems.join('; ')}`);
  }
  return parsed.data;
}
