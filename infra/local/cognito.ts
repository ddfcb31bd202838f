import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { JWK } from 'jose';
import { pino } from 'pino';
import {
  CognitoError,
  NotAuthorizedError,
  UnsupportedError,
  UserNotFoundError,
} from 'cognito-local/lib/errors.js';
import { Router } from 'cognito-local/lib/server/Router.js';
import { createServer } from 'cognito-local/lib/server/server.js';
import { DefaultConfig } from 'cognito-local/lib/server/config.js';
import { DateClock } from 'cognito-local/lib/services/clock.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import { MessagesService } from 'cognito-local/lib/services/messages.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { Triggers } from 'cognito-local/lib/services/triggers/index.js';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender.js';
import { createLocalPasskeys, type PasskeyUser } from './cognito-passkeys.ts';
import { getTokensFromRefreshToken, type InitiateAuth } from './cognito-refresh.ts';
import { LocalSessions } from './cognito-sessions.ts';
import { AtomicJsonDataStoreFactory } from './cognito-store.ts';
import { writeOutboxMessage } from './dev-outbox.ts';
import { OPERATORS_GROUP } from '../../functions/src/domains/ops/operators-group.ts';

const OPERATORS_DESCRIPTION =
  'Ripple operators: the team that runs the service (docs/decisions.md, Operators)';

/** AWS-shaped, so code that parses pool ids (region prefix) behaves as in the cloud. */
export const LOCAL_USER_POOL_ID = 'eu-west-2_Rpl0cal01';
/**
 * The issuer does not depend on the port, so tokens stay valid across restarts and in every test run; the
 * emulator recognises our tokens by it. Tokens are `${LOCAL_ISSUER_DOMAIN}/${userPoolId}`.
 */
export const LOCAL_ISSUER_DOMAIN = 'http://localhost/cognito';

export interface LocalCognitoOptions {
  /** Folder for cognito-local's JSON files. */
  dataDir: string;
  userPoolId: string;
  clientId: string;
  /** More app clients with the same settings: the hosted login's client per brand (hosted-login/clients.ts). */
  moreClientIds?: readonly string[];
  tokenValidityMinutes: number;
  /** Where the codes Cognito would email (sign-up verification, forgotten password) are written instead. */
  outboxDir?: string;
  /** Log cognito-local's requests (RIPPLE_DEBUG=1). */
  verbose?: boolean;
  /**
   * The pool's passkey settings, as the cloud pool's WebAuthnRelyingPartyID: the hosted login's host and the
   * origin its pages run on. Absent: the passkey operations answer WebAuthnNotEnabledException.
   */
  passkeys?: { rpId: string; origin: string };
}

export interface LocalCognito {
  issuer: string;
  userPoolId: string;
  clientId: string;
  /** The key cognito-local signs every token with, as a JWK. */
  publicJwk: JWK;
  /** Calls a target (e.g. `InitiateAuth`) in-process: cognito-local's own, without the session handling. */
  call(target: string, body: unknown): Promise<unknown>;
  /**
   * Calls a target as the `/cognito` endpoint answers it: sessions stamped and ended, refresh adapted, disabled
   * users refused. The hosted login issues its tokens through this, so they are the tokens a sign-in gets.
   */
  target(target: string, body: unknown): Promise<unknown>;
  /** The HTTP handler, mounted by the server with the `/cognito` prefix removed from `req.url`. */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

/**
 * The codes Cognito emails (sign-up verification, forgotten password), written to the local outbox as the API's
 * emails are (`/dev/outbox`), in Cognito's default wording ("Your verification code is {####}.").
 */
export function outboxSender(outboxDir: string | undefined): MessageSender {
  return {
    sendEmail: async (_ctx, _user, destination, message) => {
      if (!outboxDir) return;
      const code = message.__code;
      await writeOutboxMessage(outboxDir, {
        to: destination,
        subject: message.emailSubject ?? 'Your verification code',
        text: message.emailMessage ?? `Your verification code is ${code}.`,
      });
    },
    sendSms: async () => undefined,
  };
}

function triggersNone(): Triggers {
  const unavailable = () => Promise.reject(new Error('Lambda triggers are not configured locally'));
  return {
    enabled: () => false,
    customMessage: unavailable,
    customEmailSender: unavailable,
    postAuthentication: unavailable,
    postConfirmation: unavailable,
    preSignUp: unavailable,
    preTokenGeneration: unavailable,
    userMigration: unavailable,
  } as unknown as Triggers;
}

/**
 * Cognito puts the user's standard attributes (name, email…) in the ID token; cognito-local only copies custom
 * ones. A pre-token-generation hook run in-process adds the rest, so the API sees the same claims as in AWS.
 */
function triggersAddingStandardClaims(): Triggers {
  const skipped = new Set(['sub', 'email', 'email_verified']);
  return {
    ...triggersNone(),
    enabled: (trigger: string) => trigger === 'PreTokenGeneration',
    preTokenGeneration: async (
      _ctx: unknown,
      { userAttributes }: { userAttributes: { Name: string; Value?: string }[] },
    ) => ({
      claimsOverrideDetails: {
        claimsToAddOrOverride: Object.fromEntries(
          userAttributes
            .filter((a) => !skipped.has(a.Name) && !a.Name.startsWith('custom:') && a.Value !== undefined)
            .map((a) => [a.Name, a.Value]),
        ),
      },
    }),
  } as unknown as Triggers;
}

export function cognitoPublicJwk(): JWK {
  const require = createRequire(import.meta.url);
  const { jwk } = require('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: JWK };
  return jwk;
}

/** cognito-local's private key: tests use it to sign tokens it would never issue (already expired). */
export function cognitoPrivateKeyPem(): string {
  const require = createRequire(import.meta.url);
  return (require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string }).pem;
}

export async function startCognito(options: LocalCognitoOptions): Promise<LocalCognito> {
  const logger = pino({ level: options.verbose ? 'info' : 'silent' });
  const ctx = { logger };
  const config = {
    ...DefaultConfig,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: LOCAL_ISSUER_DOMAIN },
    ServerConfig: { ...DefaultConfig.ServerConfig, development: false },
  };
  const clock = new DateClock();
  // Not cognito-local's StormDB store, which a crash mid-write can leave torn (cognito-store.ts).
  const dataStoreFactory = new AtomicJsonDataStoreFactory(options.dataDir);
  const cognito = await new CognitoServiceFactoryImpl(
    options.dataDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);

