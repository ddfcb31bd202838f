import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { TABLE_SCHEMA } from '../../../functions/src/core/table-schema.ts';
import { BASIC_EXECUTION_ROLE_FINDING, acknowledge } from '../nag.ts';
import { LAMBDA_BUNDLE } from '../lambda-bundling.ts';
import { REPO_ROOT, repoPath } from '../paths.ts';

/** Props of {@link NodeFunction}: the entry plus anything that departs from the house defaults. */
export interface NodeFunctionProps extends Omit<NodejsFunctionProps, 'entry' | 'logGroup'> {
  /** Handler file, relative to the repository root, e.g. `functions/src/graphql/handler.ts`. */
  readonly entry: string;
  /**
   * How long the function's logs are kept.
   * @default RetentionDays.ONE_MONTH
   */
  readonly logRetention?: RetentionDays;
}

/**
 * The house Lambda: ARM64, Node 22, X-Ray tracing, an explicit log group with retention, minified ESM bundles
 * with source maps, bundled locally by the root esbuild (never Docker). Every Ripple function uses it.
 */
export class NodeFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    const { entry, logRetention, bundling, environment, ...rest } = props;
    // The log group is created here (not by Lambda on first write) so it has a retention and leaves with the stack.
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      architecture: Architecture.ARM_64,
      runtime: Runtime.NODEJS_22_X,
      tracing: Tracing.ACTIVE,
      memorySize: 1024,
      timeout: Duration.seconds(10),
      ...rest,
      entry: repoPath(entry),
      logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: repoPath('package-lock.json'),
      environment: { NODE_OPTIONS: '--enable-source-maps', ...environment },
      bundling: {
        format: OutputFormat.ESM,
        ...LAMBDA_BUNDLE,
        sourceMap: true,
        // Stack traces need file and line names, not the sources themselves: keeps the bundle small.
        sourcesContent: false,
        forceDockerBundling: false,
        ...bundling,
      },
    });
    this.suppressHouseFindings();
  }

  /** Suppressions that hold for every house function; each carries its reason. */
  private suppressHouseFindings(): void {
    acknowledge(this, [
      {
        id: 'AwsSolutions-L1',
        reason: 'Ripple pins nodejs22.x, the Node LTS its code and tests target (ARCHITECTURE section 7).',
      },
      {
        id: BASIC_EXECUTION_ROLE_FINDING,
        reason: 'AWSLambdaBasicExecutionRole only allows writing the function own CloudWatch logs.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray trace segments and telemetry cannot be scoped to a resource (AWS requires `*`).',
      },
    ]);
  }

  /**
   * Grants read-only (`RO`) or read-write (`RW`) item access to the table and its named indexes. The indexes are
   * listed by name from the shared table schema rather than `index/*`, so the grant needs no wildcard.
   */
  grantTable(table: ITable, access: 'RO' | 'RW'): void {
    const actions = access === 'RO' ? TABLE_READ_ACTIONS : [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS];
    this.addToRolePolicy(
      new PolicyStatement({
        actions: actions.map((action) => `dynamodb:${action}`),
        resources: [
          table.tableArn,
          ...Object.values(TABLE_SCHEMA.indexes).map((index) => `${table.tableArn}/index/${index.name}`),
        ],
      }),
    );
  }
}

/**
 * Item reads the data layer uses; no Scan, by design (docs/data-model.md): even the operators' list of every
 * organisation is a Query of its own GSI1 partition (A21).
 */
const TABLE_READ_ACTIONS = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'ConditionCheckItem',
  'DescribeTable',
] as const;
/** Item writes, including the ones TransactWriteItems is authorised by. */
const TABLE_WRITE_ACTIONS = ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'] as const;
