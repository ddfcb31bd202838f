import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTED_LOGIN_SCOPES } from '../../infra/lib/hosted-login.ts';
import { brandLoginStyle } from '../../infra/lib/managed-login-branding.ts';
import { FULL_CONFIG, synthRipple, type SynthResult } from './synth-ripple.ts';

type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] };

const DOMAIN = FULL_CONFIG.domain;

/** Every resource of a type, by logical id. */
const resources = (template: Template, type: string) =>
  Object.entries(template.findResources(type)) as [string, Resource][];

/**
 * The deployed `/config.json` with each deploy-time value as the CloudFormation expression that fills it: a
 * whole value as the expression, a value inside a string as its JSON.
 */
function deployedConfig(result: SynthResult, app: Template): Record<string, unknown> {
  const [, site] =
    resources(app, 'Custom::CDKBucketDeployment').find(([id]) => id.includes('DeploySite')) ?? [];
  const markers = Object.assign({}, ...((site?.Properties.SourceMarkers ?? []) as Record<string, unknown>[]));
  const file = readdirSync(result.outdir)
    .map((entry) => join(result.outdir, entry, 'config.json'))
    .find((path) => existsSync(path));
  if (!file) throw new Error('no config.json asset in the cloud assembly');
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value in markers
        ? markers[value]
        : value.replace(/<<marker:0xbaba:\d+>>/g, (marker) => JSON.stringify(markers[marker]));
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  return fill(JSON.parse(readFileSync(file, 'utf8'))) as Record<string, unknown>;
}

/** The app client of each brand, by the host of its one callback URL. */
const clientsByHost = (app: Template) =>
  Object.fromEntries(
    resources(app, 'AWS::Cognito::UserPoolClient').map(([id, client]) => [
      String((client.Properties.CallbackURLs as string[])[0]).replace(/^https:\/\/([^/]+)\/login$/, '$1'),
      { id, ...client },
    ]),
  );

