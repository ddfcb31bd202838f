import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Token, Validations, type Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEdgeFunctionCode, knownBrands } from '../../functions/edge/build-edge-code.ts';
import { parseStageConfig } from '../../infra/lib/config.ts';
import { repoPath } from '../../infra/lib/paths.ts';
import { addRippleStacks, servedBrands } from '../../infra/lib/ripple-app.ts';
import { rootFields } from '../../infra/lib/schema-fields.ts';
import { appSyncSchema } from '../../infra/lib/appsync-schema.ts';
import { ANONYMOUS_TOKEN } from '../../functions/src/authorizer/handler.ts';
import { WAF_LIMITS } from '../../infra/lib/constructs/waf.ts';
import { FLOOR_RESOURCES } from '../bench/cost/monthly-bill.ts';
import { OPERATORS_GROUP } from '../../functions/src/domains/ops/operators-group.ts';
import { FULL_CONFIG, fakeWebBuild, synthRipple, type SynthResult } from './synth-ripple.ts';

// Managed CloudFront policy ids (the same in every account).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };

/** Our own functions carry NODE_OPTIONS from NodeFunction; CDK's helper functions do not. */
function houseFunctions(template: Template): Resource[] {
  return Object.values(template.findResources('AWS::Lambda::Function')).filter(
    (fn) =>
      (fn as Resource).Properties.Environment !== undefined &&
      JSON.stringify((fn as Resource).Properties.Environment).includes('--enable-source-maps'),
  ) as Resource[];
}

