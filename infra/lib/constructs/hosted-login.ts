import { Aws, Duration } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  CfnManagedLoginBranding,
  ManagedLoginVersion,
  OAuthScope,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolDomain,
  type IUserPool,
} from 'aws-cdk-lib/aws-cognito';
import { AaaaRecord, ARecord, RecordTarget, type IHostedZone } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { Construct } from 'constructs';
import { HOSTED_LOGIN_SCOPES, loginDomainName, loginHosts, redirectUrls } from '../hosted-login.ts';
import { BRANDS_DIR, brandLoginStyle } from '../managed-login-branding.ts';

/** Props of {@link HostedLogin}. */
export interface HostedLoginProps {
  /** The staff user pool (data stack). */
  readonly userPool: IUserPool;
  /** The brand folders served; each gets an app client and a branded sign-in page. */
  readonly brands: readonly string[];
  /** Names the Cognito prefix domain without a custom one (`<prefix>-<account>`), e.g. `ripple-prod`. */
  readonly prefix: string;
  /**
   * The custom domain: `login.{name}` with the us-east-1 certificate and alias records in the zone. Absent: the
   * Cognito prefix domain and a single client for the cloudfront.net address.
   */
  readonly customDomain?: {
    readonly name: string;
    readonly certificate: ICertificate;
    readonly zone: IHostedZone;
  };
  /**
   * Folder of the brand folders.
   * @default web/src/brands
   */
  readonly brandsDir?: string;
}

/** The token lifetimes of every SPA client, the same as the API-sign-in web client's. */
const TOKEN_VALIDITY = {
  idTokenValidity: Duration.hours(1),
  accessTokenValidity: Duration.hours(1),
  refreshTokenValidity: Duration.days(30),
} as const;

const OAUTH_SCOPES: Record<(typeof HOSTED_LOGIN_SCOPES)[number], OAuthScope> = {
  openid: OAuthScope.OPENID,
  email: OAuthScope.EMAIL,
  profile: OAuthScope.PROFILE,
  'aws.cognito.signin.user.admin': OAuthScope.COGNITO_ADMIN,
};

