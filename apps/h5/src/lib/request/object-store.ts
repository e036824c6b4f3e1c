import { appTranslate } from '@/lib/i18n/i18n';
import { RequestError } from './request-error';

// The one call the app makes to another origin than its server: a photo PUT straight to the
// object store's presigned address (getQiniuToken's `put`, ADR 007). It is not our API: no
// signature, no session cookie, no envelope; the store answers 200 or an S3 error document.

// A photo of at most a few hundred KiB on weak 4G: a minute before giving up (the photo field
// offers a retry with the same photo).
const STORE_TIMEOUT_MS = 60_000;

/** PUTs `body` to the presigned `url` with exactly `headers`; a RequestError when not stored. */
export async function putToObjectStore(
  url: string,
  body: Blob,
  headers: Readonly<Record<string, string>>,
): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new RequestError('network', appTranslate('request.offline'), { status: 0 });
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'PUT',
      headers: { ...headers },
      body,
      credentials: 'omit',
      signal: AbortSignal.timeout(STORE_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new RequestError('network', appTranslate('request.network'), { status: 0, cause });
  }
  if (!response.ok) {
    throw new RequestError('http', appTranslate('request.failed'), { status: response.status });
  }
}
