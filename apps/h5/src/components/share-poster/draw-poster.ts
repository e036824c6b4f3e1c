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
const SIDE = 24;
const CARD_MARGIN = 16;
const CARD_PADDING = 20;
const CARD_OVERLAP = 20;
const QR_SPACE = 200;
const MARK_SIZE = 36;
const BRAND = { dark: '#0d47a1', primary: '#1565c0' };

/** What the friend gets by scanning, and when: the programme's terms, said on the poster. */
export interface PosterReward {
  /** The words before the reward (`扫码注册，你可得`). */
  lead: string;
  /** The reward itself, the poster's biggest words (`300 积分`). */
  reward: string;
  /** When it is paid, as the server enforces it (`注册后 30 天内完成首单运输即发放`). */
  condition: string;
}

/** One figure a poster shows (the annual bill's): its label and its value. */
export interface PosterFigure {
  label: string;
  value: string;
}

export interface PosterText {
  /** The platform's name, on every poster beside its mark. */
  brand: string;
  title: string;
  /** The masked inviter line (`张** 138****8000 邀请你`), or null when the poster names nobody. */
  inviter: string | null;
  /** The reward with its condition (invitations); null or absent: none. */
  reward?: PosterReward | null;
  /** Figures, in order (the annual bill's, those the owner chose); absent: none. */
  figures?: readonly PosterFigure[];
  caption: string;
}

export interface PosterImages {
  /** The campaign's art behind the header; the brand's colours when there is none. */
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

// Big type in high contrast: a poster is first seen as a thumbnail in a chat, about a third of a
// phone's width, where 16 px shrinks to 5. White on the brand's dark blue is 8.6:1; dark text on
// white 12:1 and more; the reward's red on white 5.6:1.
const BRAND_NAME: TextStyle = {
  size: 22,
  lineHeight: 36,
  weight: 700,
  color: '#ffffff',
  maxLines: 1,
};
const TITLE: TextStyle = { size: 30, lineHeight: 40, weight: 700, color: '#ffffff', maxLines: 3 };
const INVITER: TextStyle = { size: 18, lineHeight: 26, weight: 400, color: '#ffffff', maxLines: 2 };
const LEAD: TextStyle = { size: 18, lineHeight: 26, weight: 700, color: '#1a1a1a', maxLines: 2 };
const REWARD: TextStyle = { size: 40, lineHeight: 50, weight: 700, color: '#c62828', maxLines: 2 };
const CONDITION: TextStyle = {
  size: 17,
  lineHeight: 25,
  weight: 400,
  color: '#333333',
  maxLines: 3,
};
const FIGURE_LABEL: TextStyle = {
  size: 16,
  lineHeight: 22,
  weight: 400,
  color: '#4a4a4a',
  maxLines: 1,
};
const FIGURE_VALUE: TextStyle = {
  size: 26,
  lineHeight: 34,
  weight: 700,
  color: '#0d47a1',
  maxLines: 2,
};
const CAPTION: TextStyle = { size: 17, lineHeight: 25, weight: 700, color: '#1a1a1a', maxLines: 3 };

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
 * Lines as even as wrapping allows: broken at the text's commas when that takes no more lines,
 * otherwise the narrowest width that still gives as many lines, so a title does not end with one
 * character on a line of its own. A cut text is left as it is.
 */
export function balancedLines(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: (text: string) => number,
): string[] {
  const lines = wrapText(text, maxWidth, maxLines, measure);
  if (lines.length < 2 || lines.at(-1)?.endsWith('…')) return lines;
  // Lines that end at the text's own pauses (a comma, an enumeration comma) when that takes no
  // more lines and leaves none much shorter: `司机邀司机，` over `认证成功得福豆`, not `认` left on
  // the first line.
  const clauses = text.trim().split(/(?<=[，、；：,;:])/u);
  if (clauses.length > 1) {
    const byClause = clauses.flatMap((clause) => wrapText(clause, maxWidth, maxLines, measure));
    const widths = byClause.map(measure);
    if (
      byClause.length === lines.length &&
      !byClause.some((line) => line.endsWith('…')) &&
      Math.min(...widths) >= 0.4 * Math.max(...widths)
    ) {
      return byClause;
    }
  }
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

/** The campaign art scaled to cover the header and centred (CSS `object-fit: cover`), darkened so
 * white type on it stays readable; the brand's gradient when there is none. */
function drawHeader(
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
    ctx.fillStyle = 'rgba(0, 0, 0, 0.5)';
    ctx.fillRect(0, 0, width, height);
    return;
  }
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, BRAND.dark);
  gradient.addColorStop(1, BRAND.primary);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
}