describe('hosted login (a prod stage with a domain)', () => {
  let result: SynthResult;
  let app: Template;
  let data: Template;

  beforeAll(() => {
    result = synthRipple({ config: FULL_CONFIG });
    app = Template.fromStack(result.appStack);
    data = Template.fromStack(result.data);
  });
  afterAll(() => result.cleanup());

  it('requires a verified email, recovers by email only, offers TOTP MFA, on the Essentials plan', () => {
    // Assess
    data.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'ESSENTIALS',
      AutoVerifiedAttributes: ['email'],
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
    });
  });

  it('offers passkeys beside passwords, made and used on login.{domain}, with user verification', () => {
    // Assess
    data.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'ESSENTIALS',
      Policies: Match.objectLike({ SignInPolicy: { AllowedFirstAuthFactors: ['PASSWORD', 'WEB_AUTHN'] } }),
      WebAuthnRelyingPartyID: `login.${DOMAIN}`,
      WebAuthnUserVerification: 'required',
    });
  });

  it('refuses sign-in until the email is verified: a pre-authentication trigger, invocable by Cognito only, pointing to app.{domain}', () => {
    // Prepare
    const functions = resources(data, 'AWS::Lambda::Function').filter(([id]) =>
      id.includes('PreAuthentication'),
    );
    const [[functionId, trigger]] = functions as [[string, Resource]];
    const [[poolId]] = resources(data, 'AWS::Cognito::UserPool') as [[string, Resource]];

    // Assess: the pool invokes it before every sign-in
    expect(functions).toHaveLength(1);
    data.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PreAuthentication: { 'Fn::GetAtt': [functionId, 'Arn'] } },
    });
    expect(trigger.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Environment: { Variables: expect.objectContaining({ SITE_URL: `https://app.${DOMAIN}` }) },
    });
    data.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
      Principal: 'cognito-idp.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [poolId, 'Arn'] },
    });
    // It reads only its event: its role may write its logs and traces, nothing of the pool or the table.
    expect(JSON.stringify(resources(data, 'AWS::IAM::Policy'))).not.toMatch(/cognito-idp:|dynamodb:/);
  });

  it('lets the GraphQL function set email_verified (Mutation.VerifyEmail), on the staff pool only', () => {
    const policies = JSON.stringify(resources(app, 'AWS::IAM::Policy'));
    expect(policies).toContain('cognito-idp:AdminUpdateUserAttributes');
    app.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: Match.arrayWith(['cognito-idp:AdminUpdateUserAttributes']),
            Resource: { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool') },
          }),
        ]),
      },
    });
  });

  it('serves managed login (version 2) on login.{domain} with the us-east-1 certificate, after the apex record', () => {
    // Prepare
    const [apexId] = resources(app, 'AWS::Route53::RecordSet').find(
      ([, record]) => record.Properties.Name === `${DOMAIN}.` && record.Properties.Type === 'A',
    ) ?? [''];

    // Act
    const domains = resources(app, 'AWS::Cognito::UserPoolDomain');

    // Assess
    expect(domains).toHaveLength(1);
    const [[, domain]] = domains as [[string, Resource]];
    expect(domain.Properties).toMatchObject({
      Domain: `login.${DOMAIN}`,
      ManagedLoginVersion: 2,
      CustomDomainConfig: {
        CertificateArn: {
          'Fn::GetStackOutput': expect.objectContaining({
            StackName: 'ripple-prod-edge',
            Region: 'us-east-1',
          }),
        },
      },
    });
    expect(domain.DependsOn).toContain(apexId);
  });

  it("points A and AAAA alias records for login.{domain} at the domain's CloudFront distribution", () => {
    // Prepare
    const [[domainId]] = resources(app, 'AWS::Cognito::UserPoolDomain') as [[string, Resource]];

    // Act
    const records = resources(app, 'AWS::Route53::RecordSet').filter(
      ([, record]) => record.Properties.Name === `login.${DOMAIN}.`,
    );

    // Assess
    expect(records.map(([, record]) => record.Properties.Type).sort()).toEqual(['A', 'AAAA']);
    for (const [, record] of records) {
      expect(record.Properties).toMatchObject({
        HostedZoneId: FULL_CONFIG.hostedZoneId,
        AliasTarget: {
          DNSName: { 'Fn::GetAtt': [domainId, 'CloudFrontDistribution'] },
          HostedZoneId: expect.anything(),
        },
      });
    }
    // No custom-resource Lambda to look the distribution up.
    app.resourceCountIs('Custom::UserPoolCloudFrontDomainName', 0);
  });

  it('gives each served brand a public code-grant client with exactly its own redirect URLs', () => {
    // Act
    const clients = clientsByHost(app);

    // Assess: the dev brand only in dev
    expect(Object.keys(clients).sort()).toEqual(
      [`app.${DOMAIN}`, `harbour.${DOMAIN}`, `meadow.${DOMAIN}`].sort(),
    );
    for (const [host, client] of Object.entries(clients)) {
      expect(client.Properties, host).toMatchObject({
        CallbackURLs: [`https://${host}/login`],
        LogoutURLs: [`https://${host}/`],
        AllowedOAuthFlows: ['code'],
        AllowedOAuthFlowsUserPoolClient: true,
        AllowedOAuthScopes: [...HOSTED_LOGIN_SCOPES],
        SupportedIdentityProviders: ['COGNITO'],
        GenerateSecret: false,
        PreventUserExistenceErrors: 'ENABLED',
        EnableTokenRevocation: true,
        IdTokenValidity: 60,
        AccessTokenValidity: 60,
        RefreshTokenValidity: 43_200,
        TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
      });
      expect((client.Properties.ExplicitAuthFlows as string[]).sort()).toEqual(
        ['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_AUTH', 'ALLOW_USER_PASSWORD_AUTH'].sort(),
      );
    }
  });

  it("brands each client's sign-in page with that brand's colours and logo", () => {
    // Prepare
    const clients = clientsByHost(app);
    const brandOf = {
      [`app.${DOMAIN}`]: 'default',
      [`harbour.${DOMAIN}`]: 'harbour',
      [`meadow.${DOMAIN}`]: 'meadow',
    };

    // Act
    const brandings = resources(app, 'AWS::Cognito::ManagedLoginBranding');

    // Assess
    expect(brandings).toHaveLength(3);
    for (const [host, brand] of Object.entries(brandOf)) {
      const style = brandLoginStyle(brand);
      app.hasResourceProperties('AWS::Cognito::ManagedLoginBranding', {
        ClientId: { Ref: clients[host]?.id },
        UserPoolId: Match.anyValue(),
        UseCognitoProvidedValues: false,
        Settings: style.settings,
        Assets: [
          {
            Category: 'FORM_LOGO',
            ColorMode: 'LIGHT',
            Extension: 'SVG',
            Bytes: Buffer.from(readFileSync(`web/src/brands/${brand}/logo.svg`, 'utf8')).toString('base64'),
          },
        ],
      });
    }
  });

  it('prints the hosted login address after the deploy', () => {
    // Assess
    app.hasOutput('HostedLoginUrl', { Value: `https://login.${DOMAIN}` });
  });

  it('lets the SPA fetch tokens from the hosted login (CSP connect-src)', () => {
    // Assess
    app.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: Match.objectLike({
            // Joined around the imports bucket's regional name, known only at deploy time.
            ContentSecurityPolicy: {
              'Fn::Join': [
                '',
                Match.arrayWith([
                  Match.stringLikeRegexp(
                    `connect-src 'self' https://cognito-idp\\.eu-west-2\\.amazonaws\\.com https://login\\.ripple\\.example\\.org https://$`,
                  ),
                ]),
              ],
            },
          }),
        }),
      }),
    });
  });

  it('writes the hosted login origin, the client of each brand and the scopes into /config.json', () => {
    // Prepare
    const clients = clientsByHost(app);

    // Act
    const config = deployedConfig(result, app);

    // Assess
    expect(config.hostedLogin).toEqual({
      origin: `https://login.${DOMAIN}`,
      clientIds: {
        default: { Ref: clients[`app.${DOMAIN}`]?.id },
        harbour: { Ref: clients[`harbour.${DOMAIN}`]?.id },
        meadow: { Ref: clients[`meadow.${DOMAIN}`]?.id },
      },
      scopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
      // The registered origins: the SPA on the apex or the cloudfront.net address signs in on app.{domain}.
      appOrigins: {
        default: `https://app.${DOMAIN}`,
        harbour: `https://harbour.${DOMAIN}`,
        meadow: `https://meadow.${DOMAIN}`,
      },
    });
    // The API sign-in client stays for the smoke test.
    expect(config).toMatchObject({ region: 'eu-west-2', userPoolClientId: expect.anything() });
  });

  it("accepts the tokens of the brands' clients and the API sign-in client in AppSync and billing", () => {
    // Prepare
    const clients = clientsByHost(app);
    const ids = [
      { 'Fn::ImportValue': Match.stringLikeRegexp('WebClient') },
      ...[`app.${DOMAIN}`, `harbour.${DOMAIN}`, `meadow.${DOMAIN}`].map((host) => ({
        Ref: clients[host]?.id,
      })),
    ];

    // Assess
    app.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      UserPoolConfig: Match.objectLike({
        AppIdClientRegex: { 'Fn::Join': ['', ['^(', { 'Fn::Join': ['|', ids] }, ')$']] },
      }),
    });
    app.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('Patron billing'),
      Environment: { Variables: Match.objectLike({ USER_POOL_CLIENT_ID: { 'Fn::Join': [',', ids] } }) },
    });
  });
});

