import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_SCHEMA } from '../../../functions/src/core/table-schema.ts';

/**
 * Attributes GSI3 carries besides its keys: exactly what reports and exports read (docs/data-model.md,
 * pattern A10), so a report query never fetches whole records.
 */
export const GSI3_PROJECTED_ATTRIBUTES = [
  'beneficiary',
  'date',
  'answers',
  'tags',
  'meetingTags',
  'benTags',
  'user',
  'notes',
  'created',
] as const;

/** Props of {@link Data}. */
export interface DataProps {
  /**
   * What happens to the table when it leaves the stack.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/** The single DynamoDB table, its shape taken from the module the data layer also imports. */
export class Data extends Construct {
  /** The table every handler reads and writes. */
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataProps = {}) {
    super(scope, id);
    const { indexes } = TABLE_SCHEMA;
    const key = (name: string) => ({ name, type: AttributeType.STRING });

    this.table = new Table(this, 'Table', {
      partitionKey: key(TABLE_SCHEMA.partitionKey),
      sortKey: key(TABLE_SCHEMA.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: TABLE_SCHEMA.ttlAttribute,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });
    for (const index of [indexes.gsi1, indexes.gsi2]) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }
    this.table.addGlobalSecondaryIndex({
      indexName: indexes.gsi3.name,
      partitionKey: key(indexes.gsi3.partitionKey),
      sortKey: key(indexes.gsi3.sortKey),
      projectionType: ProjectionType.INCLUDE,
      nonKeyAttributes: [...GSI3_PROJECTED_ATTRIBUTES],
    });
  }
}
