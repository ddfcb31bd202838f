import { readFileSync } from 'node:fs';
import { Duration, Fn, RemovalPolicy, SecretValue, Stack } from 'aws-cdk-lib';
import {
  AuthorizationType,
  Code,
  Definition,
  FieldLogLevel,
  FunctionRuntime,
  GraphqlApi,
  IntrospectionConfig,
  SchemaFile,
  type ISchema,
} from 'aws-cdk-lib/aws-appsync';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FunctionUrlAuthType, InvokeMode, type FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { BASIC_EXECUTION_ROLE_FINDING, acknowledge, nagArnRef, stackSingletons } from '../nag.ts';
import { QUERY_DEPTH_LIMIT, RESOLVER_COUNT_LIMIT } from '../api-limits.ts';
import { appSyncSchema } from '../appsync-schema.ts';
import { repoPath } from '../paths.ts';
import { rootFields } from '../schema-fields.ts';
import { Imports } from './imports.ts';
import { NodeFunction } from './node-function.ts';

/** Props of {@link Api}. */
export interface ApiProps {
  /** The single table; the GraphQL Lambda gets read-write access. */
  readonly table: ITable;
  /** The staff user pool: AppSync's default auth mode, and the admin API target of sign-up. */
  readonly userPool: IUserPool;
  /**
   * The app clients whose tokens AppSync and billing accept (the hosted login's, one per brand, and the API
   * sign-in client). Absent: any client of the pool. Without a domain they cannot be named: the one hosted-login
   * client's redirect URL is the distribution's address, and the distribution's origin is this API.
   */
  readonly userPoolClientIds?: readonly string[];
  /** The link-token signing key (ES256 private JWK). */
  readonly linkTokenSecret: ISecret;
  /**
   * Whether the API answers introspection queries.
   * @default false
   */
  readonly introspection?: boolean;
  /**
   * Retention of the API's and the Lambdas' logs.
   * @default RetentionDays.ONE_MONTH
   */
  readonly logRetention?: RetentionDays;
  /**
   * Patron payment links by period and charity size (0–4), as JSON `{ "monthly": [5 urls], "yearly": [5 urls] }`:
   * configuration, not code.
   * @default none: the patron page says payment is not available yet
   */
  readonly patronPaymentLinks?: string;
  /**
   * The site's origins, which alone may upload a spreadsheet to the imports bucket (its CORS `AllowedOrigins`).
   * @default every origin: without a domain the site's origin is the distribution's, which depends on this API
   */
  readonly importUploadOrigins?: readonly string[];
  /**
   * The deployed schema, relative to the repository root.
   * @default 'schema.graphql'
   */
  readonly schemaFile?: string;
}

/**
 * The AppSync API from the root `schema.graphql`: Cognito for staff, the Lambda authorizer for beneficiary link
 * tokens and anonymous callers, and one Lambda data source that every root field reaches through the same
 * APPSYNC_JS resolver code.
 */
export class Api extends Construct {
  readonly api: GraphqlApi;
  /** The GraphQL router Lambda (one data source for every root field). */
  readonly graphqlFunction: NodeFunction;
  /** The `AWS_LAMBDA` auth mode's authorizer. */
  readonly authorizerFunction: NodeFunction;
  /** Streams CSV exports; reached through CloudFront `/v1/export/*`. */
  readonly exportFunction: NodeFunction;
  /** Spreadsheet imports: the uploads bucket and the job Lambda. */
  readonly imports: Imports;
  /** IAM-authenticated URL of the export Lambda: only CloudFront (origin access control) may call it. */
  readonly exportUrl: FunctionUrl;
  /** Patron billing redirect and the payment provider's webhook; reached through CloudFront `/v1/don/*`. */
  readonly billingFunction: NodeFunction;
  /** The payment provider's credentials (see the constructor). */
  readonly billingSecret: Secret;
  /** Public URL of the billing Lambda (see the constructor for why it is not IAM-authenticated). */
  readonly billingUrl: FunctionUrl;
  /** Host name of the API's endpoint, for CloudFront's origin (`<id>.appsync-api.<region>.amazonaws.com`). */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const logRetention = props.logRetention ?? RetentionDays.ONE_MONTH;
    const schemaPath = repoPath(props.schemaFile ?? 'schema.graphql');
    const environment = {
      TABLE_NAME: props.table.tableName,
      USER_POOL_ID: props.userPool.userPoolId,
      LINK_TOKEN_SECRET_ARN: props.linkTokenSecret.secretArn,
    };