describe('ripple stacks (a prod stage with a domain, WAF and an alarm email)', () => {
  let data: Template;
  let app: Template;
  let edge: Template;
  let edgeStack: Stack;
  let appStack: Stack;

  let cleanup: () => void;

  beforeAll(() => {
    const result = synthRipple({ config: FULL_CONFIG });
    data = Template.fromStack(result.data);
    app = Template.fromStack(result.appStack);
    appStack = result.appStack;
    if (!result.edge) throw new Error('FULL_CONFIG needs the us-east-1 stack');
    edgeStack = result.edge;
    edge = Template.fromStack(result.edge);
    cleanup = result.cleanup;
  });
  afterAll(() => cleanup());

  it('creates the single table with the shared keys, indexes, TTL, PITR and deletion protection', () => {
    // Prepare
    const keys = (pk: string, sk: string) => [
      { AttributeName: pk, KeyType: 'HASH' },
      { AttributeName: sk, KeyType: 'RANGE' },
    ];

    // Act
    const tables = data.findResources('AWS::DynamoDB::Table');

    // Assess
    expect(Object.keys(tables)).toHaveLength(1);
    expect(Object.values(tables)[0]).toMatchObject({
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: keys('pk', 'sk'),
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      GlobalSecondaryIndexes: [
        { IndexName: 'gsi1', KeySchema: keys('gsi1pk', 'gsi1sk'), Projection: { ProjectionType: 'ALL' } },
        { IndexName: 'gsi2', KeySchema: keys('gsi2pk', 'gsi2sk'), Projection: { ProjectionType: 'ALL' } },
        {
          IndexName: 'gsi3',
          KeySchema: keys('gsi3pk', 'gsi3sk'),
          Projection: {
            ProjectionType: 'INCLUDE',
            NonKeyAttributes: [
              'beneficiary',
              'date',
              'answers',
              'tags',
              'meetingTags',
              'benTags',
              'user',
              'notes',
              'created',
            ],
          },
        },
      ],
    });
  });

  it('lets staff sign in by email with the spec 6-character password rule and no self sign-up', () => {
    // Prepare
    const webClientFlows = ['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'];

    // Act
    const pools = data.findResources('AWS::Cognito::UserPool');

    // Assess
    expect(Object.keys(pools)).toHaveLength(1);
    data.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    });
    const clients = Object.values(data.findResources('AWS::Cognito::UserPoolClient')) as Resource[];
    expect(clients).toHaveLength(1);
    expect((clients[0]?.Properties.ExplicitAuthFlows as string[]).sort()).toEqual(webClientFlows.sort());
    expect(clients[0]?.Properties).toMatchObject({
      GenerateSecret: false,
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes' },
    });
    expect(clients[0]?.Properties.AllowedOAuthFlows).toBeUndefined();
  });

  it('has the operators group in the user pool, which the API knows operators by (issue 30)', () => {
    // Act
    const groups = Object.values(data.findResources('AWS::Cognito::UserPoolGroup')) as Resource[];
    const [poolId] = Object.keys(data.findResources('AWS::Cognito::UserPool'));

    // Assess
    expect(groups).toHaveLength(1);
    expect(groups[0]?.Properties).toMatchObject({
      GroupName: OPERATORS_GROUP,
      UserPoolId: { Ref: poolId },
    });
  });

  it('keeps the link-token key in a secret filled by the key generator', () => {
    // Act
    const secrets = data.findResources('AWS::SecretsManager::Secret');

    // Assess
    expect(Object.keys(secrets)).toHaveLength(1);
    const [secretId] = Object.keys(secrets);
    data.hasResourceProperties('Custom::LinkTokenKey', { SecretId: { Ref: secretId } });
  });

  it('defines AppSync with Cognito by default, the Lambda authorizer, error logging and tracing', () => {
    // Act
    const apis = app.findResources('AWS::AppSync::GraphQLApi');

    // Assess
    expect(Object.keys(apis)).toHaveLength(1);
    app.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      AuthenticationType: 'AMAZON_COGNITO_USER_POOLS',
      AdditionalAuthenticationProviders: [
        Match.objectLike({ AuthenticationType: 'AWS_LAMBDA', LambdaAuthorizerConfig: Match.anyValue() }),
      ],
      LogConfig: Match.objectLike({ FieldLogLevel: 'ERROR' }),
      XrayEnabled: true,
      // The default synth is a prod stage: introspection is off unless the stage is explicitly dev.
      IntrospectionConfig: 'DISABLED',
    });
    app.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'appsync.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [Object.keys(apis)[0], 'Arn'] },
    });
    // schema.graphql without its descriptions and comments (docs/decisions.md, "The schema AppSync deploys").
    const definition = appSyncSchema(readFileSync(repoPath('schema.graphql'), 'utf8'));
    app.hasResourceProperties('AWS::AppSync::GraphQLSchema', { Definition: definition });
    expect(definition).not.toMatch(/"|#/);
    expect(definition).toContain('interface QuestionInterface {');
    expect(definition).toContain(
      'type LikertScale implements QuestionInterface @aws_cognito_user_pools @aws_lambda {',
    );
  });

  it('gives every root field of schema.graphql one APPSYNC_JS resolver on the one Lambda data source', () => {
    // Prepare
    const fields = rootFields(readFileSync(repoPath('schema.graphql'), 'utf8'));

    // Act
    const resolvers = Object.values(app.findResources('AWS::AppSync::Resolver')) as Resource[];
    const dataSources = app.findResources('AWS::AppSync::DataSource');

    // Assess
    expect(Object.keys(dataSources)).toHaveLength(1);
    expect(Object.values(dataSources)[0]).toMatchObject({ Properties: { Type: 'AWS_LAMBDA' } });
    expect(fields.length).toBeGreaterThan(0);
    expect(
      resolvers.map((r) => `${String(r.Properties.TypeName)}.${String(r.Properties.FieldName)}`).sort(),
    ).toEqual(fields.map((f) => `${f.typeName}.${f.fieldName}`).sort());
    for (const resolver of resolvers) {
      expect(resolver.Properties).toMatchObject({
        Kind: 'UNIT',
        Runtime: { Name: 'APPSYNC_JS', RuntimeVersion: '1.0.0' },
        CodeS3Location: expect.anything(),
      });
    }
    expect(new Set(resolvers.map((r) => JSON.stringify(r.Properties.CodeS3Location))).size).toBe(1);
  });

  it('runs every Ripple Lambda on ARM64 nodejs22.x with tracing and its own log group', () => {
    // Act
    const functions = [...houseFunctions(app), ...houseFunctions(data)];

    // Assess: graphql, authorizer, export, billing, link-token key generator, pre-authentication trigger, import job
    expect(functions).toHaveLength(7);
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Architectures: ['arm64'],
        Runtime: 'nodejs22.x',
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: expect.anything() },
      });
    }
  });

  it('gives the GraphQL Lambda its environment and the Cognito admin calls of sign-up', () => {
    // Assess
    app.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('GraphQL router'),
      Environment: {
        Variables: Match.objectLike({
          TABLE_NAME: Match.anyValue(),
          USER_POOL_ID: Match.anyValue(),
          LINK_TOKEN_SECRET_ARN: Match.anyValue(),
        }),
      },
    });
    app.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: Match.arrayWith([
              'cognito-idp:AdminCreateUser',
              'cognito-idp:AdminSetUserPassword',
              'cognito-idp:AdminDeleteUser',
              'cognito-idp:AdminGetUser',
            ]),
          }),
        ]),
      },
    });
  });

  it('lets no function Scan: the operators’ list of organisations is a Query of GSI1 (issue 30)', () => {
    // Act
    const statements = Object.values(app.findResources('AWS::IAM::Policy'))
      .flatMap(
        (policy) =>
          (policy as Resource).Properties.PolicyDocument as {
            Statement: { Action: unknown; Resource: unknown }[];
          },
      )
      .flatMap(({ Statement }) => Statement);
    const scans = statements.filter(({ Action }) => JSON.stringify(Action).includes('dynamodb:Scan'));

    const queriesOfGsi1 = statements.filter(
      ({ Action, Resource }) =>
        JSON.stringify(Action).includes('dynamodb:Query') && JSON.stringify(Resource).includes('/index/gsi1'),
    );

    // Assess
    expect(scans).toEqual([]);
    expect(queriesOfGsi1.length).toBeGreaterThan(0);
  });

  it('streams exports and gives billing its client id and provider secret', () => {
    // Assess
    app.hasResourceProperties('AWS::Lambda::Url', {
      AuthType: 'AWS_IAM',
      InvokeMode: 'RESPONSE_STREAM',
    });
    app.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('Patron billing'),
      Environment: {
        Variables: Match.objectLike({
          USER_POOL_CLIENT_ID: Match.anyValue(),
          BILLING_SECRET_ARN: Match.anyValue(),
        }),
      },
    });
    app.hasResourceProperties('AWS::SecretsManager::Secret', {
      Description: Match.stringLikeRegexp('payment provider'),
      SecretString: '{}',
    });
  });

  it('serves the SPA, /v1/graphql, /v1/export/* and /v1/don/* from one CloudFront distribution', () => {
    // Prepare
    const dynamicBehaviour = (pathPattern: string) =>
      Match.objectLike({
        PathPattern: pathPattern,
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        ResponseHeadersPolicyId: Match.anyValue(),
        FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: Match.anyValue() }],
      });

    // Assess
    app.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CustomErrorResponses: Match.absent(),
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: Match.anyValue() }],
          ResponseHeadersPolicyId: Match.anyValue(),
        }),
        CacheBehaviors: [
          dynamicBehaviour('/v1/graphql'),
          dynamicBehaviour('/v1/export/*'),
          dynamicBehaviour('/v1/don/*'),
        ],
      }),
    });
    app.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: buildEdgeFunctionCode(servedBrands({ isDevelopment: false })),
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    app.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
    app.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 'lambda' }),
    });
    // The SPA names the organisation its page shows in x-ripple-organisation (docs/api-errors.md,
    // auth.organisationChanged); a policy that dropped it would let another tab's switch redirect this tab's saves.
    // The behaviours' managed policy forwards every viewer header but Host, and no custom one (which would have
    // to list the header) stands in for it.
    expect(Object.keys(app.findResources('AWS::CloudFront::OriginRequestPolicy'))).toEqual([]);
  });

  it('sends the security headers from a response-headers policy', () => {
    // Assess
    app.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: {
            // The imports bucket's regional name is only known at deploy time, so the CSP is a join around it.
            ContentSecurityPolicy: {
              'Fn::Join': [
                '',
                [
                  Match.stringLikeRegexp(
                    "connect-src 'self' https://cognito-idp\\.eu-west-2\\.amazonaws\\.com https://login\\.[^ ]+ https://$",
                  ),
                  { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiImportsUploads'), 'RegionalDomainName'] },
                  Match.stringLikeRegexp("^; img-src .*; worker-src 'self' blob:;"),
                ],
              ],
            },
            Override: true,
          },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 63_072_000,
            IncludeSubdomains: true,
            Preload: true,
            Override: true,
          },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: Match.objectLike({ Override: true }),
        },
      }),
    });
  });

  it('deploys the SPA and config.json to the private bucket and invalidates the distribution', () => {
    // Assess
    const deployments = app.findResources('Custom::CDKBucketDeployment') as Record<string, Resource>;
    const byId = (prefix: string) => {
      const found = Object.entries(deployments).find(([id]) => id.includes(prefix));
      expect(found, prefix).toBeDefined();
      return found as [string, Resource & { DependsOn?: string[] }];
    };
    expect(Object.keys(deployments)).toHaveLength(3);
    // The pages: the web build but its hashed assets and brands, plus the generated config.json (whose values are
    // filled in at deploy time); checked on every load, and written after the files they name.
    const [, pages] = byId('DeploySite');
    expect(pages.Properties).toMatchObject({
      DistributionPaths: ['/*'],
      Prune: false,
      Exclude: ['assets/*', 'brands/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
    expect(pages.Properties.SourceBucketNames).toHaveLength(2);
    expect(JSON.stringify(pages.Properties.SourceMarkers)).toMatch(/WebClient/);
    // Hashed assets never change; a partner's brand may, within the hour. Brands are listed one by one.
    const brandFolders = servedBrands({ isDevelopment: false }).map((brand) => `brands/${brand}/*`);
    for (const [prefix, include, cacheControl] of [
      ['DeployAssets', ['assets/*'], 'public, max-age=31536000, immutable'],
      ['DeployBrands', brandFolders, 'public, max-age=3600'],
    ] as const) {
      const [id, folderDeployment] = byId(prefix);
      expect(folderDeployment.Properties).toMatchObject({
        Prune: false,
        Exclude: ['*'],
        Include: include,
        SystemMetadata: { 'cache-control': cacheControl },
      });
      expect(folderDeployment.Properties.DistributionPaths).toBeUndefined();
      expect(pages.DependsOn).toContain(id);
    }
    app.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }),
      PublicAccessBlockConfiguration: Match.objectLike({
        BlockPublicAcls: true,
        RestrictPublicBuckets: true,
      }),
    });
  });

  describe('one domain, a sub-domain per brand', () => {
    it('requests a DNS-validated wildcard certificate for the domain in us-east-1', () => {
      // Assess: the app stack reads it from there, so it deploys after it
      expect(edgeStack.region).toBe('us-east-1');
      expect(appStack.dependencies).toContain(edgeStack);
      edge.resourceCountIs('AWS::CertificateManager::Certificate', 1);
      edge.hasResourceProperties('AWS::CertificateManager::Certificate', {
        DomainName: `*.${FULL_CONFIG.domain}`,
        SubjectAlternativeNames: [FULL_CONFIG.domain],
        ValidationMethod: 'DNS',
        DomainValidationOptions: Match.arrayWith([
          Match.objectLike({ HostedZoneId: FULL_CONFIG.hostedZoneId }),
        ]),
      });
    });

    it('answers every sub-domain and the apex with that certificate, at TLS 1.2 (2021) or better', () => {
      // Assess
      app.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          Aliases: [`*.${FULL_CONFIG.domain}`, FULL_CONFIG.domain],
          IPV6Enabled: true,
          ViewerCertificate: {
            AcmCertificateArn: {
              'Fn::GetStackOutput': Match.objectLike({ StackName: edgeStack.stackName, Region: 'us-east-1' }),
            },
            MinimumProtocolVersion: 'TLSv1.2_2021',
            SslSupportMethod: 'sni-only',
          },
        }),
      });
    });

    it('points A and AAAA alias records for *.domain and the domain at the distribution', () => {
      // Prepare
      const distributionId = Object.keys(app.findResources('AWS::CloudFront::Distribution'))[0];

      // Act
      const records = Object.values(app.findResources('AWS::Route53::RecordSet')) as Resource[];
      // login.{domain} points at Cognito's distribution instead (hosted-login.test.ts).
      const aliases = records.filter(
        (record) =>
          record.Properties.AliasTarget !== undefined &&
          record.Properties.Name !== `login.${FULL_CONFIG.domain}.`,
      );

      // Assess
      expect(
        aliases.map((record) => `${String(record.Properties.Type)} ${String(record.Properties.Name)}`).sort(),
      ).toEqual(
        [
          `A *.${FULL_CONFIG.domain}.`,
          `AAAA *.${FULL_CONFIG.domain}.`,
          `A ${FULL_CONFIG.domain}.`,
          `AAAA ${FULL_CONFIG.domain}.`,
        ].sort(),
      );
      for (const record of aliases) {
        expect(record.Properties).toMatchObject({
          HostedZoneId: FULL_CONFIG.hostedZoneId,
          AliasTarget: { DNSName: { 'Fn::GetAtt': [distributionId, 'DomainName'] } },
        });
      }
    });

    it('serves every brand folder of web/src/brands by its sub-domain, but not the dev brand', () => {
      // Prepare
      const folders = readdirSync(repoPath('web/src/brands'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
      const expected = folders.filter((brand) => brand !== 'dev');

      // Act
      const [code] = Object.values(app.findResources('AWS::CloudFront::Function')).map(
        (fn) => (fn as Resource).Properties.FunctionCode as string,
      );
      const deployments = Object.entries(app.findResources('Custom::CDKBucketDeployment'));
      const brandDeployment = deployments.find(([id]) => id.includes('DeployBrands'))?.[1] as Resource;

      // Assess: folders are brands (data); adding one needs no code change
      expect(folders).toContain('dev');
      expect(knownBrands()).toEqual(folders);
      expect(code).toContain(`var KNOWN_BRANDS = ${JSON.stringify(expected)};`);
      expect(brandDeployment.Properties.Include).toEqual(expected.map((brand) => `brands/${brand}/*`));
    });
  });

  describe('email', () => {
    it('verifies the domain in SES with its DKIM records in the hosted zone', () => {
      // Prepare
      const [identityId] = Object.keys(app.findResources('AWS::SES::EmailIdentity'));

      // Assess
      app.resourceCountIs('AWS::SES::EmailIdentity', 1);
      app.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: FULL_CONFIG.domain });
      for (const n of [1, 2, 3]) {
        app.hasResourceProperties('AWS::Route53::RecordSet', {
          HostedZoneId: FULL_CONFIG.hostedZoneId,
          Type: 'CNAME',
          Name: { 'Fn::GetAtt': [identityId, `DkimDNSTokenName${n}`] },
          ResourceRecords: [{ 'Fn::GetAtt': [identityId, `DkimDNSTokenValue${n}`] }],
        });
      }
    });

    it('gives the GraphQL Lambda MAIL_FROM, SITE_URL and ses:SendEmail on that identity only', () => {
      // Prepare
      const [identityId] = Object.keys(app.findResources('AWS::SES::EmailIdentity'));
      const statements = Object.values(app.findResources('AWS::IAM::Policy')).flatMap(
        (policy) =>
          ((policy as Resource).Properties.PolicyDocument as { Statement: Record<string, unknown>[] })
            .Statement,
      );

      // Act
      const sesStatements = statements.filter((statement) =>
        JSON.stringify(statement.Action).includes('ses:'),
      );

      // Assess
      app.hasResourceProperties('AWS::Lambda::Function', {
        Description: Match.stringLikeRegexp('GraphQL router'),
        Environment: {
          Variables: Match.objectLike({
            MAIL_FROM: `no-reply@${FULL_CONFIG.domain}`,
            SITE_URL: `https://app.${FULL_CONFIG.domain}`,
          }),
        },
      });
      expect(sesStatements).toHaveLength(1);
      expect(sesStatements[0]).toMatchObject({ Action: 'ses:SendEmail', Effect: 'Allow' });
      expect(JSON.stringify(sesStatements[0]?.Resource)).toMatch(
        new RegExp(`:ses:eu-west-2:.*:identity/.*"Ref":"${identityId}"`),
      );
    });
  });

  describe('operated', () => {
    it('emails alarms and the budget alert through one SNS topic', () => {
      // Prepare
      const [topicId] = Object.keys(app.findResources('AWS::SNS::Topic'));

      // Assess
      app.resourceCountIs('AWS::SNS::Topic', 1);
      app.hasResourceProperties('AWS::SNS::Subscription', {
        Protocol: 'email',
        Endpoint: FULL_CONFIG.alarmEmail,
        TopicArn: { Ref: topicId },
      });
      app.hasResourceProperties('AWS::SNS::TopicPolicy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Action: 'sns:Publish', Principal: { Service: 'budgets.amazonaws.com' } }),
          ]),
        },
      });
      app.hasResourceProperties('AWS::Budgets::Budget', {
        Budget: {
          BudgetType: 'COST',
          TimeUnit: 'MONTHLY',
          BudgetLimit: { Amount: FULL_CONFIG.monthlyBudget, Unit: 'USD' },
          // Budget names are global to the account: the name carries the region.
          BudgetName: { 'Fn::Join': ['', ['ripple-prod-app-', { Ref: 'AWS::Region' }]] },
        },
        NotificationsWithSubscribers: [
          {
            Notification: {
              NotificationType: 'ACTUAL',
              ComparisonOperator: 'GREATER_THAN',
              Threshold: 100,
              ThresholdType: 'PERCENTAGE',
            },
            Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topicId } }],
          },
        ],
      });
      for (const alarm of Object.values(app.findResources('AWS::CloudWatch::Alarm')) as Resource[]) {
        expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      }
    });

    it('alarms on AppSync 5XX and latency, each Lambda errors and throttles, and table throttles and system errors', () => {
      // Prepare
      const [apiId] = Object.keys(app.findResources('AWS::AppSync::GraphQLApi'));
      const functionIds = Object.entries(app.findResources('AWS::Lambda::Function'))
        .filter(([, fn]) =>
          String(JSON.stringify((fn as Resource).Properties.Environment)).includes('--enable-source-maps'),
        )
        .map(([id]) => id);
      const alarms = Object.values(app.findResources('AWS::CloudWatch::Alarm')) as Resource[];
      const simple = (namespace: string, metricName: string, dimension: unknown) =>
        alarms.filter(
          (alarm) =>
            alarm.Properties.Namespace === namespace &&
            alarm.Properties.MetricName === metricName &&
            JSON.stringify(alarm.Properties.Dimensions).includes(JSON.stringify(dimension)),
        );
      const overOperations = (metricName: string) =>
        alarms.filter((alarm) => {
          const metrics = (alarm.Properties.Metrics ?? []) as {
            MetricStat?: { Metric: { MetricName: string } };
          }[];
          return metrics.filter((m) => m.MetricStat?.Metric.MetricName === metricName).length >= 8;
        });

      // Assess
      const api = { Name: 'GraphQLAPIId', Value: { 'Fn::GetAtt': [apiId, 'ApiId'] } };
      expect(simple('AWS/AppSync', '5XXError', api)).toHaveLength(1);
      expect(simple('AWS/AppSync', 'Latency', api)).toHaveLength(1);
      expect(functionIds).toHaveLength(5);
      for (const id of functionIds) {
        expect(simple('AWS/Lambda', 'Errors', { Name: 'FunctionName', Value: { Ref: id } }), id).toHaveLength(
          1,
        );
        expect(
          simple('AWS/Lambda', 'Throttles', { Name: 'FunctionName', Value: { Ref: id } }),
          id,
        ).toHaveLength(1);
      }
      expect(overOperations('ThrottledRequests')).toHaveLength(1);
      expect(overOperations('SystemErrors')).toHaveLength(1);
      expect(JSON.stringify(overOperations('ThrottledRequests')[0]?.Properties.Metrics)).toContain(
        'FILL(transactwriteitems, 0)',
      );
    });

    it('rate-limits CloudFront (us-east-1) and the AppSync API with WAF, tighter for anonymous calls', () => {
      // Prepare
      const anonymousMatch = Match.objectLike({
        ByteMatchStatement: Match.objectLike({
          FieldToMatch: { SingleHeader: { Name: 'authorization' } },
          SearchString: ANONYMOUS_TOKEN,
          PositionalConstraint: 'ENDS_WITH',
        }),
      });
      const [apiId] = Object.keys(app.findResources('AWS::AppSync::GraphQLApi'));
      const [regionalAclId] = Object.keys(app.findResources('AWS::WAFv2::WebACL'));

      // Assess: CloudFront's web ACL lives in us-east-1 and the distribution names it
      edge.hasResourceProperties('AWS::WAFv2::WebACL', {
        Scope: 'CLOUDFRONT',
        DefaultAction: { Allow: {} },
        Name: Match.absent(),
        Rules: [
          Match.objectLike({
            Action: { Block: {} },
            Statement: {
              RateBasedStatement: Match.objectLike({
                AggregateKeyType: 'IP',
                Limit: WAF_LIMITS.anonymousPerViewer,
                ScopeDownStatement: { AndStatement: { Statements: Match.arrayWith([anonymousMatch]) } },
              }),
            },
          }),
          Match.objectLike({
            Action: { Block: {} },
            Statement: {
              RateBasedStatement: {
                AggregateKeyType: 'IP',
                Limit: WAF_LIMITS.perViewer,
                EvaluationWindowSec: 300,
              },
            },
          }),
        ],
      });
      app.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          WebACLId: {
            'Fn::GetStackOutput': Match.objectLike({ StackName: edgeStack.stackName, Region: 'us-east-1' }),
          },
        }),
      });
      app.hasResourceProperties('AWS::WAFv2::WebACL', {
        Scope: 'REGIONAL',
        Name: Match.absent(),
        Rules: [
          Match.objectLike({
            Statement: {
              RateBasedStatement: Match.objectLike({
                Limit: WAF_LIMITS.anonymousPerSource,
                ScopeDownStatement: anonymousMatch,
              }),
            },
          }),
        ],
      });
      app.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
        ResourceArn: { 'Fn::GetAtt': [apiId, 'Arn'] },
        WebACLArn: { 'Fn::GetAtt': [regionalAclId, 'Arn'] },
      });
    });

    it('keeps every log for a set time: each Lambda logs to a log group with retention', () => {
      // Prepare
      const templates = [data, app];

      // Assess
      for (const template of templates) {
        const groups = template.findResources('AWS::Logs::LogGroup');
        for (const [id, group] of Object.entries(groups)) {
          expect((group as Resource).Properties.RetentionInDays, id).toBeGreaterThan(0);
        }
        for (const [id, fn] of Object.entries(template.findResources('AWS::Lambda::Function'))) {
          const logGroup = ((fn as Resource).Properties.LoggingConfig as { LogGroup?: { Ref: string } })
            ?.LogGroup;
          expect(logGroup?.Ref, id).toBeDefined();
          expect(groups[logGroup?.Ref ?? ''], id).toBeDefined();
        }
      }
      // AppSync creates its own log group; CDK's LogRetention sets its retention.
      app.hasResourceProperties('Custom::LogRetention', { RetentionInDays: 365 });
    });

    it('gives account-global names the region, and keeps only the stateful resources on deletion', () => {
      // Prepare
      const named = (type: string, path: (props: Record<string, unknown>) => unknown) =>
        Object.values(app.findResources(type)).map((r) => JSON.stringify(path((r as Resource).Properties)));

      // Act
      const cloudFrontNames = [
        ...named('AWS::CloudFront::Function', (p) => p.Name),
        ...named(
          'AWS::CloudFront::ResponseHeadersPolicy',
          (p) => (p.ResponseHeadersPolicyConfig as { Name: unknown }).Name,
        ),
        ...named(
          'AWS::CloudFront::OriginAccessControl',
          (p) => (p.OriginAccessControlConfig as { Name: unknown }).Name,
        ),
      ];
      const retained = (template: Template) =>
        Object.values(template.toJSON().Resources as Record<string, Resource>)
          .filter((resource) => resource.DeletionPolicy === 'Retain')
          .map((resource) => resource.Type)
          .sort();

      // Assess: CloudFront is global, so its names must not collide between regions
      expect(cloudFrontNames).toHaveLength(4);
      for (const name of cloudFrontNames) expect(name).toContain(FULL_CONFIG.region);
      // Nothing else is given a fixed name that a redeploy could collide with.
      const template = JSON.stringify(app.toJSON());
      for (const key of ['BucketName', 'RoleName', 'FunctionName', 'TopicName', 'SecretName', 'TableName'])
        expect(template.includes(`"${key}":"`), key).toBe(false);
      // docs/deploy.md lists these as kept when a stack is deleted.
      expect(retained(app)).toEqual(['AWS::S3::Bucket', 'AWS::S3::Bucket', 'AWS::SecretsManager::Secret']);
      expect(retained(data)).toEqual([
        'AWS::Cognito::UserPool',
        'AWS::DynamoDB::Table',
        'AWS::SecretsManager::Secret',
      ]);
    });
  });

  describe('the monthly floor docs/cost.md prices', () => {
    const resources = (type: string) =>
      [data, app, edge].flatMap((template) => Object.values(template.findResources(type))) as {
        Properties: Record<string, unknown>;
      }[];

    it('has as many web ACLs, WAF rules, secrets and alarms as the floor counts, and no hosted zone', () => {
      // Act
      const webAcls = resources('AWS::WAFv2::WebACL');
      const rules = webAcls.reduce((sum, acl) => sum + ((acl.Properties.Rules as unknown[]) ?? []).length, 0);

      // Assess: the one hosted zone of the floor is the team's
      expect({
        webAcls: webAcls.length,
        wafRules: rules,
        secrets: resources('AWS::SecretsManager::Secret').length,
        alarms: resources('AWS::CloudWatch::Alarm').length,
        hostedZones: resources('AWS::Route53::HostedZone').length + 1,
      }).toEqual(FLOOR_RESOURCES);
    });
  });
});

