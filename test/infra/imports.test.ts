import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_CONFIG, synthRipple } from './synth-ripple.ts';

type Resource = { Type: string; Properties: Record<string, unknown> };

describe('spreadsheet imports (issue 34)', () => {
  let app: Template;
  let cleanup: () => void;

  beforeAll(() => {
    const result = synthRipple({ config: FULL_CONFIG });
    app = Template.fromStack(result.appStack);
    cleanup = result.cleanup;
  });
  afterAll(() => cleanup());

  it('keeps uploads in a private, encrypted, TLS-only bucket that forgets them after two days and takes browser PUTs', () => {
    // Assess
    app.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: Match.objectLike({}),
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ ExpirationInDays: 2, Status: 'Enabled' })]),
      },
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: ['PUT', 'GET'], AllowedHeaders: ['content-type'] })],
      },
    });
    const policies = JSON.stringify(app.findResources('AWS::S3::BucketPolicy'));
    expect(policies).toContain('aws:SecureTransport');
  });

  it('takes uploads only from the site’s origins when the stage has a domain: app.{domain} and each brand’s sub-domain', () => {
    // Assess
    const [bucket] = Object.values(
      app.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } }),
    ) as Resource[];
    const rules = (bucket?.Properties.CorsConfiguration as { CorsRules: { AllowedOrigins: string[] }[] })
      .CorsRules;
    // The prod stage serves every brand folder of web/src/brands but the dev one.
    expect(rules.map((rule) => [...rule.AllowedOrigins].sort())).toEqual([
      [
        'https://app.ripple.example.org',
        'https://harbour.ripple.example.org',
        'https://meadow.ripple.example.org',
      ],
    ]);
  });

  it('takes uploads from any origin without a domain, since naming the cloudfront.net origin would make a cycle', () => {
    // Prepare
    const withoutDomain = synthRipple({ config: { waf: false } });
    try {
      // Assess
      Template.fromStack(withoutDomain.appStack).hasResourceProperties('AWS::S3::Bucket', {
        CorsConfiguration: {
          CorsRules: [Match.objectLike({ AllowedOrigins: ['*'], AllowedMethods: ['PUT', 'GET'] })],
        },
      });
    } finally {
      withoutDomain.cleanup();
    }
  });

  it('runs the job Lambda for Lambda’s full 15 minutes with no retries of its own, on the table and the bucket', () => {
    // Assess
    const [job] = Object.values(
      app.findResources('AWS::Lambda::Function', {
        Properties: { Description: Match.stringLikeRegexp('Spreadsheet import jobs') },
      }),
    ) as Resource[];
    expect(job?.Properties).toMatchObject({
      Timeout: 900,
      Environment: { Variables: { TABLE_NAME: expect.anything(), IMPORT_BUCKET: expect.anything() } },
    });
    app.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { MaximumRetryAttempts: 0 });
  });

  it('lets the GraphQL Lambda presign for the bucket and start the job, and the job invoke itself', () => {
    // Assess
    app.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('GraphQL router'),
      Environment: {
        Variables: Match.objectLike({
          IMPORT_BUCKET: Match.anyValue(),
          IMPORT_FUNCTION_NAME: Match.anyValue(),
        }),
      },
    });
    const statements = JSON.stringify(app.findResources('AWS::IAM::Policy'));
    expect(statements).toContain('lambda:InvokeFunction');
    expect(statements).toContain('s3:PutObject');
  });

  it('lets the job read and put beneficiaries and summaries in batches and hold the beneficiary lease, and the GraphQL Lambda check the lease', () => {
    // Assess: the actions the role of each function's policies grant on the table
    const tableActionsOf = (description: string) => {
      const [fn] = Object.values(
        app.findResources('AWS::Lambda::Function', {
          Properties: { Description: Match.stringLikeRegexp(description) },
        }),
      ) as Resource[];
      const role = JSON.stringify((fn?.Properties.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]);
      return (Object.values(app.findResources('AWS::IAM::Policy')) as Resource[])
        .filter(({ Properties }) => JSON.stringify(Properties.Roles).includes(role))
        .flatMap(
          ({ Properties }) => (Properties.PolicyDocument as { Statement: { Action: unknown }[] }).Statement,
        )
        .flatMap(({ Action }) => (Array.isArray(Action) ? Action : [Action]) as string[])
        .filter((action) => action.startsWith('dynamodb:'));
    };
    expect(tableActionsOf('Spreadsheet import jobs')).toEqual(
      expect.arrayContaining([
        'dynamodb:BatchGetItem',
        'dynamodb:BatchWriteItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
      ]),
    );
    expect(tableActionsOf('GraphQL router')).toEqual(expect.arrayContaining(['dynamodb:ConditionCheckItem']));
  });

  it("sets no endpoint override in the cloud, so the job is invoked at Lambda's own endpoint", () => {
    // Assess: AWS_ENDPOINT_URL_* is the local stack's (dev-lambda.ts); deployed, the SDK default applies
    const variables = Object.values(app.findResources('AWS::Lambda::Function')).flatMap((fn) =>
      Object.keys(
        (fn as { Properties: { Environment?: { Variables?: object } } }).Properties.Environment?.Variables ??
          {},
      ),
    );
    expect(variables.length).toBeGreaterThan(0);
    expect(variables.filter((name) => name.startsWith('AWS_ENDPOINT_URL'))).toEqual([]);
  });
});
