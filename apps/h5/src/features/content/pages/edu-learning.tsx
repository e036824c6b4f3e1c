import type { EduCourseData } from '@freight/contract/endpoints/index';
import { Link } from '@/lib/routing/router';
import { TextSections } from '@/components/agreement/agreement-text';
import { markWords } from '@/components/marked-words/marked-words';
import { ChineseOnlyNote } from '@/components/chinese-only/chinese-only-note';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { formatDate } from '@/lib/format/date-time';
import { useRouteTitle } from '@/lib/routing/use-route-meta';
import { useEduCourse } from '../api/edu';
import { useEduI18n } from '../i18n/catalogue';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';
import '@/components/button-link.css';
import '../components/content.css';

/**
 * The lessons are the server's text, never HTML. Anyone may read them; the exam is what asks for
 * the login.
 */
export default function EduLearningPage() {
  const course = useEduCourse('track-deduction');
  return (
    <PageFrame
      subtitle={
        course.data ? <span lang={OPERATOR_TEXT_LANG}>{course.data.summary}</span> : undefined
      }
    >
      <QueryView query={course} rows={8}>
        {(loaded) => <Course course={loaded} />}
      </QueryView>
    </PageFrame>
  );
}

function Course({ course }: { course: EduCourseData }) {
  const { t } = useEduI18n();
  // The page's heading is the app's own words (the route's title); the course's title is the
  // operators' (ADR 045), shown with its lessons unless it says just what the heading says.
  const heading = useRouteTitle();
  const { best } = course;
  return (
    <>
      {best ? (
        <p className="fy-card fy-edu__best" role="status" data-passed={best.passed}>
          {t(best.passed ? 'edu.best.passed' : 'edu.best.failed', {
            correct: best.correct,
            total: best.total,
            date: formatDate(best.at, 'YYYY-MM-DD'),
          })}
        </p>
      ) : null}
      <article className="fy-card fy-article" aria-label={t('edu.lessons')}>
        <ChineseOnlyNote>{t('edu.chineseOnly')}</ChineseOnlyNote>
        {course.title === heading ? null : <h2 lang={OPERATOR_TEXT_LANG}>{course.title}</h2>}
        <TextSections
          lang={OPERATOR_TEXT_LANG}
          sections={course.lessons}
          heading={(lesson, index) =>
            markWords(
              t('edu.lesson', { n: index + 1, heading: lesson.heading }),
              [lesson.heading],
              OPERATOR_TEXT_LANG,
            )
          }
          className="fy-article__section"
        />
      </article>
      <section className="fy-card">
        <h2>{t('edu.exam.title')}</h2>
        <p>{t('edu.exam.text', { count: course.questionCount, pass: course.passCorrect })}</p>
        <Link className="fy-button fy-button--primary" to="/edu/exam">
          {t(best ? 'edu.exam.again' : 'edu.exam.start')}
        </Link>
      </section>
    </>
  );
}