const pascal = (brand: string) =>
  brand
    .split(/[^a-zA-Z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * Cognito managed login for staff: the user-pool domain (`login.{domain}`, or Cognito's prefix domain), and per
 * brand an app client (authorization code with PKCE, no secret) whose redirect URLs are that brand's host, with
 * a managed-login branding style from the brand's colours and logo.
 */
export class HostedLogin extends Construct {
  readonly domain: UserPoolDomain;
  /** Where the hosted pages and `/oauth2/token` answer, e.g. `https://login.ripple.example.org`. */
  readonly origin: string;
  /** The app clients by brand, once {@link clientIdsFor} made them. */
  readonly clients: Record<string, UserPoolClient> = {};
  private readonly props: HostedLoginProps;

  constructor(scope: Construct, id: string, props: HostedLoginProps) {
    super(scope, id);
    this.props = props;
    const custom = props.customDomain;
    // Version 2 is managed login (the branding editor's pages); version 1 would be the classic hosted UI.
    this.domain = new UserPoolDomain(this, 'Domain', {
      userPool: props.userPool,
      managedLoginVersion: ManagedLoginVersion.NEWER_MANAGED_LOGIN,
      ...(custom
        ? { customDomain: { domainName: loginDomainName(custom.name), certificate: custom.certificate } }
        : // Prefix domains are unique per region across all accounts, hence the account id.
          { cognitoDomain: { domainPrefix: `${props.prefix}-${Aws.ACCOUNT_ID}` } }),
    });
    // With a custom domain the origin is written out, not read from the domain resource: the CSP names it, and
    // the domain waits for the apex record, which waits for the distribution that carries the CSP.
    this.origin = custom ? `https://${loginDomainName(custom.name)}` : this.domain.baseUrl();
    if (custom) {
      // Cognito serves a custom domain from a CloudFront distribution of its own; A and AAAA aliases point there.
      // Read from the domain's CloudFrontDistribution attribute (CDK's UserPoolDomainTarget would add a
      // custom-resource Lambda to look it up).
      const target = RecordTarget.fromAlias({
        bind: () => ({
          dnsName: this.domain.cloudFrontEndpoint,
          hostedZoneId: CloudFrontTarget.getHostedZoneId(this),
        }),
      });
      const recordName = loginDomainName(custom.name);
      new ARecord(this, 'AliasA', { zone: custom.zone, recordName, target });
      new AaaaRecord(this, 'AliasAaaa', { zone: custom.zone, recordName, target });
    }
  }

  /**
   * With a custom domain, every client's redirect host is known up front: makes them (once) and returns their
   * ids by brand. Without one: undefined, since the one client's redirect host is the distribution's address.
   */
  clientIdsWithDomain(): Record<string, string> | undefined {
    return this.props.customDomain ? this.clientIdsFor('') : undefined;
  }

  /**
   * Makes the app client and branding style of each brand (once) and returns the client ids by brand. Takes the
   * site's cloudfront.net address because, without a domain, that is the one client's redirect host.
   */
  clientIdsFor(distributionDomainName: string): Record<string, string> {
    const { props } = this;
    if (Object.keys(this.clients).length === 0) {
      const hosts = loginHosts(
        props.brands,
        props.customDomain ? { domain: props.customDomain.name } : { distributionDomainName },
      );
      for (const [brand, host] of Object.entries(hosts)) this.addBrand(brand, host);
    }
    return Object.fromEntries(Object.entries(this.clients).map(([brand, c]) => [brand, c.userPoolClientId]));
  }

  /**
   * The origin each brand's client returns to (`https://<host>`), by brand: the SPA sends a visitor on any other
   * host (the apex, the cloudfront.net address when a domain is set) to the default brand's first.
   */
  appOriginsFor(distributionDomainName: string): Record<string, string> {
    const { props } = this;
    const hosts = loginHosts(
      props.brands,
      props.customDomain ? { domain: props.customDomain.name } : { distributionDomainName },
    );
    return Object.fromEntries(Object.entries(hosts).map(([brand, host]) => [brand, `https://${host}`]));
  }

  /**
   * With a custom domain, the origins of {@link appOriginsFor}, known up front: the only pages staff are signed in
   * on. Without one: undefined, since the one origin is the distribution's address.
   */
  appOriginsWithDomain(): string[] | undefined {
    return this.props.customDomain ? Object.values(this.appOriginsFor('')) : undefined;
  }

  private addBrand(brand: string, host: string): void {
    const { callbackUrl, logoutUrl } = redirectUrls(host);
    const id = pascal(brand);
    const client = new UserPoolClient(this, `${id}Client`, {
      userPool: this.props.userPool,
      userPoolClientName: `${brand} ${host}`,
      generateSecret: false,
      // The managed-login pages offer the username-password form for USER_PASSWORD_AUTH, and with choice-based
      // sign-in (USER_AUTH) let the user pick a passkey instead; the SPA itself never calls InitiateAuth with this
      // client (refresh tokens are always allowed).
      authFlows: { userPassword: true, user: true },
      oAuth: {
        // Authorization code only; the SPA adds PKCE. No implicit grant: tokens never travel in the URL.
        flows: { authorizationCodeGrant: true },
        scopes: HOSTED_LOGIN_SCOPES.map((scope) => OAUTH_SCOPES[scope]),
        callbackUrls: [callbackUrl],
        logoutUrls: [logoutUrl],
      },
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      ...TOKEN_VALIDITY,
    });
    const style = brandLoginStyle(brand, this.props.brandsDir ?? BRANDS_DIR);
    const branding = new CfnManagedLoginBranding(this, `${id}Branding`, {
      userPoolId: this.props.userPool.userPoolId,
      clientId: client.userPoolClientId,
      useCognitoProvidedValues: false,
      settings: style.settings,
      assets: style.assets,
    });
    // Managed login serves a client's pages from the domain; the style is for the pages the domain serves.
    branding.node.addDependency(this.domain);
    this.clients[brand] = client;
  }
}
