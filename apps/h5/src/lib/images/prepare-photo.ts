// Photos of ID cards and licences come from phone cameras: 3-12 MB, often rotated by an EXIF tag
// (PITFALLS 12). Before upload they are decoded with the EXIF orientation applied, scaled down to
// at most MAX_EDGE pixels on the long side, and re-encoded as JPEG, so a driver on weak 4G sends
// ~200-400 KB instead of megabytes, upright.

export const MAX_EDGE = 1600;
export const JPEG_QUALITY = 0.82;

export class PhotoError extends Error {
  override name = 'PhotoError';
}

/** The size to draw at: the long side capped at maxEdge, aspect ratio kept. */
export function scaledSize(width: number, height: number, maxEdge = MAX_EDGE) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

async function decode(file: Blob): Promise<ImageBitmap | HTMLImageElement> {
  if (typeof createImageBitmap === 'function') {
    try {
      // Applies the EXIF orientation where the option is supported (all current engines).
      return await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      // fall through to <img>, which browsers also draw upright
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** An upright, scaled JPEG of the photo; PhotoError when the file is not a readable image. */
export async function preparePhoto(file: Blob): Promise<Blob> {
  if (!file.type.startsWith('image/')) throw new PhotoError('not an image');
  let source: ImageBitmap | HTMLImageElement;
  try {
    source = await decode(file);
  } catch (cause) {
    throw new PhotoError('unreadable image', { cause });
  }
  const { width, height } = scaledSize(source.width, source.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError('no canvas');
  context.drawImage(source, 0, 0, width, height);
  if ('close' in source) source.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!blob) throw new PhotoError('could not encode');
  return blob;
}