describe('without a domain or WAF (and a bootstrap qualifier of our own)', () => {
  let result: SynthResult;
  let app: Template;

  beforeAll(() => {
    result = synthRipple({
      config: { waf: false },
      nag: true,
      context: { '@aws-cdk/core:bootstrapQualifier': 'ripple42' },
    });
    app = Template.fromStack(result.appStack);
  });
  afterAll(() => result.cleanup());

  it('stays environment-agnostic, on the cloudfront.net address with the default brand', () => {
    // Assess
    expect(result.edge).toBeUndefined();
    expect(Token.isUnresolved(result.appStack.region)).toBe(true);
    app.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: Match.absent(),
        WebACLId: Match.absent(),
        ViewerCertificate: Match.absent(),
      }),
    });
    app.resourceCountIs('AWS::Route53::RecordSet', 0);
    app.resourceCountIs('AWS::WAFv2::WebACL', 0);
    const [code] = Object.values(app.findResources('AWS::CloudFront::Function')).map(
      (fn) => (fn as Resource).Properties.FunctionCode as string,
    );
    expect(code).not.toMatch(/KNOWN_BRANDS = \[[^\]]*"dev"/);
    expect(code).toContain('"default"');
  });

  it('turns email off: no SES identity, no MAIL_FROM, no SES permission', () => {
    // Assess
    app.resourceCountIs('AWS::SES::EmailIdentity', 0);
    expect(JSON.stringify(app.toJSON())).not.toMatch(/MAIL_FROM|ses:SendEmail/);
  });

  it('still alarms and budgets, with the topic waiting for a subscriber', () => {
    // Assess
    app.resourceCountIs('AWS::SNS::Subscription', 0);
    app.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: Match.objectLike({ BudgetLimit: { Amount: 50, Unit: 'USD' } }),
    });
  });

  it('acknowledges the asset bucket of the qualifier the synthesiser uses, not a hard-coded one', () => {
    // Act
    const report = JSON.parse(readFileSync(join(result.outdir, 'validation-report.json'), 'utf8')) as {
      pluginReports: { violations: unknown[] }[];
    };
    const acknowledged = result.app.node
      .findAll()
      .flatMap((construct) => construct.node.metadata)
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.keys(entry.data as Record<string, string>));

    // Assess
    expect(report.pluginReports.flatMap((plugin) => plugin.violations)).toEqual([]);
    expect(acknowledged.some((id) => id.includes('cdk-ripple42-assets-'))).toBe(true);
    expect(acknowledged.some((id) => id.includes('hnb659fds'))).toBe(false);
  });
});

