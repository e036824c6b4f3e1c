import { describe, expect, it } from 'vitest';
import { balancedLines, wrapText } from './draw-poster';

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
    expect(balancedLines('邀请司机注册双方各得福豆', 11, 1, measure)).toEqual([
      '邀请司机注册双方各得…',
    ]);
  });
});