/** The platform's truck mark (the favicon's drawing), so a poster needs no logo file to load. */
function drawBrandMark(ctx: CanvasRenderingContext2D, box: Box, onBlue: boolean) {
  const u = box.size / 32;
  const at = (x: number, y: number) => [box.x + x * u, box.y + y * u] as const;
  // On the blue header the mark is white with a blue truck, so it stands out as it does on white.
  const [plate, truck] = onBlue ? ['#ffffff', BRAND.primary] : [BRAND.primary, '#ffffff'];
  ctx.fillStyle = plate;
  roundRect(ctx, box.x, box.y, box.size, box.size, 7 * u);
  ctx.fill();
  ctx.fillStyle = truck;
  ctx.fillRect(...at(5, 10), 13 * u, 10 * u);
  ctx.beginPath();
  ctx.moveTo(...at(18, 13));
  ctx.lineTo(...at(23, 13));
  ctx.lineTo(...at(27, 17));
  ctx.lineTo(...at(27, 20));
  ctx.lineTo(...at(18, 20));
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = plate;
  ctx.lineWidth = u;
  for (const cx of [10, 23]) {
    ctx.beginPath();
    ctx.arc(...at(cx, 22), 2.5 * u, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
}

type Align = 'left' | 'center';

/** Draws `lines` from `top` (layout pixels), left at `left` or centred on the poster. */
function drawLines(
  ctx: CanvasRenderingContext2D,
  lines: readonly string[],
  style: TextStyle,
  top: number,
  align: Align,
  left = SIDE,
) {
  ctx.font = font(style);
  ctx.fillStyle = style.color;
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  const s = POSTER_SCALE;
  const x = align === 'center' ? POSTER_WIDTH / 2 : left;
  lines.forEach((text, i) => {
    ctx.fillText(text, x * s, (top + i * style.lineHeight + style.lineHeight / 2) * s);
  });
  return top + lines.length * style.lineHeight;
}

/** A run of text: its lines (wrapped), style and alignment; `gap` is the space above it. */
interface Block {
  lines: string[];
  style: TextStyle;
  align: Align;
  gap: number;
  left?: number;
  /** A thin rule above the block (between figures). */
  rule?: boolean;
}

const blockHeight = (blocks: readonly Block[]) =>
  blocks.reduce((sum, block) => sum + block.gap + block.lines.length * block.style.lineHeight, 0);

/**
 * Sizes `canvas` to the poster and draws it: a header in the brand's blue with the brand, the title
 * and the inviter in white; under it a card with the reward and its condition or the chosen
 * figures, the QR code with its mark, and the caption. No band is left empty: the header is as tall
 * as its words.
 */
export function drawPoster(
  canvas: HTMLCanvasElement,
  matrix: QrMatrix,
  text: PosterText,
  images: PosterImages,
): void {
  const probe = canvas.getContext('2d');
  if (!probe) throw new PosterCanvasError('no 2D canvas context');
  const s = POSTER_SCALE;
  const headerWidth = POSTER_WIDTH - 2 * SIDE;
  const cardWidth = POSTER_WIDTH - 2 * (CARD_MARGIN + CARD_PADDING);
  const wrap = (value: string, style: TextStyle, width: number) => {
    probe.font = font(style);
    return balancedLines(value, width * s, style.maxLines, (t) => probe.measureText(t).width);
  };

  const brandLeft = SIDE + MARK_SIZE + 10;
  const header: Block[] = [
    {
      lines: wrap(text.brand, BRAND_NAME, POSTER_WIDTH - SIDE - brandLeft),
      style: BRAND_NAME,
      align: 'left',
      gap: 20,
      left: brandLeft,
    },
    { lines: wrap(text.title, TITLE, headerWidth), style: TITLE, align: 'left', gap: 14 },
  ];
  if (text.inviter) {
    header.push({
      lines: wrap(text.inviter, INVITER, headerWidth),
      style: INVITER,
      align: 'left',
      gap: 8,
    });
  }
  const headerHeight = blockHeight(header) + 24 + CARD_OVERLAP;

  const card: Block[] = [];
  if (text.reward) {
    card.push(
      { lines: wrap(text.reward.lead, LEAD, cardWidth), style: LEAD, align: 'center', gap: 0 },
      {
        lines: wrap(text.reward.reward, REWARD, cardWidth),
        style: REWARD,
        align: 'center',
        gap: 2,
      },
      {
        lines: wrap(text.reward.condition, CONDITION, cardWidth),
        style: CONDITION,
        align: 'center',
        gap: 4,
      },
    );
  }
  const figureLeft = CARD_MARGIN + CARD_PADDING;
  (text.figures ?? []).forEach((figure, i) => {
    card.push(
      {
        lines: wrap(figure.label, FIGURE_LABEL, cardWidth),
        style: FIGURE_LABEL,
        align: 'left',
        gap: i === 0 ? 0 : 21,
        left: figureLeft,
        rule: i > 0,
      },
      {
        lines: wrap(figure.value, FIGURE_VALUE, cardWidth),
        style: FIGURE_VALUE,
        align: 'left',
        gap: 0,
        left: figureLeft,
      },
    );
  });
  const caption = wrap(text.caption, CAPTION, cardWidth);

  const cardTop = headerHeight - CARD_OVERLAP;
  const aboveQr = card.length ? blockHeight(card) + 16 : 0;
  const qrTop = cardTop + CARD_PADDING + aboveQr;
  const captionTop = qrTop + QR_SPACE + 6;
  const cardBottom = captionTop + caption.length * CAPTION.lineHeight + CARD_PADDING;
  const height = cardBottom + CARD_MARGIN;

  // Setting the size clears the canvas and resets the context's state.
  canvas.width = POSTER_WIDTH * s;
  canvas.height = height * s;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new PosterCanvasError('no 2D canvas context after sizing');

  ctx.fillStyle = '#eef2f8';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  drawHeader(ctx, images.art, canvas.width, headerHeight * s);

  let top = 0;
  header.forEach((block, i) => {
    top += block.gap;
    if (i === 0) {
      const markTop = top + (block.style.lineHeight - MARK_SIZE) / 2;
      drawBrandMark(ctx, { x: SIDE * s, y: markTop * s, size: MARK_SIZE * s }, true);
    }
    top = drawLines(ctx, block.lines, block.style, top, block.align, block.left);
  });

  ctx.fillStyle = '#ffffff';
  roundRect(
    ctx,
    CARD_MARGIN * s,
    cardTop * s,
    (POSTER_WIDTH - 2 * CARD_MARGIN) * s,
    (cardBottom - cardTop) * s,
    14 * s,
  );
  ctx.fill();

  top = cardTop + CARD_PADDING;
  for (const block of card) {
    if (block.rule) {
      ctx.fillStyle = '#dde3ec';
      ctx.fillRect(figureLeft * s, (top + block.gap / 2) * s, cardWidth * s, s);
    }
    top = drawLines(ctx, block.lines, block.style, top + block.gap, block.align, block.left);
  }

  const space: Box = { x: ((POSTER_WIDTH - QR_SPACE) / 2) * s, y: qrTop * s, size: QR_SPACE * s };
  const painted = paintQrCode(
    {
      fillRect(x, y, w, h, color) {
        ctx.fillStyle = color;
        ctx.fillRect(x, y, w, h);
      },
    },
    matrix,
    space,
  );
  const mark = markBox(painted.logo);
  if (images.logo) ctx.drawImage(images.logo, mark.x, mark.y, mark.size, mark.size);
  else drawBrandMark(ctx, mark, false);

  drawLines(ctx, caption, CAPTION, captionTop, 'center');
}