    this.authorizerFunction = new NodeFunction(this, 'Authorizer', {
      entry: 'functions/src/authorizer/handler.ts',
      description: 'AppSync Lambda authorizer: link tokens and anonymous callers',
      memorySize: 512,
      timeout: Duration.seconds(5),
      logRetention,
      environment,
    });
    this.authorizerFunction.grantTable(props.table, 'RO');
    props.linkTokenSecret.grantRead(this.authorizerFunction);

    this.graphqlFunction = new NodeFunction(this, 'Graphql', {
      entry: 'functions/src/graphql/handler.ts',
      description: 'GraphQL router: the data source of every root field',
      timeout: Duration.seconds(25),
      logRetention,
      environment,
    });
    this.graphqlFunction.grantTable(props.table, 'RW');
    props.linkTokenSecret.grantRead(this.graphqlFunction);
    props.userPool.grant(
      this.graphqlFunction,
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminGetUser',
      // Mutation.VerifyEmail sets email_verified=true once the emailed link is opened.
      'cognito-idp:AdminUpdateUserAttributes',
    );

    // Spreadsheet imports (issue 34): the uploads bucket and the job Lambda the GraphQL Lambda starts.
    this.imports = new Imports(this, 'Imports', {
      table: props.table,
      logRetention,
      ...(props.importUploadOrigins ? { allowedOrigins: props.importUploadOrigins } : {}),
    });
    this.imports.grantApi(this.graphqlFunction);

    this.exportFunction = new NodeFunction(this, 'Export', {
      entry: 'functions/src/export/handler.ts',
      description: 'CSV export download behind CloudFront /v1/export/*',
      timeout: Duration.seconds(60),
      logRetention,
      environment,
    });
    this.exportFunction.grantTable(props.table, 'RO');
    props.linkTokenSecret.grantRead(this.exportFunction);
    // Streamed so a large export leaves the Lambda page by page instead of being held whole in memory.
    this.exportUrl = this.exportFunction.addFunctionUrl({
      authType: FunctionUrlAuthType.AWS_IAM,
      invokeMode: InvokeMode.RESPONSE_STREAM,
    });

