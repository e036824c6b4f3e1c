import { encode } from 'uqr';

// The invite QR code of a share poster: encoded at error correction level H (30 % of the code
// words can be lost) because the brand mark covers its centre, painted with whole-pixel modules
// (no anti-aliased seams between them) inside a 4-module quiet zone on white (PITFALLS 6).

/** Rows of modules, true for dark. */
export type QrMatrix = readonly (readonly boolean[])[];

/** The quiet zone the QR specification asks for, in modules. */
export const QR_QUIET_ZONE_MODULES = 4;
/** The mark in the middle spans at most this share of the code's width (PITFALLS 6: 20 %). */
export const QR_LOGO_RATIO = 0.2;

export function encodeInviteQr(text: string): QrMatrix {
  return encode(text, { ecc: 'H', border: 0 }).data;
}

/** What the QR code is painted with: a canvas 2D context in the page, a pixel buffer in tests. */
export interface RectPainter {
  fillRect(x: number, y: number, width: number, height: number, color: string): void;
}

export interface Box {
  x: number;
  y: number;
  size: number;
}

export interface PaintedQr {
  /** The whole code with its quiet zone, as painted (whole pixels, at most the space given). */
  code: Box;
  /** The white plate in the middle, over the modules, where the mark goes. */
  logo: Box;
}

export const QR_DARK = '#000000';
export const QR_LIGHT = '#ffffff';

/**
 * Paints `matrix` with its quiet zone into the square `space` (centred in it), then clears the
 * plate the mark is drawn on. Returns where both went.
 */
export function paintQrCode(painter: RectPainter, matrix: QrMatrix, space: Box): PaintedQr {
  const count = matrix.length;
  const span = count + 2 * QR_QUIET_ZONE_MODULES;
  const module = Math.max(1, Math.floor(space.size / span));
  const size = module * span;
  const x0 = Math.round(space.x + (space.size - size) / 2);
  const y0 = Math.round(space.y + (space.size - size) / 2);
  painter.fillRect(x0, y0, size, size, QR_LIGHT);
  const left = x0 + QR_QUIET_ZONE_MODULES * module;
  const top = y0 + QR_QUIET_ZONE_MODULES * module;
  matrix.forEach((row, r) => {
    // One rectangle per run of dark modules: fewer calls, and no seams inside a run.
    let run = -1;
    for (let c = 0; c <= count; c++) {
      const dark = c < count && row[c] === true;
      if (dark && run < 0) run = c;
      if (!dark && run >= 0) {
        painter.fillRect(
          left + run * module,
          top + r * module,
          (c - run) * module,
          module,
          QR_DARK,
        );
        run = -1;
      }
    }
  });
  // The plate covers whole modules, an odd number of them, so it sits exactly in the middle.
  let plateModules = Math.floor(count * QR_LOGO_RATIO);
  if (plateModules % 2 === 0) plateModules -= 1;
  const plate = plateModules * module;
  const plateX = left + ((count - plateModules) / 2) * module;
  const plateY = top + ((count - plateModules) / 2) * module;
  painter.fillRect(plateX, plateY, plate, plate, QR_LIGHT);
  return { code: { x: x0, y: y0, size }, logo: { x: plateX, y: plateY, size: plate } };
}

/** Where the mark is drawn inside the plate: a white margin of a tenth keeps modules off it. */
export function markBox(plate: Box): Box {
  const inset = Math.round(plate.size * 0.1);
  return { x: plate.x + inset, y: plate.y + inset, size: plate.size - 2 * inset };
}
