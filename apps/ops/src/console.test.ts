import { readFileSync } from 'node:fs';
import { OPERATOR_ROLES } from '@freight/contract/ops';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, currentLanguage, MESSAGES, translate } from './i18n';
import { actionText, changeText, targetText } from './screens/audit';
import { budgetUsedPercent, oddsOf } from './screens/campaign';
import { beijingMomentOf, pickerValueOf } from './screens/campaign-editor';
import { rejectionOf } from './screens/review';
import { searchOf } from './screens/verifications';

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

  it('keeps each key in one catalogue, with the same keys in both languages', () => {
    const owners = new Map<string, string[]>();
    for (const [name, catalogue] of Object.entries(CATALOGUES)) {
      expect(Object.keys(catalogue.en).sort(), name).toEqual(Object.keys(catalogue.zh).sort());
      for (const key of Object.keys(catalogue.zh)) {
        owners.set(key, [...(owners.get(key) ?? []), name]);
      }
    }
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
    expect(owners.size).toBe(Object.keys(MESSAGES['zh-CN']).length);
  });
});

describe('the console’s language', () => {
  it('keeps the operator’s choice, else follows the browser’s first language it has', () => {
    expect(currentLanguage('en-US', ['zh-CN'])).toBe('en-US');
    expect(currentLanguage('zh-CN', ['en-GB'])).toBe('zh-CN');
    expect(currentLanguage(null, ['en-GB', 'zh-CN'])).toBe('en-US');
    expect(currentLanguage(null, ['zh-TW', 'en-US'])).toBe('zh-CN');
    expect(currentLanguage(null, ['fr-FR', 'en'])).toBe('en-US');
    expect(currentLanguage(null, ['fr-FR'])).toBe('zh-CN');
    expect(currentLanguage('xx', [])).toBe('zh-CN');
    // `english` is not a language tag of English.
    expect(currentLanguage(null, ['english'])).toBe('zh-CN');
  });
});

describe('the verification queue’s search', () => {
  it('reads what was typed as a whole mobile, a masked one or the start of a plate', () => {
    expect(searchOf('138 0013 8000')).toEqual({ mobile: '13800138000' });
    expect(searchOf('１３８-0013-8000')).toEqual({ mobile: '13800138000' });
    expect(searchOf('138****8000')).toEqual({ masked: '138****8000' });
    expect(searchOf('138＊＊＊＊8000')).toEqual({ masked: '138****8000' });
    expect(searchOf('沪ｆ801')).toEqual({ plate: '沪F801' });
    expect(searchOf('京a')).toEqual({ plate: '京A' });
    // Part of a number would give away masked ones: it is no search.
    expect(searchOf('1380013')).toBeNull();
    expect(searchOf('京')).toBeNull();
    expect(searchOf('%')).toBeNull();
    expect(searchOf('')).toBeNull();
  });
});

describe('the roles’ help', () => {
  it('says in English what README’s table says, role by role', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const role of OPERATOR_ROLES) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${role}\``));
      const cell = row?.split('|')[2]?.trim();
      expect(cell, role).toBe(translate('en-US', `roles.can.${role}`));
    }
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

describe('the budget bar', () => {
  it('reads the larger share of units and money, so a points campaign is not stuck at 0 %', () => {
    expect(budgetUsedPercent({ units: 200, fen: 0 }, { units: 50, fen: 0 })).toBe(25);
    expect(budgetUsedPercent({ units: 100, fen: 10_000 }, { units: 10, fen: 5_000 })).toBe(50);
    expect(budgetUsedPercent({ units: 0, fen: 0 }, { units: 0, fen: 0 })).toBe(0);
    expect(budgetUsedPercent({ units: 10, fen: 0 }, { units: 12, fen: 0 })).toBe(100);
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

  it('names actions and targets in the operator’s words, and an unknown code as it is', () => {
    const zh = (key: Parameters<typeof translate>[1]) => translate('zh-CN', key);
    const en = (key: Parameters<typeof translate>[1]) => translate('en-US', key);
    expect(actionText('driver_verification.reject', zh)).toBe('驳回司机认证');
    expect(actionText('campaign.top_up', en)).toBe('Topped up stock');
    expect(actionText('legacy.thing', zh)).toBe('legacy.thing');
    expect(targetText({ targetKind: 'campaign', targetId: '12' }, zh)).toBe('活动 12');
    expect(targetText({ targetKind: 'ghost', targetId: '3' }, en)).toBe('ghost 3');
  });
});

describe('a campaign’s window in the editor', () => {
  it('is picked in Beijing time, as the lists show it, whatever the operator’s own zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Asia/Shanghai', 'UTC', 'America/Los_Angeles', 'Europe/Berlin']) {
        process.env.TZ = tz;
        const start = pickerValueOf('2026-12-01T02:00:00.000Z');
        expect(start.format('YYYY-MM-DD HH:mm'), tz).toBe('2026-12-01 10:00');
        expect(beijingMomentOf(start), tz).toBe('2026-12-01T10:00:00+08:00');
        // A day that starts earlier in Beijing than in the operator's zone, and back again.
        const late = pickerValueOf('2026-12-31T20:30:00+08:00');
        expect(late.format('YYYY-MM-DD HH:mm'), tz).toBe('2026-12-31 20:30');
        expect(Date.parse(beijingMomentOf(late)), tz).toBe(Date.parse('2026-12-31T12:30:00Z'));
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
