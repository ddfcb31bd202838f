import { CustomResource, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { NodeFunction } from './node-function.ts';
import { BASIC_EXECUTION_ROLE_FINDING, acknowledge, nagArnRef } from '../nag.ts';

/** Props of {@link LinkTokenKey}. */
export interface LinkTokenKeyProps {
  /**
   * What happens to the secret when it leaves the stack; losing it invalidates every outstanding link.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * The ES256 key that signs beneficiary link tokens, held in Secrets Manager as a private JWK.
 *
 * Secrets Manager can only generate random strings, not EC keys. Of the two options — an empty secret that an
 * operator fills after the first deploy, or a custom resource that fills it — the custom resource is the robust
 * one: `npm run deploy` stays a single command and no stage can run with an unusable key. Its Lambda writes a
 * key only when the secret does not already hold one, so redeploys and stack updates never rotate it.
 */
export class LinkTokenKey extends Construct {
  /** The secret; its value is the private JWK (`kty: EC`, `crv: P-256`, `d`, `kid`, `alg: ES256`). */
  readonly secret: Secret;

  constructor(scope: Construct, id: string, props: LinkTokenKeyProps = {}) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description:
        'Ripple link-token signing key (ES256 private JWK), written by the LinkTokenKey custom resource',
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });

    const generator = new NodeFunction(this, 'Generator', {
      entry: 'infra/lib/handlers/generate-link-token-key.ts',
      description: 'Writes the link-token ES256 key into its secret when absent',
      memorySize: 256,
      timeout: Duration.seconds(30),
    });
    this.secret.grantRead(generator);
    this.secret.grantWrite(generator);

    const provider = new Provider(this, 'Provider', {
      onEventHandler: generator,
      // An explicit log group: `logRetention` would add a second custom-resource Lambda just to set retention.
      logGroup: new LogGroup(this, 'ProviderLogs', {
        retention: RetentionDays.ONE_WEEK,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
    new CustomResource(this, 'Key', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::LinkTokenKey',
      properties: { SecretId: this.secret.secretArn },
    });

    acknowledge(this.secret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotating the signing key would invalidate every link token in use at once. Those tokens live at most 2 hours (LINK_TOKEN_LIFETIME_SECONDS), while the links that mint them are stored items valid up to 365 days and do not depend on the key; the key is replaced by a deliberate redeploy, not on a schedule.',
      },
    ]);
    acknowledge(provider, [
      {
        id: 'AwsSolutions-L1',
        reason:
          'The CDK Provider framework chooses its own Lambda runtime; it only relays CloudFormation events.',
      },
      {
        id: BASIC_EXECUTION_ROLE_FINDING,
        reason: 'The CDK Provider framework uses AWSLambdaBasicExecutionRole for its logs.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::${nagArnRef(generator)}:*]`,
        reason:
          'The CDK Provider framework may invoke any version of the generator function only (`<arn>:*`).',
      },
    ]);
  }
}
