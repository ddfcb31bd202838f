// The minimal handlers the cold starts are measured against (cold-start.ts): bundled as the Lambdas are, they do
// with the bare SDK what the Ripple handler's first answer does in DynamoDB, and nothing else. The items are the
// floor's (dynamodb-floor.ts), in the same table.
const S = (value: string) => ({ S: value });
const key = (pk: string, sk: string) => ({ pk: S(pk), sk: S(sk) });

/** `recentMeetings`' calls: the active organisation; its membership beside the page; the page's questionnaire. */
export const graphql = async () => {
  // Imported here so that the handlers making no call load no SDK either.
  const { DynamoDBClient, GetItemCommand, QueryCommand } = await import('@aws-sdk/client-dynamodb');
  const client = new DynamoDBClient({});
  const TableName = process.env.TABLE_NAME;
  const get = (Key: ReturnType<typeof key>) =>
    client.send(new GetItemCommand({ TableName, Key, ConsistentRead: true }));
  await get(key('USER#bench', 'USER'));
  const [, page] = await Promise.all([
    get(key('ORG#bench', 'USER#bench')),
    client.send(
      new QueryCommand({
        TableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': S('ORG#bench#MTG') },
        ScanIndexForward: false,
        Limit: 13,
      }),
    ),
  ]);
  await get(key('ORG#bench', 'QNR#questionnaire'));
  return { meetings: page.Items?.length ?? 0 };
};

/** A first answer with no DynamoDB call (the authorizer, the pre-authentication trigger, a refused request). */
export const none = async (event: unknown) => Promise.resolve({ answered: event !== undefined });

/** One GetItem: the billing webhook's read of the customer's organisation. */
export const one = async () => {
  const { DynamoDBClient, GetItemCommand } = await import('@aws-sdk/client-dynamodb');
  const client = new DynamoDBClient({});
  const { Item } = await client.send(
    new GetItemCommand({ TableName: process.env.TABLE_NAME, Key: key('ORG#bench', 'USER#bench') }),
  );
  return { found: Item !== undefined };
};

/** The authorizer's work with the platform alone: the link token's ES256 signature checked with node:crypto. */
export const verify = async (event: { authorizationToken: string }) => {
  const { createPublicKey, verify: verifySignature } = await import('node:crypto');
  const { d: _private, ...publicJwk } = JSON.parse(process.env.LINK_TOKEN_PRIVATE_JWK ?? '{}') as Record<
    string,
    string
  >;
  const [header, payload, signature] = event.authorizationToken.split('.').slice(-3);
  const valid = verifySignature(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: createPublicKey({ key: publicJwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature ?? '', 'base64url'),
  );
  return { isAuthorized: valid };
};
