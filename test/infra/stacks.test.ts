import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEdgeFunctionCode } from '../../functions/edge/build-edge-code.ts';
import { parseStageConfig } from '../../infra/lib/config.ts';
import { repoPath } from '../../infra/lib/paths.ts';
import { addRippleStacks } from '../../infra/lib/ripple-app.ts';
import { rootFields } from '../../infra/lib/schema-fields.ts';
import { synthRipple } from './synth-ripple.ts';

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

describe('ripple stacks', () => {
  let data: Template;
  let app: Template;

  let cleanup: () => void;

  beforeAll(() => {
    const result = synthRipple();
    data = Template.fromStack(result.data);
    app = Template.fromStack(result.appStack);
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
      IntrospectionConfig: 'ENABLED',
    });
    app.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'appsync.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [Object.keys(apis)[0], 'Arn'] },
    });
    app.hasResourceProperties('AWS::AppSync::GraphQLSchema', {
      Definition: readFileSync(repoPath('schema.graphql'), 'utf8'),
    });
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

    // Assess: graphql, authorizer, export, billing, link-token key generator
    expect(functions).toHaveLength(5);
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
      FunctionCode: buildEdgeFunctionCode(),
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
            ContentSecurityPolicy: Match.objectLike({
              'Fn::Join': [
                '',
                Match.arrayWith([Match.stringLikeRegexp("connect-src 'self' https://cognito-idp\\.")]),
              ],
            }),
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
    // Hashed assets never change; a partner's brand may, within the hour.
    for (const [prefix, folder, cacheControl] of [
      ['DeployAssets', 'assets', 'public, max-age=31536000, immutable'],
      ['DeployBrands', 'brands', 'public, max-age=3600'],
    ] as const) {
      const [id, folderDeployment] = byId(prefix);
      expect(folderDeployment.Properties).toMatchObject({
        Prune: false,
        Exclude: ['*'],
        Include: [`${folder}/*`],
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
});

describe('stage configuration', () => {
  it('turns AppSync introspection off outside dev', () => {
    // Act
    const { appStack, cleanup } = synthRipple({ stage: 'prod' });

    // Assess
    expect(appStack.stackName).toBe('ripple-prod-app');
    Template.fromStack(appStack).hasResourceProperties('AWS::AppSync::GraphQLApi', {
      IntrospectionConfig: 'DISABLED',
    });
    cleanup();
  });
});

describe('web build', () => {
  it('refuses to synth without a built web app and says how to build it', () => {
    // Prepare
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });

    // Act
    const synth = () =>
      addRippleStacks(app, {
        config: parseStageConfig({}),
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
    const synth = () => addRippleStacks(app, { config: parseStageConfig({}), webAssetPath });

    // Assess
    expect(synth).toThrow(/\(light\.html\).*run `npm run build:web`/);
    rmSync(webAssetPath, { recursive: true, force: true });
  });
});
