import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { decodeJwt } from 'jose';
import { CognitoError } from 'cognito-local/lib/errors.js';
import { allowedOrigins, isCallbackOf, isLogoutUrlOf, type HostedLoginClient } from './clients.ts';
import { AuthorizationCodes } from './codes.ts';
import { PASSKEY_SCRIPT } from './passkey-script.ts';
import { isS256Challenge, verifierMatches } from './pkce.ts';
import {
  PASSKEY_SCRIPT_PATH,
  readBrand,
  renderError,
  renderForm,
  text,
  type Field,
  type Notice,
  type PageBrand,
} from './pages.ts';

/**
 * The local stand-in for Cognito's managed login (docs/decisions.md, "Staff sign in on the hosted login"): the
 * documented endpoints `/oauth2/authorize`, `/oauth2/token` and `/logout`, and the sign-in, forgotten password and
 * TOTP pages behind them, and passkeys (sign-in with one, and `/passkeys/add`), served on `login.localhost:<port>`. Every check of a password, code or token is the
 * local Cognito's own (`cognito.target`), so the tokens are those a sign-in gets there; the pool's
 * pre-authentication trigger runs before the password is checked, as Cognito runs it.
 */

/** The scopes the clients allow, as the cloud's app clients do. */
export const ALLOWED_SCOPES = ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'] as const;

export interface HostedLoginDeps {
  clients: readonly HostedLoginClient[];
  /** The local Cognito's targets, with its session handling (LocalCognito.target). */
  cognito: { target(name: string, body: unknown): Promise<unknown> };
  /** web/src/brands: the pages take the logo and colours of the brand of the app they return to. */
  brandsDir: string;
  knownBrands: readonly string[];
  codes?: AuthorizationCodes;
  /** The pool the users are in (AdminGetUser, for the trigger's user attributes). */
  userPoolId: string;
  /** The pool's pre-authentication Lambda trigger: the cloud's own handler (functions/src/pre-authentication). */
  preAuthentication: (event: PreAuthenticationTriggerEvent) => Promise<unknown>;
}

/** The OAuth request, carried from page to page as hidden fields. */
type OAuthRequest = {
  client_id: string;
  redirect_uri: string;
  state: string;
  code_challenge: string;
  code_challenge_method: string;
  scope: string;
  response_type: string;
};
const OAUTH_FIELDS = [
  'client_id',
  'redirect_uri',
  'state',
  'code_challenge',
  'code_challenge_method',
  'scope',
  'response_type',
] as const;

type Checked =
  | { ok: true; client: HostedLoginClient; request: OAuthRequest }
  | { ok: false; status: number; page?: string; redirect?: string };

type Tokens = { AccessToken: string; IdToken: string; RefreshToken: string; ExpiresIn: number };
type AuthResult = { AuthenticationResult?: Tokens; ChallengeName?: string; Session?: string };

/** The brand of a URL's host, by the edge function's rule: a known first label, otherwise `default`. */
export function brandOfUrl(url: string, knownBrands: readonly string[]): string {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return 'default';
  }
  const [first] = host.split('.');
  return host.includes('.') && first && knownBrands.includes(first) ? first : 'default';
}

const SESSION_COOKIE = 'hosted-login-session';

function cookieOf(req: IncomingMessage, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Seconds the access token is valid for: Cognito's `expires_in` (cognito-local's InitiateAuth leaves it out). */
const expiresIn = (tokens: { AccessToken: string; ExpiresIn?: number }) => {
  const { exp = 0, iat = 0 } = decodeJwt(tokens.AccessToken);
  return tokens.ExpiresIn ?? exp - iat;
};

const errorCode = (error: unknown) => (error instanceof CognitoError ? error.code : undefined);

