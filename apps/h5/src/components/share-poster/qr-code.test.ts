import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { POSTER_SCALE } from './draw-poster';
import {
  type Box,
  encodeInviteQr,
  markBox,
  paintQrCode,
  QR_LOGO_RATIO,
  QR_QUIET_ZONE_MODULES,
  type RectPainter,
} from './qr-code';

// The invite QR code must still scan with the mark over its middle: painted the way the poster
// paints it (same function, same size, plate and mark box), into plain pixels, and read back
// with a decoder (jsQR) that knows nothing of how it was made.

/** An RGBA pixel buffer the QR painter paints into, as the poster's canvas context does. */
function pixelCanvas(width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const fill = (x: number, y: number, w: number, h: number, [r, g, b]: readonly number[]) => {
    for (let row = Math.max(0, y); row < Math.min(height, y + h); row++) {
      for (let col = Math.max(0, x); col < Math.min(width, x + w); col++) {
        const at = (row * width + col) * 4;
        data[at] = r ?? 0;
        data[at + 1] = g ?? 0;
        data[at + 2] = b ?? 0;
      }
    }
  };
  const painter: RectPainter = {
    fillRect(x, y, w, h, color) {
      const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
      if (!hex) throw new Error(`unexpected colour ${color}`);
      fill(
        x,
        y,
        w,
        h,
        [1, 2, 3].map((i) => Number.parseInt(hex[i] ?? '0', 16)),
      );
    },
  };
  return { data, width, height, fill, painter };
}

/** The poster's QR space: 220 layout pixels at the poster's scale, on the poster's background. */
const SPACE = 220 * POSTER_SCALE;

function paintLikeThePoster(url: string) {
  const canvas = pixelCanvas(SPACE + 40, SPACE + 40);
  canvas.fill(0, 0, canvas.width, canvas.height, [0xf2, 0xf5, 0xfa]);
  const matrix = encodeInviteQr(url);
  const space: Box = { x: 20, y: 20, size: SPACE };
  const painted = paintQrCode(canvas.painter, matrix, space);
  // The worst mark for a reader: a solid square in the brand's dark blue over the whole mark box.
  const mark = markBox(painted.logo);
  canvas.fill(mark.x, mark.y, mark.size, mark.size, [0x15, 0x65, 0xc0]);
  return { canvas, matrix, painted, mark };
}

const TOKEN = 'AbC7xK2mQ9pL4vR8sT1wY6zN3bD5fG0hJ';
const INVITE_URLS = [
  `https://h5.example.com/#/driver-invite-driver/index?token=${TOKEN}&type=3`,
  // With the channel and sharer the share links carry (SPEC: channel_id, share_user_id).
  `https://h5.example.com/#/customer-invite-customer/share?token=${TOKEN}&type=1&channel_id=wx_moments_2026&share_user_id=88012345`,
];

describe('the invite QR code', () => {
  it.each(INVITE_URLS)('decodes to the exact link with the mark over its middle: %s', (url) => {
    const { canvas, matrix, painted, mark } = paintLikeThePoster(url);

    const decoded = jsQR(canvas.data, canvas.width, canvas.height);
    expect(decoded?.data).toBe(url);
    // Error correction H, and the mark really covers modules (not only the quiet zone).
    expect(decoded?.version).toBeGreaterThan(1);
    const module = painted.code.size / (matrix.length + 2 * QR_QUIET_ZONE_MODULES);
    expect(mark.size / module).toBeGreaterThan(3);
    expect(painted.logo.size / (matrix.length * module)).toBeLessThanOrEqual(QR_LOGO_RATIO);
    expect(painted.logo.size / (matrix.length * module)).toBeGreaterThan(0.15);
  });

  it('is encoded at level H (its format bits say so)', () => {
    const matrix = encodeInviteQr(INVITE_URLS[0] ?? '');
    // Format information beside the top-left finder: bits 14…13 (row 8, columns 0…1) carry the
    // level XOR the mask 101010000010010; H is 10, which masks to 00, so both are light.
    const levelBits = [matrix[8]?.[0], matrix[8]?.[1]];
    expect(levelBits).toEqual([false, false]);
  });

  it('paints whole-pixel modules, centred in the space, no larger than it', () => {
    const { painted, matrix } = paintLikeThePoster(INVITE_URLS[0] ?? '');
    const span = matrix.length + 2 * QR_QUIET_ZONE_MODULES;
    expect(Number.isInteger(painted.code.size / span)).toBe(true);
    expect(painted.code.size).toBeLessThanOrEqual(SPACE);
    expect(painted.code.x - 20).toBe(Math.round((SPACE - painted.code.size) / 2));
  });
});
