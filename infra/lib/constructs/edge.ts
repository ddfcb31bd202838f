import { FunctionCode, FunctionRuntime, Function as CloudFrontFunction } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { buildEdgeFunctionCode } from '../../../functions/edge/build-edge-code.ts';

/** Props of {@link Edge}. */
export interface EdgeProps {
  /**
   * Source of the viewer-request function.
   * @default buildEdgeFunctionCode() — the file the local server also runs, with the known brands substituted
   */
  readonly code?: string;
  /**
   * The brands the function recognises by sub-domain; any other sub-domain gets the default brand.
   * @default every brand folder of web/src/brands
   */
  readonly brands?: readonly string[];
}

/**
 * The viewer-request CloudFront Function attached to every behaviour: brand by sub-domain, `/brand/*` to the
 * brand's folder, SPA fallback to `/index.html`, `/v1/graphql` to AppSync's `/graphql`. CloudFront Functions
 * are global and need no us-east-1 stack, unlike Lambda@Edge.
 */
export class Edge extends Construct {
  /** The function, for `functionAssociations` of each behaviour. */
  readonly viewerRequest: CloudFrontFunction;

  constructor(scope: Construct, id: string, props: EdgeProps = {}) {
    super(scope, id);
    this.viewerRequest = new CloudFrontFunction(this, 'ViewerRequest', {
      code: FunctionCode.fromInline(props.code ?? buildEdgeFunctionCode(props.brands)),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Ripple viewer request: brands, SPA fallback, /v1/graphql rewrite',
    });
  }
}