  const pools = await cognito.listUserPools(ctx);
  if (!pools.some((pool) => pool.Id === options.userPoolId)) {
    await cognito.createUserPool(ctx, {
      Id: options.userPoolId,
      Name: 'ripple-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      // As in the cloud stack: minimum length 6, no character classes.
      Policies: {
        PasswordPolicy: {
          MinimumLength: 6,
          RequireLowercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
          RequireUppercase: false,
          TemporaryPasswordValidityDays: 7,
        },
      },
    } as Parameters<typeof cognito.createUserPool>[1]);
  }
  const pool = await cognito.getUserPool(ctx, options.userPoolId);
  // As the cloud pool: codes verify the email, and each user may add an authenticator app (TOTP) as a second step.
  if (
    !pool.options.AutoVerifiedAttributes?.includes('email') ||
    pool.options.MfaConfiguration !== 'OPTIONAL'
  ) {
    await pool.updateOptions(ctx, {
      ...pool.options,
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
    });
  }
  const now = clock.get();
  // As the cloud pool has it (infra/lib/constructs/auth.ts): `npm run ops -- operator add <email>` adds to it.
  if (!(await pool.getGroupByGroupName(ctx, OPERATORS_GROUP))) {
    await pool.saveGroup(ctx, {
      GroupName: OPERATORS_GROUP,
      Description: OPERATORS_DESCRIPTION,
      CreationDate: now,
      LastModifiedDate: now,
    });
  }
  for (const [index, clientId] of [options.clientId, ...(options.moreClientIds ?? [])].entries()) {
    const existing = await cognito.getAppClient(ctx, clientId);
    // Saved on every start so that a new token lifetime (RIPPLE_TOKEN_MINUTES) takes effect.
    await pool.saveAppClient(ctx, {
      ClientId: clientId,
      ClientName: index === 0 ? 'web' : `web-${index}`,
      UserPoolId: options.userPoolId,
      CreationDate: existing?.CreationDate ?? now,
      LastModifiedDate: now,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: options.tokenValidityMinutes,
      IdTokenValidity: options.tokenValidityMinutes,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    });
  }

