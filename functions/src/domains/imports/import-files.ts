import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { derivedKey } from '#core/derived-key.ts';
import { importEnv } from '#core/env.ts';
import { signedValues } from '#core/signed-value.ts';

import { signerFor, urlOf } from '#core/aws-signer.ts';
import { IMPORT_LIMITS } from './import-rows.ts';

export type UploadTarget = { url: string; headers: { name: string; value: string }[] };

/** Where import files live: S3 in the cloud, a folder on the local stack (docs/decisions.md, "Importing records"). */
export interface ImportFiles {
  /** Where the browser PUTs the file under `key` until `expires` (the headers are part of the grant). */
  uploadTarget(key: string, expires: Date): Promise<UploadTarget>;
  /** Where the browser GETs the file under `key` as a download named `fileName`, until `expires`. */
  downloadUrl(key: string, fileName: string, expires: Date): Promise<string>;
  /** The size in bytes, or undefined when there is no such file. */
  size(key: string): Promise<number | undefined>;
  /** The file's bytes as they arrive, or undefined when there is none. */
  read(key: string): Promise<AsyncIterable<Uint8Array> | undefined>;
  write(key: string, body: string, contentType: string): Promise<void>;
}

export const CSV_TYPE = 'text/csv';

/** The object key of an upload and of its row problems; only the import's own ids go in. */
export const uploadKey = (orgId: string, importId: string) => `imports/${orgId}/${importId}.csv`;
export const errorsKey = (orgId: string, importId: string) => `imports/${orgId}/${importId}.errors.csv`;

