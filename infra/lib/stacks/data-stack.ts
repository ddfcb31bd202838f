import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Auth } from '../constructs/auth.ts';
import { Data } from '../constructs/data.ts';
import { LinkTokenKey } from '../constructs/link-token-key.ts';

/**
 * The stateful half: table, user pool, link-token key. Kept apart so the app stack can be replaced or
 * destroyed without touching data.
 */
export class DataStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly linkTokenKey: LinkTokenKey;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    this.data = new Data(this, 'Data');
    this.auth = new Auth(this, 'Auth');
    this.linkTokenKey = new LinkTokenKey(this, 'LinkTokenKey');
  }
}