  const triggers = triggersNone();
  const services: Services = {
    clock,
    cognito,
    config: config as Services['config'],
    messages: new MessagesService(triggers, new MessageDeliveryService(outboxSender(options.outboxDir))),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggersAddingStandardClaims(), config.TokenConfig),
    triggers,
  };
  const router = Router(services);
  const server = createServer(router, logger, config.ServerConfig, services);
  const app = server.application as unknown as (req: IncomingMessage, res: ServerResponse) => void;

  const call = (target: string, body: unknown) => router(target)(ctx, body) as Promise<unknown>;
  const initiateAuth: InitiateAuth = (request) => call('InitiateAuth', request) as ReturnType<InitiateAuth>;
  const issuer = `${LOCAL_ISSUER_DOMAIN}/${options.userPoolId}`;
  const sessions = new LocalSessions(cognitoPrivateKeyPem(), issuer);
  const expiresIn = options.tokenValidityMinutes * 60;

  /** A refresh refused: Cognito says whether the token was revoked or is unknown. */
  const refreshing = async <T>(refresh: () => Promise<T>, refreshToken: unknown): Promise<T> => {
    try {
      return await refresh();
    } catch (error) {
      if (!(error instanceof NotAuthorizedError) || typeof refreshToken !== 'string') throw error;
      throw new NotAuthorizedError(
        sessions.isEnded(refreshToken) ? 'Refresh Token has been revoked' : 'Invalid Refresh Token',
      );
    }
  };

  const passkeys =
    options.passkeys &&
    createLocalPasskeys({
      ...options.passkeys,
      // As the cloud pool (WebAuthnUserVerification `required`, infra/lib/constructs/auth.ts).
      userVerification: true,
      getUser: async (username) => (await pool.getUserByUsername(ctx, username)) as PasskeyUser | null,
      saveUser: (user) => pool.saveUser(ctx, user as Parameters<typeof pool.saveUser>[1]),
      // What cognito-local does once a password is checked (targets/initiateAuth.js, verifyPasswordChallenge).
      issueTokens: async (passkeyUser, clientId) => {
        const user = passkeyUser as Parameters<typeof pool.saveUser>[1];
        const client = await cognito.getAppClient(ctx, clientId);
        if (!client) throw new NotAuthorizedError('Invalid client id');
        const groups = await pool.listUserGroupMembership(ctx, user);
        const tokens = await services.tokenGenerator.generate(
          ctx,
          user,
          groups,
          client,
          undefined,
          'Authentication',
        );
        await pool.storeRefreshToken(ctx, tokens.RefreshToken, user);
        return tokens;
      },
    });
  const passkeysOn = () => {
    if (!passkeys) throw new CognitoError('WebAuthnNotEnabledException', 'Passkeys are not enabled.');
    return passkeys;
  };

  /** Cognito refuses a password sign-in of a disabled user ("User is disabled."); cognito-local does not. */
  const refuseDisabled = async (request: Record<string, unknown>) => {
    const username = (request.AuthParameters as Record<string, unknown> | undefined)?.USERNAME;
    if (typeof username !== 'string') return;
    const user = await pool.getUserByUsername(ctx, username);
    if (user?.Enabled === false) throw new NotAuthorizedError('User is disabled.');
  };

  /** The AWS JSON protocol targets, with the sign-out and refresh behaviour of Cognito (cognito-sessions.ts). */
  const dispatch = async (amzTarget: string, body: unknown): Promise<unknown> => {
    const target = amzTarget.split('.')[1] ?? '';
    const request = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    // Every user API authorised by an access token refuses one whose session has ended.
    if ('AccessToken' in request) await sessions.verifyAccessToken(request.AccessToken);
    type Authenticated = { AuthenticationResult?: Record<string, unknown> };
    switch (target) {
      case 'GetTokensFromRefreshToken': {
        const refreshed = refreshing(
          () => getTokensFromRefreshToken(body, initiateAuth, expiresIn),
          request.RefreshToken,
        );
        return sessions.stamp(await refreshed, request.RefreshToken as string);
      }
      case 'StartWebAuthnRegistration': {
        const { username } = await sessions.verifyAccessToken(request.AccessToken);
        return passkeysOn().startRegistration(username);
      }
      case 'CompleteWebAuthnRegistration': {
        const { username } = await sessions.verifyAccessToken(request.AccessToken);
        return passkeysOn().completeRegistration(username, request.Credential);
      }
      case 'InitiateAuth': {
        if (request.AuthFlow === 'USER_AUTH') {
          // Choice-based sign-in: locally only its passkey choice (the hosted page signs passwords in with
          // USER_PASSWORD_AUTH, which the clients allow too).
          const parameters = (request.AuthParameters ?? {}) as Record<string, unknown>;
          if (parameters.PREFERRED_CHALLENGE !== 'WEB_AUTHN') {
            throw new CognitoError(
              'InvalidParameterException',
              'Only PREFERRED_CHALLENGE WEB_AUTHN is supported locally.',
            );
          }
          return passkeysOn().initiate(String(request.ClientId), String(parameters.USERNAME ?? ''));
        }
        await refuseDisabled(request);
        const refreshToken = (request.AuthParameters as Record<string, unknown> | undefined)?.REFRESH_TOKEN;
        const result = (await refreshing(() => call(target, body), refreshToken)) as Authenticated;
        return sessions.stamp(result, typeof refreshToken === 'string' ? refreshToken : undefined);
      }
      case 'ConfirmSignUp': {
        // The code went to the email address, so Cognito marks it verified; cognito-local only confirms the user.
        await call(target, body);
        const user = await pool.getUserByUsername(ctx, String(request.Username));
        if (user) {
          const others = (user.Attributes ?? []).filter((attribute) => attribute.Name !== 'email_verified');
          await pool.saveUser(ctx, {
            ...user,
            Attributes: [...others, { Name: 'email_verified', Value: 'true' }],
          });
        }
        return {};
      }
      case 'RespondToAuthChallenge': {
        if (request.ChallengeName === 'WEB_AUTHN') {
          const responses = (request.ChallengeResponses ?? {}) as Record<string, unknown>;
          const result = await passkeysOn().respond(
            String(request.ClientId),
            request.Session,
            responses.CREDENTIAL,
          );
          return sessions.stamp(result as Authenticated);
        }
        return sessions.stamp((await call(target, body)) as Authenticated);
      }
      case 'RevokeToken':
        // cognito-local forgets the refresh token; its access tokens are refused from now on too.
        await call(target, body);
        sessions.end([String(request.Token)]);
        return {};
      case 'AdminUserGlobalSignOut': {
        // Not in cognito-local: as Cognito, every session of the user ends (`npm run ops -- operator remove`).
        const user = await pool.getUserByUsername(ctx, String(request.Username));
        if (!user) throw new UserNotFoundError('User does not exist.');
        sessions.end(user.RefreshTokens ?? []);
        await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
        return {};
      }
      case 'GlobalSignOut': {
        const { username, origin_jti: origin } = await sessions.verifyAccessToken(request.AccessToken);
        const user = await pool.getUserByUsername(ctx, username);
        if (!user) throw new NotAuthorizedError('Invalid Access Token');
        sessions.end(user.RefreshTokens ?? []);
        if (typeof origin === 'string') sessions.endOrigin(origin);
        await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
        return {};
      }
      default:
        return call(target, body);
    }
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    // Same origin as the SPA (`/cognito`), as the API is: no cross-origin reads (cognito-local allows any origin).
    withoutCorsHeaders(res);
    const target = req.headers['x-amz-target'];
    if (req.method === 'POST' && (req.url === '/' || req.url === '') && typeof target === 'string') {
      void answerTarget(req, res, target, dispatch);
      return;
    }
    // JWKS, OpenID configuration, health: cognito-local's own express app.
    app(req, res);
  };

  const publicJwk = cognitoPublicJwk();
  return {
    issuer,
    userPoolId: options.userPoolId,
    clientId: options.clientId,
    publicJwk,
    call,
    target: (name, body) => dispatch(`AWSCognitoIdentityProviderService.${name}`, body),
    handle,
  };
}