describe('hosted login without a domain', () => {
  let result: SynthResult;
  let app: Template;

  beforeAll(() => {
    result = synthRipple({ config: { waf: false } });
    app = Template.fromStack(result.appStack);
  });
  afterAll(() => result.cleanup());

  it('has no pre-authentication trigger: without a domain no email goes out, so nobody could verify', () => {
    const data = Template.fromStack(result.data);
    expect(
      resources(data, 'AWS::Lambda::Function').filter(([id]) => id.includes('PreAuthentication')),
    ).toEqual([]);
    const [[, pool]] = resources(data, 'AWS::Cognito::UserPool') as [[string, Resource]];
    expect(pool.Properties.LambdaConfig).toBeUndefined();
  });

  it("makes the prefix domain the passkeys' relying party", () => {
    // Assess
    Template.fromStack(result.data).hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: Match.objectLike({ SignInPolicy: { AllowedFirstAuthFactors: ['PASSWORD', 'WEB_AUTHN'] } }),
      WebAuthnRelyingPartyID: {
        'Fn::Join': [
          '',
          ['ripple-prod-', { Ref: 'AWS::AccountId' }, '.auth.', { Ref: 'AWS::Region' }, '.amazoncognito.com'],
        ],
      },
    });
  });

  it('uses a Cognito prefix domain named by the stage and the account, with managed login', () => {
    // Assess
    app.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
    app.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: { 'Fn::Join': ['', ['ripple-prod-', { Ref: 'AWS::AccountId' }]] },
      ManagedLoginVersion: 2,
      CustomDomainConfig: Match.absent(),
    });
    app.resourceCountIs('AWS::Route53::RecordSet', 0);
  });

  it("has one default-brand client whose redirect URLs are the distribution's address", () => {
    // Prepare
    const [[distributionId]] = resources(app, 'AWS::CloudFront::Distribution') as [[string, Resource]];
    const url = (path: string) => ({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }, path]],
    });

    // Act
    const clients = resources(app, 'AWS::Cognito::UserPoolClient');

    // Assess
    expect(clients).toHaveLength(1);
    expect(clients[0]?.[1].Properties).toMatchObject({
      CallbackURLs: [url('/login')],
      LogoutURLs: [url('/')],
      AllowedOAuthFlows: ['code'],
    });
    app.resourceCountIs('AWS::Cognito::ManagedLoginBranding', 1);
  });

  it("accepts any client of the pool, since the one client's redirect URL is the distribution's", () => {
    // Assess: naming it would loop (client -> distribution -> API -> client)
    app.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      UserPoolConfig: Match.objectLike({ AppIdClientRegex: Match.absent() }),
    });
    expect(JSON.stringify(app.toJSON())).not.toContain('USER_POOL_CLIENT_ID');
  });

  it('writes the prefix domain as the origin of /config.json and allows it in the CSP', () => {
    // Prepare
    const [[domainId]] = resources(app, 'AWS::Cognito::UserPoolDomain') as [[string, Resource]];
    const origin = `https://{"Ref":"${domainId}"}.auth.{"Ref":"AWS::Region"}.amazoncognito.com`;

    // Act
    const config = deployedConfig(result, app);

    // Assess
    expect(config.hostedLogin).toMatchObject({ origin, clientIds: { default: expect.anything() } });
    expect(Object.keys((config.hostedLogin as { clientIds: object }).clientIds)).toEqual(['default']);
    // Without a domain the one registered origin is the distribution's own address: nobody is sent elsewhere.
    expect((config.hostedLogin as { appOrigins: unknown }).appOrigins).toEqual({
      default: expect.stringMatching(/^https:\/\/\{"Fn::GetAtt":\["WebDistribution\w+","DomainName"\]\}$/),
    });
    const csp = JSON.stringify(
      resources(app, 'AWS::CloudFront::ResponseHeadersPolicy')[0]?.[1].Properties.ResponseHeadersPolicyConfig,
    );
    expect(csp).toContain(`{"Ref":"${domainId}"},".auth.",{"Ref":"AWS::Region"},".amazoncognito.com`);
  });
});

describe('hosted login in the dev stage', () => {
  let result: SynthResult;

  beforeAll(() => {
    result = synthRipple({ config: { ...FULL_CONFIG, stage: 'dev', waf: false } });
  });
  afterAll(() => result.cleanup());

  it('gives the dev brand its client on dev.{domain}', () => {
    // Act
    const clients = clientsByHost(Template.fromStack(result.appStack));

    // Assess
    expect(Object.keys(clients)).toContain(`dev.${DOMAIN}`);
    expect(Object.keys(clients)).toHaveLength(4);
  });
});
