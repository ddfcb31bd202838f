import { CrossStackReferences, ReferenceStrength, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';
import type { DomainConfig } from '../config.ts';
import { RateLimitWebAcl } from '../constructs/waf.ts';

/** Props of {@link EdgeStack}. */
export interface EdgeStackProps extends StackProps {
  /** The stage's prefix, e.g. `ripple-prod`, for metric names. */
  readonly prefix: string;
  /** With a domain and no certificate of the team's own: request a DNS-validated wildcard certificate. */
  readonly domain?: DomainConfig;
  /** Whether to create the CloudFront web ACL. */
  readonly waf: boolean;
}

/**
 * What CloudFront only takes from us-east-1 (docs/deploy.md cites AWS): the viewer certificate and the
 * CLOUDFRONT-scope web ACL. The app stack reads both through weak cross-region references, which CloudFormation
 * resolves itself with `Fn::GetStackOutput` (docs/decisions.md): no SSM parameters and no custom-resource
 * Lambdas, as CDK's strong cross-region references would add.
 */
export class EdgeStack extends Stack {
  /** The wildcard certificate, when this stack requests it. */
  readonly certificate?: ICertificate;
  /** The CloudFront web ACL, when WAF is on. */
  readonly webAcl?: RateLimitWebAcl;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    if (props.domain && !props.domain.certificateArn) {
      const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: props.domain.hostedZoneId,
        zoneName: props.domain.hostedZoneName,
      });
      // `*.domain` covers app.domain and every brand's sub-domain; the apex is added so it can serve too.
      this.certificate = new Certificate(this, 'Certificate', {
        domainName: `*.${props.domain.name}`,
        subjectAlternativeNames: [props.domain.name],
        validation: CertificateValidation.fromDns(zone),
      });
      CrossStackReferences.of(this.certificate).produce(ReferenceStrength.WEAK);
    }
    if (props.waf) {
      this.webAcl = new RateLimitWebAcl(this, 'CloudFrontWaf', {
        scope: 'CLOUDFRONT',
        metricPrefix: `${props.prefix}-cloudfront`,
      });
      CrossStackReferences.of(this.webAcl.webAcl).produce(ReferenceStrength.WEAK);
    }
  }
}
