import { Field } from '@/components/form/field';
import { usePlaceName } from '@/lib/regions/use-place-name';
import { useFeatureI18n } from '../i18n/catalogue';
import { useRegions } from '@/lib/regions/regions';

/** A province's cities, to narrow a list to one (all of them: ''); the regions load when needed. */
export function CitySelect({
  province,
  value,
  onChange,
}: {
  province: string;
  value: string;
  onChange: (city: string) => void;
}) {
  const { t } = useFeatureI18n();
  const placeName = usePlaceName();
  // The list could not load: no narrowing, the whole province's list stays.
  const regions = useRegions().data;
  const cities = regions?.find(([code]) => code === province)?.[2] ?? [];
  if (regions && cities.length < 2) return null;
  return (
    <Field label={t('epi.city')}>
      {({ id }) => (
        <select
          id={id}
          className="fy-input"
          value={value}
          disabled={!regions}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="">{t('epi.city.all')}</option>
          {cities.map(([code, name]) => (
            <option key={code} value={code}>
              {placeName(code, name)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
