import { ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { GetHostedZoneCommand, ListResourceRecordSetsCommand, Route53Client } from '@aws-sdk/client-route-53';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import type { StageConfig } from './config.ts';
import { loginDomainName } from './hosted-login.ts';

/** The bootstrap stack version CDK's default synthesiser requires for deploying with assets. */
export const MIN_BOOTSTRAP_VERSION = 6;

/** One finding: `missing` stops the deploy, `warning` is printed and the deploy goes on. */
export interface PreflightFinding {
  readonly level: 'missing' | 'warning';
  readonly message: string;
}

/** What the checks need besides the settings. */
export interface PreflightInput {
  readonly config: StageConfig;
  /** The bootstrap qualifier the stacks will use (cdk.json `@aws-cdk/core:bootstrapQualifier` or CDK's default). */
  readonly qualifier: string;
  /** The region of the shell's credentials (AWS_REGION or the profile), when the settings give none. */
  readonly shellRegion?: string;
  /** Makes the SDK clients; tests leave it alone and mock the client classes. */
  readonly clients?: (region: string) => PreflightClients;
}

/** The AWS clients the checks call, per region. */
export interface PreflightClients {
  readonly sts: STSClient;
  readonly ssm: SSMClient;
  readonly route53: Route53Client;
  readonly acm: ACMClient;
  readonly ses: SESv2Client;
}

const defaultClients = (region: string): PreflightClients => ({
  sts: new STSClient({ region }),
  ssm: new SSMClient({ region }),
  route53: new Route53Client({ region }),
  acm: new ACMClient({ region }),
  ses: new SESv2Client({ region }),
});

const nameOf = (error: unknown): string => (error as { name?: string }).name ?? '';

/**
 * Checks the account before `npm run deploy`: credentials, region, the CDK bootstrap (version and qualifier) in
 * each region the stacks use, the domain's hosted zone and certificate, and SES. Returns one finding per
 * problem, in that order; no finding means ready.
 */
export async function preflight(input: PreflightInput): Promise<PreflightFinding[]> {
  const findings: PreflightFinding[] = [];
  const missing = (message: string) => findings.push({ level: 'missing', message });
  const warning = (message: string) => findings.push({ level: 'warning', message });
  const { config } = input;
  const makeClients = input.clients ?? defaultClients;

  const region = config.region ?? input.shellRegion;
  if (!region) {
    missing(
      'No AWS region: set AWS_REGION, a region in your AWS profile, or "region" in ripple.config.json.',
    );
    return findings;
  }
  const here = makeClients(region);

  let account: string | undefined;
  try {
    account = (await here.sts.send(new GetCallerIdentityCommand({}))).Account;
  } catch (error) {
    missing(
      `No usable AWS credentials (${nameOf(error) || 'no answer from STS'}): run \`aws configure sso\` and set AWS_PROFILE, or export AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.`,
    );
    return findings;
  }

  const needsUsEast1 =
    config.waf || (config.domain !== undefined && config.domain.certificateArn === undefined);
  const regions = needsUsEast1 && region !== 'us-east-1' ? [region, 'us-east-1'] : [region];
  const usEast1 = regions.includes('us-east-1')
    ? region === 'us-east-1'
      ? here
      : makeClients('us-east-1')
    : undefined;
  for (const bootstrapRegion of regions) {
    const clients = bootstrapRegion === region ? here : (usEast1 ?? here);
    const bootstrap = `\`npm run cdk -- bootstrap aws://${account ?? 'ACCOUNT_ID'}/${bootstrapRegion}\``;
    try {
      const answer = await clients.ssm.send(
        new GetParameterCommand({ Name: `/cdk-bootstrap/${input.qualifier}/version` }),
      );
      const version = Number(answer.Parameter?.Value);
      if (!(version >= MIN_BOOTSTRAP_VERSION))
        missing(
          `CDK bootstrap in ${bootstrapRegion} is version ${answer.Parameter?.Value ?? '?'}, at least ${MIN_BOOTSTRAP_VERSION} is needed: run ${bootstrap}.`,
        );
    } catch (error) {
      missing(
        nameOf(error) === 'ParameterNotFound'
          ? `CDK is not bootstrapped in ${bootstrapRegion} with the qualifier ${input.qualifier}: run ${bootstrap}.`
          : `Could not read the CDK bootstrap version in ${bootstrapRegion} (${nameOf(error)}).`,
      );
    }
  }

  const { domain } = config;
  if (domain) {
    let zoneReady = false;
    try {
      const zone = await here.route53.send(new GetHostedZoneCommand({ Id: domain.hostedZoneId }));
      const zoneName = zone.HostedZone?.Name?.replace(/\.$/, '');
      if (zoneName !== domain.hostedZoneName)
        missing(
          `The hosted zone ${domain.hostedZoneId} is ${zoneName ?? 'unnamed'}, not ${domain.hostedZoneName}: fix hostedZoneId or hostedZoneName.`,
        );
      else if (zone.HostedZone?.Config?.PrivateZone)
        missing(`The hosted zone ${domain.hostedZoneId} is private: the domain needs a public hosted zone.`);
      else zoneReady = true;
    } catch (error) {
      missing(
        nameOf(error) === 'NoSuchHostedZone'
          ? `No hosted zone ${domain.hostedZoneId} in account ${account ?? '?'}: create one for ${domain.hostedZoneName} (docs/deploy.md, step 3).`
          : `Could not read the hosted zone ${domain.hostedZoneId} (${nameOf(error)}).`,
      );
    }

    if (zoneReady) {
      // The hosted login takes login.{domain}; a record of someone else's there would make the deploy fail
      // half-way. An alias to a cloudfront.net name is Cognito's, from an earlier deploy of this stage.
      const login = loginDomainName(domain.name);
      try {
        const { ResourceRecordSets: records = [] } = await here.route53.send(
          new ListResourceRecordSetsCommand({
            HostedZoneId: domain.hostedZoneId,
            StartRecordName: login,
            MaxItems: 10,
          }),
        );
        const taken = records.filter(
          (record) =>
            record.Name?.replace(/\.$/, '').toLowerCase() === login &&
            !/\.cloudfront\.net\.?$/.test(record.AliasTarget?.DNSName ?? ''),
        );
        if (taken.length > 0)
          missing(
            `${login} already has a ${taken.map((record) => record.Type).join(' and ')} record in the hosted zone: the hosted login (Cognito's managed login) needs that name; remove the record first.`,
          );
      } catch (error) {
        warning(`Could not read the records of ${login} (${nameOf(error)}).`);
      }
    }

    if (domain.certificateArn) {
      const acm = (usEast1 ?? makeClients('us-east-1')).acm;
      try {
        const { Certificate: certificate } = await acm.send(
          new DescribeCertificateCommand({ CertificateArn: domain.certificateArn }),
        );
        const names = certificate?.SubjectAlternativeNames ?? [];
        const uncovered = [`*.${domain.name}`, domain.name].filter((name) => !names.includes(name));
        if (certificate?.Status !== 'ISSUED')
          missing(
            `The certificate ${domain.certificateArn} is ${certificate?.Status ?? 'unknown'}, not ISSUED.`,
          );
        if (uncovered.length > 0)
          missing(`The certificate ${domain.certificateArn} does not cover ${uncovered.join(' and ')}.`);
      } catch (error) {
        missing(`The certificate ${domain.certificateArn} cannot be read in us-east-1 (${nameOf(error)}).`);
      }
    }

    try {
      const sesAccount = await here.ses.send(new GetAccountCommand({}));
      if (!sesAccount.ProductionAccessEnabled)
        warning(
          `SES in ${region} is in the sandbox: email reaches verified addresses only until you request production access (docs/deploy.md, Email).`,
        );
      if (sesAccount.SendingEnabled === false)
        warning(`SES sending is paused for this account in ${region}.`);
    } catch (error) {
      warning(`Could not read the SES account in ${region} (${nameOf(error)}).`);
    }
    try {
      const identity = await here.ses.send(new GetEmailIdentityCommand({ EmailIdentity: domain.name }));
      if (identity.VerifiedForSendingStatus === false)
        warning(`SES has not verified ${domain.name} yet (its DKIM records may still be propagating).`);
    } catch (error) {
      // The deploy creates the identity; only other failures are worth a line.
      if (nameOf(error) !== 'NotFoundException')
        warning(`Could not read the SES identity ${domain.name} (${nameOf(error)}).`);
    }
  } else {
    warning(
      'No domain: the site answers on its cloudfront.net address with the default brand, and email is off.',
    );
  }

  if (!config.alarmEmail)
    warning('No alarmEmail: alarms and the budget alert reach nobody until one subscribes.');
  return findings;
}

/** The findings as the lines printed before a deploy. */
export function formatFindings(findings: readonly PreflightFinding[]): string[] {
  return findings.map(
    (finding) => `${finding.level === 'missing' ? '✘ missing:' : '! warning:'} ${finding.message}`,
  );
}