/** Cognito answers a wrong password like an unknown user, so sign-in cannot be used to probe for accounts. */
function asCognitoWould(target: string, error: CognitoError): { __type: string; message: string } {
  if (target === 'InitiateAuth' && error.code === 'InvalidPasswordException') {
    return { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
  }
  return { __type: error.code, message: error.message };
}

/** Dates go out as epoch seconds, as the AWS JSON protocol (and cognito-local's own server) sends them. */
function awsJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, item: unknown) {
    const raw = this[key];
    return raw instanceof Date ? Math.floor(raw.getTime() / 1000) : item;
  });
}

/** Drops the CORS headers cognito-local's express app sets: the SPA calls `/cognito` from its own origin. */
function withoutCorsHeaders(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) =>
    name.toLowerCase().startsWith('access-control-') ? res : setHeader(name, value);
}

/**
 * The AWS JSON protocol endpoint, dispatched to cognito-local's targets in-process. Done here rather than by
 * cognito-local's express route so that the refresh adapter, sign-out and the error mapping sit in front of it.
 */
async function answerTarget(
  req: IncomingMessage,
  res: ServerResponse,
  amzTarget: string,
  dispatch: (amzTarget: string, body: unknown) => Promise<unknown>,
): Promise<void> {
  const target = amzTarget.split('.')[1] ?? '';
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  let status = 200;
  let payload: unknown;
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as unknown;
    payload = await dispatch(amzTarget, body);
  } catch (error) {
    if (error instanceof CognitoError) {
      status = 400;
      payload = asCognitoWould(target, error);
    } else if (error instanceof UnsupportedError) {
      status = 500;
      payload = {
        __type: 'CognitoLocal#Unsupported',
        message: `Cognito Local unsupported feature: ${error.message}`,
      };
    } else if (error instanceof SyntaxError || (error instanceof Error && /required/.test(error.message))) {
      status = 400;
      payload = { __type: 'InvalidParameterException', message: error.message };
    } else {
      console.error(`cognito-local ${target} failed:`, error);
      status = 500;
      payload = { __type: 'InternalErrorException', message: 'Internal error' };
    }
  }
  // Amplify reads the error name from __type or this header.
  const headers: Record<string, string> = { 'content-type': 'application/x-amz-json-1.1' };
  if (status !== 200) headers['x-amzn-errortype'] = (payload as { __type: string }).__type;
  res.writeHead(status, headers);
  res.end(awsJson(payload));
}
