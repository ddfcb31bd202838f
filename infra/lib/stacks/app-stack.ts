import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { EmailIdentity, type Identity } from 'aws-cdk-lib/aws-ses';
import { CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { DomainConfig } from '../config.ts';
import { Api } from '../constructs/api.ts';
import { Edge } from '../constructs/edge.ts';
import { HostedLogin } from '../constructs/hosted-login.ts';
import { Monitoring } from '../constructs/monitoring.ts';
import { RateLimitWebAcl } from '../constructs/waf.ts';
import { WebHosting } from '../constructs/web-hosting.ts';
import type { DataStack } from './data-stack.ts';

/** Props of {@link AppStack}. */
export interface AppStackProps extends StackProps {
  /** The stateful resources this stack serves. */
  readonly dataStack: DataStack;
  /** Whether AppSync answers introspection queries. */
  readonly introspection: boolean;
  /** Retention of the API's and the Lambdas' logs. */
  readonly logRetention: RetentionDays;
  /** Patron payment links JSON, passed to the API's billing Lambda. */
  readonly patronPaymentLinks?: string;
  /** The brand folders served (sub-domain → brand); the dev brand only in the dev stage. */
  readonly brands: readonly string[];
  /** The custom domain; absent: the site answers on `*.cloudfront.net` with the default brand and email is off. */
  readonly domain?: DomainConfig;
  /** The us-east-1 wildcard certificate from the edge stack, when it requested one (else `domain.certificateArn`). */
  readonly certificate?: ICertificate;
  /** The email sender, at the domain. */
  readonly mailFrom?: string;
  /** ARN of the CloudFront web ACL (edge stack); absent: no WAF on CloudFront. */
  readonly cloudFrontWebAclArn?: string;
  /** Whether the AppSync API gets its regional web ACL. */
  readonly waf: boolean;
  /** Where alarms and the budget alert go. */
  readonly alarmEmail?: string;
  /** The AWS Budget's monthly limit in US dollars. */
  readonly monthlyBudget: number;
  /** Prefix of names, e.g. `ripple-prod`. */
  readonly prefix: string;
  /**
   * Folder of the built SPA.
   * @default the repository's `web/dist`
   */
  readonly webAssetPath?: string;
  /**
   * Source of the viewer-request CloudFront Function.
   * @default buildEdgeFunctionCode(brands)
   */
  readonly edgeFunctionCode?: string;
}

/**
 * The stateless half: the API and its Lambdas, the edge function, CloudFront and the SPA, the domain's records,
 * the email identity, WAF on the API, alarms and the budget.
 */
export class AppStack extends Stack {
  readonly api: Api;
  readonly web: WebHosting;
  readonly monitoring: Monitoring;
  /** Cognito managed login: the user-pool domain and an app client per brand. */
  readonly hostedLogin: HostedLogin;
  /** The SES identity of the domain, when there is one. */
  readonly mailIdentity?: EmailIdentity;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { data, auth, linkTokenKey } = props.dataStack;
    const { domain } = props;

    const certificate =
      props.certificate ??
      (domain?.certificateArn
        ? Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn)
        : undefined);
    if (domain && !certificate) throw new Error(`No certificate for ${domain.name}`);
    const siteNames = domain ? [`*.${domain.name}`, domain.name] : [];
    const zone = domain
      ? HostedZone.fromHostedZoneAttributes(this, 'Zone', {
          hostedZoneId: domain.hostedZoneId,
          zoneName: domain.hostedZoneName,
        })
      : undefined;

    this.hostedLogin = new HostedLogin(this, 'HostedLogin', {
      userPool: auth.userPool,
      brands: props.brands,
      prefix: props.prefix,
      ...(domain && certificate && zone ? { customDomain: { name: domain.name, certificate, zone } } : {}),
    });

    // With a domain the clients are known here, and the API accepts only theirs and the API sign-in client's.
    const knownClients = this.hostedLogin.clientIdsWithDomain();
    // Likewise the site's origins: uploads come from signed-in pages, which are only ever on a brand's host.
    const siteOrigins = this.hostedLogin.appOriginsWithDomain();
    this.api = new Api(this, 'Api', {
      table: data.table,
      userPool: auth.userPool,
      ...(knownClients
        ? { userPoolClientIds: [auth.webClient.userPoolClientId, ...Object.values(knownClients)] }
        : {}),
      linkTokenSecret: linkTokenKey.secret,
      introspection: props.introspection,
      logRetention: props.logRetention,
      ...(props.patronPaymentLinks ? { patronPaymentLinks: props.patronPaymentLinks } : {}),
      ...(siteOrigins ? { importUploadOrigins: siteOrigins } : {}),
    });
    const edge = new Edge(this, 'Edge', { code: props.edgeFunctionCode, brands: props.brands });

    this.web = new WebHosting(this, 'Web', {
      apiDomainName: this.api.domainName,
      exportUrl: this.api.exportUrl,
      billingUrl: this.api.billingUrl,
      importUploadOrigin: `https://${this.api.imports.bucket.bucketRegionalDomainName}`,
      viewerRequest: edge.viewerRequest,
      userPool: auth.userPool,
      webClient: auth.webClient,
      hostedLogin: this.hostedLogin,
      webAssetPath: props.webAssetPath,
      brands: props.brands,
      ...(domain && certificate ? { customDomain: { names: siteNames, certificate } } : {}),
      ...(props.cloudFrontWebAclArn ? { webAclArn: props.cloudFrontWebAclArn } : {}),
    });

    if (domain && zone) {
      // Alias records (A for IPv4, AAAA for IPv6: the distribution has IPv6 on) for every sub-domain and the apex.
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.web.distribution));
      for (const [recordId, recordName] of [
        ['Wildcard', `*.${domain.name}`],
        ['Apex', domain.name],
      ] as const) {
        const record = new ARecord(this, `${recordId}A`, { zone, recordName, target });
        new AaaaRecord(this, `${recordId}Aaaa`, { zone, recordName, target });
        // Cognito refuses a custom domain whose parent domain has no A record (docs/deploy.md cites AWS).
        if (recordId === 'Apex') this.hostedLogin.domain.node.addDependency(record);
      }

      // SES verifies the domain through Easy DKIM, and CDK writes its three CNAMEs into the zone. The identity is
      // the domain itself, which may sit below the zone's name (Identity.publicHostedZone would take the zone's).
      const identity: Identity = { value: domain.name, hostedZone: zone };
      this.mailIdentity = new EmailIdentity(this, 'MailIdentity', { identity });
      const graphql = this.api.graphqlFunction;
      graphql.addEnvironment('MAIL_FROM', props.mailFrom ?? `no-reply@${domain.name}`);
      graphql.addEnvironment('SITE_URL', `https://app.${domain.name}`);
      // SendEmail only, and only as this domain: the function cannot send from any other identity.
      graphql.addToRolePolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [this.mailIdentity.emailIdentityArn],
        }),
      );
    }

    if (props.waf) {
      const apiWaf = new RateLimitWebAcl(this, 'ApiWaf', {
        scope: 'REGIONAL',
        metricPrefix: `${props.prefix}-api`,
      });
      new CfnWebACLAssociation(this, 'ApiWafAssociation', {
        resourceArn: this.api.api.arn,
        webAclArn: apiWaf.webAcl.attrArn,
      });
    }

    this.monitoring = new Monitoring(this, 'Monitoring', {
      graphqlApiId: this.api.api.apiId,
      functions: {
        Graphql: this.api.graphqlFunction,
        Authorizer: this.api.authorizerFunction,
        Export: this.api.exportFunction,
        Billing: this.api.billingFunction,
        ImportJob: this.api.imports.jobFunction,
      },
      table: data.table,
      monthlyBudget: props.monthlyBudget,
      prefix: props.prefix,
      ...(props.alarmEmail ? { alarmEmail: props.alarmEmail } : {}),
    });

    new CfnOutput(this, 'SiteUrl', {
      value: domain
        ? `https://app.${domain.name}`
        : `https://${this.web.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'DistributionDomainName', { value: this.web.distribution.distributionDomainName });
    new CfnOutput(this, 'GraphqlUrl', { value: this.api.api.graphqlUrl });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.webClient.userPoolClientId });
    new CfnOutput(this, 'HostedLoginUrl', { value: this.hostedLogin.origin });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn });
  }
}
