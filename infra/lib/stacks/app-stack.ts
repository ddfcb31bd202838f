import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { Api } from '../constructs/api.ts';
import { Edge } from '../constructs/edge.ts';
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
  /**
   * Folder of the built SPA.
   * @default the repository's `web/dist`
   */
  readonly webAssetPath?: string;
  /**
   * Source of the viewer-request CloudFront Function.
   * @default buildEdgeFunctionCode()
   */
  readonly edgeFunctionCode?: string;
}

/** The stateless half: the API and its Lambdas, the edge function, CloudFront and the SPA. */
export class AppStack extends Stack {
  readonly api: Api;
  readonly web: WebHosting;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { data, auth, linkTokenKey } = props.dataStack;

    this.api = new Api(this, 'Api', {
      table: data.table,
      userPool: auth.userPool,
      webClient: auth.webClient,
      linkTokenSecret: linkTokenKey.secret,
      introspection: props.introspection,
      logRetention: props.logRetention,
      ...(props.patronPaymentLinks ? { patronPaymentLinks: props.patronPaymentLinks } : {}),
    });
    const edge = new Edge(this, 'Edge', { code: props.edgeFunctionCode });
    this.web = new WebHosting(this, 'Web', {
      apiDomainName: this.api.domainName,
      exportUrl: this.api.exportUrl,
      billingUrl: this.api.billingUrl,
      viewerRequest: edge.viewerRequest,
      userPool: auth.userPool,
      webClient: auth.webClient,
      webAssetPath: props.webAssetPath,
    });

    new CfnOutput(this, 'SiteUrl', { value: `https://${this.web.distribution.distributionDomainName}` });
    new CfnOutput(this, 'GraphqlUrl', { value: this.api.api.graphqlUrl });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.webClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
  }
}
