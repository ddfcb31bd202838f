import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { Function as CloudFrontFunction, FunctionCode } from 'aws-cdk-lib/aws-cloudfront';
import { Code, Function as LambdaFunction, FunctionUrlAuthType, Runtime } from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebHosting } from '../../infra/lib/constructs/web-hosting.ts';
import { cognitoPrivateKeyPem } from '../../infra/local/cognito.ts';
import { TEST_BILLING_WEBHOOK_SECRET } from '../fixtures/billing.ts';
import { fakeWebBuild } from '../infra/synth-ripple.ts';
import { recordSecurity } from './support/security-results.ts';

/**
 * The security headers, served by the local server (which runs the same edge function) and declared in the
 * CloudFront response-headers policy, must agree; and the built SPA must carry no secret. The policy comes from
 * the WebHosting construct alone in a small stack, so no whole-app synth (test/infra/stacks.test.ts asserts the
 * full template).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const figures = { headerChecks: 0, headerFailures: 0, spaFilesScanned: 0, secretsFound: 0 };

afterAll(() => recordSecurity(figures));

async function counted(assess: () => Promise<void> | void): Promise<void> {
  figures.headerChecks += 1;
  figures.headerFailures += 1;
  await assess();
  figures.headerFailures -= 1;
}

/**
 * A response of the local server for `path` with the Host header of `host`, as a browser on that sub-domain
 * asks (node:http, since fetch may not send a Host of our choosing); a fresh connection each time.
 */
function served(
  path: string,
  host: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Headers }> {
  const url = new URL(path, inject('apiUrl'));
  return new Promise((done, fail) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: init.method ?? 'GET',
        headers: { ...init.headers, host },
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          done({ status: response.statusCode ?? 0, headers });
        });
      },
    );
    request.on('error', fail);
    request.end(init.body);
  });
}

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values] as const;
      }),
  );

describe('the local server', () => {
  const requests: [string, string, Parameters<typeof served>[2]][] = [
    ['the SPA shell on app.localhost', '/', {}],
    ['an SPA route', '/questions', {}],
    ['a built asset', '/unsupported-browser.js', {}],
    ['a brand sub-domain', '/', {}],
    [
      'the GraphQL API',
      '/v1/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'anonymous' },
        body: '{"query":"{ jwt(jti: \\"none\\") }"}',
      },
    ],
  ];

  it.each(requests)('sends CSP, HSTS, frame and content-type options with %s', async (name, path, init) => {
    await counted(async () => {
      // Act
      const response = await served(
        path,
        name === 'a brand sub-domain' ? 'demo.localhost' : 'app.localhost',
        init,
      );

      // Assess
      expect(response.status).toBeLessThan(500);
      const csp = directives(response.headers.get('content-security-policy') ?? '');
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers.get('strict-transport-security')).toMatch(
        /^max-age=(\d+); includeSubDomains; preload$/,
      );
      expect(
        Number(/max-age=(\d+)/.exec(response.headers.get('strict-transport-security') ?? '')?.[1]),
      ).toBeGreaterThanOrEqual(31_536_000);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });
  });
});

