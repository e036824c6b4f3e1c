import { describe, expect, it } from 'vitest';
import { englishName } from '../src/regions/english.ts';
import { cityCodeByName, findCity, REGIONS } from '../src/regions/index.ts';
import { submitLeadRequest } from '../src/endpoints/recruitment.ts';

describe('regions', () => {
  it('has the mainland provinces with their cities', () => {
    expect(REGIONS.length).toBeGreaterThanOrEqual(31);
    expect(findCity('320500')).toEqual({
      province: { code: '320000', name: '江苏省' },
      city: { code: '320500', name: '苏州市' },
    });
    expect(findCity('320000')).toBeNull(); // a province is not a city
    expect(findCity('999999')).toBeNull();
  });

  it('finds a city by the name an ad link uses', () => {
    expect(cityCodeByName('苏州')).toBe('320500');
    expect(cityCodeByName('苏州市')).toBe('320500');
    expect(cityCodeByName('<script>')).toBeNull();
    expect(cityCodeByName('')).toBeNull();
  });
});

describe('English names', () => {
  it('names every province and city, in Latin letters', () => {
    for (const [code, , cities] of REGIONS) {
      expect(englishName(code), code).toMatch(/^[A-Z][A-Za-zêü' -]+$/);
      for (const [cityCode] of cities) {
        expect(englishName(cityCode), cityCode).toMatch(/^[A-Z][A-Za-zêü' -]+$/);
      }
    }
  });

  it('uses the names in common use', () => {
    expect(englishName('320500')).toBe('Suzhou');
    expect(englishName('320000')).toBe('Jiangsu');
    expect(englishName('610100')).toBe("Xi'an");
    expect(englishName('150100')).toBe('Hohhot');
    expect(englishName('230100')).toBe('Harbin');
    expect(englishName('999999')).toBeNull();
    expect(englishName('__proto__')).toBeNull();
  });
});

describe('recruitment lead', () => {
  const driver = {
    userType: 3,
    name: '王师傅',
    mobile: '13900000003',
    code: '123456',
    cityCode: '310100',
    source: 'sem',
    vehicleType: 'van',
    vehicleLengthM: 4.2,
    requestId: 'lead-0001',
  };

  it('accepts a driver with a truck and a shipper with a cargo type', () => {
    expect(submitLeadRequest.safeParse(driver).success).toBe(true);
    expect(
      submitLeadRequest.safeParse({
        ...driver,
        userType: 1,
        vehicleType: undefined,
        vehicleLengthM: undefined,
        cargoType: 'food',
      }).success,
    ).toBe(true);
  });

  it('refuses a driver without a truck, an unknown city, a hostile colour or channel id', () => {
    expect(submitLeadRequest.safeParse({ ...driver, vehicleType: undefined }).success).toBe(false);
    expect(submitLeadRequest.safeParse({ ...driver, cityCode: '320000' }).success).toBe(false);
    expect(submitLeadRequest.safeParse({ ...driver, color: 'red;background:url(x)' }).success).toBe(
      false,
    );
    expect(
      submitLeadRequest.safeParse({ ...driver, channelId: '<img src=x onerror=alert(1)>' }).success,
    ).toBe(false);
  });
});
