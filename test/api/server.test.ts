import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Node's fetch will not send a Host header of our choosing; browsers send `<brand>.localhost`. */
function get(path: string, host = 'app.localhost'): Promise<Reply> {
  const { port } = new URL(inject('apiUrl'));
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('the local server', () => {
  it('serves /config.json for the SPA with the local Cognito endpoint of the requested host', async () => {
    // Act
    const reply = await get('/config.json');

    // Assess
    expect(reply.status).toBe(200);
    const { port } = new URL(inject('apiUrl'));
    expect(JSON.parse(reply.body)).toEqual({
      region: 'eu-west-2',
      userPoolId: inject('userPoolId'),
      userPoolClientId: inject('userPoolClientId'),
      authFlowType: 'USER_PASSWORD_AUTH',
      cognitoEndpoint: `http://app.localhost:${port}/cognito`,
      hostedLogin: {
        origin: `http://login.localhost:${port}`,
        clientIds: inject('hostedLoginClientIds'),
        scopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
        // Where each brand's client is registered, so a sign-in begun elsewhere moves there first.
        appOrigins: {
          default: `http://app.localhost:${port}`,
          dev: `http://dev.localhost:${port}`,
          harbour: `http://harbour.localhost:${port}`,
          meadow: `http://meadow.localhost:${port}`,
        },
      },
    });
    // One client per brand folder, the default brand's being the pool's web client.
    expect(Object.keys(inject('hostedLoginClientIds')).sort()).toEqual([
      'default',
      'dev',
      'harbour',
      'meadow',
    ]);
    expect(inject('hostedLoginClientIds').default).toBe(inject('userPoolClientId'));
  });

  it('answers a route of the SPA with index.html and the security headers of CloudFront', async () => {
    // Act
    const reply = await get('/login');

    // Assess
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    // The one other origin the SPA calls: the hosted login's token endpoint.
    const { port } = new URL(inject('apiUrl'));
    expect(reply.headers['content-security-policy']).toContain(
      `connect-src 'self' http://login.localhost:${port}`,
    );
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers a landing page with the light build and any other page with the whole app', async () => {
    // Act
    const landing = await get('/meeting/m1');
    const staff = await get('/meeting/m1/view');

    // Assess: both are pages; before `npm run build:web` both say so instead
    expect([landing.status, staff.status]).toEqual([200, 200]);
    if (landing.body.includes('not built')) return expect(staff.body).toBe(landing.body);
    expect(landing.body).toMatch(/src="\/assets\/light-[\w-]+\.js"/);
    expect(staff.body).toMatch(/src="\/assets\/index-[\w-]+\.js"/);
  });

  it('answers a missing file with 404', async () => {
    // Act
    const reply = await get('/assets/does-not-exist.js');

    // Assess
    expect(reply.status).toBe(404);
  });

  it("runs the edge function: /brand/* is the host's brand folder", async () => {
    // Act
    const partner = await get('/brand/brand.json', 'meadow.localhost');
    const unknown = await get('/brand/brand.json', 'nobody.localhost');

    // Assess: skipped gracefully when the web app is not built (the edge rewrite is what is under test).
    if (partner.status === 404) return;
    expect(partner.headers['content-type']).toMatch(/^application\/json/);
    expect(partner.body).not.toBe(unknown.body);
  });

  it('hands /v1/export/* to the export function as a Function URL event', async () => {
    // Act
    const reply = await get('/v1/export/not-a-token');

    // Assess
    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.body)).toEqual({ error: 'export.invalidToken' });
  });
});