    // The payment provider's API key and webhook signing secret, as JSON { apiKey, webhookSecret }. An operator
    // fills it from the provider's dashboard (docs/deploy.md); until then billing answers billing.notConfigured.
    this.billingSecret = new Secret(this, 'BillingSecret', {
      description:
        'Ripple payment provider: JSON {"apiKey": "...", "webhookSecret": "..."}; {} = not configured',
      secretStringValue: SecretValue.unsafePlainText('{}'),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this.billingSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          "The provider issues these credentials; they are rotated in the provider's dashboard and pasted in, not generated by Secrets Manager.",
      },
    ]);

    this.billingFunction = new NodeFunction(this, 'Billing', {
      entry: 'functions/src/billing/handler.ts',
      description: 'Patron billing redirect and payment webhook behind CloudFront /v1/don/*',
      logRetention,
      environment: {
        ...environment,
        // The ID token's audience: any of these clients (comma-separated).
        ...(props.userPoolClientIds
          ? { USER_POOL_CLIENT_ID: Fn.join(',', [...props.userPoolClientIds]) }
          : {}),
        BILLING_SECRET_ARN: this.billingSecret.secretArn,
        ...(props.patronPaymentLinks ? { PATRON_PAYMENT_LINKS: props.patronPaymentLinks } : {}),
      },
    });
    this.billingFunction.grantTable(props.table, 'RW');
    this.billingSecret.grantRead(this.billingFunction);
    // Not AWS_IAM + origin access control like the export URL: with OAC, Lambda requires every POST to carry
    // the body's SHA-256 in x-amz-content-sha256, which a payment provider's webhook never sends. The handler
    // authenticates webhooks by their signature instead.
    this.billingUrl = this.billingFunction.addFunctionUrl({ authType: FunctionUrlAuthType.NONE });

    this.api = new GraphqlApi(this, 'Api', {
      name: `${Stack.of(this).stackName}-api`,
      // Without descriptions and comments, which AppSync's parser has refused (appsync-schema.ts).
      definition: Definition.fromSchema(deployedSchema(schemaPath)),
      authorizationConfig: {
        defaultAuthorization: {
          authorizationType: AuthorizationType.USER_POOL,
          userPoolConfig: {
            userPool: props.userPool,
            ...(props.userPoolClientIds
              ? { appIdClientRegex: Fn.join('', ['^(', Fn.join('|', [...props.userPoolClientIds]), ')$']) }
              : {}),
          },
        },
        additionalAuthorizationModes: [
          {
            authorizationType: AuthorizationType.LAMBDA,
            lambdaAuthorizerConfig: {
              handler: this.authorizerFunction,
              // None: AppSync caches by token alone, and the authorizer's answer depends on the query (one root
              // field for anonymous and link callers); it also answers ttlOverride 0 (docs/decisions.md).
              resultsCacheTtl: Duration.seconds(0),
            },
          },
        ],
      },
      // AppSync creates its log group itself, so CDK sets the retention through its LogRetention helper Lambda.
      logConfig: { fieldLogLevel: FieldLogLevel.ERROR, excludeVerboseContent: true, retention: logRetention },
      xrayEnabled: true,
      introspectionConfig: props.introspection ? IntrospectionConfig.ENABLED : IntrospectionConfig.DISABLED,
      // What one request may ask (api-limits.ts); the local emulator enforces the same numbers.
      queryDepthLimit: QUERY_DEPTH_LIMIT,
      resolverCountLimit: RESOLVER_COUNT_LIMIT,
    });
    this.domainName = Fn.select(2, Fn.split('/', this.api.graphqlUrl));

    const dataSource = this.api.addLambdaDataSource('GraphqlLambda', this.graphqlFunction);
    const code = Code.fromAsset(repoPath('infra/appsync/invoke-lambda.js'));
    for (const { typeName, fieldName } of rootFields(readFileSync(schemaPath, 'utf8'))) {
      dataSource.createResolver(`${typeName}${fieldName}Resolver`, {
        typeName,
        fieldName,
        runtime: FunctionRuntime.JS_1_0_0,
        code,
      });
    }

    this.acknowledgeFindings();
  }

  private acknowledgeFindings(): void {
    acknowledge(this.api, [
      {
        id: 'AwsSolutions-ASC3',
        reason:
          "Logging is on at field level ERROR; verbose content stays excluded because it would copy Authorization headers and beneficiaries' answers (personal data) into CloudWatch.",
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSAppSyncPushToCloudWatchLogs]',
        reason:
          'The AWS managed policy that lets AppSync write its own logs; CDK attaches it to the API log role.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::${nagArnRef(this.graphqlFunction)}:*]`,
        reason: 'The data source may invoke any version of the GraphQL function only (`<function arn>:*`).',
      },
    ]);
    for (const singleton of stackSingletons(this, 'LogRetention')) {
      acknowledge(singleton, [
        { id: BASIC_EXECUTION_ROLE_FINDING, reason: 'CDK LogRetention helper: writes only its own logs.' },
        {
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason:
            'CDK LogRetention helper sets the retention of log groups AWS services create; their ARNs are not known in advance.',
        },
        { id: 'AwsSolutions-L1', reason: 'CDK LogRetention helper chooses its own Lambda runtime.' },
      ]);
    }
  }
}

/** The schema file as AppSync gets it: {@link appSyncSchema} of its text, bound as CDK binds a schema file. */
function deployedSchema(schemaPath: string): ISchema {
  const file = SchemaFile.fromAsset(schemaPath);
  return {
    bind: (api, options) => ({ ...file.bind(api, options), definition: appSyncSchema(file.definition) }),
  };
}
