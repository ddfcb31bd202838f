import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_SCHEMA } from '../../../functions/src/core/table-schema.ts';

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
    for (const index of Object.values(TABLE_SCHEMA.indexes)) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        ...(index.nonKeyAttributes === 'ALL'
          ? { projectionType: ProjectionType.ALL }
          : { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.nonKeyAttributes] }),
      });
    }
  }
}
