import { describe, expect, it } from 'vitest';
import { PhotoError, preparePhoto, scaledSize } from './prepare-photo';

describe('preparePhoto', () => {
  it('caps the long side at 1600 px and keeps the aspect ratio', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('refuses a file that is not an image', async () => {
    await expect(
      preparePhoto(new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
    ).rejects.toBeInstanceOf(PhotoError);
  });
});
