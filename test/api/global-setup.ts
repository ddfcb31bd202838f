import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/stack.ts';
import { TEST_BILLING_WEBHOOK_SECRET } from '../fixtures/billing.ts';

/** One in-memory local stack on a free port for every API test file; its facts reach tests through inject(). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Billing: a webhook secret so the signed webhook can be tested; no provider API key (billing.notConfigured).
  process.env.BILLING_WEBHOOK_SECRET = TEST_BILLING_WEBHOOK_SECRET;
  const stack = await startLocalStack({ port: 0, inMemory: true, seed: false });
  project.provide('apiUrl', stack.url);
  project.provide('userPoolId', stack.userPoolId);
  project.provide('userPoolClientId', stack.userPoolClientId);
  project.provide('issuer', stack.issuer);
  project.provide('linkTokenPrivateJwk', stack.linkTokenPrivateJwk);
  project.provide('hostedLoginClientIds', stack.hostedLogin.clientIds);
  return () => stack.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    userPoolId: string;
    userPoolClientId: string;
    issuer: string;
    linkTokenPrivateJwk: string;
    /** The hosted login's app client per brand folder. */
    hostedLoginClientIds: Record<string, string>;
  }
}
