/**
 * The local hosted login's app clients: one per brand, as in the cloud (Cognito takes no wildcard callback URLs),
 * each allowed to return to its brand's sub-domain and to the default `app.` one.
 */
export interface HostedLoginClient {
  clientId: string;
  /** The brand folder (web/src/brands/<brand>) the client belongs to. */
  brand: string;
  callbackUrls: string[];
  logoutUrls: string[];
}

/** The local sign-in host: `login.localhost:<port>` of the same server. */
export const loginHost = (port: number) => `login.localhost:${port}`;

/** The hosts a brand's client may return to: the brand's own and `app.` (the default brand's). */
function hostsOf(brand: string, port: number): string[] {
  return [...new Set([`${brand === 'default' ? 'app' : brand}.localhost:${port}`, `app.localhost:${port}`])];
}

/** The origin each brand's sign-in returns to by default (`/config.json`'s `hostedLogin.appOrigins`). */
export const localAppOrigins = (clientIds: Record<string, string>, port: number): Record<string, string> =>
  Object.fromEntries(Object.keys(clientIds).map((brand) => [brand, `http://${hostsOf(brand, port)[0]}`]));

/** The clients of `clientIds` (brand → id): callback `<origin>/login`, sign-out `<origin>/`. */
export function localClients(clientIds: Record<string, string>, port: number): HostedLoginClient[] {
  return Object.entries(clientIds).map(([brand, clientId]) => ({
    clientId,
    brand,
    callbackUrls: hostsOf(brand, port).map((host) => `http://${host}/login`),
    logoutUrls: hostsOf(brand, port).map((host) => `http://${host}/`),
  }));
}

/** Cognito compares redirect and sign-out URLs exactly against the registered ones. */
export const isCallbackOf = (client: HostedLoginClient, url: unknown): url is string =>
  typeof url === 'string' && client.callbackUrls.includes(url);

export const isLogoutUrlOf = (client: HostedLoginClient, url: unknown): url is string =>
  typeof url === 'string' && client.logoutUrls.includes(url);

/** The origins the token endpoint answers cross-origin requests from: those of the clients' callback URLs. */
export const allowedOrigins = (clients: readonly HostedLoginClient[]): Set<string> =>
  new Set(clients.flatMap((client) => client.callbackUrls.map((url) => new URL(url).origin)));
