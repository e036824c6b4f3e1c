import { allowedUrl } from '@/lib/links/safe-url';
import { drawPoster, PosterCanvasError, type PosterImages, type PosterText } from './draw-poster';
import { loadPosterImage } from './load-image';
import { encodeInviteQr } from './qr-code';

// From the poster's content to an image the page shows as an <img>: a PNG data URL, which a long
// press saves in WeChat and which the app's saveImage action takes as it is (a blob: URL lives
// only in this web-view, so the app could not read it).

export interface PosterContent extends PosterText {
  /** What the QR code opens: the invite link with the inviter's token. */
  inviteUrl: string;
  /** Same-origin or data URLs only (load-image.ts). */
  artSrc?: string | null;
  logoSrc?: string | null;
}

export { PosterCanvasError };

/**
 * The link is not one of ours. Strangers scan a poster trusting the platform's name on it, so its
 * QR code passes the same gate as every link from data (lib/links/safe-url.ts).
 */
export class PosterLinkError extends Error {
  override name = 'PosterLinkError';
}

async function optionalImage(src: string | null | undefined): Promise<HTMLImageElement | null> {
  if (!src) return null;
  try {
    return await loadPosterImage(src);
  } catch (error) {
    // Art and logo are decoration: the poster still works with the brand's own.
    console.warn('[poster] image left out', error);
    return null;
  }
}

export async function renderPoster(
  content: PosterContent,
  createCanvas: () => HTMLCanvasElement = () => document.createElement('canvas'),
): Promise<string> {
  if (!allowedUrl(content.inviteUrl)) throw new PosterLinkError('invite link refused');
  const [art, logo] = await Promise.all([
    optionalImage(content.artSrc),
    optionalImage(content.logoSrc),
  ]);
  const images: PosterImages = { art, logo };
  const canvas = createCanvas();
  try {
    drawPoster(canvas, encodeInviteQr(content.inviteUrl), content, images);
    let url: string;
    try {
      url = canvas.toDataURL('image/png');
    } catch (error) {
      // A tainted canvas (SecurityError) or one the browser cannot encode.
      throw new PosterCanvasError('the poster could not be exported', { cause: error });
    }
    // Past the browser's canvas limits toDataURL gives `data:,` instead of throwing.
    if (!url.startsWith('data:image/png')) throw new PosterCanvasError('the canvas gave no image');
    return url;
  } finally {
    // iOS keeps a canvas's memory until its size is zero.
    canvas.width = 0;
    canvas.height = 0;
  }
}
