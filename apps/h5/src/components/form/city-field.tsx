import { useState } from 'react';
import { useRegions } from '@/lib/regions/regions';
import { usePlaceName } from '@/lib/regions/use-place-name';
import { QueryError } from '../query-error/query-error';
import { useKitI18n } from '../i18n/catalogue';
import { Field } from './field';
import './form.css';

export interface CityFieldProps {
  value: string;
  onChange: (cityCode: string) => void;
  /** Why the form refuses the choice (none made yet); shown under the city. */
  error?: string | null;
  /**
   * A province the page has fixed already (a list of it being shown): only the city is chosen, to
   * narrow the list, and '' is the whole province (`whole` names it). Nothing is shown for a
   * province of one city; when the regions cannot load, the whole province's list stays.
   */
  within?: { province: string; label: string; whole: string };
}

/**
 * The one city picker. Province, then city: two native selects (the phone's own picker, readable
 * at any text size and light on old phones) over the offline GB/T 2260 list.
 */
export function CityField({ value, onChange, error, within }: CityFieldProps) {
  const { t } = useKitI18n();
  const placeName = usePlaceName();
  const regions = useRegions();
  const list = regions.data ?? null;
  // The province follows the chosen city; before a city is chosen, it is the visitor's pick.
  const [pickedProvince, setPickedProvince] = useState('');
  if (within) {
    const cities = citiesOf(list, within.province);
    if (list && cities.length < 2) return null;
    return (
      <Field label={within.label}>
        {({ id }) => (
          <select
            id={id}
            className="fy-input"
            value={value}
            disabled={!list}
            onChange={(event) => onChange(event.currentTarget.value)}
          >
            <option value="">{within.whole}</option>
            {placeOptions(cities, placeName)}
          </select>
        )}
      </Field>
    );
  }
  const province = value ? `${value.slice(0, 2)}0000` : pickedProvince;
  // The list could not load (a weak link): why, and a retry, in place of two selects that wait.
  if (regions.error && !list) {
    return (
      <div className="fy-field">
        <p className="fy-field__label">{t('city.city')}</p>
        <QueryError
          error={regions.error}
          onRetry={() => void regions.refetch()}
          retrying={regions.isFetching}
        />
      </div>
    );
  }
  const cities = citiesOf(list, province);
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
            {list && placeOptions(list, placeName)}
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
            {placeOptions(cities, placeName)}
          </select>
        )}
      </Field>
    </div>
  );
}

/** A province's cities in the offline list (none while it loads). */
function citiesOf(list: ReturnType<typeof useRegions>['data'] | null, province: string) {
  return list?.find(([code]) => code === province)?.[2] ?? [];
}

/** An option per place, named in the reader's language. */
function placeOptions(
  places: readonly (readonly [string, string, ...unknown[]])[],
  placeName: (code: string, name: string) => string,
) {
  return places.map(([code, name]) => (
    <option key={code} value={code}>
      {placeName(code, name)}
    </option>
  ));
}
