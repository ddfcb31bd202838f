import { Aws, Duration, Stack } from 'aws-cdk-lib';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable, Operation } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { acknowledge } from '../nag.ts';

/** Props of {@link Monitoring}. */
export interface MonitoringProps {
  /** The AppSync API's id (the `GraphQLAPIId` dimension of its metrics). */
  readonly graphqlApiId: string;
  /** Every Ripple Lambda, by a short name used in the alarm names. */
  readonly functions: Readonly<Record<string, IFunction>>;
  /** The table. */
  readonly table: ITable;
  /** Where the alarms and the budget alert are emailed; absent: the topic has no subscriber yet. */
  readonly alarmEmail?: string;
  /** The monthly budget in US dollars. */
  readonly monthlyBudget: number;
  /** Prefix of names, e.g. `ripple-prod`. */
  readonly prefix: string;
}

/** The DynamoDB operations the data layer uses (functions/src/**\/*.repository.ts). */
const TABLE_OPERATIONS = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'TransactWriteItems',
] as const satisfies readonly `${Operation}`[];

/** AppSync's p90 latency (ms) over 5 minutes above which someone should look; the router is typically ~100 ms. */
const API_LATENCY_MS = 3000;

/**
 * Alarms on the API, every Lambda and the table, an SNS topic they (and the budget) notify, and the AWS Budget.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly budget: CfnBudget;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: `${props.prefix} alarms`,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    acknowledge(this.topic, [
      {
        id: 'AwsSolutions-SNS2',
        reason:
          'Alarm and budget notices carry metric names and amounts, no personal data; encrypting with the AWS managed SNS key would stop CloudWatch and Budgets from publishing, and a customer managed key adds a monthly charge for no protected content.',
      },
    ]);
    const action = new SnsAction(this.topic);

    const alarm = (
      name: string,
      metric: IMetric,
      threshold: number,
      description: string,
      comparisonOperator = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    ) => {
      const created = new Alarm(this, name, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator,
        // No traffic is not a fault: a quiet night must not raise or clear anything.
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      created.addAlarmAction(action);
      created.addOkAction(action);
      this.alarms.push(created);
    };

    const appSync = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/AppSync',
        metricName,
        dimensionsMap: { GraphQLAPIId: props.graphqlApiId },
        statistic,
        period: Duration.minutes(5),
      });
    alarm('Api5xx', appSync('5XXError', 'Sum'), 1, 'AppSync answered with a server error (5XX).');
    alarm(
      'ApiLatency',
      appSync('Latency', 'p90'),
      API_LATENCY_MS,
      `AppSync p90 latency is over ${API_LATENCY_MS} ms.`,
      ComparisonOperator.GREATER_THAN_THRESHOLD,
    );

    for (const [name, fn] of Object.entries(props.functions)) {
      alarm(
        `${name}Errors`,
        fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
        1,
        `The ${name} Lambda failed (uncaught error or timeout).`,
      );
      alarm(
        `${name}Throttles`,
        fn.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' }),
        1,
        `The ${name} Lambda was throttled (concurrency limit).`,
      );
    }

    // One sum over the operations; each is FILLed with 0, because an operation without throttles or errors has no
    // data points and would otherwise leave the sum (and the alarm) without data even while another one fails.
    const perOperation = (metricName: string) =>
      new MathExpression({
        expression: TABLE_OPERATIONS.map((operation) => `FILL(${operation.toLowerCase()}, 0)`).join(' + '),
        usingMetrics: Object.fromEntries(
          TABLE_OPERATIONS.map((operation) => [
            operation.toLowerCase(),
            props.table.metric(metricName, {
              dimensionsMap: { TableName: props.table.tableName, Operation: operation },
              statistic: 'Sum',
              period: Duration.minutes(5),
            }),
          ]),
        ),
        label: `${metricName}, all operations`,
        period: Duration.minutes(5),
      });
    alarm(
      'TableThrottles',
      perOperation('ThrottledRequests'),
      1,
      'DynamoDB throttled requests to the table.',
    );
    alarm(
      'TableSystemErrors',
      perOperation('SystemErrors'),
      1,
      'DynamoDB answered requests to the table with a server error.',
    );

    // Budgets publishes to the topic only with this grant (limited to this account's budgets).
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
    );
    this.budget = new CfnBudget(this, 'Budget', {
      budget: {
        // Budget names are global to the account, so the name carries the stack's region as well as its name.
        budgetName: `${Stack.of(this).stackName}-${Aws.REGION}`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.monthlyBudget, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        {
          notification: {
            notificationType: 'ACTUAL',
            comparisonOperator: 'GREATER_THAN',
            threshold: 100,
            thresholdType: 'PERCENTAGE',
          },
          subscribers: [{ subscriptionType: 'SNS', address: this.topic.topicArn }],
        },
      ],
    });
  }
}
