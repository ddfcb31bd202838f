import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  PasskeyUserVerification,
  UserPool,
  UserPoolOperation,
  type UserPoolClient,
  type UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { OPERATORS_GROUP } from '../../../functions/src/domains/ops/operators-group.ts';
import { acknowledge } from '../nag.ts';
import { NodeFunction } from './node-function.ts';

/** Props of {@link Auth}. */
export interface AuthProps {
  /**
   * What happens to the user pool when it leaves the stack.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
  /**
   * The site whose emails carry the verification links (`https://app.{domain}`). Given, a pre-authentication
   * trigger refuses every sign-in whose email is not verified and points to `{siteUrl}/verify-email`; absent (a
   * deploy without a domain sends no email, so nobody could verify), sign-in does not wait for a verified email.
   */
  readonly emailVerificationSite?: string;
  /**
   * The passkeys' relying party: the user-pool domain the managed login pages are served on (`login.{domain}`, or
   * the prefix domain), where every passkey is registered and used (docs/decisions.md, "Passkeys").
   */
  readonly passkeyRelyingPartyId: string;
}

/**
 * Staff sign-in: a Cognito user pool with email as the username. Staff sign in on Cognito's managed login
 * (constructs/hosted-login.ts, in the app stack with the domain and one client per brand); this pool holds the
 * rules every client shares: verified email, recovery by email only, optional TOTP MFA, passkeys beside passwords.
 */
export class Auth extends Construct {
  /** The staff user pool. */
  readonly userPool: UserPool;
  /**
   * The client of sign-in through Cognito's API rather than the hosted pages: the smoke test (`npm run smoke`)
   * signs in with USER_PASSWORD_AUTH through it.
   */
  readonly webClient: UserPoolClient;
  /** The operators: staff who run the service across organisations (the operator console and `npm run ops`). */
  readonly operatorsGroup: UserPoolGroup;
  /** The pre-authentication trigger that refuses unverified emails, when there is an emailVerificationSite. */
  readonly preAuthenticationFunction?: IFunction;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN;

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      // Cognito sends the email verification code, and a changed address only counts once it is verified.
      autoVerify: { email: true },
      keepOriginal: { email: true },
      // A forgotten password is reset with a code sent to the verified email, never by SMS.
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Each user may turn on an authenticator app (TOTP) from /profile; SMS and email codes stay off.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false, email: false },
      // The spec's only password rule is "at least 6 characters"; more rules would refuse passwords it accepts.
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      // Essentials: managed login, and passkeys (WebAuthn), which Lite does not offer (docs/cost.md).
      featurePlan: FeaturePlan.ESSENTIALS,
      // A passkey may replace the password as the first factor; the password stays (Cognito requires it to).
      signInPolicy: { allowedFirstAuthFactors: { password: true, passkey: true } },
      // Passkeys are made and used on the managed login pages, so their relying party is that domain.
      passkeyRelyingPartyId: props.passkeyRelyingPartyId,
      // A passkey signs in without the password or the TOTP code, so the authenticator must check it is its
      // owner (PIN or biometrics): possession alone does not sign in.
      passkeyUserVerification: PasskeyUserVerification.REQUIRED,
      deletionProtection: removalPolicy === RemovalPolicy.RETAIN,
      removalPolicy,
    });

    if (props.emailVerificationSite) {
      // Sign-up creates users with the admin API, which Cognito lets sign in unverified: this refuses them until
      // the emailed link (Mutation.VerifyEmail) sets email_verified (docs/decisions.md). It reads only the event,
      // so it needs no permission beyond its logs; addTrigger lets Cognito invoke it.
      const preAuthentication = new NodeFunction(this, 'PreAuthentication', {
        entry: 'functions/src/pre-authentication/handler.ts',
        description: 'Cognito pre-authentication trigger: refuses sign-in until the email is verified',
        memorySize: 256,
        timeout: Duration.seconds(5),
        environment: { SITE_URL: props.emailVerificationSite },
      });
      this.userPool.addTrigger(UserPoolOperation.PRE_AUTHENTICATION, preAuthentication);
      this.preAuthenticationFunction = preAuthentication;
    }

    // Operators (docs/decisions.md, "Operators"): the API knows them by this group in the ID token's
    // `cognito:groups` claim; `npm run ops -- operator add <email> --deployed` adds a staff user to it.
    this.operatorsGroup = this.userPool.addGroup('OperatorsGroup', {
      groupName: OPERATORS_GROUP,
      description: 'Ripple operators: the volunteer team that runs the service for every organisation',
    });

    this.webClient = this.userPool.addClient('WebClient', {
      authFlows: { userSrp: true, userPassword: true },
      generateSecret: false,
      // API sign-in only: the hosted login's OAuth flows belong to the brand clients.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    acknowledge(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason: 'The product spec sets a 6-character minimum and no other password rule.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is optional (TOTP, each user turns it on from /profile): charity volunteers must not be locked out of a sign-in they never set up.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason:
          'Threat protection needs the paid Cognito Plus plan; Ripple is a free app for charities, so it stays on Essentials.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus feature plan is paid; Ripple is a free app for charities, so it stays on Essentials.',
      },
    ]);
  }
}
