import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PosterCanvasError, PosterLinkError, renderPoster } from './render-poster';

// The failures a page must show rather than a broken image. (The drawing itself is checked in
// Chromium, e2e/share-poster.spec.ts: happy-dom has no 2D canvas.)

const content = {
  inviteUrl: 'https://h5.example.com/#/driver-invite-driver/index?token=AbC7xK2m&type=3',
  brand: '货运平台',
  title: '邀请司机，赢福豆',
  inviter: '张** 138****8000 邀请你',
  caption: '扫码注册，领新人礼包',
};

/** A 2D context that draws nothing (measuring ten units a character). */
function silentContext(): CanvasRenderingContext2D {
  const known: Record<string, unknown> = {
    measureText: (text: string) => ({ width: text.length * 10 }),
    createLinearGradient: () => ({ addColorStop: () => {} }),
  };
  return new Proxy(known, {
    get: (target, name: string) => (name in target ? target[name] : () => {}),
    set: () => true,
  }) as unknown as CanvasRenderingContext2D;
}

function canvasThat(toDataURL: () => string, context: CanvasRenderingContext2D | null) {
  return () =>
    ({ width: 0, height: 0, getContext: () => context, toDataURL }) as unknown as HTMLCanvasElement;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('renderPoster', () => {
  it('gives the PNG data URL of the drawn canvas', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    await expect(
      renderPoster(
        content,
        canvasThat(() => png, silentContext()),
      ),
    ).resolves.toBe(png);
  });

  it('refuses a link that is not ours, before drawing anything', async () => {
    const toDataURL = vi.fn(() => 'data:image/png;base64,');
    for (const inviteUrl of ['https://evil.example.net/#/invite', 'javascript:alert(1)']) {
      await expect(
        renderPoster({ ...content, inviteUrl }, canvasThat(toDataURL, silentContext())),
      ).rejects.toBeInstanceOf(PosterLinkError);
    }
    expect(toDataURL).not.toHaveBeenCalled();
  });

  it('fails with a canvas error without a context, when tainted, and past the size limit', async () => {
    const failures = [
      canvasThat(() => 'data:image/png;base64,', null),
      canvasThat(() => {
        throw new DOMException('Tainted canvases may not be exported.', 'SecurityError');
      }, silentContext()),
      canvasThat(() => 'data:,', silentContext()),
    ];
    for (const createCanvas of failures) {
      await expect(renderPoster(content, createCanvas)).rejects.toBeInstanceOf(PosterCanvasError);
    }
  });
});