/** A download's Content-Disposition, the file name ASCII-only (RFC 6266's plain form) so no header can break. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`;

const seconds = (expires: Date) => Math.max(1, Math.round((expires.getTime() - Date.now()) / 1000));

/** A fetch body as an async iterable, whichever lib (DOM or Node) types its stream. */
async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/** S3 through Signature V4 requests and presigned URLs (aws-signer.ts). */
export const s3Files = (bucket: string, region: string): ImportFiles => {
  const signer = signerFor('s3', region);
  const hostname = `${bucket}.s3.${region}.amazonaws.com`;
  const path = (key: string) => `/${key.split('/').map(encodeURIComponent).join('/')}`;
  // S3 takes this instead of a hash of the body, which a presigned URL cannot know.
  const unsigned = { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' };
  const send = async (method: string, key: string, body?: string, contentType?: string) => {
    const signed = await signer.sign({
      method,
      protocol: 'https:',
      hostname,
      path: path(key),
      query: {},
      headers: { host: hostname, ...unsigned, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(body === undefined ? {} : { body }),
    });
    return fetch(urlOf(signed), {
      method,
      headers: signed.headers,
      ...(body === undefined ? {} : { body }),
    });
  };
  const presign = async (
    method: string,
    key: string,
    expires: Date,
    extra: Record<string, string>,
    query = {},
  ) =>
    urlOf(
      await signer.presign(
        {
          method,
          protocol: 'https:',
          hostname,
          path: path(key),
          query,
          headers: { host: hostname, ...unsigned, ...extra },
        },
        { expiresIn: seconds(expires) },
      ),
    );
  return {
    async uploadTarget(key, expires) {
      return {
        url: await presign('PUT', key, expires, { 'content-type': CSV_TYPE }),
        headers: [{ name: 'Content-Type', value: CSV_TYPE }],
      };
    },
    downloadUrl: (key, fileName, expires) =>
      presign('GET', key, expires, {}, { 'response-content-disposition': attachment(fileName) }),
    async size(key) {
      const response = await send('HEAD', key);
      if (response.status === 404 || response.status === 403) return undefined;
      if (!response.ok) throw new Error(`S3 HEAD ${key}: ${response.status}`);
      return Number(response.headers.get('content-length'));
    },
    async read(key) {
      const response = await send('GET', key);
      if (response.status === 404 || response.status === 403) return undefined;
      if (!response.ok || !response.body) throw new Error(`S3 GET ${key}: ${response.status}`);
      return chunksOf(response.body);
    },
    async write(key, body, contentType) {
      const response = await send('PUT', key, body, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${key}: ${response.status}`);
    },
  };
};

/** What a local transfer path grants: one method on one key until `e` (epoch ms). */
type LocalGrant = { m: 'PUT' | 'GET'; k: string; e: number; n?: string };

const localGrants = signedValues(derivedKey('ripple local import files v1'), 'import-file');

/** Written whole or not at all: a reader never sees half an upload. */
const writeBytes = async (path: string, body: string | Uint8Array) => {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(`${path}.part`, body);
  await rename(`${path}.part`, path);
};

/**
 * The local stack's stand-in for S3 (a folder), reached through paths of the local server that carry a signed
 * grant as a presigned URL does (infra/local/server.ts, `/dev/imports/…`).
 */
export const folderFiles = (dir: string): ImportFiles => {
  const file = (key: string) => join(dir, ...key.split('/'));
  const grant = async (value: LocalGrant) =>
    localGrants.sign(Buffer.from(JSON.stringify(value)).toString('base64url'));
  return {
    async uploadTarget(key, expires) {
      return {
        url: `/dev/imports/upload/${await grant({ m: 'PUT', k: key, e: expires.getTime() })}`,
        headers: [{ name: 'Content-Type', value: CSV_TYPE }],
      };
    },
    async downloadUrl(key, fileName, expires) {
      return `/dev/imports/download/${await grant({ m: 'GET', k: key, e: expires.getTime(), n: fileName })}`;
    },
    async size(key) {
      return (await stat(file(key)).catch(() => undefined))?.size;
    },
    async read(key) {
      if ((await this.size(key)) === undefined) return undefined;
      return createReadStream(file(key));
    },
    write: (key, body) => writeBytes(file(key), body),
  };
};

/** The grant of a local transfer path, if Ripple signed it for `method` and it has not expired. */
const openGrant = async (token: string, method: LocalGrant['m']): Promise<LocalGrant | undefined> => {
  const value = await localGrants.open(token);
  if (!value) return undefined;
  const granted = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as LocalGrant;
  return granted.m === method && granted.e > Date.now() ? granted : undefined;
};

export type LocalUploadResult = 200 | 403 | 413 | 415;

/**
 * `PUT /dev/imports/upload/{grant}` on the local stack: what S3 answers a presigned PUT, with the size limit S3
 * cannot enforce checked as the bytes arrive (413, nothing kept).
 */
export const acceptLocalUpload = async (
  dir: string,
  token: string,
  contentType: string | undefined,
  body: AsyncIterable<Uint8Array>,
): Promise<LocalUploadResult> => {
  const granted = await openGrant(token, 'PUT');
  if (!granted) return 403;
  if (contentType !== CSV_TYPE) return 415;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > IMPORT_LIMITS.bytes) return 413;
    chunks.push(chunk);
  }
  await writeBytes(join(dir, ...granted.k.split('/')), Buffer.concat(chunks));
  return 200;
};

/** `GET /dev/imports/download/{grant}`: the file and its download name, or undefined (403/404). */
export const openLocalDownload = async (
  dir: string,
  token: string,
): Promise<{ body: AsyncIterable<Uint8Array>; disposition: string } | undefined> => {
  const granted = await openGrant(token, 'GET');
  if (!granted) return undefined;
  const body = await folderFiles(dir).read(granted.k);
  return body && { body, disposition: attachment(granted.n ?? 'download.csv') };
};

/** The deployment's files: S3 when a bucket is configured, else the local folder. */
export const importFiles = (): ImportFiles => {
  const { IMPORT_BUCKET, IMPORT_DIR, AWS_REGION } = importEnv();
  if (IMPORT_BUCKET) return s3Files(IMPORT_BUCKET, AWS_REGION);
  if (IMPORT_DIR) return folderFiles(IMPORT_DIR);
  throw new Error('Imports need IMPORT_BUCKET or IMPORT_DIR');
};
