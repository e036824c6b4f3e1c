import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { useSession } from '@/lib/identity/session';
import type { UserType } from '@/lib/routing/route-table';
import { useGrade } from '../api/loyalty';
import { GradeTable } from '../components/grade';
import { useGradeI18n } from '../i18n/catalogue';
import { NumberedRules } from '../components/numbered-rules';
import '../components/loyalty.css';

const RULES = ['gradeRule.1', 'gradeRule.2', 'gradeRule.3'] as const;

/** The thresholds shown are the rows the server grades by. */
export default function GradeRulePage() {
  const { t } = useGradeI18n();
  const session = useSession();
  const types: UserType[] = session.data ? [session.data.userType] : [1, 3];
  return (
    <PageFrame>
      <NumberedRules rules={RULES.map((key) => t(key))} />
      {session.isPending ? null : types.map((type) => <Levels key={type} userType={type} />)}
    </PageFrame>
  );
}

function Levels({ userType }: { userType: UserType }) {
  const { t } = useGradeI18n();
  const grade = useGrade(userType);
  const headingId = `fy-levels-${userType}`;
  return (
    <section className="fy-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(userType === 1 ? 'grade.levels.shipper' : 'grade.levels.driver')}</h2>
      <QueryView query={grade} rows={4}>
        {(data) => <GradeTable data={data} />}
      </QueryView>
    </section>
  );
}