describe('the CloudFront response-headers policy', () => {
  let security: Record<string, Record<string, unknown>>;
  let local: Headers;
  let webDir: string;

  beforeAll(async () => {
    local = (await served('/', 'app.localhost')).headers;
    webDir = fakeWebBuild();
    const stack = new Stack(new App(), 'Headers', { env: { account: '000000000000', region: 'eu-west-2' } });
    const userPool = new UserPool(stack, 'Pool');
    const url = (id: string) =>
      new LambdaFunction(stack, id, {
        runtime: Runtime.NODEJS_22_X,
        handler: 'index.handler',
        code: Code.fromInline('exports.handler = async () => ({})'),
      }).addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });
    new WebHosting(stack, 'Web', {
      apiDomainName: 'api.appsync-api.eu-west-2.amazonaws.com',
      exportUrl: url('Export'),
      billingUrl: url('Billing'),
      importUploadOrigin: 'https://imports.s3.eu-west-2.amazonaws.com',
      viewerRequest: new CloudFrontFunction(stack, 'ViewerRequest', {
        code: FunctionCode.fromInline('function handler(event) { return event.request; }'),
      }),
      userPool,
      webClient: userPool.addClient('Web'),
      hostedLogin: {
        origin: 'https://login.example.org',
        clientIdsFor: () => ({ default: 'client' }),
        appOriginsFor: () => ({ default: 'https://app.example.org' }),
      },
      webAssetPath: webDir,
      brands: ['default'],
    });
    const policies = Template.fromStack(stack).findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const [policy] = Object.values(policies) as {
      Properties: { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: typeof security } };
    }[];
    security = policy!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
  }, 120_000);

  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it('declares the local CSP, plus only the Cognito endpoints and the imports bucket the browser calls in the cloud', async () => {
    await counted(() => {
      // Prepare: the local hosted login (login.localhost) stands for the cloud's, compared below by name
      const cloud = directives(String(security.ContentSecurityPolicy?.ContentSecurityPolicy));
      const served = directives(local.get('content-security-policy') ?? '');
      const localLogin = (served.get('connect-src') ?? []).filter((value) =>
        value.startsWith('http://login.localhost:'),
      );
      expect(localLogin).toHaveLength(1);
      served.set(
        'connect-src',
        (served.get('connect-src') ?? []).filter((value) => !localLogin.includes(value)),
      );

      // Assess
      expect(security.ContentSecurityPolicy?.Override).toBe(true);
      expect([...cloud.keys()].sort()).toEqual([...served.keys()].sort());
      for (const [name, values] of served) {
        const extra = (cloud.get(name) ?? []).filter((value) => !values.includes(value));
        expect(cloud.get(name)).toEqual(expect.arrayContaining(values));
        expect(extra.sort()).toEqual(
          name === 'connect-src'
            ? [
                'https://cognito-idp.eu-west-2.amazonaws.com',
                'https://imports.s3.eu-west-2.amazonaws.com',
                'https://login.example.org',
              ]
            : [],
        );
      }
    });
  });

  it('declares the same HSTS, frame and content-type options the local server sends', async () => {
    await counted(() => {
      // Prepare
      const hsts = security.StrictTransportSecurity!;
      const cloudHsts = [
        `max-age=${String(hsts.AccessControlMaxAgeSec)}`,
        ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
        ...(hsts.Preload ? ['preload'] : []),
      ].join('; ');

      // Assess
      expect(cloudHsts).toBe(local.get('strict-transport-security'));
      expect(security.FrameOptions).toEqual({ FrameOption: local.get('x-frame-options'), Override: true });
      expect(security.ContentTypeOptions).toEqual({ Override: true });
      expect(local.get('x-content-type-options')).toBe('nosniff');
      for (const header of ['StrictTransportSecurity', 'FrameOptions', 'ContentTypeOptions']) {
        expect(security[header]?.Override, header).toBe(true);
      }
    });
  });
});

