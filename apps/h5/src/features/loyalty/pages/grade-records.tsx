import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { formatDate } from '@/lib/format/date-time';
import { useGradeChanges } from '../api/loyalty';
import { useGradeI18n } from '../i18n/catalogue';
import '../components/loyalty.css';

export default function GradeRecordsPage() {
  const { t } = useGradeI18n();
  return (
    <PageFrame>
      <LoginGate userType={3} heading={t('grade.login')}>
        {() => <Records />}
      </LoginGate>
    </PageFrame>
  );
}

function Records() {
  const { t } = useGradeI18n();
  const changes = useGradeChanges();
  return (
    <QueryView
      query={changes}
      rows={4}
      isEmpty={(data) => data.changes.length === 0}
      emptyText={t('grade.records.none')}
    >
      {(data) => (
        <section className="fy-card">
          <ul className="fy-loyalty-list">
            {data.changes.map((change) => (
              <li key={change.changeId}>
                <strong>
                  {change.fromLevel === 0
                    ? t('grade.records.first', { to: change.toLevel })
                    : t(
                        change.toLevel > change.fromLevel
                          ? 'grade.records.up'
                          : 'grade.records.down',
                        {
                          from: change.fromLevel,
                          to: change.toLevel,
                        },
                      )}
                </strong>
                <br />
                <span className="fy-loyalty-muted">
                  {formatDate(change.at, 'YYYY-MM-DD HH:mm')} ·{' '}
                  {t(`grade.count.${change.basis}`, { count: change.count })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </QueryView>
  );
}
