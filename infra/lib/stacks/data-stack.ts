import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Auth } from '../constructs/auth.ts';
import { Data } from '../constructs/data.ts';
import { LinkTokenKey } from '../constructs/link-token-key.ts';

/** Props of {@link DataStack}. */
export interface DataStackProps extends StackProps {
  /** The site of the verification links (`https://app.{domain}`); see AuthProps.emailVerificationSite. */
  readonly emailVerificationSite?: string;
  /** The user-pool domain's name, the passkeys' relying party (AuthProps.passkeyRelyingPartyId). */
  readonly loginDomainName: string;
}

/**
 * The stateful half: table, user pool, link-token key. Kept apart so the app stack can be replaced or
 * destroyed without touching data.
 */
export class DataStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly linkTokenKey: LinkTokenKey;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.data = new Data(this, 'Data');
    this.auth = new Auth(this, 'Auth', {
      ...(props.emailVerificationSite ? { emailVerificationSite: props.emailVerificationSite } : {}),
      passkeyRelyingPartyId: props.loginDomainName,
    });
    this.linkTokenKey = new LinkTokenKey(this, 'LinkTokenKey');
  }
}
