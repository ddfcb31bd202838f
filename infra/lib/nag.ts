import { CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** One acknowledged cdk-nag finding: the rule (or `Rule[finding]`) and why it does not apply. */
export interface NagAcknowledgement {
  readonly id: string;
  readonly reason: string;
}

/**
 * Acknowledges cdk-nag findings on a construct and everything under it (cdk-nag 3 uses CDK's validation
 * acknowledgements; there is no `NagSuppressions` any more). Every acknowledgement carries its reason.
 */
export function acknowledge(scope: IConstruct, rules: readonly NagAcknowledgement[]): void {
  // The `AwsSolutions::` namespace is the plugin's; without it CDK files the id under annotations.
  Validations.of(scope).acknowledge(...rules.map((rule) => ({ ...rule, id: `AwsSolutions::${rule.id}` })));
}

/**
 * How cdk-nag names a resource's logical id inside a finding, e.g. `<ApiGraphqlC5E83EDF.Arn>`; lets a finding
 * such as `AwsSolutions-IAM5[Resource::<Fn.Arn>:*]` be acknowledged exactly, without guessing generated ids.
 */
export function nagArnRef(resource: IConstruct): string {
  const cfn = resource instanceof CfnElement ? resource : resource.node.defaultChild;
  if (!(cfn instanceof CfnElement)) throw new Error(`${resource.node.path} has no CloudFormation resource`);
  return `<${Stack.of(cfn).resolve(cfn.logicalId) as string}.Arn>`;
}

/** The stack-level singletons CDK adds for some constructs (BucketDeployment, LogRetention), by id prefix. */
export function stackSingletons(scope: IConstruct, idPrefix: string): IConstruct[] {
  return Stack.of(scope).node.children.filter((child) => child.node.id.startsWith(idPrefix));
}

/** The finding cdk-nag reports for AWSLambdaBasicExecutionRole on a Lambda's role. */
export const BASIC_EXECUTION_ROLE_FINDING =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';
