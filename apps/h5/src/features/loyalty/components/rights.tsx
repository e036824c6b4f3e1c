import type { GradeData } from '@freight/contract/endpoints/index';
import { Link, useSearchParams } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { useGrade } from '../api/loyalty';
import { useGradeI18n } from '../i18n/catalogue';
import { levelOf, RightsList } from './grade';
import './loyalty.css';

/** Where the caller stands against a grade: reached, how many more loads, or a visitor. */
function standing(data: GradeData, level: number): { reached: boolean; remaining: number } | null {
  if (!data.me) return null;
  const remaining = levelOf(data, level).minCount - data.me.count;
  return { reached: data.me.level >= level, remaining: Math.max(remaining, 0) };
}

function Standing({ data, level }: { data: GradeData; level: number }) {
  const { t } = useGradeI18n();
  const mine = standing(data, level);
  if (!mine) return <p>{t('rights.visitor', { level })}</p>;
  return (
    <p role="status">
      <strong>
        {mine.reached
          ? t('rights.yours', { level })
          : t('rights.toGo', { level, count: mine.remaining })}
      </strong>
    </p>
  );
}

/**
 * The rights package of level `level` drivers (`/driver/rights3/index`, `/driver/rights6/index`):
 * what the grade unlocks, each right opening its terms, and whether the driver has them or how
 * many more loads it takes. Readable without logging in: the rights are published.
 */
export function RightsIndex({ level }: { level: 3 | 6 }) {
  const { t } = useGradeI18n();
  const grade = useGrade(3);
  return (
    <PageFrame subtitle={t('rights.subtitle', { level })}>
      <QueryView query={grade} rows={4}>
        {(data) => (
          <>
            <section className="fy-card">
              <Standing data={data} level={level} />
              <RightsList
                rights={levelOf(data, level).rights.map((right) => ({ right, level }))}
                reached={data.me?.level ?? null}
                detailPath={(slug) =>
                  `/driver/rights${level}/sub?right=${encodeURIComponent(slug)}`
                }
              />
            </section>
            <p className="fy-loyalty-links">
              <Link to="/driver/gradev2">{t('title.driver.gradev2')}</Link>
              <Link to="/benefits/gradeRule">{t('grade.rules')}</Link>
            </p>
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}

/**
 * One right of the level `level` package in full (`…/sub?right=<slug>`); a right the package
 * does not have (a changed or mistyped link) says so and leads back to the package.
 */
export function RightDetail({ level }: { level: 3 | 6 }) {
  const { t } = useGradeI18n();
  const grade = useGrade(3);
  const [params] = useSearchParams();
  const slug = params.get('right') ?? '';
  const right = grade.data
    ? levelOf(grade.data, level).rights.find((each) => each.slug === slug)
    : undefined;
  return (
    <PageFrame title={right?.title}>
      <QueryView query={grade} rows={4}>
        {(data) =>
          right ? (
            <section className="fy-card">
              <Standing data={data} level={level} />
              <p>{right.summary}</p>
              {right.detail.split('\n').map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </section>
          ) : (
            <section className="fy-card" role="status">
              <p>{t('rights.missing')}</p>
            </section>
          )
        }
      </QueryView>
      <p className="fy-loyalty-links">
        <Link to={`/driver/rights${level}/index`}>
          {t(level === 3 ? 'title.driver.rights3.index' : 'title.driver.rights6.index')}
        </Link>
      </p>
    </PageFrame>
  );
}
