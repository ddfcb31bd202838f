import { AspectPriority, Aspects, CfnResource, RemovalPolicy, type IAspect } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';

/** The LoggingConfig a Lambda resource was given, whichever construct made it. */
function loggingConfigOf(resource: CfnResource): unknown {
  if (resource instanceof CfnFunction) return resource.loggingConfig;
  // CDK's own helpers (LogRetention) declare their function as a plain CfnResource.
  return (resource as unknown as { _cfnProperties?: Record<string, unknown> })._cfnProperties?.LoggingConfig;
}

/**
 * Gives every Lambda function without a log group of its own (CDK's helper functions: BucketDeployment,
 * LogRetention) a log group with the stage's retention, created and deleted with the stack. Without it Lambda
 * would create `/aws/lambda/<name>` on first run, kept forever and left behind by `cdk destroy`.
 */
class LambdaLogRetention implements IAspect {
  constructor(private readonly retention: RetentionDays) {}

  visit(node: IConstruct): void {
    if (!CfnResource.isCfnResource(node) || node.cfnResourceType !== 'AWS::Lambda::Function') return;
    if (loggingConfigOf(node) !== undefined) return;
    const scope = node.node.scope;
    if (!scope) return;
    const logGroup = new LogGroup(scope, `${node.node.id}Logs`, {
      retention: this.retention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // The helpers' roles carry AWSLambdaBasicExecutionRole, which may write to any log group of the account.
    node.addPropertyOverride('LoggingConfig', { LogGroup: logGroup.logGroupName });
  }
}

/** Applies {@link LambdaLogRetention} to a stack. */
export function applyLogRetention(scope: IConstruct, retention: RetentionDays): void {
  Aspects.of(scope).add(new LambdaLogRetention(retention), { priority: AspectPriority.MUTATING });
}
