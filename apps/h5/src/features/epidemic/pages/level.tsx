import type { RiskAreasData } from '@freight/contract/endpoints/index';
import { useState } from 'react';
import { CityField } from '@/components/form/city-field';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { formatDate } from '@/lib/format/date-time';
import { usePlaceName } from '@/lib/regions/use-place-name';
import { useRiskAreas } from '../api/epidemic';
import { LevelTag } from '../components/parts';
import { ProvinceBar, useProvince } from '../components/province';
import { useFeatureI18n } from '../i18n/catalogue';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';
import '@/components/form/form.css';

export default function LevelPage() {
  const { t } = useFeatureI18n();
  const province = useProvince();
  const [city, setCity] = useState('');
  return (
    <PageFrame subtitle={t('epi.level.subtitle')}>
      <ProvinceBar province={province} from="level" />
      {province ? (
        <>
          <CityField
            key={province.code}
            within={{ province: province.code, label: t('epi.city'), whole: t('epi.city.all') }}
            value={city.startsWith(province.code.slice(0, 2)) ? city : ''}
            onChange={setCity}
          />
          <Areas
            province={province.code}
            city={city.startsWith(province.code.slice(0, 2)) ? city : ''}
          />
        </>
      ) : (
        <p className="fy-card" role="status">
          {t('epi.noProvince')}
        </p>
      )}
    </PageFrame>
  );
}

function Areas({ province, city }: { province: string; city: string }) {
  const areas = useRiskAreas(province, city);
  return (
    <QueryView query={areas} rows={4}>
      {(data) => <AreaList data={data} />}
    </QueryView>
  );
}

function AreaList({ data }: { data: RiskAreasData }) {
  const { t } = useFeatureI18n();
  const placeName = usePlaceName();
  return (
    <>
      {data.areas.length === 0 ? (
        <p className="fy-card" role="status">
          {t('epi.level.none')}
        </p>
      ) : (
        <ul className="fy-epidemic-list">
          {data.areas.map((area) => (
            <li key={`${area.cityCode}:${area.area}`} className="fy-card fy-epidemic-row">
              <span>
                <strong lang={OPERATOR_TEXT_LANG}>{area.area}</strong>
                <br />
                <small>{placeName(area.cityCode, area.cityName)}</small>
              </span>
              <LevelTag level={area.level} />
            </li>
          ))}
        </ul>
      )}
      <p className="fy-epidemic-meta">
        {data.updatedAt
          ? t('epi.updated', { date: formatDate(data.updatedAt, 'YYYY-MM-DD HH:mm') })
          : null}{' '}
        {t('epi.level.note')}
      </p>
    </>
  );
}
