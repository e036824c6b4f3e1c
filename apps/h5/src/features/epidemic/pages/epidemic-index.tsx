import type { RoadReport } from '@freight/contract/endpoints/index';
import { ROAD_REPORT_HOURS } from '@freight/contract/endpoints/epidemic-values';
import { Link } from '@/lib/routing/router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PageFrame } from '@/components/page/page-frame';
import { PagedList } from '@/components/query-view/paged-list';
import { formatRelativeTime } from '@/lib/format/date-time';
import { useSession } from '@/lib/identity/session';
import { useMyRoadReports, useRoadReports } from '../api/epidemic';
import { KindTag, StateText } from '../components/parts';
import { ProvinceBar, useProvince } from '../components/province';
import { useFeatureI18n } from '../i18n/catalogue';
import { markWords } from '@/components/marked-words/marked-words';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';
import { usePlaceName } from '@/lib/regions/use-place-name';

const SECTIONS = [
  ['level', '/epidemic/level'],
  ['policy', '/epidemic/policy'],
  ['mapInfo', '/epidemic/mapInfo'],
  ['broadcastList', '/epidemic/broadcastList'],
] as const;

export default function EpidemicIndexPage() {
  const { t } = useFeatureI18n();
  const province = useProvince();
  const user = useSession().data;
  return (
    <PageFrame
      subtitle={t('epi.index.subtitle', { hours: ROAD_REPORT_HOURS })}
      hero={
        <Link className="fy-button fy-page__hero-action" to="/epidemic/post">
          {t('title.epidemic.post')}
        </Link>
      }
    >
      <nav aria-label={t('epi.index.more')}>
        <ul className="fy-epidemic-tiles">
          {SECTIONS.map(([key, to]) => (
            <li key={key}>
              <Link className="fy-epidemic-tile" to={to}>
                {t(`title.epidemic.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {user ? <MyReports userId={user.userId} /> : null}
      <ProvinceBar province={province} from="index" />
      {province ? (
        <Reports province={province.code} />
      ) : (
        <p className="fy-card" role="status">
          {t('epi.index.noProvince')}
        </p>
      )}
    </PageFrame>
  );
}

function MyReports({ userId }: { userId: number }) {
  const { t } = useFeatureI18n();
  const placeName = usePlaceName();
  const reports = useMyRoadReports(userId).data?.reports ?? [];
  if (reports.length === 0) return null;
  return (
    <section className="fy-card">
      <h2>{t('epi.mine')}</h2>
      <ul className="fy-epidemic-mine">
        {reports.slice(0, 5).map((report) => (
          <li key={report.id}>
            {placeName(report.cityCode, report.cityName)} ·{' '}
            <span lang={OPERATOR_TEXT_LANG}>{report.road}</span> <StateText state={report.state} />
            {report.state === 'rejected' && report.rejectReason ? (
              <p className="fy-field__hint">
                {markWords(
                  t('epi.rejected', { reason: report.rejectReason }),
                  [report.rejectReason],
                  OPERATOR_TEXT_LANG,
                )}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Reports({ province }: { province: string }) {
  const { t } = useFeatureI18n();
  const list = useRoadReports(province, '');
  return (
    <PagedList
      query={list}
      itemsOf={(page) => page.reports}
      rows={5}
      emptyText={t('epi.index.empty')}
      moreLabel={t('epi.more')}
    >
      {(reports, more) => (
        <>
          <ul className="fy-epidemic-list">
            {reports.map((report) => (
              <ReportItem key={report.id} report={report} />
            ))}
          </ul>
          {more}
        </>
      )}
    </PagedList>
  );
}

function ReportItem({ report }: { report: RoadReport }) {
  const { t } = useFeatureI18n();
  const placeName = usePlaceName();
  const view = async (index: number) => {
    const { showImagePreview } = await import('@/components/image-preview/image-preview');
    showImagePreview(report.photoUrls, index);
  };
  return (
    <li className="fy-card fy-epidemic-report">
      <p className="fy-epidemic-report__head">
        <KindTag kind={report.kind} /> <strong lang={OPERATOR_TEXT_LANG}>{report.road}</strong>
      </p>
      <p className="fy-epidemic-meta">
        {placeName(report.provinceCode, report.provinceName)}{' '}
        {placeName(report.cityCode, report.cityName)} · {formatRelativeTime(report.reportedAt)} ·{' '}
        {t(`epi.reporter.${report.reporter.userType}`, { mobile: report.reporter.mobileMasked })}
      </p>
      {report.paragraphs.map((paragraph, at) => (
        <p key={`${at}:${paragraph.slice(0, 20)}`} lang={OPERATOR_TEXT_LANG}>
          {paragraph}
        </p>
      ))}
      {report.photoUrls.length > 0 ? (
        <ul className="fy-epidemic-photos" aria-label={t('epi.photos')}>
          {report.photoUrls.map((url, index) => (
            <li key={url}>
              <button type="button" onClick={() => void view(index)}>
                <LazyImage
                  src={url}
                  alt={t('epi.photo', { n: index + 1 })}
                  width="100%"
                  height="6rem"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
