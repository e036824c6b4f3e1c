import { PROVINCE_CODE } from '@freight/contract/endpoints/epidemic-values';
import { Link, useSearchParams } from '@/lib/routing/router';
import { usePlaceName } from '@/lib/regions/use-place-name';
import { useEpidemicStore } from '../store/epidemic-store';
import { useFeatureI18n } from '../i18n/catalogue';
import { useRegions } from '@/lib/regions/regions';

export interface ChosenProvince {
  code: string;
  name: string;
}

/** The pages that send a visitor to choose a province, and get them back with it. */
export const CHOOSING_PAGES = ['index', 'level', 'policy'] as const;
export type ChoosingPage = (typeof CHOOSING_PAGES)[number];

/** The province in the store, if it is one (a tampered entry is none). */
export function storedProvince(value: unknown): ChosenProvince | null {
  if (!value || typeof value !== 'object') return null;
  const { code, name } = value as Record<string, unknown>;
  if (typeof code !== 'string' || !PROVINCE_CODE.test(code)) return null;
  if (typeof name !== 'string' || name.length === 0 || name.length > 20) return null;
  return { code, name };
}

/**
 * The province a page shows: the link's (`?province=310000`, from the map), else the one the
 * visitor chose last (kept for days in local storage), else none.
 */
export function useProvince(): ChosenProvince | null {
  const [search] = useSearchParams();
  const stored = storedProvince(useEpidemicStore((state) => state.provinceInfo));
  const linked = search.get('province') ?? '';
  if (PROVINCE_CODE.test(linked)) {
    if (stored?.code === linked) return stored;
    return { code: linked, name: '' };
  }
  return stored;
}

/** The province a page shows and the way to change it. */
export function ProvinceBar({
  province,
  from,
}: {
  province: ChosenProvince | null;
  from: ChoosingPage;
}) {
  const { t } = useFeatureI18n();
  const placeName = usePlaceName();
  const regions = useRegions(Boolean(province && !province.name)).data;
  // A province from a link comes without its name: the regions list has it.
  const name = province?.name || regions?.find(([code]) => code === province?.code)?.[1] || '';
  return (
    <p className="fy-epidemic-province">
      {province && name ? <strong>{placeName(province.code, name)}</strong> : null}
      <Link className="fy-button" to={`/epidemic/chooseCity?from=${from}`}>
        {t(province ? 'epi.province.change' : 'epi.province.choose')}
      </Link>
    </p>
  );
}

/**
 * The four municipalities under the central government (北京, 天津, 上海, 重庆): a rule for the
 * whole of one holds for the whole city, not a province.
 */
const MUNICIPALITIES = new Set(['110000', '120000', '310000', '500000']);

export function isMunicipality(provinceCode: string): boolean {
  return MUNICIPALITIES.has(provinceCode);
}
