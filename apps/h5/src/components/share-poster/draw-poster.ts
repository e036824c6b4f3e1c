import { type Box, markBox, paintQrCode, type QrMatrix } from './qr-code';

// Draws a share poster with the canvas API itself, not an HTML-to-image library: those lose images
// on the first render, drop fonts and blur on iOS (PITFALLS 4). Layout is in CSS pixels of a
// 375 px phone; the canvas is drawn at 2× (750 px wide): sharp when saved, and within iOS's canvas
// limits. Text uses the system's fonts, which every phone has, so nothing waits for a web font.

export const POSTER_WIDTH = 375;
/** Device pixels per layout pixel; at most 2 (PITFALLS 4). */
export const POSTER_SCALE = 2;

const FONT_FAMILY =
  '"PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';
const ART_HEIGHT = 190;
const CARD_TOP = 150;
const CARD_MARGIN = 16;
const CARD_PADDING = 20;
const QR_SPACE = 220;
const BRAND = { dark: '#0d47a1', primary: '#1565c0' };

export interface PosterText {
  title: string;
  /** The masked inviter line (`邀请人：张** 138****8000`), or null when the poster names nobody. */
  inviter: string | null;
  caption: string;
}

export interface PosterImages {
  /** The campaign's art across the top; the brand's colours when there is none. */
  art: HTMLImageElement | null;
  /** The mark in the middle of the QR code; the platform's truck mark when there is none. */
  logo: HTMLImageElement | null;
}

interface TextStyle {
  size: number;
  lineHeight: number;
  weight: 400 | 700;
  color: string;
  maxLines: number;
}

const TITLE: TextStyle = { size: 22, lineHeight: 30, weight: 700, color: '#1a1a1a', maxLines: 3 };
const INVITER: TextStyle = { size: 15, lineHeight: 22, weight: 400, color: '#4a4a4a', maxLines: 2 };
const CAPTION: TextStyle = { size: 15, lineHeight: 22, weight: 400, color: '#333333', maxLines: 3 };

// A Han character, kana or full-width form may break anywhere; Latin words break at spaces.
const TOKENS =
  /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|\s+/gu;

/**
 * Breaks `text` into at most `maxLines` lines no wider than `maxWidth` (by `measure`); a word too
 * long for a line is broken by character, and a cut last line ends with an ellipsis.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: (text: string) => number,
): string[] {
  const tokens = (text.trim().match(TOKENS) ?? []).flatMap((token) =>
    measure(token) > maxWidth ? [...token] : [token],
  );
  const lines: string[] = [];
  let line = '';
  let index = 0;
  for (; index < tokens.length; index++) {
    const token = tokens[index] ?? '';
    const next = line + token;
    if (line !== '' && measure(next.trimEnd()) > maxWidth) {
      lines.push(line.trimEnd());
      if (lines.length === maxLines) break;
      line = /^\s+$/.test(token) ? '' : token;
    } else {
      line = next;
    }
  }
  if (lines.length < maxLines && line.trim() !== '') lines.push(line.trimEnd());
  if (index < tokens.length && lines.length > 0) {
    let last = lines.pop() ?? '';
    while (last !== '' && measure(`${last}…`) > maxWidth) last = [...last].slice(0, -1).join('');
    lines.push(`${last.trimEnd()}…`);
  }
  return lines;
}

/**
 * Lines as even as wrapping allows: the narrowest width that still gives as many lines, so a title
 * does not end with one character on a line of its own. A cut text is left as it is.
 */
export function balancedLines(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: (text: string) => number,
): string[] {
  const lines = wrapText(text, maxWidth, maxLines, measure);
  if (lines.length < 2 || lines.at(-1)?.endsWith('…')) return lines;
  let fits = maxWidth;
  let tooNarrow = 0;
  while (fits - tooNarrow > 1) {
    const width = (fits + tooNarrow) / 2;
    const tried = wrapText(text, width, maxLines, measure);
    if (tried.length === lines.length && !tried.at(-1)?.endsWith('…')) fits = width;
    else tooNarrow = width;
  }
  return wrapText(text, fits, maxLines, measure);
}

/** The canvas 2D context, or an error the page can show (out of memory, canvas disabled). */
export class PosterCanvasError extends Error {
  override name = 'PosterCanvasError';
}

function font(style: TextStyle): string {
  return `${style.weight} ${style.size * POSTER_SCALE}px ${FONT_FAMILY}`;
}

function roundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** The campaign art scaled to cover the band and centred, as CSS `object-fit: cover` would. */
function drawArt(
  ctx: CanvasRenderingContext2D,
  art: HTMLImageElement | null,
  width: number,
  height: number,
) {
  if (art && art.naturalWidth > 0 && art.naturalHeight > 0) {
    const scale = Math.max(width / art.naturalWidth, height / art.naturalHeight);
    const sw = width / scale;
    const sh = height / scale;
    ctx.drawImage(
      art,
      (art.naturalWidth - sw) / 2,
      (art.naturalHeight - sh) / 2,
      sw,
      sh,
      0,
      0,
      width,
      height,
    );
    return;
  }
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, BRAND.dark);
  gradient.addColorStop(1, BRAND.primary);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
}

/** The platform's truck mark (the favicon's drawing), so a poster needs no logo file to load. */
function drawBrandMark(ctx: CanvasRenderingContext2D, box: Box) {
  const u = box.size / 32;
  const at = (x: number, y: number) => [box.x + x * u, box.y + y * u] as const;
  ctx.fillStyle = BRAND.primary;
  roundRect(ctx, box.x, box.y, box.size, box.size, 7 * u);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(...at(5, 10), 13 * u, 10 * u);
  ctx.beginPath();
  ctx.moveTo(...at(18, 13));
  ctx.lineTo(...at(23, 13));
  ctx.lineTo(...at(27, 17));
  ctx.lineTo(...at(27, 20));
  ctx.lineTo(...at(18, 20));
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = BRAND.primary;
  ctx.lineWidth = u;
  for (const cx of [10, 23]) {
    ctx.beginPath();
    ctx.arc(...at(cx, 22), 2.5 * u, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
}

function drawLines(ctx: CanvasRenderingContext2D, lines: string[], style: TextStyle, top: number) {
  ctx.font = font(style);
  ctx.fillStyle = style.color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const s = POSTER_SCALE;
  lines.forEach((text, i) => {
    ctx.fillText(
      text,
      (POSTER_WIDTH / 2) * s,
      (top + i * style.lineHeight + style.lineHeight / 2) * s,
    );
  });
  return top + lines.length * style.lineHeight;
}

/** Sizes `canvas` to the poster and draws it: art, title, inviter, the QR code with its mark, caption. */
export function drawPoster(
  canvas: HTMLCanvasElement,
  matrix: QrMatrix,
  text: PosterText,
  images: PosterImages,
): void {
  const probe = canvas.getContext('2d');
  if (!probe) throw new PosterCanvasError('no 2D canvas context');
  const s = POSTER_SCALE;
  const textWidth = POSTER_WIDTH - 2 * (CARD_MARGIN + CARD_PADDING);
  const wrap = (value: string, style: TextStyle) => {
    probe.font = font(style);
    return balancedLines(value, textWidth * s, style.maxLines, (t) => probe.measureText(t).width);
  };
  const title = wrap(text.title, TITLE);
  const inviter = text.inviter ? wrap(text.inviter, INVITER) : [];
  const caption = wrap(text.caption, CAPTION);
  const qrTop =
    CARD_TOP +
    CARD_PADDING +
    title.length * TITLE.lineHeight +
    (inviter.length ? 6 : 0) +
    inviter.length * INVITER.lineHeight +
    12;
  const captionTop = qrTop + QR_SPACE + 8;
  const cardBottom = captionTop + caption.length * CAPTION.lineHeight + CARD_PADDING;
  const height = cardBottom + CARD_MARGIN;

  // Setting the size clears the canvas and resets the context's state.
  canvas.width = POSTER_WIDTH * s;
  canvas.height = height * s;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new PosterCanvasError('no 2D canvas context after sizing');

  ctx.fillStyle = '#f2f5fa';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  drawArt(ctx, images.art, canvas.width, ART_HEIGHT * s);

  ctx.fillStyle = '#ffffff';
  roundRect(
    ctx,
    CARD_MARGIN * s,
    CARD_TOP * s,
    (POSTER_WIDTH - 2 * CARD_MARGIN) * s,
    (cardBottom - CARD_TOP) * s,
    12 * s,
  );
  ctx.fill();

  const titleBottom = drawLines(ctx, title, TITLE, CARD_TOP + CARD_PADDING);
  if (inviter.length) drawLines(ctx, inviter, INVITER, titleBottom + 6);

  const space: Box = { x: ((POSTER_WIDTH - QR_SPACE) / 2) * s, y: qrTop * s, size: QR_SPACE * s };
  const painted = paintQrCode(
    {
      fillRect(x, top, w, h, color) {
        ctx.fillStyle = color;
        ctx.fillRect(x, top, w, h);
      },
    },
    matrix,
    space,
  );
  const mark = markBox(painted.logo);
  if (images.logo) ctx.drawImage(images.logo, mark.x, mark.y, mark.size, mark.size);
  else drawBrandMark(ctx, mark);

  drawLines(ctx, caption, CAPTION, captionTop);
}
