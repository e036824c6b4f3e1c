import { Link } from '@/lib/routing/router';
import { allRights, DriverGradePage, GradeCard, RightsList } from '../components/grade';
import { useGradeI18n } from '../i18n/catalogue';
import '../components/loyalty.css';

/** Grades whose rights have their own pages (`/driver/rights3`, `/driver/rights6`). */
const RIGHTS_PAGES = new Set([3, 6]);

export default function DriverGradeV2Page() {
  const { t } = useGradeI18n();
  return (
    <DriverGradePage>
      {(data) => (
        <>
          {data.me ? <GradeCard data={data} me={data.me} /> : null}
          <section className="fy-card" aria-labelledby="fy-rights-heading">
            <h2 id="fy-rights-heading">{t('grade.rights')}</h2>
            <RightsList
              rights={allRights(data)}
              reached={data.me?.level ?? null}
              detailPath={(slug, level) =>
                RIGHTS_PAGES.has(level)
                  ? `/driver/rights${level}/sub?right=${encodeURIComponent(slug)}`
                  : null
              }
            />
          </section>
          <p className="fy-loyalty-links">
            <Link to="/driver/rights3/index">{t('title.driver.rights3.index')}</Link>
            <Link to="/driver/rights6/index">{t('title.driver.rights6.index')}</Link>
            <Link to="/driver/grade-record-list">{t('title.driver.grade-record-list')}</Link>
            <Link to="/benefits/gradeRule">{t('grade.rules')}</Link>
          </p>
        </>
      )}
    </DriverGradePage>
  );
}
