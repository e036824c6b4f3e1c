import { isOneOf } from '@freight/contract/one-of';
import { useNavigate, useSearchParams } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { usePlaceName } from '@/lib/regions/use-place-name';
import { CHOOSING_PAGES, type ChoosingPage, storedProvince } from '../components/province';
import { useEpidemicStore } from '../store/epidemic-store';
import { useFeatureI18n } from '../i18n/catalogue';
import { useRegions } from '@/lib/regions/regions';
import '../components/epidemic.css';

/** The choice is kept in local storage, so the next visit starts from it too. */
export default function ChooseCityPage() {
  const { t } = useFeatureI18n();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const placeName = usePlaceName();
  const from = search.get('from') ?? '';
  const back: ChoosingPage = isOneOf(CHOOSING_PAGES, from) ? from : 'index';
  const current = storedProvince(useEpidemicStore((state) => state.provinceInfo))?.code;
  const setProvince = useEpidemicStore((state) => state.setProvinceInfo);
  const regions = useRegions();
  return (
    <PageFrame subtitle={t('epi.choose.subtitle')}>
      <QueryView query={regions} rows={8}>
        {(list) => (
          <ul className="fy-epidemic-provinces">
            {list.map(([code, name]) => (
              <li key={code}>
                <button
                  type="button"
                  className="fy-epidemic-tile"
                  aria-pressed={code === current}
                  onClick={() => {
                    setProvince({ code, name });
                    void navigate(`/epidemic/${back}`, { replace: true });
                  }}
                >
                  {placeName(code, name)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </PageFrame>
  );
}
