import { Link } from '@/lib/routing/router';
import { DriverGradePage, GradeCard, GradeTable } from '../components/grade';
import { useGradeI18n } from '../i18n/catalogue';
import '../components/loyalty.css';

export default function DriverGradeV1Page() {
  const { t } = useGradeI18n();
  return (
    <DriverGradePage>
      {(data) => (
        <>
          {data.me ? <GradeCard data={data} me={data.me} /> : null}
          <section className="fy-card" aria-labelledby="fy-levels-3">
            <h2 id="fy-levels-3">{t('grade.levels.driver')}</h2>
            <GradeTable data={data} />
          </section>
          <p className="fy-loyalty-links">
            <Link to="/driver/grade-record-list">{t('title.driver.grade-record-list')}</Link>
            <Link to="/driver/gradev2">{t('grade.newer')}</Link>
          </p>
        </>
      )}
    </DriverGradePage>
  );
}
