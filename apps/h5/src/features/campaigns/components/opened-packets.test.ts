import type { CampaignOutcome } from '@freight/contract/endpoints/index';
import { afterEach, describe, expect, it } from 'vitest';
import { keepOpenedPackets, openedPackets } from './opened-packets';

const outcome = (attemptId: string, name: string, won: boolean) =>
  ({ attemptId, won, tier: { name } }) as unknown as CampaignOutcome;

describe('the red packets opened today, kept for the tab', () => {
  afterEach(() => sessionStorage.clear());

  it('gives back what each opened packet held, for its campaign and user only', () => {
    const opened = [
      { packet: 2, outcome: outcome('1', '1.88 元现金红包', true) },
      { packet: 5, outcome: outcome('2', '谢谢参与', false) },
    ];
    keepOpenedPackets('rain:7', opened);
    expect(openedPackets('rain:7')).toEqual(opened);
    expect(openedPackets('rain:8')).toEqual([]);
    expect(openedPackets('other:7')).toEqual([]);
  });

  it('leaves out what is not an opened packet', () => {
    keepOpenedPackets('rain:7', [
      { packet: 1, outcome: outcome('1', '30 元运费券', true) },
      { packet: 'x', outcome: outcome('2', 'a', true) },
      { packet: 3, outcome: { won: 'yes' } },
      null,
    ] as never);
    expect(openedPackets('rain:7').map((each) => each.packet)).toEqual([1]);
    sessionStorage.setItem(Object.keys(sessionStorage)[0] ?? '', '{not json');
    expect(openedPackets('rain:7')).toEqual([]);
  });
});
