import { ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { GetHostedZoneCommand, ListResourceRecordSetsCommand, Route53Client } from '@aws-sdk/client-route-53';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { parseStageConfig } from './config.ts';
import { formatFindings, preflight, type PreflightClients } from './preflight.ts';

const ACCOUNT = '123456789012';
const ZONE_ID = 'Z0123456789ABCDEFGHIJ';
const CERTIFICATE = `arn:aws:acm:us-east-1:${ACCOUNT}:certificate/0f0e-1234`;
const DOMAIN = {
  region: 'eu-west-2',
  domain: 'ripple.example.org',
  hostedZoneId: ZONE_ID,
  hostedZoneName: 'example.org',
  alarmEmail: 'ops@example.org',
} as const;

const awsError = (name: string) => Object.assign(new Error(name), { name });

/** One region's clients, each mocked on its own so that the two regions can answer differently. */
function regionClients() {
  const clients: PreflightClients = {
    sts: new STSClient({ region: 'eu-west-2' }),
    ssm: new SSMClient({ region: 'eu-west-2' }),
    route53: new Route53Client({ region: 'eu-west-2' }),
    acm: new ACMClient({ region: 'eu-west-2' }),
    ses: new SESv2Client({ region: 'eu-west-2' }),
  };
  const mocks = {
    sts: mockClient(clients.sts),
    ssm: mockClient(clients.ssm),
    route53: mockClient(clients.route53),
    acm: mockClient(clients.acm),
    ses: mockClient(clients.ses),
  };
  // A ready account by default; each test breaks what it is about.
  mocks.sts.on(GetCallerIdentityCommand).resolves({ Account: ACCOUNT });
  mocks.ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '30' } });
  mocks.route53
    .on(GetHostedZoneCommand)
    .resolves({ HostedZone: { Id: ZONE_ID, Name: 'example.org.', CallerReference: 'x', Config: {} } });
  mocks.route53.on(ListResourceRecordSetsCommand).resolves({
    ResourceRecordSets: [],
    IsTruncated: false,
    MaxItems: 10,
  });
  mocks.acm.on(DescribeCertificateCommand).resolves({
    Certificate: {
      Status: 'ISSUED',
      SubjectAlternativeNames: ['*.ripple.example.org', 'ripple.example.org'],
    },
  });
  mocks.ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true, SendingEnabled: true });
  mocks.ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
  return { clients, mocks };
}

function world() {
  const home = regionClients();
  const usEast1 = regionClients();
  return {
    home: home.mocks,
    usEast1: usEast1.mocks,
    clients: (region: string) => (region === 'us-east-1' ? usEast1.clients : home.clients),
  };
}

const run = (
  raw: Record<string, unknown>,
  clients: (region: string) => PreflightClients,
  shellRegion?: string,
) =>
  preflight({
    config: parseStageConfig(raw),
    qualifier: 'hnb659fds',
    clients,
    ...(shellRegion ? { shellRegion } : {}),
  });

