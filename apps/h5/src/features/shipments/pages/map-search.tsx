import type { PlaceHit } from '@freight/contract/endpoints/index';
import { useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { useI18n } from '@/lib/i18n/i18n';
import { usePlaceName, useRegionName } from '@/lib/regions/use-place-name';
import { usePlaceSearch } from '../api/flash-sale';
import {
  type HeldLine,
  nameIn,
  setReceiptDraft,
  updateStop,
  useHeldLine,
  useReceiptDraft,
  useStops,
} from '../flow';
import { useAddressI18n } from '../i18n/catalogue';
import '@/components/form/form.css';
import '../components/flash-sale.css';

/** Waits this long after the last key before asking (a word typed, not each letter). */
const TYPING_PAUSE_MS = 300;

/** `上海市 浦东新区`: province, city and county, the city left out where it repeats the province. */
export function regionNameOf(hit: Pick<PlaceHit, 'province' | 'city' | 'county'>): string {
  return [hit.province, hit.city === hit.province ? null : hit.city, hit.county]
    .filter(Boolean)
    .join(' ');
}

/** Where the page was opened for: a stop of the flow (`?stop=1`) or the consignee (`?for=receipt`). */
function useTarget(): { stop: number } | { receipt: true } | null {
  const [search] = useSearchParams();
  if (search.get('for') === 'receipt') return { receipt: true };
  const stop = Number(search.get('stop'));
  return Number.isInteger(stop) && stop >= 0 && search.has('stop') ? { stop } : null;
}

/** The city a place should be in: a line's origin for the first stop, its destination for the last and the consignee. */
function cityFor(
  target: { stop: number } | { receipt: true },
  held: HeldLine | null,
  stopCount: number,
): { code: string; name: string } | null {
  if (!held) return null;
  const { origin, destination } = held.line;
  if ('receipt' in target) return { code: destination.regionCode, name: destination.name };
  if (target.stop === 0) return { code: origin.regionCode, name: origin.name };
  if (target.stop === stopCount - 1)
    return { code: destination.regionCode, name: destination.name };
  return null;
}

/** The places are the server's offline data (apps/server/src/modules/places). */
export default function MapSearchPage() {
  const { t } = useAddressI18n();
  const target = useTarget();
  const held = useHeldLine();
  const stops = useStops();
  const receipt = useReceiptDraft();
  const navigate = useNavigate();
  const { locale } = useI18n();
  const nameOfPlace = usePlaceName();
  const regionIn = useRegionName();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [everywhere, setEverywhere] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const city = target ? cityFor(target, held, stops.length) : null;
  const places = usePlaceSearch(query, everywhere || !city ? undefined : city.code);

  const pick = (hit: PlaceHit) => {
    if (!target) return;
    const regionName = regionNameOf(hit);
    const placeName = hit.kind === 'county' ? undefined : hit.name;
    const placeNameEn = hit.kind === 'county' ? undefined : (hit.nameEn ?? undefined);
    if ('receipt' in target) {
      setReceiptDraft({
        ...receipt,
        regionCode: hit.countyCode,
        regionName,
        address: receipt.address ?? placeName ?? '',
      });
    } else {
      updateStop(target.stop, {
        regionCode: hit.countyCode,
        regionName,
        placeName,
        placeNameEn,
      });
    }
    void navigate(-1);
  };

  return (
    <PageFrame>
      <section className="fy-card">
        <div className="fy-field">
          <label htmlFor={inputId}>{t('map.search')}</label>
          <input
            id={inputId}
            className="fy-input"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={30}
            value={typed}
            placeholder={t('map.hint')}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        </div>
        {city ? (
          <div className="fy-check">
            <input
              id={`${inputId}-everywhere`}
              type="checkbox"
              checked={everywhere}
              onChange={(event) => setEverywhere(event.currentTarget.checked)}
            />
            <label htmlFor={`${inputId}-everywhere`}>
              {t('map.anywhere', { city: nameOfPlace(city.code, city.name) })}
            </label>
          </div>
        ) : null}
      </section>
      {query.trim() ? (
        <section className="fy-card" aria-live="polite" aria-busy={places.isFetching}>
          {places.data && places.data.places.length === 0 ? (
            <p role="status">{t('map.none', { q: query.trim() })}</p>
          ) : null}
          {places.isError ? (
            <p role="alert" className="fy-form__error">
              {places.error.message}
            </p>
          ) : null}
          <ul className="fy-places">
            {places.data?.places.map((hit) => (
              <li key={`${hit.countyCode}:${hit.kind}:${hit.name}`}>
                <button type="button" onClick={() => pick(hit)} disabled={!target}>
                  <strong>{nameIn(locale, hit.name, hit.nameEn)}</strong>
                  <small>
                    {t(`map.kind.${hit.kind}`)} · {regionIn(hit.countyCode, regionNameOf(hit))}
                  </small>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PageFrame>
  );
}
