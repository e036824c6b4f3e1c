import type { GradeData, GradeLevel, GradeRight } from '@freight/contract/endpoints/index';
import type { ReactNode } from 'react';
import { Link } from '@/lib/routing/router';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { useGrade } from '../api/loyalty';
import { useGradeI18n } from '../i18n/catalogue';

type Me = NonNullable<GradeData['me']>;

/** The grade of a level, or the lowest. */
export function levelOf(data: GradeData, level: number): GradeLevel {
  return data.levels.find((grade) => grade.level === level) ?? data.levels[0]!;
}

/** Every right of every grade with the grade that unlocks it, lowest first. */
export function allRights(data: GradeData): { right: GradeRight; level: number }[] {
  return data.levels.flatMap((grade) =>
    grade.rights.map((right) => ({ right, level: grade.level })),
  );
}

/** Every right a level holds: its own and those of the grades below it, lowest grade first. */
export function rightsUpTo(data: GradeData, level: number): GradeRight[] {
  return data.levels.filter((grade) => grade.level <= level).flatMap((grade) => grade.rights);
}

/**
 * The caller's grade: its name, what was counted, and how far the next grade is ("3 more
 * completed shipments to Gold"), with a bar from this grade's threshold to the next one's.
 */
export function GradeCard({ data, me }: { data: GradeData; me: Me }) {
  const { t } = useGradeI18n();
  const current = levelOf(data, me.level);
  const next = me.next ? levelOf(data, me.next.level) : null;
  return (
    <section className="fy-card" aria-labelledby="fy-grade-heading">
      <h2 id="fy-grade-heading">
        {t('grade.current', { level: current.level, name: current.name })}
      </h2>
      <p>{t(`grade.count.${data.basis}`, { count: me.count })}</p>
      {next && me.next ? (
        <>
          <progress
            className="fy-loyalty-bar"
            max={next.minCount - current.minCount}
            value={me.count - current.minCount}
            aria-labelledby="fy-grade-heading"
          />
          <p>
            <strong>
              {t(`grade.next.${data.basis}`, { count: me.next.remaining, name: next.name })}
            </strong>
          </p>
        </>
      ) : (
        <p>
          <strong>{t('grade.top')}</strong>
        </p>
      )}
    </section>
  );
}

/** Rights as a list; those of grades not reached yet are marked so. */
export function RightsList({
  rights,
  reached,
  detailPath,
}: {
  rights: readonly { right: GradeRight; level: number }[];
  /** The caller's level; null for a visitor (nothing is marked). */
  reached: number | null;
  /** The detail page of a right, when it has one (null: none). */
  detailPath?: (slug: string, level: number) => string | null;
}) {
  const { t } = useGradeI18n();
  return (
    <ul className="fy-loyalty-list">
      {rights.map(({ right, level }) => {
        const path = detailPath?.(right.slug, level) ?? null;
        return (
          <li key={right.slug} data-reached={reached === null || reached >= level}>
            <strong>{path ? <Link to={path}>{right.title}</Link> : right.title}</strong>{' '}
            <span className="fy-loyalty-muted">
              {reached !== null && reached < level
                ? t('grade.right.locked', { level })
                : t('grade.right.from', { level })}
            </span>
            <br />
            {right.summary}
          </li>
        );
      })}
    </ul>
  );
}

/** Every grade with its threshold and its rights: the published rules. */
export function GradeTable({ data }: { data: GradeData }) {
  const { t } = useGradeI18n();
  return (
    <ol className="fy-loyalty-list">
      {data.levels.map((grade) => (
        <li key={grade.level}>
          <strong>{t('grade.current', { level: grade.level, name: grade.name })}</strong>
          <br />
          {grade.minCount === 0
            ? t('grade.from.start')
            : t(`grade.from.${data.basis}`, { count: grade.minCount })}
          {grade.rights.length > 0 ? (
            <ul>
              {grade.rights.map((right) => (
                <li key={right.slug}>
                  {right.title}: {right.summary}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * A driver's grade page (both generations): the driver logs in first, then the grades of drivers
 * with the driver's standing, shown by `children` once they are in (a skeleton, an error with a
 * retry, before).
 */
export function DriverGradePage({ children }: { children: (data: GradeData) => ReactNode }) {
  const { t } = useGradeI18n();
  return (
    <PageFrame>
      <LoginGate userType={3} heading={t('grade.login')}>
        {() => <DriverGrades>{children}</DriverGrades>}
      </LoginGate>
    </PageFrame>
  );
}

function DriverGrades({ children }: { children: (data: GradeData) => ReactNode }) {
  const grade = useGrade(3);
  return (
    <QueryView query={grade} rows={4}>
      {children}
    </QueryView>
  );
}