export function createHostedLogin(deps: HostedLoginDeps) {
  const codes = deps.codes ?? new AuthorizationCodes();
  const origins = allowedOrigins(deps.clients);
  /**
   * The browser's sign-ins on this host (Cognito's session cookie): the refresh tokens `/logout` revokes, and the
   * access token `/passkeys/add` registers a passkey with.
   */
  const sessions = new Map<string, { token: string; clientId: string; accessToken: string }[]>();
  const brands = new Map<string, PageBrand>();
  const brandFor = (redirectUri: string | undefined) => {
    const name = brandOfUrl(redirectUri ?? '', deps.knownBrands);
    let brand = brands.get(name);
    if (!brand) brands.set(name, (brand = readBrand(deps.brandsDir, name)));
    return brand;
  };
  const clientOf = (id: unknown) => deps.clients.find((client) => client.clientId === id);

  /** The authorize endpoint's checks, in the order its documentation gives the errors. */
  function check(params: URLSearchParams): Checked {
    const request = Object.fromEntries(
      OAUTH_FIELDS.map((name) => [name, params.get(name) ?? '']),
    ) as OAuthRequest;
    const client = clientOf(request.client_id);
    // An unknown client or an unregistered redirect_uri gets an error page: never a redirect to that URL.
    if (!client || !isCallbackOf(client, request.redirect_uri)) {
      return { ok: false, status: 400, page: text('error', 'badRequest') };
    }
    const back = (error: string) => {
      const url = new URL(request.redirect_uri);
      url.searchParams.set('error', error);
      if (request.state) url.searchParams.set('state', request.state);
      return { ok: false as const, status: 302, redirect: url.toString() };
    };
    if (request.response_type !== 'code') return back('unsupported_response_type');
    if (request.code_challenge_method !== 'S256' || !isS256Challenge(request.code_challenge)) {
      return back('invalid_request');
    }
    const scopes = request.scope.split(/[ +]/).filter(Boolean);
    if (!scopes.every((scope) => (ALLOWED_SCOPES as readonly string[]).includes(scope))) {
      return back('invalid_scope');
    }
    return { ok: true, client, request };
  }

  const query = (request: OAuthRequest) => new URLSearchParams(request).toString();

  function send(res: ServerResponse, status: number, html: string, extra: Record<string, string> = {}) {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Forms post to this host, whose answer redirects to the app: form-action covers that redirect.
      'content-security-policy': [
        "default-src 'none'",
        'img-src data:',
        "style-src 'unsafe-inline'",
        // The passkey pages' script (passkey-script.ts), from this host only.
        "script-src 'self'",
        `form-action 'self' ${[...origins].join(' ')}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join('; '),
      ...extra,
    });
    res.end(html);
  }

  function redirect(res: ServerResponse, location: string, extra: Record<string, string> = {}) {
    res.writeHead(302, { location, 'cache-control': 'no-store', ...extra });
    res.end();
  }

  const signInPage = (request: OAuthRequest, email = '', notice?: Notice) => ({
    title: text('signIn', 'title'),
    intro: text('signIn', 'intro', { brand: brandFor(request.redirect_uri).name }),
    notice,
    action: '/login',
    hidden: request,
    fields: [
      {
        name: 'username',
        label: text('signIn', 'email'),
        type: 'email',
        autocomplete: 'username',
        inputmode: 'email',
        value: email,
      },
      {
        name: 'password',
        label: text('signIn', 'password'),
        type: 'password',
        autocomplete: 'current-password',
      },
    ] satisfies Field[],
    submit: text('signIn', 'submit'),
    // Choice-based sign-in (USER_AUTH): the same email, a passkey instead of the password.
    alternative: { label: text('passkey', 'signIn'), action: '/passkey' },
    links: [{ href: `/forgotPassword?${query(request)}`, label: text('signIn', 'forgot') }],
  });

  const usePasskeyPage = (request: OAuthRequest, email: string, session: string, options: unknown) => ({
    title: text('passkey', 'useTitle'),
    intro: text('passkey', 'useIntro', { email }),
    action: '/passkey/verify',
    hidden: { ...request, username: email, session },
    fields: [] satisfies Field[],
    submit: text('passkey', 'useSubmit'),
    webauthn: { ceremony: 'get' as const, options },
    links: [{ href: `/login?${query(request)}`, label: text('forgot', 'back') }],
  });

  const forgotPage = (request: OAuthRequest) => ({
    title: text('forgot', 'title'),
    intro: text('forgot', 'intro'),
    action: '/forgotPassword',
    hidden: request,
    fields: [
      {
        name: 'username',
        label: text('forgot', 'email'),
        type: 'email',
        autocomplete: 'username',
        inputmode: 'email',
      },
    ] satisfies Field[],
    submit: text('forgot', 'submit'),
    links: [{ href: `/login?${query(request)}`, label: text('forgot', 'back') }],
  });

  const resetPage = (request: OAuthRequest, email: string, notice?: Notice) => ({
    title: text('reset', 'title'),
    intro: text('reset', 'intro', { email }),
    notice,
    action: '/confirmForgotPassword',
    hidden: { ...request, username: email },
    fields: [
      {
        name: 'code',
        label: text('reset', 'code'),
        type: 'text',
        autocomplete: 'one-time-code',
        inputmode: 'numeric',
      },
      {
        name: 'password',
        label: text('reset', 'password'),
        type: 'password',
        autocomplete: 'new-password',
        hint: text('reset', 'passwordHint'),
      },
    ] satisfies Field[],
    submit: text('reset', 'submit'),
  });

  const mfaPage = (request: OAuthRequest, email: string, session: string, notice?: Notice) => ({
    title: text('mfa', 'title'),
    intro: text('mfa', 'intro'),
    notice,
    action: '/mfa',
    hidden: { ...request, username: email, session },
    fields: [
      {
        name: 'code',
        label: text('mfa', 'code'),
        type: 'text',
        autocomplete: 'one-time-code',
        inputmode: 'numeric',
      },
    ] satisfies Field[],
    submit: text('mfa', 'submit'),
  });

  /** Signed in: an authorization code for the tokens, back to the app with it and the state. */
  function signedIn(
    req: IncomingMessage,
    res: ServerResponse,
    client: HostedLoginClient,
    request: OAuthRequest,
    tokens: Tokens,
  ) {
    const code = codes.issue({
      clientId: client.clientId,
      redirectUri: request.redirect_uri,
      codeChallenge: request.code_challenge,
      tokens,
    });
    let session = cookieOf(req, SESSION_COOKIE);
    if (!session || !sessions.has(session)) session = randomBytes(18).toString('base64url');
    sessions.set(session, [
      ...(sessions.get(session) ?? []),
      { token: tokens.RefreshToken, clientId: client.clientId, accessToken: tokens.AccessToken },
    ]);
    const url = new URL(request.redirect_uri);
    url.searchParams.set('code', code);
    if (request.state) url.searchParams.set('state', request.state);
    redirect(res, url.toString(), {
      'set-cookie': `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax`,
    });
  }

  const failed: Notice = {
    tone: 'error',
    title: text('signIn', 'failedTitle'),
    text: text('signIn', 'failed'),
  };
  const blocked: Notice = { tone: 'error', text: text('signIn', 'blocked') };

  /**
   * Cognito's pre-authentication trigger, at the point Cognito invokes it: the user is looked up, the event built
   * as its documentation shows it (attribute values as strings; `userNotFound` for an unknown user, since the
   * clients prevent user-existence errors), and the handler run before the password is checked. A thrown error
   * ends the sign-in with Cognito's wording around its message; undefined lets it go on.
   */
  async function preAuthentication(client: HostedLoginClient, email: string): Promise<string | undefined> {
    let user: { UserAttributes?: { Name: string; Value?: string }[] } | undefined;
    try {
      user = (await deps.cognito.target('AdminGetUser', {
        UserPoolId: deps.userPoolId,
        Username: email,
      })) as typeof user;
    } catch (error) {
      if (!errorCode(error)) throw error;
    }
    const event: PreAuthenticationTriggerEvent = {
      version: '1',
      triggerSource: 'PreAuthentication_Authentication',
      region: 'eu-west-2',
      userPoolId: deps.userPoolId,
      userName: email,
      callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: client.clientId },
      request: {
        userAttributes: Object.fromEntries(
          (user?.UserAttributes ?? []).map(({ Name, Value }) => [Name, Value ?? '']),
        ),
        validationData: {},
        ...(user ? {} : { userNotFound: true }),
      },
      response: {},
    };
    try {
      await deps.preAuthentication(event);
      return undefined;
    } catch (error) {
      return `PreAuthentication failed with error ${(error as Error).message}.`;
    }
  }

  async function signIn(
    req: IncomingMessage,
    res: ServerResponse,
    client: HostedLoginClient,
    request: OAuthRequest,
    email: string,
    password: string,
  ) {
    const brand = brandFor(request.redirect_uri);
    const refusal = await preAuthentication(client, email);
    if (refusal) {
      return send(res, 200, renderForm(brand, signInPage(request, email, { tone: 'error', text: refusal })));
    }
    let result: AuthResult;
    try {
      result = (await deps.cognito.target('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: client.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      })) as AuthResult;
    } catch (error) {
      const disabled =
        errorCode(error) === 'NotAuthorizedException' && /disabled/i.test((error as Error).message);
      if (disabled || errorCode(error)) {
        return send(res, 200, renderForm(brand, signInPage(request, email, disabled ? blocked : failed)));
      }
      throw error;
    }
    if (result.ChallengeName === 'SOFTWARE_TOKEN_MFA' && result.Session) {
      return send(res, 200, renderForm(brand, mfaPage(request, email, result.Session)));
    }
    const tokens = result.AuthenticationResult;
    if (!tokens) return send(res, 200, renderForm(brand, signInPage(request, email, failed)));
    signedIn(req, res, client, request, tokens);
  }

  /** The sign-in page again with why a passkey sign-in was refused: blocked, or as a wrong password reads. */
  const refusedPage = (request: OAuthRequest, email: string, error: unknown) => {
    const disabled =
      errorCode(error) === 'NotAuthorizedException' && /disabled/i.test((error as Error).message);
    return renderForm(
      brandFor(request.redirect_uri),
      signInPage(request, email, disabled ? blocked : failed),
    );
  };

  /**
   * POST /passkey: choice-based sign-in with a passkey (`InitiateAuth` USER_AUTH, PREFERRED_CHALLENGE
   * WEB_AUTHN), after the pre-authentication trigger as for a password; the page then asks the browser for the
   * passkey with Cognito's request options.
   */
  async function passkeySignIn(
    res: ServerResponse,
    client: HostedLoginClient,
    request: OAuthRequest,
    email: string,
  ) {
    const brand = brandFor(request.redirect_uri);
    const refusal = await preAuthentication(client, email);
    if (refusal) {
      return send(res, 200, renderForm(brand, signInPage(request, email, { tone: 'error', text: refusal })));
    }
    let result: { Session?: string; ChallengeParameters?: { CREDENTIAL_REQUEST_OPTIONS?: string } };
    try {
      result = (await deps.cognito.target('InitiateAuth', {
        AuthFlow: 'USER_AUTH',
        ClientId: client.clientId,
        AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
      })) as typeof result;
    } catch (error) {
      if (!errorCode(error)) throw error;
      return send(res, 200, refusedPage(request, email, error));
    }
    const options = JSON.parse(result.ChallengeParameters?.CREDENTIAL_REQUEST_OPTIONS ?? '{}') as unknown;
    send(res, 200, renderForm(brand, usePasskeyPage(request, email, result.Session ?? '', options)));
  }

  /** POST /passkey/verify: the browser's assertion answers the WEB_AUTHN challenge; signed in, or refused. */
  async function passkeyVerify(
    req: IncomingMessage,
    res: ServerResponse,
    client: HostedLoginClient,
    request: OAuthRequest,
    email: string,
    params: URLSearchParams,
  ) {
    const brand = brandFor(request.redirect_uri);
    if (params.get('cancelled') !== null || !params.get('credential')) {
      const notice: Notice = { tone: 'error', text: text('passkey', 'cancelled') };
      return send(res, 200, renderForm(brand, signInPage(request, email, notice)));
    }
    try {
      const result = (await deps.cognito.target('RespondToAuthChallenge', {
        ChallengeName: 'WEB_AUTHN',
        ClientId: client.clientId,
        Session: params.get('session') ?? '',
        ChallengeResponses: { USERNAME: email, CREDENTIAL: params.get('credential') },
      })) as AuthResult;
      if (result.AuthenticationResult)
        return signedIn(req, res, client, request, result.AuthenticationResult);
      send(res, 200, renderForm(brand, signInPage(request, email, failed)));
    } catch (error) {
      if (!errorCode(error)) throw error;
      send(res, 200, refusedPage(request, email, error));
    }
  }

  /**
   * `/passkeys/add?client_id=…&redirect_uri=…`: managed login's page where a signed-in user registers a passkey
   * (docs/decisions.md, "Passkeys"), with the access token of this browser's sign-in here
   * (`StartWebAuthnRegistration`, then `CompleteWebAuthnRegistration` with the browser's answer), then back to
   * `redirect_uri`, which must be one of the client's callback URLs.
   */
  async function addPasskey(req: IncomingMessage, res: ServerResponse, params: URLSearchParams) {
    const client = clientOf(params.get('client_id'));
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!client || !isCallbackOf(client, redirectUri)) {
      return send(res, 400, renderError(brandFor(undefined), text('error', 'badRequest')));
    }
    const brand = brandFor(redirectUri);
    const session = cookieOf(req, SESSION_COOKIE);
    const signIn = ((session && sessions.get(session)) || []).findLast(
      (entry) => entry.clientId === client.clientId,
    );
    const hidden = { client_id: client.clientId, redirect_uri: redirectUri };
    const page = (email: string, options: unknown, notice?: Notice) => ({
      title: text('passkey', 'addTitle'),
      intro: text('passkey', 'addIntro', { email }),
      notice,
      action: '/passkeys/add',
      hidden,
      fields: [] satisfies Field[],
      submit: text('passkey', 'addSubmit'),
      webauthn: { ceremony: 'create' as const, options },
    });
    const start = async (notice?: Notice) => {
      const user = (await deps.cognito.target('GetUser', { AccessToken: signIn!.accessToken })) as {
        UserAttributes?: { Name: string; Value?: string }[];
      };
      const email = user.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value ?? '';
      const { CredentialCreationOptions: options } = (await deps.cognito.target('StartWebAuthnRegistration', {
        AccessToken: signIn!.accessToken,
      })) as { CredentialCreationOptions: unknown };
      send(res, 200, renderForm(brand, page(email, options, notice)));
    };
    try {
      if (!signIn) throw new CognitoError('NotAuthorizedException', 'No session');
      if (req.method !== 'POST') return await start();
      if (params.get('cancelled') !== null || !params.get('credential')) {
        return await start({ tone: 'error', text: text('passkey', 'addFailed') });
      }
      try {
        await deps.cognito.target('CompleteWebAuthnRegistration', {
          AccessToken: signIn.accessToken,
          Credential: JSON.parse(params.get('credential') ?? '') as unknown,
        });
      } catch (error) {
        if (errorCode(error) === 'NotAuthorizedException') throw error;
        if (!errorCode(error) && !(error instanceof SyntaxError)) throw error;
        return await start({ tone: 'error', text: text('passkey', 'addFailed') });
      }
      redirect(res, redirectUri);
    } catch (error) {
      if (errorCode(error) !== 'NotAuthorizedException') throw error;
      // Signed out, or never signed in on this browser: the stand-in keeps no other session to go on with.
      send(res, 200, renderError(brand, text('passkey', 'addSignInAgain')));
    }
  }

  /** POST /oauth2/token: the code (with its PKCE verifier) or a refresh token for tokens, as JSON. */
  async function token(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin;
    const cors: Record<string, string> =
      typeof origin === 'string' && origins.has(origin)
        ? { 'access-control-allow-origin': origin, vary: 'origin' }
        : {};
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        pragma: 'no-cache',
        ...cors,
      });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
      });
      res.end();
      return;
    }
    if (req.method !== 'POST') return answer(405, { error: 'invalid_request' });
    const body = await formBody(req);
    const client = clientOf(body.get('client_id'));
    if (!client) return answer(400, { error: 'invalid_client' });
    const grantType = body.get('grant_type');
    if (grantType === 'authorization_code') {
      // Redeemed first: a code presented twice fails the second time, whatever else was wrong.
      const grant = codes.redeem(body.get('code'));
      if (
        !grant ||
        grant.clientId !== client.clientId ||
        grant.redirectUri !== body.get('redirect_uri') ||
        !verifierMatches(body.get('code_verifier'), grant.codeChallenge)
      ) {
        return answer(400, { error: 'invalid_grant' });
      }
      const { tokens } = grant;
      return answer(200, {
        access_token: tokens.AccessToken,
        id_token: tokens.IdToken,
        refresh_token: tokens.RefreshToken,
        token_type: 'Bearer',
        expires_in: expiresIn(tokens),
      });
    }
    if (grantType === 'refresh_token') {
      try {
        const { AuthenticationResult: tokens } = (await deps.cognito.target('InitiateAuth', {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: client.clientId,
          AuthParameters: { REFRESH_TOKEN: body.get('refresh_token') ?? '' },
        })) as AuthResult;
        if (!tokens) return answer(400, { error: 'invalid_grant' });
        return answer(200, {
          access_token: tokens.AccessToken,
          id_token: tokens.IdToken,
          token_type: 'Bearer',
          expires_in: expiresIn(tokens),
        });
      } catch (error) {
        if (errorCode(error)) return answer(400, { error: 'invalid_grant' });
        throw error;
      }
    }
    return answer(400, { error: 'unsupported_grant_type' });
  }

  /** GET /logout: ends this browser's hosted session, revoking its refresh tokens, then to the sign-out URL. */
  async function logout(req: IncomingMessage, res: ServerResponse, params: URLSearchParams) {
    const client = clientOf(params.get('client_id'));
    const logoutUri = params.get('logout_uri');
    if (!client || !isLogoutUrlOf(client, logoutUri)) {
      return send(res, 400, renderError(brandFor(undefined), text('error', 'badRequest')));
    }
    const session = cookieOf(req, SESSION_COOKIE);
    for (const { token: refreshToken, clientId } of (session && sessions.get(session)) || []) {
      // Already revoked by the app (Amplify's signOut) is fine: it is the end state wanted.
      await deps.cognito
        .target('RevokeToken', { Token: refreshToken, ClientId: clientId })
        .catch(() => undefined);
    }
    if (session) sessions.delete(session);
    redirect(res, logoutUri, {
      'set-cookie': `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
    });
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://login.localhost');
    const path = url.pathname;
    if (path === '/oauth2/token') return token(req, res);
    if (path === '/logout' && req.method === 'GET') return logout(req, res, url.searchParams);
    if (path === PASSKEY_SCRIPT_PATH && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(PASSKEY_SCRIPT);
      return;
    }

    const params = req.method === 'POST' ? await formBody(req) : url.searchParams;
    if (path === '/passkeys/add') return addPasskey(req, res, params);
    const checked = check(params);
    if (!checked.ok) {
      if (checked.redirect) return redirect(res, checked.redirect);
      return send(
        res,
        checked.status,
        renderError(brandFor(undefined), checked.page ?? text('error', 'badRequest')),
      );
    }
    const { client, request } = checked;
    const brand = brandFor(request.redirect_uri);
    const email = (params.get('username') ?? '').trim();

    if (req.method === 'GET') {
      // Cognito's authorize endpoint sends the browser on to its sign-in page with the same request.
      if (path === '/oauth2/authorize') return redirect(res, `/login?${query(request)}`);
      if (path === '/login') return send(res, 200, renderForm(brand, signInPage(request)));
      if (path === '/forgotPassword') return send(res, 200, renderForm(brand, forgotPage(request)));
    }
    if (req.method === 'POST') {
      const code = (params.get('code') ?? '').trim();
      switch (path) {
        case '/login':
          return signIn(req, res, client, request, email, params.get('password') ?? '');
        case '/passkey':
          return passkeySignIn(res, client, request, email);
        case '/passkey/verify':
          return passkeyVerify(req, res, client, request, email, params);
        case '/forgotPassword':
          // The same answer whether or not the account exists, so the page cannot be used to probe for accounts.
          await deps.cognito
            .target('ForgotPassword', { ClientId: client.clientId, Username: email })
            .catch((error: unknown) => {
              if (!errorCode(error)) throw error;
            });
          return send(res, 200, renderForm(brand, resetPage(request, email)));
        case '/confirmForgotPassword': {
          const password = params.get('password') ?? '';
          if (password.length < 6) {
            return send(
              res,
              200,
              renderForm(
                brand,
                resetPage(request, email, { tone: 'error', text: text('reset', 'invalidPassword') }),
              ),
            );
          }
          try {
            await deps.cognito.target('ConfirmForgotPassword', {
              ClientId: client.clientId,
              Username: email,
              ConfirmationCode: code,
              Password: password,
            });
          } catch (error) {
            if (!errorCode(error)) throw error;
            return send(
              res,
              200,
              renderForm(
                brand,
                resetPage(request, email, { tone: 'error', text: text('reset', 'mismatch') }),
              ),
            );
          }
          // The new password signs the user in, as the hosted page does once the reset is done.
          return signIn(req, res, client, request, email, password);
        }
        case '/mfa': {
          const session = params.get('session') ?? '';
          try {
            const result = (await deps.cognito.target('RespondToAuthChallenge', {
              ChallengeName: 'SOFTWARE_TOKEN_MFA',
              ClientId: client.clientId,
              Session: session,
              ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
            })) as AuthResult;
            if (result.AuthenticationResult)
              return signedIn(req, res, client, request, result.AuthenticationResult);
          } catch (error) {
            if (!errorCode(error)) throw error;
          }
          const notice: Notice = { tone: 'error', text: text('mfa', 'mismatch') };
          return send(res, 200, renderForm(brand, mfaPage(request, email, session, notice)));
        }
      }
    }
    send(res, 404, renderError(brand, text('error', 'badRequest')));
  };
}
