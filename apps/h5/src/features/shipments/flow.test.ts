import { describe, expect, it } from 'vitest';
import { nameIn, requestReceipt, requestStops } from './flow';

// What the page keeps for an English reader stays on the page: the requests carry the contract's
// fields only (its schemas are strict, an unknown key is refused).

describe('the drafts as the requests take them', () => {
  it('leaves the English name of a stop’s place out', () => {
    const stops = requestStops([
      {
        regionCode: '310115',
        regionName: '上海市 浦东新区',
        placeName: '上海港洋山港区',
        placeNameEn: 'Yangshan Port',
        address: '同汇路 1 号',
      },
      { regionCode: '320583', regionName: '江苏省 苏州市 昆山市', address: '花桥' },
    ]);
    expect(stops).toEqual([
      {
        kind: 'load',
        regionCode: '310115',
        regionName: '上海市 浦东新区',
        placeName: '上海港洋山港区',
        address: '同汇路 1 号',
      },
      { kind: 'unload', regionCode: '320583', regionName: '江苏省 苏州市 昆山市', address: '花桥' },
    ]);
  });

  it('takes the consignee’s own fields only, whatever an earlier version of the page kept', () => {
    // A draft kept in the tab by the version before this one, which stored the region in English.
    const kept = {
      name: '王五',
      mobile: '13800000000',
      regionCode: '320583',
      regionName: '江苏省 苏州市 昆山市',
      regionNameEn: 'Suzhou, Jiangsu',
      address: '花桥',
    };
    expect(requestReceipt(kept)).toEqual({
      name: '王五',
      mobile: '13800000000',
      regionCode: '320583',
      regionName: '江苏省 苏州市 昆山市',
      address: '花桥',
    });
  });

  it('shows a name in the reader’s language, Chinese where no English is kept', () => {
    expect(nameIn('en-US', '上海市', 'Shanghai')).toBe('Shanghai');
    expect(nameIn('en-US', '上海市', undefined)).toBe('上海市');
    expect(nameIn('zh-CN', '上海市', 'Shanghai')).toBe('上海市');
  });
});
