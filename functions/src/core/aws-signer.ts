import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';

import { SignatureV4 } from '@smithy/signature-v4';

type SourceData = string | ArrayBuffer | ArrayBufferView;

const bytes = (data: SourceData): Buffer =>
  typeof data === 'string'
    ? Buffer.from(data, 'utf8')
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** SHA-256 and its HMAC from node:crypto, in the shape the signer asks for (the SDK's own hash package is not a dependency). */
class Sha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }
  private fresh() {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(this.secret));
  }
  update(data: SourceData) {
    this.hash.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset() {
    this.hash = this.fresh();
  }
}

/**
 * A Signature V4 signer for `service` with the function's own credentials, which Lambda puts in the environment
 * (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), read at each signature since they rotate.
 */
export const signerFor = (service: string, region: string, s3 = service === 's3') =>
  new SignatureV4({
    service,
    region,
    sha256: Sha256,
    // S3 signs the path as it is sent; every other service escapes it again (the signer's documentation).
    uriEscapePath: !s3,
    applyChecksum: false,
    credentials: () => {
      const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN } = process.env;
      if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY)
        throw new Error('No AWS credentials in the environment');
      return Promise.resolve({
        accessKeyId: AWS_ACCESS_KEY_ID,
        secretAccessKey: AWS_SECRET_ACCESS_KEY,
        ...(AWS_SESSION_TOKEN ? { sessionToken: AWS_SESSION_TOKEN } : {}),
      });
    },
  });

/**
 * The URL of a signed or presigned request. The query is written with encodeURIComponent, not URLSearchParams,
 * whose `+` for a space AWS would read as a plus sign and so check another signature.
 */
export const urlOf = (request: { hostname: string; path: string; query?: Record<string, unknown> }) => {
  const query = Object.entries(request.query ?? {}).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (one) => `${encodeURIComponent(name)}=${encodeURIComponent(String(one))}`,
    ),
  );
  return `https://${request.hostname}${request.path}${query.length ? `?${query.join('&')}` : ''}`;
};

/**
 * An AWS service's endpoint as the AWS SDKs choose it: the service-specific setting (`AWS_ENDPOINT_URL_LAMBDA`,
 * `AWS_ENDPOINT_URL_DYNAMODB`), else the global `AWS_ENDPOINT_URL`
 * (https://docs.aws.amazon.com/sdkref/latest/guide/feature-ss-endpoints.html), else the region's public endpoint.
 * Locally the stack sets the service-specific ones; in the cloud none is set.
 */
export const serviceEndpoint = (
  service: string,
  region: string,
  configured: { service?: string | undefined; global?: string | undefined },
): URL => new URL(configured.service ?? configured.global ?? `https://${service}.${region}.amazonaws.com`);

/** The headers of a signed `POST` of `body` to `path` at `endpoint`, `headers` among them. */
export const signedPostHeaders = async (
  signer: SignatureV4,
  endpoint: URL,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<Record<string, string>> => {
  const signed = await signer.sign({
    method: 'POST',
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    ...(endpoint.port ? { port: Number(endpoint.port) } : {}),
    path,
    query: {},
    headers: { host: endpoint.host, ...headers },
    body,
  });
  return signed.headers;
};