describe('the dev stage with a certificate of the team', () => {
  const certificateArn =
    'arn:aws:acm:us-east-1:123456789012:certificate/0f0e0d0c-aaaa-bbbb-cccc-123456789abc';
  let result: SynthResult;
  let app: Template;

  beforeAll(() => {
    result = synthRipple({
      config: { ...FULL_CONFIG, stage: 'dev', certificateArn, waf: false },
    });
    app = Template.fromStack(result.appStack);
  });
  afterAll(() => result.cleanup());

  it('needs no us-east-1 stack and uses the supplied certificate', () => {
    // Assess
    expect(result.edge).toBeUndefined();
    app.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        ViewerCertificate: Match.objectLike({
          AcmCertificateArn: certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
        }),
      }),
    });
  });

  it('answers introspection and serves the dev brand, in dev only', () => {
    // Prepare
    const deployments = Object.entries(app.findResources('Custom::CDKBucketDeployment'));
    const brandDeployment = deployments.find(([id]) => id.includes('DeployBrands'))?.[1] as Resource;

    // Assess
    app.hasResourceProperties('AWS::AppSync::GraphQLApi', { IntrospectionConfig: 'ENABLED' });
    expect(brandDeployment.Properties.Include).toContain('brands/dev/*');
    app.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: buildEdgeFunctionCode(knownBrands()),
    });
  });
});

