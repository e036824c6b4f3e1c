// Uploading images as the H5 does with the embedded store: a token from getQiniuToken, then a
// signed multipart POST (signed with an empty body, docs/contract.md §3) to its uploadUrl.

import { randomBytes } from 'node:crypto';
import type { SignedClient, SignedResponse } from './signed.ts';

export const GET_TOKEN = '/service/third-service/api/img/getQiniuToken';
export const UPLOAD = '/service/third-service/upload';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (SOI, APP0/JFIF); the store checks signatures, not whole images. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  randomBytes(64),
]);

export interface Part {
  name: string;
  value?: string;
  filename?: string;
  type?: string;
  data?: Buffer;
}

export function multipartBody(parts: readonly Part[]): { body: Buffer; contentType: string } {
  const boundary = `----freight${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`,
      ),
      part.data ?? Buffer.from(part.value ?? ''),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A signed multipart POST of `parts` to the embedded upload endpoint. */
export async function postMultipart(
  api: SignedClient,
  parts: readonly Part[],
): Promise<SignedResponse> {
  const request = await api.build(UPLOAD, { method: 'POST', rawBody: '', encrypt: false });
  const { body, contentType } = multipartBody(parts);
  return api.send({
    ...request,
    payload: body,
    headers: { ...(request.headers as Record<string, string>), 'content-type': contentType },
  });
}

export async function uploadToken(
  api: SignedClient,
): Promise<{ token: string; keyPrefix: string }> {
  const res = await api.get(GET_TOKEN);
  if (res.envelope.status.code !== 0)
    throw new Error(`getQiniuToken: ${JSON.stringify(res.envelope)}`);
  return res.envelope.data as { token: string; keyPrefix: string };
}

/** Uploads one image as `api`'s user and returns its key. */
export async function uploadImage(
  api: SignedClient,
  data: Buffer = PNG,
  type = 'image/png',
): Promise<string> {
  const { token } = await uploadToken(api);
  const res = await postMultipart(api, [
    { name: 'token', value: token },
    { name: 'file', filename: 'photo', type, data },
  ]);
  if (res.envelope.status.code !== 0) throw new Error(`upload: ${JSON.stringify(res.envelope)}`);
  return (res.envelope.data as { key: string }).key;
}
