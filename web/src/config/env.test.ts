import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loadConfig, parseConfig, type AppConfig } from './env';

/**
 * The shape of `/config.json` as the zod schema it was parsed with before (docs/runtime-contracts.md). Typed by
 * `AppConfig`, so a field added to the type and not here (or the reverse) fails the type check; the samples
 * below then check that the hand-written reader agrees with it.
 */
const reference: z.ZodMiniType<AppConfig> = z.object({
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  cognitoEndpoint: z.optional(z.url()),
  hostedLogin: z.optional(
    z.object({
      origin: z.url(),
      clientIds: z.record(z.string(), z.string().check(z.minLength(1))),
      scopes: z.array(z.string()),
      appOrigins: z.optional(z.record(z.string(), z.url())),
    }),
  ),
});

const LOCAL = {
  region: 'local',
  userPoolId: 'local_pool',
  userPoolClientId: 'web-client',
  authFlowType: 'USER_PASSWORD_AUTH',
  cognitoEndpoint: 'http://app.localhost:3000/cognito',
  hostedLogin: {
    origin: 'http://login.localhost:3000',
    clientIds: { default: 'web-client', harbour: 'harbour-client' },
    scopes: ['openid', 'email'],
    appOrigins: { default: 'http://app.localhost:3000', harbour: 'http://harbour.localhost:3000' },
  },
};
const { hostedLogin, ...WITHOUT_HOSTED } = LOCAL;
const withHosted = (change: Record<string, unknown>) => ({
  ...LOCAL,
  hostedLogin: { ...hostedLogin, ...change },
});

const SAMPLES: [string, unknown][] = [
  ['the local stack', LOCAL],
  ['no hosted login and no endpoint', { ...WITHOUT_HOSTED, cognitoEndpoint: undefined }],
  ['the SRP flow, with keys it does not know', { ...LOCAL, authFlowType: 'USER_SRP_AUTH', extra: 1 }],
  [
    'URLs with spaces and a newline around and in them',
    { ...LOCAL, cognitoEndpoint: ' https://a.example/\n ' },
  ],
  ['no origins (an older deploy) and no scopes', withHosted({ appOrigins: undefined, scopes: [] })],
  ['not an object', 'config'],
  ['null', null],
  ['an array', [LOCAL]],
  ['nothing but a region', { region: 'eu-west-2' }],
  ['empty strings', { ...LOCAL, region: '', userPoolId: '' }],
  ['a number for a string', { ...LOCAL, userPoolClientId: 7 }],
  ['an unknown flow', { ...LOCAL, authFlowType: 'USER_AUTH' }],
  ['an endpoint that is not a URL', { ...LOCAL, cognitoEndpoint: 'login.localhost' }],
  ['a null endpoint', { ...LOCAL, cognitoEndpoint: null }],
  ['a hosted login that is a string', { ...LOCAL, hostedLogin: 'http://login.localhost' }],
  ['a hosted origin that is not a URL', withHosted({ origin: '/login' })],
  ['an empty client id', withHosted({ clientIds: { default: '', harbour: 3 } })],
  ['client ids as a list', withHosted({ clientIds: ['web-client'] })],
  ['a scope that is not a string', withHosted({ scopes: ['openid', 2] })],
  ['scopes as one string', withHosted({ scopes: 'openid email' })],
  ['an app origin that is not a URL', withHosted({ appOrigins: { default: 'app.localhost' } })],
  ['several problems at once', { ...LOCAL, region: 1, hostedLogin: { origin: 'x', scopes: null } }],
];

/** The paths of the problems, as zod names them (`hostedLogin.clientIds.default`), in order. */
const pathsOf = (problems: string[]) => problems.map((line) => /^([^ :]*): /.exec(line)?.[1] ?? '').sort();

describe('parseConfig', () => {
  it.each(SAMPLES)('agrees with the zod schema on %s', (_, sample) => {
    // Act
    const ours = parseConfig(sample);
    const zod = reference.safeParse(sample);
    // Assess: the same verdict, the same value when valid, the same places when not
    if (zod.success) {
      expect(ours).toEqual({ config: zod.data });
    } else {
      expect('problems' in ours && pathsOf(ours.problems)).toEqual(
        zod.error.issues.map((issue) => issue.path.join('.')).sort(),
      );
    }
  });
});

describe('loadConfig', () => {
  it('names every problem in its error', async () => {
    const request = Promise.resolve(Response.json({ ...LOCAL, region: '', authFlowType: 'SMS' }));
    await expect(loadConfig(request)).rejects.toThrow(
      'config.json is invalid: region: expected at least 1 character; authFlowType: expected "USER_SRP_AUTH" or "USER_PASSWORD_AUTH"',
    );
  });

  it('refuses an answer that is not a success', async () => {
    await expect(loadConfig(Promise.resolve(new Response('', { status: 404 })))).rejects.toThrow(
      'config.json: HTTP 404',
    );
  });
});
