import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql } from '@/lib/graphql/generated';
import { graphqlResponse } from '@/testing/graphql-response';
import { ApiError } from './api-error';
import {
  ORGANISATION_HEADER,
  REQUEST_TIMEOUT_MS,
  request,
  setOrganisationSource,
  setTokenSource,
  subscribeToFailures,
} from './client';

const document = graphql(`
  query ClientTestOrganisations($limit: Int) {
    organisations(limit: $limit) {
      id
      name
    }
  }
`);

afterEach(() => {
  setTokenSource(() => Promise.resolve(null));
  setOrganisationSource(() => null);
});

describe('request', () => {
  it('POSTs to /v1/graphql with the raw ID token', async () => {
    // Prepare
    setTokenSource(() => Promise.resolve('id.token.value'));
    const fetchMock = vi.fn(() => Promise.resolve(graphqlResponse({ data: { organisations: [] } })));
    vi.stubGlobal('fetch', fetchMock);
    // Act
    const data = await request(document, { limit: 60 });
    // Assess
    expect(data).toEqual({ organisations: [] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/graphql');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('id.token.value');
    expect(JSON.parse(init.body as string)).toMatchObject({ variables: { limit: 60 } });
  });

  it('sends the literal anonymous when signed out', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(graphqlResponse({ data: { organisations: [] } })));
    vi.stubGlobal('fetch', fetchMock);
    await request(document, { limit: 1 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('anonymous');
  });

  it('throws an ApiError carrying the first error type', async () => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          graphqlResponse({
            data: null,
            errors: [
              { message: 'auth.noOrganisation', errorType: 'auth.noOrganisation' },
              { message: 'second', errorType: 'second' },
            ],
          }),
        ),
      ),
    );
    // Act
    const error = await request(document, { limit: 1 }).catch((caught: unknown) => caught);
    // Assess
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('auth.noOrganisation');
  });

  it('maps a 401 without a usable token to UnauthorizedException', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          graphqlResponse({ errors: [{ errorType: 'UnauthorizedException', message: 'no' }] }, 401),
        ),
      ),
    );
    await expect(request(document, { limit: 1 })).rejects.toMatchObject({
      code: 'UnauthorizedException',
      status: 401,
    });
  });

  it.each([
    ['leaves out the root field', { data: {} }],
    ['has no data', {}],
  ])('fails with the spec message when the answer %s', async (_case, body) => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(graphqlResponse(body))),
    );
    // Act
    const error = await request(document, { limit: 1 }).catch((caught: unknown) => caught);
    // Assess
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'unexpectedResult', info: { name: 'organisations' } });
    expect((error as ApiError).message).toBe('Unexpected result, no organisations attribute');
  });

  it('maps transport failures to network and non-JSON errors to http.<status>', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(request(document, { limit: 1 })).rejects.toMatchObject({ code: 'network' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('Bad gateway', { status: 502 }))),
    );
    await expect(request(document, { limit: 1 })).rejects.toMatchObject({ code: 'http.502' });
  });

  it('gives up on a connection that stalls before the answer, as a network failure', async () => {
    // Prepare: the request is sent and never answered
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    // Act
    const outcome = request(document, { limit: 1 }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    const early = await Promise.race([outcome, Promise.resolve('waiting')]);
    await vi.advanceTimersByTimeAsync(1);
    // Assess
    expect(early).toBe('waiting');
    expect(await outcome).toMatchObject({ code: 'network' });
    vi.useRealTimers();
  });

  it('gives up on an answer whose body stalls, as a network failure', async () => {
    // Prepare: headers arrive, the body never ends
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const body = new ReadableStream({
          start(controller) {
            init.signal?.addEventListener('abort', () =>
              controller.error(new DOMException('aborted', 'AbortError')),
            );
          },
        });
        return Promise.resolve(new Response(body, { status: 200 }));
      }),
    );
    // Act
    const outcome = request(document, { limit: 1 }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    // Assess
    expect(await outcome).toMatchObject({ code: 'network' });
    vi.useRealTimers();
  });

  it('names the organisation the page shows, once there is one', async () => {
    // Prepare
    const fetchMock = vi.fn(() => Promise.resolve(graphqlResponse({ data: { organisations: [] } })));
    vi.stubGlobal('fetch', fetchMock);
    // Act
    await request(document, { limit: 1 });
    setOrganisationSource(() => 'org-1');
    await request(document, { limit: 1 });
    // Assess
    const headersOf = (call: number) =>
      (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0)).not.toHaveProperty(ORGANISATION_HEADER);
    expect(headersOf(1)[ORGANISATION_HEADER]).toBe('org-1');
  });

  it('tells the failure listeners of each failed request and whether it was sent signed in', async () => {
    // Prepare
    const seen: [string, boolean][] = [];
    const unsubscribe = subscribeToFailures((error, { signedIn }) => seen.push([error.code, signedIn]));
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          graphqlResponse({ data: null, errors: [{ errorType: 'Unauthorized', message: 'x' }] }),
        ),
      ),
    );
    // Act
    await request(document, { limit: 1 }).catch(() => undefined);
    setTokenSource(() => Promise.resolve('id.token.value'));
    await request(document, { limit: 1 }).catch(() => undefined);
    unsubscribe();
    await request(document, { limit: 1 }).catch(() => undefined);
    // Assess
    expect(seen).toEqual([
      ['Unauthorized', false],
      ['Unauthorized', true],
    ]);
  });
});
