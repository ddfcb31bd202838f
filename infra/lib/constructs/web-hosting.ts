import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
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

/** Props of {@link WebHosting}. */
export interface WebHostingProps {
  /** Host name of the AppSync endpoint (`<id>.appsync-api.<region>.amazonaws.com`), origin of `/v1/graphql`. */
  readonly apiDomainName: string;
  /** IAM-authenticated export Lambda URL, origin of `/v1/export/*` through origin access control. */
  readonly exportUrl: IFunctionUrl;
  /** Public billing Lambda URL, origin of `/v1/don/*`. */
  readonly billingUrl: IFunctionUrl;
  /** The viewer-request function, attached to every behaviour. */
  readonly viewerRequest: ICloudFrontFunction;
  /** The staff user pool, written to `/config.json` and allowed by the CSP. */
  readonly userPool: IUserPool;
  /** The SPA's Cognito client, written to `/config.json`. */
  readonly webClient: IUserPoolClient;
  /**
   * Folder of the built SPA (must hold `index.html` and the landing pages' `light.html`).
   * @default the repository's `web/dist`, built by `npm run build:web`
   */
  readonly webAssetPath?: string;
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
      comment: 'Ripple security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          // Amplify Auth talks to Cognito directly from the browser (SRP sign-in, token refresh).
          contentSecurityPolicy: contentSecurityPolicy([`https://cognito-idp.${region}.amazonaws.com`]),
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
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
      },
      additionalBehaviors: {
        '/v1/graphql': dynamic(
          new HttpOrigin(props.apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
        ),
        '/v1/export/*': dynamic(FunctionUrlOrigin.withOriginAccessControl(props.exportUrl)),
        '/v1/don/*': dynamic(new FunctionUrlOrigin(props.billingUrl)),
      },
      enableLogging: true,
      logBucket: logsBucket,
      logFilePrefix: 'cloudfront/',
    });

    // One deployment per lifetime of infra/lib/cache-control.ts, so that S3 stores each file's Cache-Control.
    // Keep the previous build's hashed chunks (no prune): a tab opened before the deploy still lazy-loads them.
    const deployFolder = (id: string, folder: (typeof CACHED_FOLDERS)[number]) =>
      new BucketDeployment(this, id, {
        sources: [Source.asset(webAssetPath)],
        exclude: ['*'],
        include: [`${folder}/*`],
        destinationBucket: this.siteBucket,
        prune: false,
        cacheControl: [CacheControl.fromString(CACHE_CONTROL[folder])],
        memoryLimit: 512,
      });
    const folders = [deployFolder('DeployAssets', 'assets'), deployFolder('DeployBrands', 'brands')];
    const pages = new BucketDeployment(this, 'DeploySite', {
      sources: [
        Source.asset(webAssetPath),
        Source.jsonData('config.json', {
          region,
          userPoolId: props.userPool.userPoolId,
          userPoolClientId: props.webClient.userPoolClientId,
          authFlowType: 'USER_SRP_AUTH',
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

    this.suppressFindings(logsBucket);
  }

  private suppressFindings(logsBucket: Bucket): void {
    acknowledge(logsBucket, [
      { id: 'AwsSolutions-S1', reason: 'This is the access-log bucket; logging it into itself would loop.' },
    ]);
    acknowledge(this.distribution, [
      { id: 'AwsSolutions-CFR1', reason: 'Charities serve people anywhere; no country is restricted.' },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'A CloudFront WAF web ACL must live in us-east-1 and costs per request; the API enforces its own auth on every call.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate cannot set a minimum TLS version; a custom domain with its own certificate would.',
      },
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
          'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
          `Resource::${nagArnRef(this.siteBucket)}/*`,
        ].map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason: deploymentReason })),
      ]);
    }
  }
}
