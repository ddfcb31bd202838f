import { createServer, type Server } from 'node:http';
import { createRequestHandler, type ServerDeps } from './server.ts';

/**
 * For tests: the local server on a free loopback port with the dependencies a test gives. The edge function
 * passes paths through unchanged unless given; any other dependency throws if the request reaches it.
 */
export async function listenWith(deps: Partial<ServerDeps>): Promise<Server> {
  const unused = () => {
    throw new Error('not used by this test');
  };
  const server = createServer(
    createRequestHandler({
      edge: (event: Record<string, unknown>) => ({ uri: (event.request as { uri: string }).uri }),
      webDist: '/nowhere',
      outboxDir: '/nowhere',
      spaConfig: { region: 'eu-west-2', userPoolId: 'pool', userPoolClientId: 'client' },
      cognito: { handle: unused },
      emulator: { handle: unused },
      exportHandler: unused,
      billingHandler: unused,
      ...deps,
    } as unknown as ServerDeps),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}