describe('the built SPA', () => {
  let dist: string;
  let files: string[];
  let built: string | undefined;

  beforeAll(() => {
    const given = process.env.WEB_DIST ?? join(ROOT, 'web/dist');
    if (existsSync(join(given, 'index.html')) && existsSync(join(given, 'light.html'))) dist = given;
    else {
      // No build to scan: build one into a temporary folder. WEB_DIST steers both of the web builds (the whole
      // app's and the light one); an --outDir argument would reach only the last.
      built = mkdtempSync(join(tmpdir(), 'ripple-web-dist-'));
      const build = spawnSync('npm', ['run', 'build', '-w', 'web'], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, WEB_DIST: built },
      });
      if (build.status !== 0) throw new Error('npm run build -w web failed');
      dist = built;
    }
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : [path];
      });
    files = walk(dist);
  }, 300_000);

  afterAll(() => {
    if (built) rmSync(built, { recursive: true, force: true });
  });

  /** What a secret looks like, and the stack's own secrets (which must never be baked into a build). */
  const secretPatterns = (): [string, RegExp][] => {
    const linkKey = JSON.parse(inject('linkTokenPrivateJwk')) as { d: string };
    const cognitoKeyLine = cognitoPrivateKeyPem().split('\n')[1] ?? '';
    return [
      ['a PEM private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
      ['a private JWK', /["']?d["']?\s*:\s*["'][A-Za-z0-9_-]{40,}["']/],
      ['an AWS access key id', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
      ['an AWS secret access key', /aws.{0,20}secret.{0,20}["'`][A-Za-z0-9/+]{40}["'`]/i],
      ['a payment provider secret key', /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}/],
      ['a webhook signing secret', /\bwhsec_[A-Za-z0-9]{10,}/],
      [
        'the variable of a server secret',
        /LINK_TOKEN_PRIVATE_JWK|BILLING_WEBHOOK_SECRET|AWS_SECRET_ACCESS_KEY/,
      ],
      ["the test stack's link-token key", new RegExp(linkKey.d)],
      ["the test stack's Cognito signing key", new RegExp(cognitoKeyLine.replace(/[+/]/g, '\\$&'))],
      ['the test webhook secret', new RegExp(TEST_BILLING_WEBHOOK_SECRET)],
    ];
  };

  it('recognises each kind of secret it looks for (control)', async () => {
    await counted(() => {
      // Prepare
      const samples = [
        '-----BEGIN PRIVATE KEY-----',
        `{"kty":"EC","d":"${'a'.repeat(43)}"}`,
        'AKIAABCDEFGHIJKLMNOP',
        `awsSecretAccessKey:"${'A'.repeat(40)}"`,
        `sk_live_${'x'.repeat(24)}`,
        `whsec_${'x'.repeat(24)}`,
        'process.env.LINK_TOKEN_PRIVATE_JWK',
        (JSON.parse(inject('linkTokenPrivateJwk')) as { d: string }).d,
        cognitoPrivateKeyPem(),
        TEST_BILLING_WEBHOOK_SECRET,
      ];

      // Assess
      expect(secretPatterns().map(([, pattern], i) => pattern.test(samples[i] ?? ''))).toEqual(
        samples.map(() => true),
      );
    });
  });

  it('holds no private key, AWS secret, webhook or payment secret', async () => {
    await counted(() => {
      // Act
      const found = files.flatMap((file) => {
        const text = readFileSync(file, 'latin1');
        return secretPatterns()
          .filter(([, pattern]) => pattern.test(text))
          .map(([what]) => `${what} in ${file}`);
      });
      figures.spaFilesScanned = files.length;
      figures.secretsFound = found.length;

      // Assess: both pages and their scripts were read
      expect(files.map((file) => basename(file))).toEqual(
        expect.arrayContaining(['index.html', 'light.html']),
      );
      const entries = ['index.html', 'light.html'].map(
        (page) => /src="\/(assets\/[^"]+\.js)"/.exec(readFileSync(join(dist, page), 'utf8'))?.[1] ?? page,
      );
      expect(files).toEqual(expect.arrayContaining(entries.map((entry) => join(dist, entry))));
      expect(found).toEqual([]);
    });
  });

  it("ships no library's development build", async () => {
    await counted(() => {
      // Act: the sources each script map names (react-router's package points every bundler at its dev build)
      const maps = files.filter((file) => file.endsWith('.js.map'));
      const development = maps.flatMap((file) =>
        (JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] }).sources.filter((source) =>
          /node_modules\/.*[/.]development[/.]/.test(source),
        ),
      );

      // Assess
      expect(maps.length).toBeGreaterThan(0);
      expect([...new Set(development)]).toEqual([]);
    });
  });
});
