import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultStackSynthesizer, Duration, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  FunctionUrlOriginAccessControl,
  S3OriginAccessControl,
  Distribution,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IFunction as ICloudFrontFunction,
  type IOrigin,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { BASIC_EXECUTION_ROLE_FINDING, acknowledge, nagArnRef, stackSingletons } from '../nag.ts';
import { repoPath } from '../paths.ts';
import { CACHE_CONTROL, CACHED_FOLDERS } from '../cache-control.ts';
import { contentSecurityPolicy } from '../content-security-policy.ts';
import { HOSTED_LOGIN_SCOPES } from '../hosted-login.ts';

/** What the site needs of the hosted login (constructs/hosted-login.ts). */
export interface HostedLoginSite {
  /** The hosted login's origin, which the SPA calls for `/oauth2/token` and `/oauth2/revoke`. */
  readonly origin: string;
  /** The app client id of each brand; given the distribution's address, the redirect host without a domain. */
  clientIdsFor(distributionDomainName: string): Record<string, string>;
  /** The origin each brand's client returns to, by brand (the SPA's `hostedLogin.appOrigins`). */
  appOriginsFor(distributionDomainName: string): Record<string, string>;
}

/** Props of {@link WebHosting}. */
export interface WebHostingProps {
  /** Host name of the AppSync endpoint (`<id>.appsync-api.<region>.amazonaws.com`), origin of `/v1/graphql`. */
  readonly apiDomainName: string;
  /** IAM-authenticated export Lambda URL, origin of `/v1/export/*` through origin access control. */
  readonly exportUrl: IFunctionUrl;
  /** Public billing Lambda URL, origin of `/v1/don/*`. */
  readonly billingUrl: IFunctionUrl;
  /** Origin of the spreadsheet uploads' presigned PUTs (`https://<bucket>.s3.<region>.amazonaws.com`). */
  readonly importUploadOrigin: string;
  /** The viewer-request function, attached to every behaviour. */
  readonly viewerRequest: ICloudFrontFunction;
  /** The staff user pool, written to `/config.json` and allowed by the CSP. */
  readonly userPool: IUserPool;
  /** The Cognito client of API sign-in (the smoke test), written to `/config.json`. */
  readonly webClient: IUserPoolClient;
  /** The hosted login: allowed by the CSP, and its origin and clients written to `/config.json`. */
  readonly hostedLogin: HostedLoginSite;
  /**
   * Folder of the built SPA (must hold `index.html` and the landing pages' `light.html`).
   * @default the repository's `web/dist`, built by `npm run build:web`
   */
  readonly webAssetPath?: string;
  /** The brand folders of the build to serve (`brands/<name>/`); the others stay out of the bucket. */
  readonly brands: readonly string[];
  /** The custom domain's names (`*.domain`, `domain`) and their us-east-1 certificate; absent: cloudfront.net. */
  readonly customDomain?: { readonly names: readonly string[]; readonly certificate: ICertificate };
  /** ARN of the CLOUDFRONT-scope web ACL (us-east-1); absent: no WAF. */
  readonly webAclArn?: string;
}

/**
 * The site: a private S3 bucket behind CloudFront (origin access control), the API and the two HTTP Lambdas on
 * the same origin, security headers in a response-headers policy, and the built SPA plus `/config.json`.
 */
export class WebHosting extends Construct {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  /** The security headers every response carries. */
  readonly responseHeadersPolicy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    const webAssetPath = props.webAssetPath ?? repoPath('web/dist');
    // The edge function sends every app path to one of the two pages; without either, those paths are 404s.
    for (const page of ['index.html', 'light.html']) {
      if (!existsSync(join(webAssetPath, page)))
        throw new Error(`No built web app (${page}) at ${webAssetPath}: run \`npm run build:web\` first.`);
    }
    const region = Stack.of(this).region;
    // CloudFront is global: its policy and origin access control names are unique in the whole account, so they
    // carry the region as well as the stack name (the same stage may run in two regions).
    const globalName = (suffix: string) => `${Stack.of(this).stackName}-${region}-${suffix}`;

    const logsBucket = new Bucket(this, 'LogsBucket', {
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // CloudFront standard logging still writes with ACLs, so the bucket must accept them.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.siteBucket = new Bucket(this, 'SiteBucket', {
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      versioned: true,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: 's3/',
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: globalName('security-headers'),
      comment: 'Ripple security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          // Amplify Auth talks to Cognito directly from the browser: the code-for-token exchange and revocation
          // at the hosted login's origin, token refresh and the user's own settings (TOTP) at cognito-idp.
          contentSecurityPolicy: contentSecurityPolicy([
            `https://cognito-idp.${region}.amazonaws.com`,
            props.hostedLogin.origin,
            props.importUploadOrigin,
          ]),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });

