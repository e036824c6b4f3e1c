import type { EpidemicMapData } from '@freight/contract/endpoints/index';
import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { formatDate } from '@/lib/format/date-time';
import { usePlaceName } from '@/lib/regions/use-place-name';
import { useI18n } from '@/lib/i18n/i18n';
import { useEpidemicMap } from '../api/epidemic';
import { useFeatureI18n } from '../i18n/catalogue';
import '../components/epidemic.css';

/**
 * Each province as a tile where it lies (column, row), with its short name in Chinese and its
 * ISO 3166-2 letters in English. A tile map, not a drawn one: no geography to download. Its tiles
 * are a picture (a third of a phone's width is nine tiles, too small to tap): the list under it
 * names every province, with targets to tap, and is what a screen reader reads.
 */
const TILES: Record<string, readonly [col: number, row: number, zh: string, en: string]> = {
  '230000': [8, 0, '黑', 'HL'],
  '650000': [0, 1, '新', 'XJ'],
  '150000': [4, 1, '蒙', 'NM'],
  '110000': [6, 1, '京', 'BJ'],
  '210000': [7, 1, '辽', 'LN'],
  '220000': [8, 1, '吉', 'JL'],
  '630000': [1, 2, '青', 'QH'],
  '620000': [2, 2, '甘', 'GS'],
  '640000': [3, 2, '宁', 'NX'],
  '140000': [4, 2, '晋', 'SX'],
  '130000': [5, 2, '冀', 'HE'],
  '120000': [6, 2, '津', 'TJ'],
  '540000': [1, 3, '藏', 'XZ'],
  '610000': [3, 3, '陕', 'SN'],
  '410000': [4, 3, '豫', 'HA'],
  '370000': [5, 3, '鲁', 'SD'],
  '320000': [6, 3, '苏', 'JS'],
  '510000': [2, 4, '川', 'SC'],
  '500000': [3, 4, '渝', 'CQ'],
  '420000': [4, 4, '鄂', 'HB'],
  '340000': [5, 4, '皖', 'AH'],
  '330000': [6, 4, '浙', 'ZJ'],
  '310000': [7, 4, '沪', 'SH'],
  '530000': [2, 5, '云', 'YN'],
  '520000': [3, 5, '贵', 'GZ'],
  '430000': [4, 5, '湘', 'HN'],
  '360000': [5, 5, '赣', 'JX'],
  '350000': [6, 5, '闽', 'FJ'],
  '710000': [7, 5, '台', 'TW'],
  '450000': [3, 6, '桂', 'GX'],
  '440000': [4, 6, '粤', 'GD'],
  '810000': [5, 6, '港', 'HK'],
  '460000': [3, 7, '琼', 'HI'],
  '820000': [4, 7, '澳', 'MO'],
};

type MapProvince = EpidemicMapData['provinces'][number];

const levelOf = (province: MapProvince) =>
  province.high > 0 ? 'high' : province.medium > 0 ? 'medium' : 'low';

export default function MapInfoPage() {
  const { t } = useFeatureI18n();
  const map = useEpidemicMap();
  return (
    <PageFrame subtitle={t('epi.map.subtitle')}>
      <QueryView query={map} rows={8}>
        {(data) => <ProvinceMap data={data} />}
      </QueryView>
    </PageFrame>
  );
}

function ProvinceMap({ data }: { data: EpidemicMapData }) {
  const { t } = useFeatureI18n();
  const { locale } = useI18n();
  const placeName = usePlaceName();
  const link = (code: string) => `/epidemic/level?province=${code}`;
  // Provinces with risk areas or road reports first, the most at stake first; the rest by name.
  const busy = (p: MapProvince) => p.high + p.medium + p.reports > 0;
  const listed = data.provinces
    .filter(busy)
    .sort((a, b) => b.high - a.high || b.medium - a.medium || b.reports - a.reports);
  const quiet = data.provinces.filter((province) => !busy(province));
  return (
    <>
      <div className="fy-card">
        <div className="fy-epidemic-map" aria-hidden="true">
          {data.provinces.map((province) => {
            const tile = TILES[province.code];
            if (!tile) return null;
            return (
              <span
                key={province.code}
                className="fy-epidemic-map__tile"
                data-level={levelOf(province)}
                style={{ gridColumn: tile[0] + 1, gridRow: tile[1] + 1 }}
              >
                {locale === 'en-US' ? tile[3] : tile[2]}
              </span>
            );
          })}
        </div>
        <p className="fy-epidemic-legend">
          {(['high', 'medium', 'low'] as const).map((level) => (
            <span key={level} className="fy-epidemic-tag" data-level={level}>
              {t(`epi.map.legend.${level}`)}
            </span>
          ))}
        </p>
        {data.updatedAt ? (
          <p className="fy-epidemic-meta">
            {t('epi.updated', { date: formatDate(data.updatedAt, 'YYYY-MM-DD HH:mm') })}
          </p>
        ) : null}
      </div>
      {listed.length > 0 ? (
        <ul className="fy-epidemic-list">
          {listed.map((province) => (
            <li key={province.code}>
              <Link className="fy-choice fy-epidemic-row" to={link(province.code)}>
                <strong>{placeName(province.code, province.name)}</strong>
                <span data-level={levelOf(province)}>
                  {t('epi.map.counts', {
                    high: province.high,
                    medium: province.medium,
                    reports: province.reports,
                  })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <section className="fy-card">
        <h2>{t('epi.map.quiet')}</h2>
        <ul className="fy-epidemic-quiet">
          {quiet.map((province) => (
            <li key={province.code}>
              <Link to={link(province.code)}>{placeName(province.code, province.name)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
