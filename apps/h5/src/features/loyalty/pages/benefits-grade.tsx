import { Link } from '@/lib/routing/router';
import { AnyUserGate } from '@/components/login/any-user-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import type { UserType } from '@/lib/routing/route-table';
import { useValueBalance } from '@/lib/value/balances';
import { useGrade } from '../api/loyalty';
import { allRights, GradeCard, RightsList } from '../components/grade';
import { visitorType } from '../components/visitor-type';
import { useGradeI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '../components/loyalty.css';

export default function BenefitsGradePage() {
  const { t } = useGradeI18n();
  return (
    <PageFrame>
      <AnyUserGate heading={t('grade.login')} visitorType={visitorType()}>
        {(user) => <Benefits userType={user.userType} />}
      </AnyUserGate>
    </PageFrame>
  );
}

function Benefits({ userType }: { userType: UserType }) {
  const { t } = useGradeI18n();
  const grade = useGrade(userType);
  const beans = useValueBalance('lucky_beans');
  return (
    <QueryView query={grade} rows={4}>
      {(data) => (
        <>
          {data.me ? <GradeCard data={data} me={data.me} /> : null}
          <section className="fy-card" aria-labelledby="fy-beans-heading">
            <h2 id="fy-beans-heading">{t('grade.beans')}</h2>
            <p>
              <strong>{beans ? beans.balance : '—'}</strong>
            </p>
            <Link className="fy-button fy-button--primary" to="/benefits/coupon">
              {t('title.benefits.coupon')}
            </Link>
          </section>
          <section className="fy-card" aria-labelledby="fy-rights-heading">
            <h2 id="fy-rights-heading">{t('grade.rights')}</h2>
            <RightsList rights={allRights(data)} reached={data.me?.level ?? null} />
          </section>
          <p className="fy-loyalty-links">
            <Link to="/benefits/gradeRule">{t('grade.rules')}</Link>
            {userType === 3 ? (
              <Link to="/driver/grade-record-list">{t('title.driver.grade-record-list')}</Link>
            ) : null}
          </p>
        </>
      )}
    </QueryView>
  );
}
