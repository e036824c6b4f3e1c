import { describe, expect, it } from 'vitest';
import { balancedLines, drawPoster, POSTER_SCALE, POSTER_WIDTH, wrapText } from './draw-poster';
import { encodeInviteQr } from './qr-code';

// Every character 1 unit wide, as a monospaced stand-in for the canvas's measureText.
const measure = (text: string) => [...text].length;

describe('poster text', () => {
  it('breaks Chinese anywhere and English between words', () => {
    expect(wrapText('邀请司机注册赢福豆', 4, 3, measure)).toEqual(['邀请司机', '注册赢福', '豆']);
    expect(wrapText('Invite drivers and win beans', 12, 3, measure)).toEqual([
      'Invite',
      'drivers and',
      'win beans',
    ]);
  });

  it('breaks a word longer than a line, and ends a cut text with an ellipsis', () => {
    expect(wrapText('ABCDEFGHIJ', 4, 3, measure)).toEqual(['ABCD', 'EFGH', 'IJ']);
    expect(wrapText('邀请司机注册赢福豆', 4, 2, measure)).toEqual(['邀请司机', '注册赢…']);
  });

  it('evens the lines out instead of leaving one character alone', () => {
    expect(wrapText('邀请司机注册双方各得福豆', 11, 3, measure)).toEqual([
      '邀请司机注册双方各得福',
      '豆',
    ]);
    expect(balancedLines('邀请司机注册双方各得福豆', 11, 3, measure)).toEqual([
      '邀请司机注册',
      '双方各得福豆',
    ]);
    // At the text's own comma, when that takes no more lines.
    expect(balancedLines('司机邀司机，认证成功得福豆', 7, 3, measure)).toEqual([
      '司机邀司机，',
      '认证成功得福豆',
    ]);
    // Not when the comma would leave a line much shorter than the others.
    expect(balancedLines('邀请，司机注册双方各得福豆', 11, 3, measure)).toEqual([
      '邀请，司机注册',
      '双方各得福豆',
    ]);
    expect(balancedLines('邀请司机注册双方各得福豆', 11, 1, measure)).toEqual([
      '邀请司机注册双方各得…',
    ]);
  });
});

/** A 2D context that records each text drawn, with its font and place, measuring as `measure`. */
function recordingCanvas() {
  const texts: { text: string; size: number; x: number; y: number; color: string }[] = [];
  const state = { font: '10px sans-serif', fillStyle: '#000000' as unknown };
  const size = () => Number(/(\d+)px/.exec(state.font)?.[1] ?? 10);
  const known: Record<string, unknown> = {
    // A Han character is as wide as the font is tall; a Latin letter, digit or space about half.
    measureText: (text: string) => ({
      width:
        [...text].reduce((sum, c) => sum + (/[\u2e80-\uffef]/u.test(c) ? 1 : 0.55), 0) * size(),
    }),
    createLinearGradient: () => ({ addColorStop: () => {} }),
    fillText: (text: string, x: number, y: number) =>
      texts.push({ text, size: size(), x, y, color: String(state.fillStyle) }),
  };
  const context = new Proxy(known, {
    get: (target, name: string) =>
      name in target ? target[name] : name in state ? state[name as keyof typeof state] : () => {},
    set: (_, name: string, value: unknown) => {
      if (name in state) Object.assign(state, { [name]: value });
      return true;
    },
  });
  const canvas = { width: 0, height: 0, getContext: () => context };
  return { canvas: canvas as unknown as HTMLCanvasElement, texts };
}

const QR = encodeInviteQr(
  'https://h5.example.com/#/driver-invite-driver/share?token=AbC7xK2m&type=3',
);
const NO_IMAGES = { art: null, logo: null };

describe('what a poster says', () => {
  it('an invitation: the brand, the masked inviter, the reward with its condition, the caption', () => {
    const { canvas, texts } = recordingCanvas();
    drawPoster(
      canvas,
      QR,
      {
        brand: '货运平台',
        title: '邀请货主',
        inviter: '138****8000 邀请你',
        reward: {
          lead: '注册成为新用户，你可得',
          reward: '300 积分',
          condition: '注册后 30 天内完成首单运输即发放',
        },
        caption: '扫码注册',
      },
      NO_IMAGES,
    );
    expect(texts.map((t) => t.text)).toEqual([
      '货运平台',
      '邀请货主',
      '138****8000 邀请你',
      '注册成为新用户，你可得',
      '300 积分',
      '注册后 30 天内完成首单运输即发放',
      '扫码注册',
    ]);
    const drawn = (text: string) => texts.find((t) => t.text === text);
    // Readable as a chat thumbnail: the reward is the biggest type, nothing under 16 px (×2).
    expect(drawn('300 积分')?.size).toBe(Math.max(...texts.map((t) => t.size)));
    expect(Math.min(...texts.map((t) => t.size))).toBeGreaterThanOrEqual(16 * POSTER_SCALE);
    // No empty band: the brand is the first thing, at the top; the title right under it.
    expect(drawn('货运平台')?.y).toBeLessThan(50 * POSTER_SCALE);
    expect(drawn('邀请货主')?.y).toBeLessThan(110 * POSTER_SCALE);
    // The phone's width at 2×, whatever the words.
    expect(canvas.width).toBe(POSTER_WIDTH * POSTER_SCALE);
  });

  it('a bill: the figures given, in order, and no inviter or reward', () => {
    const { canvas, texts } = recordingCanvas();
    drawPoster(
      canvas,
      QR,
      {
        brand: '货运平台',
        title: '我的2023年度账单',
        inviter: null,
        figures: [
          { label: '完成运输', value: '128 趟' },
          { label: '最忙的月份', value: '2023年8月，20 趟' },
        ],
        caption: '扫码看看我这一年跑过的路',
      },
      NO_IMAGES,
    );
    expect(texts.map((t) => t.text)).toEqual([
      '货运平台',
      '我的2023年度账单',
      '完成运输',
      '128 趟',
      '最忙的月份',
      '2023年8月，20 趟',
      '扫码看看我这一年跑过的路',
    ]);
  });

  it('grows with its words rather than cutting them', () => {
    const short = recordingCanvas();
    drawPoster(
      short.canvas,
      QR,
      { brand: 'B', title: 'T', inviter: null, caption: 'C' },
      NO_IMAGES,
    );
    const long = recordingCanvas();
    const figures = Array.from({ length: 5 }, (_, i) => ({ label: `L${i}`, value: `V${i}` }));
    drawPoster(
      long.canvas,
      QR,
      { brand: 'B', title: 'T', inviter: null, figures, caption: 'C' },
      NO_IMAGES,
    );
    expect(long.canvas.height).toBeGreaterThan(short.canvas.height + 5 * 50 * POSTER_SCALE);
    const caption = long.texts.at(-1);
    expect(caption?.text).toBe('C');
    expect(caption?.y).toBeLessThan(long.canvas.height);
  });
});
