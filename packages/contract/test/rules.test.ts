import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  certificateExpiry,
  FIELD_RULES,
  fieldRuleMessage,
  idCardCheckChar,
  idCardChecksumValid,
  idCardGender,
  isFieldRule,
  isPlateNumber,
  maskIdCard,
  maskMobile,
  maskName,
  normalizePlateNumber,
  parseIdCardBirthDate,
  validateIdCard,
} from '../src/rules/index.ts';
import { todayInChina } from '../src/china-time.ts';
import { FEEDBACK_TEXT } from '../src/endpoints/knowledge-values.ts';
import { PARTY_POST } from '../src/endpoints/party-values.ts';
import { ROAD_REPORT } from '../src/endpoints/epidemic-values.ts';

/** A number with the given parts and its correct check character. */
function idNumber(birth: string, sequence = '123', region = '440305'): string {
  const first17 = `${region}${birth}${sequence}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

describe('idCardChecksumValid (GB 11643-1999, ISO 7064 MOD 11-2)', () => {
  it('agrees with the standard’s published example', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardChecksumValid('11010519491231002X')).toBe(true);
    expect(idCardChecksumValid('11010519491231002x')).toBe(true);
    expect(idCardChecksumValid('110105194912310021')).toBe(false);
  });

  it('accepts numbers built with their check character, and rejects every other check character', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{16}$/), (first17) => {
        const good = idCardCheckChar(first17);
        return [...'0123456789X'].every(
          (c) => idCardChecksumValid(`${first17}${c}`) === (c === good),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('detects any single changed digit', () => {
    const id = idNumber('19800101');
    for (let i = 0; i < 17; i++) {
      const digit = Number(id[i]);
      const changed = `${id.slice(0, i)}${(digit + 1) % 10}${id.slice(i + 1)}`;
      if (changed[0] !== '0') expect(idCardChecksumValid(changed)).toBe(false);
    }
  });

  it('rejects wrong shapes', () => {
    const id = idNumber('19800101');
    for (const bad of [
      '',
      id.slice(0, 17),
      `${id}0`,
      `0${id.slice(1)}`,
      `${id.slice(0, 16)}A${id[17]}`,
      ` ${id}`,
    ]) {
      expect(idCardChecksumValid(bad)).toBe(false);
    }
  });
});

describe('parseIdCardBirthDate', () => {
  it('reads the date', () => {
    expect(parseIdCardBirthDate('11010519491231002X')).toBe('1949-12-31');
  });

  it.each([
    ['20240229', '2024-02-29'], // leap year
    ['20000229', '2000-02-29'], // divisible by 400
    ['19960229', '1996-02-29'],
    ['20230228', '2023-02-28'],
    ['19900131', '1990-01-31'],
    ['19900430', '1990-04-30'],
    ['19001231', '1900-12-31'],
  ])('accepts %s', (birth, iso) => {
    expect(parseIdCardBirthDate(idNumber(birth))).toBe(iso);
  });

  it.each([
    '20230229', // common year
    '19000229', // divisible by 100, not 400
    '21000229',
    '19900431', // 30-day month
    '19900132',
    '19900100', // day 0
    '19900001', // month 0
    '19901301', // month 13
    '18991231', // before 1900
  ])('rejects %s', (birth) => {
    expect(parseIdCardBirthDate(idNumber(birth))).toBeNull();
  });

  it('rejects a date after today when today is given', () => {
    const id = idNumber('20300101');
    expect(parseIdCardBirthDate(id)).toBe('2030-01-01');
    expect(parseIdCardBirthDate(id, '2029-12-31')).toBeNull();
    expect(parseIdCardBirthDate(id, '2030-01-01')).toBe('2030-01-01');
  });
});

describe('validateIdCard', () => {
  it('reports a valid number with birth date, age and gender', () => {
    expect(validateIdCard(idNumber('19800615', '121'), '2024-06-14')).toEqual({
      valid: true,
      birthDate: '1980-06-15',
      age: 43,
      gender: 'male',
      reasons: [],
    });
    expect(validateIdCard(idNumber('19800615', '122'), '2024-06-15').gender).toBe('female');
    expect(validateIdCard(idNumber('19800615', '122'), '2024-06-15').age).toBe(44);
  });

  it('names what is wrong', () => {
    expect(validateIdCard('12345', '2024-01-01').reasons).toEqual(['format']);
    expect(validateIdCard('110105194912310021', '2024-01-01').reasons).toEqual(['checksum']);
    expect(validateIdCard(idNumber('20230229'), '2024-01-01')).toMatchObject({
      valid: false,
      birthDate: null,
      age: null,
      reasons: ['birth_date'],
    });
  });
});

describe('dates', () => {
  it('ageOn counts the birthday itself', () => {
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
    expect(ageOn('2000-05-10', '2018-05-10')).toBe(18);
  });

  it('todayInChina is UTC+8', () => {
    expect(todayInChina(Date.UTC(2024, 0, 1, 15, 59))).toBe('2024-01-01');
    expect(todayInChina(Date.UTC(2024, 0, 1, 16, 0))).toBe('2024-01-02');
  });

  it('idCardGender reads the 17th digit', () => {
    expect(idCardGender('11010519491231002X')).toBe('female');
    expect(idCardGender('nope')).toBeNull();
  });
});

describe('plate numbers', () => {
  it.each([
    '京A12345',
    '粤B12345D', // new-energy, large vehicle
    '粤BD12345', // new-energy, small vehicle
    '沪ADA1234', // new-energy, small vehicle, letter in the second place
    '沪AF1A23',
    '苏E1234挂', // trailer
    '浙A1234学',
    '川A0Z9Y8',
    '琼A1234港',
  ])('accepts %s', (plate) => {
    expect(isPlateNumber(plate)).toBe(true);
  });

  it.each([
    '',
    'A12345', // no province
    '京A1234', // too short
    '京A123456', // 6 digits, no energy letter
    '京I12345', // I is not a city letter
    '京A1234O', // O never appears
    '粤BZ12345', // Z is not an energy letter
    '粤B1234ZD',
    '京a12345', // lower case (normalise first)
    '京A12345 ',
    '港A12345',
    '京A123挂4',
  ])('rejects %s', (plate) => {
    expect(isPlateNumber(plate)).toBe(false);
  });

  it('normalises what people type', () => {
    expect(normalizePlateNumber(' 粤b·12345d ')).toBe('粤B12345D');
    expect(isPlateNumber(normalizePlateNumber('京a 12345'))).toBe(true);
  });
});

describe('masks', () => {
  it('masks a mobile number as SPEC §5 says', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('12345')).toBe('****');
  });

  it('keeps the first character of a name and two stars, whatever its length', () => {
    expect(maskName('王小明')).toBe('王**');
    expect(maskName(' 李雷 ')).toBe('李**');
    expect(maskName('𠮷野家')).toBe('𠮷**');
    expect(maskName('  ')).toBe('**');
  });

  it('hides the birth date of an ID number', () => {
    expect(maskIdCard('11010519491231002x')).toBe('110105********002X');
    expect(maskIdCard('short')).toBe('****');
  });
});

describe('field rules', () => {
  it('say each rule in both languages, with the same placeholders, English free of Chinese', () => {
    for (const [rule, words] of Object.entries(FIELD_RULES)) {
      const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(holes(words['en-US']), rule).toEqual(holes(words['zh-CN']));
      // Plate examples are the one thing an English page shows in Chinese.
      expect(words['en-US'].replace(/[沪粤]/g, ''), rule).not.toMatch(/\p{Script=Han}/u);
    }
  });

  it('fill their placeholders, and know only their own names', () => {
    expect(fieldRuleMessage('vehicle.length', 'zh-CN', { max: 17.5 })).toBe('车长不能超过 17.5 米');
    expect(fieldRuleMessage('date.expired', 'en-US', { date: '2020-01-31' })).toBe(
      'This expired on 2020-01-31; upload one that is valid',
    );
    expect(isFieldRule('plate.format')).toBe(true);
    expect(isFieldRule('toString')).toBe(false);
    expect(isFieldRule('invalid plate number')).toBe(false);
  });

  it('name the very limits the schemas check by length (a schema refusal fills in no numbers)', () => {
    const grouped = (n: number) => n.toLocaleString('en-US');
    const says = (rule: keyof typeof FIELD_RULES, ...limits: number[]) => {
      for (const limit of limits) {
        expect(FIELD_RULES[rule]['zh-CN'], rule).toContain(` ${limit} `);
        expect(FIELD_RULES[rule]['en-US'], rule).toContain(` ${grouped(limit)} `);
      }
    };
    says('feedback.short', FEEDBACK_TEXT.min);
    says('feedback.long', FEEDBACK_TEXT.max);
    says('party.title', PARTY_POST.titleMin, PARTY_POST.titleMax);
    says('party.text', PARTY_POST.textMin, PARTY_POST.textMax);
    says('road.name', ROAD_REPORT.roadMin, ROAD_REPORT.roadMax);
    says('road.text', ROAD_REPORT.textMin, ROAD_REPORT.textMax);
  });
});

describe('certificate expiry', () => {
  it('is expired after its date, soon within 30 days (today included), valid beyond', () => {
    expect(certificateExpiry('2026-11-23', '2026-11-24')).toBe('expired');
    expect(certificateExpiry('2026-11-24', '2026-11-24')).toBe('soon');
    expect(certificateExpiry('2026-12-24', '2026-11-24')).toBe('soon');
    expect(certificateExpiry('2026-12-25', '2026-11-24')).toBe('valid');
  });
});
