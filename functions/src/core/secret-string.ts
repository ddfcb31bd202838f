/**
 * The string value of a Secrets Manager secret (undefined when it has none). The SDK's client is imported here, on
 * first use, not with the module: a key is read once per container, and loading that client is a large part of a
 * cold start (docs/decisions.md, "Cold starts").
 */
export const secretString = async (
  region: string,
  secretId: string | undefined,
): Promise<string | undefined> => {
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({ region });
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    return SecretString;
  } finally {
    client.destroy();
  }
};
