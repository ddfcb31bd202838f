import { generateKeyPairSync, randomUUID } from 'node:crypto';
import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';

const secrets = new SecretsManagerClient({});

/** True when the secret already holds an ES256 private JWK, which must then never be replaced. */
export function isEs256PrivateJwk(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const jwk = JSON.parse(value) as Record<string, unknown>;
    return jwk.kty === 'EC' && jwk.crv === 'P-256' && typeof jwk.d === 'string';
  } catch {
    return false;
  }
}

/** A fresh P-256 private key as a JWK, with the `kid` and `alg` the link-token signer puts in its header. */
export function generateEs256PrivateJwk(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { ...privateKey.export({ format: 'jwk' }), alg: 'ES256', use: 'sig', kid: randomUUID() };
}

async function currentValue(secretId: string): Promise<string | undefined> {
  try {
    const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: secretId }));
    return SecretString;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/**
 * CloudFormation custom resource (Provider framework): on create and update, writes an ES256 private JWK to
 * the secret unless it already holds one, so redeploys never invalidate outstanding links. Delete leaves the
 * secret to CloudFormation.
 */
export async function handler(
  event: CloudFormationCustomResourceEvent,
): Promise<{ PhysicalResourceId: string }> {
  const secretId = String(event.ResourceProperties.SecretId);
  if (event.RequestType !== 'Delete' && !isEs256PrivateJwk(await currentValue(secretId))) {
    await secrets.send(
      new PutSecretValueCommand({
        SecretId: secretId,
        SecretString: JSON.stringify(generateEs256PrivateJwk()),
      }),
    );
  }
  return { PhysicalResourceId: `link-token-key:${secretId}` };
}