    const functionAssociations = [
      { function: props.viewerRequest, eventType: FunctionEventType.VIEWER_REQUEST },
    ];
    const common = {
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      responseHeadersPolicy: this.responseHeadersPolicy,
      functionAssociations,
    } satisfies Partial<BehaviorOptions>;
    const dynamic = (origin: IOrigin): BehaviorOptions => ({
      ...common,
      origin,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // With caching disabled, the AllViewer* policies do forward `Authorization` (an origin request policy may
      // not list it explicitly). Host is left out: AppSync and Lambda URLs answer only to their own host name.
      // They forward `x-ripple-organisation` too, the organisation the SPA's page shows, which the API checks
      // (docs/api-errors.md, `auth.organisationChanged`); a policy of our own would have to list it.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Ripple ${Stack.of(this).stackName}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        ...common,
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket, {
          originAccessControl: new S3OriginAccessControl(this, 'SiteAccess', {
            originAccessControlName: globalName('site'),
          }),
        }),
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
      },
      additionalBehaviors: {
        '/v1/graphql': dynamic(
          new HttpOrigin(props.apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
        ),
        '/v1/export/*': dynamic(
          FunctionUrlOrigin.withOriginAccessControl(props.exportUrl, {
            originAccessControl: new FunctionUrlOriginAccessControl(this, 'ExportAccess', {
              originAccessControlName: globalName('export'),
            }),
          }),
        ),
        '/v1/don/*': dynamic(new FunctionUrlOrigin(props.billingUrl)),
      },
      enableLogging: true,
      logBucket: logsBucket,
      logFilePrefix: 'cloudfront/',
      // The minimum TLS version needs a certificate of our own: the cloudfront.net one always allows TLSv1.
      ...(props.customDomain
        ? {
            domainNames: [...props.customDomain.names],
            certificate: props.customDomain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
    });

    // One deployment per lifetime of infra/lib/cache-control.ts, so that S3 stores each file's Cache-Control.
    // Keep the previous build's hashed chunks (no prune): a tab opened before the deploy still lazy-loads them.
    // Brands are listed one by one (not `brands/*`), so that a brand left out (the dev brand outside the dev
    // stage) never reaches the bucket, even by its direct path.
    const deployFolder = (id: string, folder: (typeof CACHED_FOLDERS)[number], include: string[]) =>
      new BucketDeployment(this, id, {
        sources: [Source.asset(webAssetPath)],
        exclude: ['*'],
        include,
        destinationBucket: this.siteBucket,
        prune: false,
        cacheControl: [CacheControl.fromString(CACHE_CONTROL[folder])],
        memoryLimit: 512,
      });
    const folders = [
      deployFolder('DeployAssets', 'assets', ['assets/*']),
      deployFolder(
        'DeployBrands',
        'brands',
        props.brands.map((brand) => `brands/${brand}/*`),
      ),
    ];
    const pages = new BucketDeployment(this, 'DeploySite', {
      sources: [
        Source.asset(webAssetPath),
        Source.jsonData('config.json', {
          region,
          userPoolId: props.userPool.userPoolId,
          userPoolClientId: props.webClient.userPoolClientId,
          authFlowType: 'USER_SRP_AUTH',
          hostedLogin: {
            origin: props.hostedLogin.origin,
            clientIds: props.hostedLogin.clientIdsFor(this.distribution.distributionDomainName),
            scopes: [...HOSTED_LOGIN_SCOPES],
            appOrigins: props.hostedLogin.appOriginsFor(this.distribution.distributionDomainName),
          },
        }),
      ],
      exclude: CACHED_FOLDERS.map((folder) => `${folder}/*`),
      destinationBucket: this.siteBucket,
      prune: false,
      cacheControl: [CacheControl.fromString(CACHE_CONTROL.pages)],
      // The pages name the new chunks, so they go up (and the cache is cleared) once the chunks are there.
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    for (const folder of folders) pages.node.addDependency(folder);

    this.suppressFindings(logsBucket, props);
  }

  private suppressFindings(logsBucket: Bucket, props: WebHostingProps): void {
    acknowledge(logsBucket, [
      { id: 'AwsSolutions-S1', reason: 'This is the access-log bucket; logging it into itself would loop.' },
    ]);
    acknowledge(this.distribution, [
      { id: 'AwsSolutions-CFR1', reason: 'Charities serve people anywhere; no country is restricted.' },
      ...(props.webAclArn
        ? []
        : [
            {
              id: 'AwsSolutions-CFR2',
              reason:
                'WAF is switched off in this stage settings (waf: false) to save its monthly cost (docs/deploy.md); the API enforces its own auth on every call.',
            },
          ]),
      ...(props.customDomain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'No domain is configured, so the site uses the *.cloudfront.net certificate, which cannot set a minimum TLS version; with a domain the distribution requires TLSv1.2_2021.',
            },
          ]),
    ]);
    // BucketDeployment's handler is a stack-level singleton that CDK owns; these are its fixed permissions.
    const deploymentReason =
      'CDK BucketDeployment copies the web build from the CDK asset bucket into the site bucket and invalidates the distribution; CDK defines this policy.';
    for (const singleton of stackSingletons(this, 'Custom::CDKBucketDeployment')) {
      acknowledge(singleton, [
        { id: 'AwsSolutions-L1', reason: 'CDK BucketDeployment chooses its own (Python) Lambda runtime.' },
        { id: BASIC_EXECUTION_ROLE_FINDING, reason: 'CDK BucketDeployment: writes only its own logs.' },
        ...[
          'Resource::*',
          'Action::s3:GetObject*',
          'Action::s3:GetBucket*',
          'Action::s3:List*',
          'Action::s3:DeleteObject*',
          'Action::s3:Abort*',
          `Resource::arn:<AWS::Partition>:s3:::${assetBucketName(Stack.of(this))}/*`,
          `Resource::${nagArnRef(this.siteBucket)}/*`,
        ].map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason: deploymentReason })),
      ]);
    }
  }
}

/**
 * The CDK asset bucket's name as cdk-nag prints it: the bootstrap qualifier read from the stack's synthesiser
 * (never assumed), with the account and region as literals when the stack has them, else as pseudo references.
 */
function assetBucketName(stack: Stack): string {
  const synthesizer = stack.synthesizer;
  const qualifier =
    (synthesizer instanceof DefaultStackSynthesizer ? synthesizer.bootstrapQualifier : undefined) ??
    DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  return `cdk-${qualifier}-assets-${account}-${region}`;
}
