import type { EduCourse } from '@freight/contract/endpoints/edu-values';
import type { EduExamData, SubmitEduExamData } from '@freight/contract/endpoints/index';
import { useState } from 'react';
import { Link } from '@/lib/routing/router';
import { FormError } from '@/components/form/form-error';
import { RadioField } from '@/components/form/radio-field';
import { SubmitButton } from '@/components/form/submit-button';
import { refusalAt } from '@/components/form/field-refusals';
import { useForm } from '@/components/form/use-form';
import { LoginGate } from '@/components/login/login-gate';
import { ChineseOnlyNote } from '@/components/chinese-only/chinese-only-note';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { useEduExam, useSubmitExam } from '../api/edu';
import { useEduI18n } from '../i18n/catalogue';
import { markWords } from '@/components/marked-words/marked-words';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';
import '@/components/button-link.css';
import '@/components/form/form.css';
import '../components/content.css';

const COURSE: EduCourse = 'track-deduction';

type Question = EduExamData['questions'][number];
/** What was handed in, beside the server's verdict: the result shows both. */
type Outcome = SubmitEduExamData & { chosen: ReadonlyMap<number, number> };

/**
 * The answers are kept for the tab so that a call mid-exam, or the app sent to the background,
 * loses none; the server scores them.
 */
export default function EduExamPage() {
  const { t } = useEduI18n();
  return (
    <PageFrame>
      <LoginGate userType={3} heading={t('edu.exam.gate')}>
        {() => <Exam />}
      </LoginGate>
    </PageFrame>
  );
}

function Exam() {
  const { t } = useEduI18n();
  const exam = useEduExam(COURSE);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <QueryView query={exam} rows={8}>
      {(loaded) => (
        <>
          <ChineseOnlyNote>{t('edu.exam.chineseOnly')}</ChineseOnlyNote>
          {outcome ? (
            <Result exam={loaded} outcome={outcome} onAgain={() => setOutcome(null)} />
          ) : (
            <ExamForm exam={loaded} onScored={setOutcome} />
          )}
        </>
      )}
    </QueryView>
  );
}

const keyOf = (question: Question) => `q${question.id}`;

/** The option chosen for a question; none for an empty or tampered draft. */
function choiceOf(answers: Record<string, string>, question: Question): number | null {
  const choice = Number.parseInt(answers[keyOf(question)] ?? '', 10);
  return choice >= 0 && choice < question.options.length ? choice : null;
}

function ExamForm({ exam, onScored }: { exam: EduExamData; onScored: (outcome: Outcome) => void }) {
  const { t, locale } = useEduI18n();
  const submit = useSubmitExam();
  const unansweredText = t('edu.exam.unanswered');
  // The errors are by question (`q12`), the list of the missing ones under the button.
  const form = useForm<Record<string, string>, string>({
    draft: `edu-exam:${exam.course}`,
    initial: Object.fromEntries(exam.questions.map((question) => [keyOf(question), ''])),
    // Every refusal of the hand-in is the form's: no one question is to blame.
    refusal: refusalAt({}),
    check: (answers) => {
      const unanswered = exam.questions.filter((question) => choiceOf(answers, question) === null);
      if (unanswered.length === 0) return {};
      const numbers = unanswered.map((question) => exam.questions.indexOf(question) + 1);
      document.getElementById(`edu-${unanswered[0]?.id}`)?.scrollIntoView({ block: 'center' });
      return {
        ...Object.fromEntries(unanswered.map((question) => [keyOf(question), unansweredText])),
        form: t('edu.exam.missing', {
          count: unanswered.length,
          numbers: numbers.join(locale === 'en-US' ? ', ' : '、'),
        }),
      };
    },
    send: async (answers, { requestId }) => {
      const chosen = new Map(
        exam.questions.map((question) => [question.id, choiceOf(answers, question) ?? 0]),
      );
      const handedIn = {
        course: exam.course,
        answers: [...chosen].map(([question, choice]) => ({ question, choice })),
      };
      const scored = await submit.mutateAsync({ ...handedIn, requestId: requestId(handedIn) });
      onScored({ ...scored, chosen });
      window.scrollTo(0, 0);
    },
  });
  const draft = form.values;

  return (
    <form className="fy-card fy-form" onSubmit={form.submit} noValidate>
      <p>{t('edu.exam.intro', { count: exam.questions.length, pass: exam.passCorrect })}</p>
      <div className="fy-edu__questions">
        {exam.questions.map((question, index) => (
          <div key={question.id} id={`edu-${question.id}`}>
            <RadioField
              legend={markWords(
                t('edu.exam.question', { n: index + 1, text: question.text }),
                [question.text],
                OPERATOR_TEXT_LANG,
              )}
              value={draft[keyOf(question)] ?? ''}
              options={question.options.map((_, at) => String(at))}
              optionLabel={(option) => (
                <span lang={OPERATOR_TEXT_LANG}>{question.options[Number(option)] ?? option}</span>
              )}
              onChange={form.edit(keyOf(question))}
              error={form.errors[keyOf(question)] ?? null}
            />
          </div>
        ))}
      </div>
      <SubmitButton busy={form.busy} busyLabel={t('edu.exam.submitting')}>
        {t('edu.exam.submit')}
      </SubmitButton>
      <FormError text={form.errors.form ?? null} />
    </form>
  );
}

function Result({
  exam,
  outcome,
  onAgain,
}: {
  exam: EduExamData;
  outcome: Outcome;
  onAgain: () => void;
}) {
  const { t } = useEduI18n();
  const { attempt } = outcome;
  const verdicts = new Map(outcome.results.map((result) => [result.question, result]));
  return (
    <>
      <section className="fy-card fy-edu__result" role="status" data-passed={attempt.passed}>
        <h2>
          {t(attempt.passed ? 'edu.result.passed' : 'edu.result.failed', {
            correct: attempt.correct,
            total: attempt.total,
            pass: exam.passCorrect,
          })}
        </h2>
        <div className="fy-form__actions">
          <button type="button" className="fy-button fy-button--primary" onClick={onAgain}>
            {t('edu.exam.again')}
          </button>
          <Link className="fy-button" to="/edu/learning">
            {t('edu.backToLearning')}
          </Link>
        </div>
      </section>
      <ol className="fy-card fy-edu__questions">
        {exam.questions.map((question) => {
          const verdict = verdicts.get(question.id);
          const chosen = outcome.chosen.get(question.id);
          if (!verdict) return null;
          // The options are the operator's words, in Chinese inside the page's sentence.
          const yours = question.options[chosen ?? -1] ?? '';
          const right = question.options[verdict.answer] ?? '';
          return (
            <li key={question.id}>
              <p>
                <strong lang={OPERATOR_TEXT_LANG}>{question.text}</strong>
              </p>
              <p>
                {markWords(
                  t('edu.result.yours', { answer: yours || '—' }),
                  [yours],
                  OPERATOR_TEXT_LANG,
                )}
              </p>
              <p className="fy-edu__verdict" data-correct={verdict.correct}>
                {verdict.correct
                  ? t('edu.result.right')
                  : markWords(
                      t('edu.result.wrong', { answer: right || '—' }),
                      [right],
                      OPERATOR_TEXT_LANG,
                    )}
              </p>
              {verdict.explanation ? (
                <p>
                  {markWords(
                    t('edu.result.why', { text: verdict.explanation }),
                    [verdict.explanation],
                    OPERATOR_TEXT_LANG,
                  )}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
