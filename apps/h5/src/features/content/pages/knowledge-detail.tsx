import type { KnowledgeArticle } from '@freight/contract/endpoints/index';
import { Link, useParams } from '@/lib/routing/router';
import { TextSections } from '@/components/agreement/agreement-text';
import { ChineseOnlyNote } from '@/components/chinese-only/chinese-only-note';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { formatDate } from '@/lib/format/date-time';
import { isRequestError } from '@/lib/request/request-error';
import { ARTICLE_ID, useKnowledgeArticle } from '../api/knowledge';
import { MissingArticle } from '../components/missing-article';
import { useKnowledgeI18n } from '../i18n/catalogue';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';
import '@/components/button-link.css';
import '../components/content.css';

/**
 * The article is the server's headings and paragraphs as text, never HTML; the related articles are
 * the others of its category.
 */
export default function KnowledgeDetailPage() {
  const { id = '' } = useParams();
  return ARTICLE_ID.test(id) ? <LoadedArticle id={id} /> : <MissingArticle />;
}

function LoadedArticle({ id }: { id: string }) {
  const { t } = useKnowledgeI18n();
  const article = useKnowledgeArticle(id);
  if (isRequestError(article.error) && article.error.status === 404) return <MissingArticle />;
  const data = article.data;
  return (
    <PageFrame
      title={data?.title}
      titleLang={OPERATOR_TEXT_LANG}
      subtitle={
        data
          ? `${t(`knowledge.category.${data.category}`)} · ${t('knowledge.updated', {
              date: formatDate(data.updatedAt, 'YYYY-MM-DD'),
            })}`
          : undefined
      }
    >
      <QueryView query={article} rows={8}>
        {(loaded) => <ArticleBody article={loaded} />}
      </QueryView>
    </PageFrame>
  );
}

function ArticleBody({ article }: { article: KnowledgeArticle }) {
  const { t } = useKnowledgeI18n();
  return (
    <>
      <article className="fy-card fy-article">
        <ChineseOnlyNote>{t('knowledge.chineseOnly')}</ChineseOnlyNote>
        {article.summary ? (
          <p className="fy-article__meta" lang={OPERATOR_TEXT_LANG}>
            {article.summary}
          </p>
        ) : null}
        <TextSections
          lang={OPERATOR_TEXT_LANG}
          sections={article.sections}
          className="fy-article__section"
        />
      </article>
      <section className="fy-card">
        <h2>{t('knowledge.help.title')}</h2>
        <p>{t('knowledge.help.text')}</p>
        <Link className="fy-button fy-button--primary" to={`/knowledge/feedBack/${article.id}`}>
          {t('knowledge.help.button')}
        </Link>
      </section>
      {article.related.length > 0 ? (
        <section className="fy-knowledge-group">
          <h2>{t('knowledge.related')}</h2>
          <ul className="fy-choices fy-knowledge-list">
            {article.related.map((related) => (
              <li key={related.id}>
                <Link className="fy-choice" to={`/knowledge/detail/${related.id}`}>
                  <strong lang={OPERATOR_TEXT_LANG}>{related.title}</strong>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link className="fy-button" to="/knowledge/list">
        {t('knowledge.backToList')}
      </Link>
    </>
  );
}
