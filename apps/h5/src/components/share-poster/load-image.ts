// Images drawn on a poster: only data URLs, blob URLs and this origin's files, so the canvas is
// never tainted (a tainted canvas cannot be exported, and WKWebView fails cross-origin loads, see
// PITFALLS 4). A CDN image must be fetched through our own origin (or inlined) first.

export class PosterImageError extends Error {
  override name = 'PosterImageError';
}

/** Whether `src` can be drawn without tainting the canvas. */
export function isUntaintedSource(src: string, base: string = window.location.href): boolean {
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    return false;
  }
  if (url.protocol === 'data:' || url.protocol === 'blob:') return true;
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === new URL(base).origin
  );
}

/** Loads and decodes an image before it is drawn (iOS draws a blank for an undecoded one). */
export async function loadPosterImage(src: string): Promise<HTMLImageElement> {
  if (!isUntaintedSource(src)) {
    throw new PosterImageError(`not drawn on a poster (other origin): ${src.slice(0, 80)}`);
  }
  const image = new Image();
  image.decoding = 'async';
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new PosterImageError(`image did not load: ${src.slice(0, 80)}`));
  });
  image.src = src;
  await loaded;
  if (typeof image.decode === 'function') {
    await image.decode().catch(() => {
      // Loaded but not decodable ahead of drawing (older WebKit): drawing decodes it.
    });
  }
  return image;
}
