import { isOneOf } from '@freight/contract/one-of';
import { FEEDBACK_TEXT, GENERAL_FEEDBACK } from '@freight/contract/endpoints/knowledge-values';
import type { MyFeedback, SendKnowledgeFeedbackData } from '@freight/contract/endpoints/index';
import { useState } from 'react';
import { Link, useParams } from '@/lib/routing/router';
import { refusalAt } from '@/components/form/field-refusals';
import { useFieldRules } from '@/components/form/field-rules';
import { FormError } from '@/components/form/form-error';
import { MOBILE_PATTERN } from '@/components/form/mobile-code-fields';
import { MOBILE_AS_TYPED_MAX, mobileAsTyped } from '@/components/form/normalize';
import { RadioField } from '@/components/form/radio-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { formatDate } from '@/lib/format/date-time';
import { displayMobile } from '@/lib/format/mobile';
import { useSession } from '@/lib/identity/session';
import { isRequestError } from '@/lib/request/request-error';
import { ARTICLE_ID, useKnowledgeArticle, useMyFeedback, useSendFeedback } from '../api/knowledge';
import { MissingArticle } from '../components/missing-article';
import { useKnowledgeI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '@/components/form/form.css';
import '../components/content.css';

const HELPFUL = ['yes', 'no'] as const;
type Field = 'helpful' | 'text' | 'mobile';
type Errors = Partial<Record<Field | 'form', string>>;

/** Where the server's refusal of a request field is shown on the form. */
const FIELD_OF = { text: 'text', mobile: 'mobile' } as const satisfies Record<string, Field>;

export default function KnowledgeFeedbackPage() {
  const { name = '' } = useParams();
  if (name === GENERAL_FEEDBACK) return <GeneralFeedback />;
  return ARTICLE_ID.test(name) ? <ArticleFeedback id={name} /> : <MissingArticle />;
}

function GeneralFeedback() {
  const { t } = useKnowledgeI18n();
  return (
    <PageFrame subtitle={t('feedback.subject.general')}>
      <Feedback subject={GENERAL_FEEDBACK} aboutArticle={false} />
    </PageFrame>
  );
}

function ArticleFeedback({ id }: { id: string }) {
  const { t } = useKnowledgeI18n();
  const article = useKnowledgeArticle(id);
  if (isRequestError(article.error) && article.error.status === 404) return <MissingArticle />;
  return (
    <PageFrame
      subtitle={
        article.data ? t('feedback.subject.article', { title: article.data.title }) : undefined
      }
    >
      <QueryView query={article} rows={4}>
        {(loaded) => <Feedback subject={loaded.id} aboutArticle />}
      </QueryView>
    </PageFrame>
  );
}

/**
 * The form, then (once sent) the feedback number in its place; below, for a logged-in sender, what
 * they sent before and customer service's replies.
 */
function Feedback({ subject, aboutArticle }: { subject: string; aboutArticle: boolean }) {
  const [sent, setSent] = useState<(SendKnowledgeFeedbackData & { mobile: string }) | null>(null);
  return (
    <>
      {sent ? (
        <Sent
          sent={sent}
          subject={subject}
          aboutArticle={aboutArticle}
          onAnother={() => setSent(null)}
        />
      ) : (
        <FeedbackForm subject={subject} aboutArticle={aboutArticle} onSent={setSent} />
      )}
      <MyFeedbackList />
    </>
  );
}

/**
 * "My feedback": each with its number, where it stands and the reply when there is one, newest
 * first. Nothing for a visitor who is not logged in, nor while it loads or when it fails (the form
 * above is the page's purpose).
 */
function MyFeedbackList() {
  const { t } = useKnowledgeI18n();
  const loggedIn = Boolean(useSession().data);
  const mine = useMyFeedback(loggedIn);
  const items = loggedIn ? (mine.data?.items ?? []) : [];
  if (items.length === 0) return null;
  return (
    <section className="fy-card fy-my-feedback" aria-labelledby="my-feedback-title">
      <h2 id="my-feedback-title">{t('feedback.mine.title')}</h2>
      <ul>
        {items.map((item) => (
          <MyFeedbackItem key={item.ticket} item={item} />
        ))}
      </ul>
    </section>
  );
}

function MyFeedbackItem({ item }: { item: MyFeedback }) {
  const { t } = useKnowledgeI18n();
  return (
    <li className="fy-my-feedback__item">
      <p className="fy-my-feedback__head">
        <span>{item.ticket}</span>
        <span className="fy-my-feedback__status" data-status={item.status}>
          {t(`feedback.mine.status.${item.status}`)}
        </span>
      </p>
      <p className="fy-my-feedback__about">
        {item.articleTitle ?? t('feedback.subject.general')} ·{' '}
        {formatDate(item.createdAt, 'YYYY-MM-DD HH:mm')}
      </p>
      <p className="fy-my-feedback__text">{item.text}</p>
      {item.reply ? (
        <div className="fy-my-feedback__reply">
          <p>
            <strong>{t('feedback.mine.reply')}</strong>
            {item.repliedAt ? ` · ${formatDate(item.repliedAt, 'YYYY-MM-DD HH:mm')}` : ''}
          </p>
          <p className="fy-my-feedback__text">{item.reply}</p>
        </div>
      ) : null}
    </li>
  );
}

function FeedbackForm({
  subject,
  aboutArticle,
  onSent,
}: {
  subject: string;
  aboutArticle: boolean;
  onSent: (sent: SendKnowledgeFeedbackData & { mobile: string }) => void;
}) {
  const { t } = useKnowledgeI18n();
  const rule = useFieldRules();
  const send = useSendFeedback();
  const form = useForm<{ helpful: string; text: string; mobile: string }, Field>({
    draft: `knowledge-feedback:${subject}`,
    initial: { helpful: '', text: '', mobile: '' },
    refusal: refusalAt(FIELD_OF),
    check: (values) => {
      const text = values.text.trim();
      const found: Errors = {};
      if (text.length < FEEDBACK_TEXT.min) found.text = rule('feedback.short');
      else if (text.length > FEEDBACK_TEXT.max) found.text = rule('feedback.long');
      if (values.mobile && !MOBILE_PATTERN.test(values.mobile)) {
        found.mobile = rule('mobile.format');
      }
      return found;
    },
    send: async (values, { requestId }) => {
      const helpful = isOneOf(HELPFUL, values.helpful) ? values.helpful : '';
      const feedback = {
        subject,
        text: values.text.trim(),
        ...(aboutArticle && helpful ? { helpful } : {}),
        ...(values.mobile ? { mobile: values.mobile } : {}),
      };
      const answer = await send.mutateAsync({ ...feedback, requestId: requestId(feedback) });
      onSent({ ...answer, mobile: values.mobile });
    },
  });
  const { values: draft, errors } = form;
  const helpful = isOneOf(HELPFUL, draft.helpful) ? draft.helpful : '';

  return (
    <form className="fy-card fy-form" onSubmit={form.submit} noValidate>
      {aboutArticle ? (
        <RadioField
          legend={t('feedback.helpful')}
          value={helpful}
          options={HELPFUL}
          optionLabel={(option) => t(`feedback.helpful.${option}`)}
          onChange={form.edit('helpful')}
        />
      ) : null}
      <TextAreaField
        label={t('feedback.text')}
        hint={t('feedback.text.hint')}
        maxLength={FEEDBACK_TEXT.max}
        value={draft.text}
        onChange={form.edit('text')}
        error={errors.text}
      />
      <TextField
        label={t('feedback.mobile')}
        hint={t('feedback.mobile.hint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_AS_TYPED_MAX}
        normalize={mobileAsTyped}
        value={draft.mobile}
        onChange={form.edit('mobile')}
        error={errors.mobile}
      />
      <SubmitButton busy={form.busy} busyLabel={t('feedback.submitting')}>
        {t('feedback.submit')}
      </SubmitButton>
      <FormError text={errors.form ?? null} />
    </form>
  );
}

function Sent({
  sent,
  subject,
  aboutArticle,
  onAnother,
}: {
  sent: SendKnowledgeFeedbackData & { mobile: string };
  subject: string;
  aboutArticle: boolean;
  onAnother: () => void;
}) {
  const { t } = useKnowledgeI18n();
  return (
    <section className="fy-card" role="status">
      <h2>{t('feedback.sent.title')}</h2>
      <p className="fy-feedback__ticket">{t('feedback.sent.ticket', { ticket: sent.ticket })}</p>
      {sent.mobile ? (
        <p>{t('feedback.sent.callback', { mobile: displayMobile(sent.mobile) })}</p>
      ) : null}
      <Link
        className="fy-button fy-button--primary"
        to={aboutArticle ? `/knowledge/detail/${subject}` : '/knowledge/list'}
      >
        {t(aboutArticle ? 'feedback.sent.backToArticle' : 'knowledge.backToList')}
      </Link>
      <button type="button" className="fy-button" onClick={onAnother}>
        {t('feedback.sent.another')}
      </button>
    </section>
  );
}
