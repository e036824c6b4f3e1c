import { beforeEach, describe, expect, it, vi } from 'vitest';

const asked: { name: string; data: unknown }[] = [];
let grant: Record<string, unknown> = {};
vi.mock('@/lib/request/endpoint', () => ({
  callEndpoint: vi.fn(async (name: string, data: unknown) => {
    asked.push({ name, data });
    return grant;
  }),
}));
const put = vi.fn(async () => {});
vi.mock('@/lib/request/object-store', () => ({ putToObjectStore: put }));
const request = vi.fn(async () => ({
  key: 'img/embedded/a.jpg',
  url: '/uploads/img/embedded/a.jpg',
}));
vi.mock('@/lib/request/client', () => ({ request }));

const { uploadPhoto } = await import('./upload-photo');

const photo = new Blob([new Uint8Array(1234)], { type: 'image/jpeg' });
const base = {
  token: 't',
  expiresAt: 1,
  maxBytes: 5 << 20,
  allowedTypes: ['image/jpeg'],
};

describe('uploadPhoto', () => {
  beforeEach(() => {
    asked.length = 0;
    put.mockClear();
    request.mockClear();
  });

  it('asks a grant for the photo’s type and size, and PUTs it to a bucket’s presigned address', async () => {
    grant = {
      ...base,
      uploadUrl: 'https://photos.example.com/img/a/b.jpg?X-Amz-Signature=x',
      put: {
        key: 'img/a/b.jpg',
        headers: { 'Content-Type': 'image/jpeg' },
        readUrl: 'https://photos.example.com/img/a/b.jpg?X-Amz-Signature=y',
      },
    };
    await expect(uploadPhoto(photo)).resolves.toEqual({
      key: 'img/a/b.jpg',
      url: 'https://photos.example.com/img/a/b.jpg?X-Amz-Signature=y',
    });
    expect(asked).toEqual([
      { name: 'getQiniuToken', data: { contentType: 'image/jpeg', size: 1234 } },
    ]);
    expect(put).toHaveBeenCalledWith(grant.uploadUrl, photo, { 'Content-Type': 'image/jpeg' });
    expect(request).not.toHaveBeenCalled();
  });

  it('sends the embedded store’s form to the server when the grant has no bucket', async () => {
    grant = { ...base, uploadUrl: '/service/third-service/upload' };
    await expect(uploadPhoto(photo)).resolves.toEqual({
      key: 'img/embedded/a.jpg',
      url: '/uploads/img/embedded/a.jpg',
    });
    expect(put).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledWith(
      '/upload',
      expect.objectContaining({ method: 'POST', service: 'third-service', prefix: true }),
    );
  });

  it('sends no type the contract does not know, and refuses a photo larger than the grant', async () => {
    grant = { ...base, maxBytes: 100, uploadUrl: '/service/third-service/upload' };
    const odd = new Blob([new Uint8Array(200)], { type: 'image/heic' });
    await expect(uploadPhoto(odd)).rejects.toThrow(RangeError);
    expect(asked).toEqual([{ name: 'getQiniuToken', data: { size: 200 } }]);
    expect(request).not.toHaveBeenCalled();
  });
});