describe('preflight', () => {
  it('finds nothing missing in a ready account, checking the bootstrap in both regions', async () => {
    // Prepare
    const { home, usEast1, clients } = world();

    // Act
    const findings = await run({ ...DOMAIN, waf: true }, clients);

    // Assess
    expect(findings).toEqual([]);
    expect(home.ssm.commandCalls(GetParameterCommand)[0]?.args[0].input).toEqual({
      Name: '/cdk-bootstrap/hnb659fds/version',
    });
    expect(usEast1.ssm.commandCalls(GetParameterCommand)).toHaveLength(1);
  });

  it('stops at a missing region with one line', async () => {
    // Prepare
    const { clients } = world();

    // Act
    const findings = await run({ waf: false }, clients);

    // Assess
    expect(formatFindings(findings)).toEqual([
      '✘ missing: No AWS region: set AWS_REGION, a region in your AWS profile, or "region" in ripple.config.json.',
    ]);
  });

  it('stops at missing credentials with one line', async () => {
    // Prepare
    const { home, clients } = world();
    home.sts.on(GetCallerIdentityCommand).rejects(awsError('CredentialsProviderError'));

    // Act
    const findings = await run({ waf: false }, clients, 'eu-west-2');

    // Assess
    expect(findings).toHaveLength(1);
    expect(findings[0]?.message).toMatch(
      /^No usable AWS credentials \(CredentialsProviderError\): run `aws configure sso`/,
    );
  });

  it('names each region whose bootstrap is missing or too old, with the command to fix it', async () => {
    // Prepare
    const { home, usEast1, clients } = world();
    home.ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '5' } });
    usEast1.ssm.on(GetParameterCommand).rejects(awsError('ParameterNotFound'));

    // Act
    const findings = await run({ ...DOMAIN, waf: true }, clients);

    // Assess
    expect(
      findings.filter((finding) => finding.level === 'missing').map((finding) => finding.message),
    ).toEqual([
      `CDK bootstrap in eu-west-2 is version 5, at least 6 is needed: run \`npm run cdk -- bootstrap aws://${ACCOUNT}/eu-west-2\`.`,
      `CDK is not bootstrapped in us-east-1 with the qualifier hnb659fds: run \`npm run cdk -- bootstrap aws://${ACCOUNT}/us-east-1\`.`,
    ]);
  });

  it.each([
    [awsError('NoSuchHostedZone'), undefined, `No hosted zone ${ZONE_ID} in account ${ACCOUNT}`],
    [undefined, { Name: 'other.org.', PrivateZone: false }, `is other.org, not example.org`],
    [undefined, { Name: 'example.org.', PrivateZone: true }, 'is private'],
  ])('says what is wrong with the hosted zone (%s %j)', async (error, zone, message) => {
    // Prepare
    const { home, clients } = world();
    if (error) home.route53.on(GetHostedZoneCommand).rejects(error);
    else
      home.route53.on(GetHostedZoneCommand).resolves({
        HostedZone: {
          Id: ZONE_ID,
          Name: zone?.Name,
          CallerReference: 'x',
          Config: { PrivateZone: zone?.PrivateZone },
        },
      });

    // Act
    const findings = await run({ ...DOMAIN, waf: false }, clients);

    // Assess
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ level: 'missing', message: expect.stringContaining(message) });
  });

  it('stops when login.{domain}, the hosted login, already has a record of its own', async () => {
    // Prepare
    const { home, clients } = world();
    home.route53.on(ListResourceRecordSetsCommand).resolves({
      ResourceRecordSets: [
        { Name: 'login.ripple.example.org.', Type: 'CNAME', ResourceRecords: [{ Value: 'idp.example.net' }] },
        { Name: 'mail.ripple.example.org.', Type: 'MX', ResourceRecords: [{ Value: '10 mx.example.net' }] },
      ],
      IsTruncated: false,
      MaxItems: 10,
    });

    // Act
    const findings = await run({ ...DOMAIN, waf: false }, clients);

    // Assess
    expect(findings).toEqual([
      {
        level: 'missing',
        message:
          "login.ripple.example.org already has a CNAME record in the hosted zone: the hosted login (Cognito's managed login) needs that name; remove the record first.",
      },
    ]);
    expect(home.route53.commandCalls(ListResourceRecordSetsCommand)[0]?.args[0].input).toMatchObject({
      HostedZoneId: ZONE_ID,
      StartRecordName: 'login.ripple.example.org',
    });
  });

  it("accepts login.{domain}'s alias to Cognito's distribution from an earlier deploy", async () => {
    // Prepare
    const { home, clients } = world();
    home.route53.on(ListResourceRecordSetsCommand).resolves({
      ResourceRecordSets: ['A', 'AAAA'].map((Type) => ({
        Name: 'login.ripple.example.org.',
        Type: Type as 'A' | 'AAAA',
        AliasTarget: {
          DNSName: 'd1234abcd.cloudfront.net.',
          HostedZoneId: 'Z2FDTNDATAQYW2',
          EvaluateTargetHealth: false,
        },
      })),
      IsTruncated: false,
      MaxItems: 10,
    });

    // Act
    const findings = await run({ ...DOMAIN, waf: false }, clients);

    // Assess
    expect(findings).toEqual([]);
  });

  it('checks a supplied certificate in us-east-1: issued, and covering *.domain and the domain', async () => {
    // Prepare
    const { usEast1, clients } = world();
    usEast1.acm.on(DescribeCertificateCommand).resolves({
      Certificate: { Status: 'PENDING_VALIDATION', SubjectAlternativeNames: ['*.ripple.example.org'] },
    });

    // Act
    const findings = await run({ ...DOMAIN, waf: false, certificateArn: CERTIFICATE }, clients);

    // Assess
    expect(findings.map((finding) => finding.message)).toEqual([
      `The certificate ${CERTIFICATE} is PENDING_VALIDATION, not ISSUED.`,
      `The certificate ${CERTIFICATE} does not cover ripple.example.org.`,
    ]);
    expect(usEast1.acm.commandCalls(DescribeCertificateCommand)[0]?.args[0].input).toEqual({
      CertificateArn: CERTIFICATE,
    });
  });

  it('warns, without stopping, of the SES sandbox and of an identity not verified yet', async () => {
    // Prepare
    const { home, clients } = world();
    home.ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false, SendingEnabled: true });
    home.ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: false });

    // Act
    const findings = await run({ ...DOMAIN, waf: false }, clients);

    // Assess
    expect(findings.map((finding) => finding.level)).toEqual(['warning', 'warning']);
    expect(findings[0]?.message).toMatch(/^SES in eu-west-2 is in the sandbox/);
    expect(findings[1]?.message).toMatch(/^SES has not verified ripple\.example\.org yet/);
  });

  it('says nothing of an SES identity the deploy has yet to create', async () => {
    // Prepare
    const { home, clients } = world();
    home.ses.on(GetEmailIdentityCommand).rejects(awsError('NotFoundException'));

    // Act
    const findings = await run({ ...DOMAIN, waf: false }, clients);

    // Assess
    expect(findings).toEqual([]);
  });

  it('warns that without a domain email is off, and that no one receives the alarms', async () => {
    // Prepare
    const { home, clients } = world();

    // Act
    const findings = await run({ region: 'eu-west-2', waf: false }, clients);

    // Assess
    expect(formatFindings(findings)).toEqual([
      '! warning: No domain: the site answers on its cloudfront.net address with the default brand, and email is off.',
      '! warning: No alarmEmail: alarms and the budget alert reach nobody until one subscribes.',
    ]);
    expect(home.route53.commandCalls(GetHostedZoneCommand)).toHaveLength(0);
    expect(home.ses.commandCalls(GetAccountCommand)).toHaveLength(0);
  });
});
