import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Policy, PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge, nagArnRef } from '../nag.ts';
import { NodeFunction } from './node-function.ts';

/** Props of {@link Imports}. */
export interface ImportsProps {
  readonly table: ITable;
  readonly logRetention?: RetentionDays;
  /**
   * Origins whose pages upload a file to the bucket (CORS `PUT`); the presigned URL is the credential either way.
   * @default every origin, for a stage without a domain (docs/deploy.md, "Spreadsheet uploads and CORS")
   */
  readonly allowedOrigins?: readonly string[];
}

/**
 * Spreadsheet imports (docs/decisions.md, "Importing records"): the bucket the browser uploads to through a
 * presigned PUT, and the job Lambda that checks, imports and undoes an import, invoked asynchronously by the API
 * and by itself when its 15 minutes run short.
 */
export class Imports extends Construct {
  readonly bucket: Bucket;
  readonly jobFunction: NodeFunction;

  constructor(scope: Construct, id: string, props: ImportsProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Uploads', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Uploads and their problem lists are working files: a day or two after the check they have no use.
      lifecycleRules: [
        { expiration: Duration.days(2), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      cors: [
        {
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET],
          allowedOrigins: [...(props.allowedOrigins ?? ['*'])],
          allowedHeaders: ['content-type'],
          maxAge: 3600,
        },
      ],
      removalPolicy: RemovalPolicy.DESTROY,
    });
    acknowledge(this.bucket, [
      {
        id: 'AwsSolutions-S1',
        reason:
          'Uploads expire after two days and are reached only through presigned URLs the API signs per import; the API logs every import it starts.',
      },
    ]);

    this.jobFunction = new NodeFunction(this, 'Job', {
      entry: 'functions/src/imports/handler.ts',
      description: 'Spreadsheet import jobs: check, import and undo, resumable from a cursor',
      // Lambda's limit; the job hands over to a new invocation a minute before it.
      timeout: Duration.minutes(15),
      memorySize: 1024,
      ...(props.logRetention ? { logRetention: props.logRetention } : {}),
      environment: { TABLE_NAME: props.table.tableName, IMPORT_BUCKET: this.bucket.bucketName },
    });
    this.jobFunction.grantTable(props.table, 'RW');
    this.bucket.grantReadWrite(this.jobFunction);
    // The job retries by invoking itself with the cursor (import-job.ts), not through Lambda's own retries.
    this.jobFunction.configureAsyncInvoke({ retryAttempts: 0 });
    // In a policy of its own, not the role's default one the function depends on: no circular reference.
    new Policy(this, 'JobSelfInvoke', {
      roles: [this.jobFunction.role!],
      statements: [
        new PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: [this.jobFunction.functionArn],
        }),
      ],
    });
    this.acknowledgeObjectAccess(this.jobFunction);
  }

  /** Lets the API's function presign uploads and downloads, read an upload's size and start jobs. */
  grantApi(api: NodeFunction): void {
    api.addEnvironment('IMPORT_BUCKET', this.bucket.bucketName);
    api.addEnvironment('IMPORT_FUNCTION_NAME', this.jobFunction.functionName);
    this.bucket.grantReadWrite(api);
    this.jobFunction.grantInvoke(api);
    this.acknowledgeObjectAccess(api);
    acknowledge(api, [
      {
        id: `AwsSolutions-IAM5[Resource::${nagArnRef(this.jobFunction)}:*]`,
        reason:
          'CDK grantInvoke covers the job function and its versions; the API invokes only that function.',
      },
    ]);
  }

  /** Object access is per key under the one bucket: S3 grants it on `bucket/*`. */
  private acknowledgeObjectAccess(grantee: IGrantable & Construct): void {
    acknowledge(grantee, [
      ...[
        'Action::s3:GetObject*',
        'Action::s3:GetBucket*',
        'Action::s3:List*',
        'Action::s3:DeleteObject*',
        'Action::s3:Abort*',
        `Resource::${nagArnRef(this.bucket)}/*`,
      ].map((finding) => ({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason:
          'Each import has its own object key under the imports bucket, so access is granted on its objects.',
      })),
    ]);
  }
}
