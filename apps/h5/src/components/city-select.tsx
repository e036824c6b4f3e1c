import type { Province } from '@freight/contract/regions/index';
import { useEffect, useId, useState } from 'react';
import { useKitI18n } from './i18n/catalogue';

/** The offline province and city list (about 3 KiB gzip), loaded when a form first needs it. */
let regions: Promise<readonly Province[]> | null = null;
function loadRegions() {
  regions ??= import('@freight/contract/regions/index').then((module) => module.REGIONS);
  return regions;
}

export interface CitySelectProps {
  value: string;
  onChange: (cityCode: string) => void;
  invalid: boolean;
}

/**
 * Province, then city: two native selects (the phone's own picker, readable at any text size and
 * light on old phones) over the offline GB/T 2260 list.
 */
export function CitySelect({ value, onChange, invalid }: CitySelectProps) {
  const { t } = useKitI18n();
  const id = useId();
  const [list, setList] = useState<readonly Province[] | null>(null);
  // The province follows the chosen city; before a city is chosen, it is the visitor's pick.
  const [pickedProvince, setPickedProvince] = useState('');
  const province = value ? `${value.slice(0, 2)}0000` : pickedProvince;
  useEffect(() => {
    let live = true;
    void loadRegions().then((loaded) => live && setList(loaded));
    return () => {
      live = false;
    };
  }, []);
  const cities = list?.find(([code]) => code === province)?.[2] ?? [];
  return (
    <div className="fy-field-pair">
      <div className="fy-field">
        <label htmlFor={`${id}-province`}>{t('city.province')}</label>
        <select
          id={`${id}-province`}
          className="fy-input"
          value={province}
          disabled={!list}
          aria-invalid={invalid && !province}
          onChange={(event) => {
            setPickedProvince(event.currentTarget.value);
            onChange('');
          }}
        >
          <option value="">{list ? t('city.choose') : t('common.loading')}</option>
          {list?.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="fy-field">
        <label htmlFor={`${id}-city`}>{t('city.city')}</label>
        <select
          id={`${id}-city`}
          className="fy-input"
          value={value}
          disabled={!province}
          aria-invalid={invalid && !value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="">{t('city.choose')}</option>
          {cities.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
