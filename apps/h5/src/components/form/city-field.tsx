import type { Province } from '@freight/contract/regions/index';
import { useEffect, useState } from 'react';
import { usePlaceName } from '@/lib/regions/use-place-name';
import { useKitI18n } from '../i18n/catalogue';
import { Field } from './field';
import './form.css';

/** The offline province and city list (about 3 KiB gzip), loaded when a form first needs it. */
let regions: Promise<readonly Province[]> | null = null;
function loadRegions() {
  regions ??= import('@freight/contract/regions/index').then((module) => module.REGIONS);
  return regions;
}

export interface CityFieldProps {
  value: string;
  onChange: (cityCode: string) => void;
  /** Why the form refuses the choice (none made yet); shown under the city. */
  error?: string | null;
}

/**
 * Province, then city: two native selects (the phone's own picker, readable at any text size and
 * light on old phones) over the offline GB/T 2260 list.
 */
export function CityField({ value, onChange, error }: CityFieldProps) {
  const { t } = useKitI18n();
  const placeName = usePlaceName();
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
      <Field label={t('city.province')}>
        {({ id }) => (
          <select
            id={id}
            className="fy-input"
            value={province}
            disabled={!list}
            aria-invalid={Boolean(error) && !province}
            onChange={(event) => {
              setPickedProvince(event.currentTarget.value);
              onChange('');
            }}
          >
            <option value="">{list ? t('form.choose') : t('common.loading')}</option>
            {list?.map(([code, name]) => (
              <option key={code} value={code}>
                {placeName(code, name)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('city.city')} error={error}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            className="fy-input"
            value={value}
            disabled={!province}
            aria-invalid={invalid && !value}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.currentTarget.value)}
          >
            <option value="">{t('form.choose')}</option>
            {cities.map(([code, name]) => (
              <option key={code} value={code}>
                {placeName(code, name)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
