import { Table } from 'dynamodb-toolbox';

import { createDocumentClient, createItemClient } from './document-client.ts';
import { createDynamoDbWire, dynamoDbEndpoint } from './dynamodb-wire.ts';
import { tableEnv } from './env.ts';
import { promised } from './promised.ts';
import { TABLE_SCHEMA } from './table-schema.ts';

const { partitionKey, sortKey, indexes } = TABLE_SCHEMA;
const gsi = (index: (typeof indexes)[keyof typeof indexes]) =>
  ({
    type: 'global',
    partitionKey: { name: index.partitionKey, type: 'string' },
    sortKey: { name: index.sortKey, type: 'string' },
  }) as const;

// Region, endpoint and table name are providers, so importing the data layer reads no environment (tests, cold
// start); locally the SDK takes AWS_ENDPOINT_URL_DYNAMODB from the environment by itself, and the wire reads it too.
const clientConfig = { region: () => promised(() => tableEnv().AWS_REGION) };
const documentClient = createDocumentClient(clientConfig);
/** The reads and the write of every request (item-reader.ts), beside the document client of everything else. */
export const itemClient = createItemClient(
  createDynamoDbWire({
    region: () => tableEnv().AWS_REGION,
    endpoint: () => dynamoDbEndpoint(tableEnv()),
  }),
);

/** The single table, matching the deployed one (shape from table-schema.ts). */
export const RippleTable = new Table({
  name: () => tableEnv().TABLE_NAME,
  documentClient,
  partitionKey: { name: partitionKey, type: 'string' },
  sortKey: { name: sortKey, type: 'string' },
  indexes: { gsi1: gsi(indexes.gsi1), gsi2: gsi(indexes.gsi2), gsi3: gsi(indexes.gsi3) },
  entityAttributeSavedAs: '_et',
});