describe('stage settings the stacks cannot honour', () => {
  it('asks for the region when CloudFront needs something from us-east-1', () => {
    // Prepare
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const webAssetPath = fakeWebBuild();

    // Act
    const synth = () => addRippleStacks(app, { config: parseStageConfig({ waf: true }), webAssetPath });

    // Assess
    expect(synth).toThrow(/region: required with waf on/);
    rmSync(webAssetPath, { recursive: true, force: true });
  });
});

describe('web build', () => {
  it('refuses to synth without a built web app and says how to build it', () => {
    // Prepare
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });

    // Act
    const synth = () =>
      addRippleStacks(app, {
        config: parseStageConfig({ waf: false }),
        webAssetPath: join(tmpdir(), 'ripple-no-such-dist'),
      });

    // Assess
    expect(synth).toThrow(/run `npm run build:web`/);
  });

  it('refuses to synth a build without the landing pages of the light build', () => {
    // Prepare
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const webAssetPath = mkdtempSync(join(tmpdir(), 'ripple-web-'));
    writeFileSync(join(webAssetPath, 'index.html'), '<!doctype html><title>Ripple</title>');

    // Act
    const synth = () => addRippleStacks(app, { config: parseStageConfig({ waf: false }), webAssetPath });

    // Assess
    expect(synth).toThrow(/\(light\.html\).*run `npm run build:web`/);
    rmSync(webAssetPath, { recursive: true, force: true });
  });
});
