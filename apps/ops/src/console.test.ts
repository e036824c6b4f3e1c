import { describe, expect, it } from 'vitest';
import { MESSAGES, translate } from './i18n';
import { changeText } from './screens/audit';
import { oddsOf } from './screens/campaign';
import { rejectionOf } from './screens/review';

describe('the console’s words', () => {
  it('has the same keys in both languages, none empty, and fills in variables', () => {
    expect(Object.keys(MESSAGES['en-US']).sort()).toEqual(Object.keys(MESSAGES['zh-CN']).sort());
    for (const text of [...Object.values(MESSAGES['zh-CN']), ...Object.values(MESSAGES['en-US'])]) {
      expect(text.trim()).not.toBe('');
    }
    expect(translate('en-US', 'app.signedInAs', { name: 'ops1', role: 'viewer' })).toBe(
      'ops1 (viewer)',
    );
  });
});

describe('published odds', () => {
  it('are each weight over the sum, to two decimals, as users read them', () => {
    expect(oddsOf([{ weight: 1 }, { weight: 2 }, { weight: 7 }])).toEqual([
      '10.00%',
      '20.00%',
      '70.00%',
    ]);
    expect(oddsOf([{ weight: 0 }])).toEqual(['—']);
  });
});

describe('a rejection', () => {
  it('names each marked field with its reason, and is not ready while a reason is missing', () => {
    expect(rejectionOf({})).toBeNull();
    expect(rejectionOf({ plateNumber: '  ' })).toBeNull();
    expect(rejectionOf({ plateNumber: ' 车牌与行驶证不一致 ', name: undefined })).toEqual({
      decision: 'reject',
      reasons: [{ field: 'plateNumber', reason: '车牌与行驶证不一致' }],
    });
  });
});

describe('the audit log', () => {
  it('shows a change as before → after', () => {
    expect(changeText({ before: null, after: { state: 'approved' } })).toBe(
      '— → {"state":"approved"}',
    );
  });
});
