import {
  KNOWLEDGE_CATEGORIES,
  KNOWLEDGE_QUERY_MAX,
  GENERAL_FEEDBACK,
  type KnowledgeCategory,
} from '@freight/contract/endpoints/knowledge-values';
import type { KnowledgeSummary } from '@freight/contract/endpoints/index';
import { useId } from 'react';
import { Link, useSearchParams } from '@/lib/routing/router';
import { ChineseOnlyNote } from '@/components/chinese-only/chinese-only-note';
import { useForm } from '@/components/form/use-form';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { formatDate } from '@/lib/format/date-time';
import { filterOf, useKnowledgeList } from '../api/knowledge';
import { useKnowledgeI18n } from '../i18n/catalogue';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';
import '@/components/button-link.css';
import '@/components/form/form.css';
import '../components/content.css';

export default function KnowledgeListPage() {
  const { t } = useKnowledgeI18n();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const list = useKnowledgeList(filter);
  const show = (category: KnowledgeCategory | undefined, q: string | undefined) => {
    const next: Record<string, string> = {};
    if (category) next.category = category;
    if (q) next.q = q;
    setSearch(next, { replace: true });
  };
  return (
    <PageFrame subtitle={t('knowledge.list.subtitle')}>
      <SearchForm
        key={filter.q ?? ''}
        q={filter.q ?? ''}
        onSearch={(q) => show(filter.category, q)}
      />
      <nav className="fy-knowledge-categories" aria-label={t('knowledge.categories')}>
        {[undefined, ...KNOWLEDGE_CATEGORIES].map((category) => (
          <button
            key={category ?? 'all'}
            type="button"
            className="fy-knowledge-chip"
            aria-pressed={filter.category === category}
            onClick={() => show(category, filter.q)}
          >
            {t(category ? `knowledge.category.${category}` : 'knowledge.category.all')}
          </button>
        ))}
      </nav>
      <QueryView
        query={list}
        rows={6}
        isEmpty={(data) => data.articles.length === 0}
        emptyText={t('knowledge.empty')}
      >
        {({ articles }) => (
          <>
            <ChineseOnlyNote>{t('knowledge.list.chineseOnly')}</ChineseOnlyNote>
            {filter.q ? (
              <p className="fy-knowledge-results" role="status">
                {t('knowledge.results.for', { q: filter.q, count: articles.length })}
              </p>
            ) : null}
            <ArticleList articles={articles} grouped={!filter.category} />
          </>
        )}
      </QueryView>
      {/* Below the list once it is there: shown under the skeleton, the list's arrival would push
          it down the screen (a layout shift of a fifth of the viewport, measured). */}
      {list.isPending ? null : (
        <section className="fy-card">
          <h2>{t('knowledge.ask.title')}</h2>
          <p>{t('knowledge.ask.text')}</p>
          <Link
            className="fy-button fy-button--primary"
            to={`/knowledge/feedBack/${GENERAL_FEEDBACK}`}
          >
            {t('knowledge.ask.button')}
          </Link>
        </section>
      )}
    </PageFrame>
  );
}

/** The search box; keyed by the link's words, so it starts from them when they change. */
function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useKnowledgeI18n();
  const id = useId();
  const form = useForm({ initial: { typed: q }, send: ({ typed }) => onSearch(typed.trim()) });
  return (
    <form role="search" className="fy-form fy-knowledge-search" onSubmit={form.submit}>
      <label htmlFor={id}>{t('knowledge.search')}</label>
      <div className="fy-field__row">
        <input
          id={id}
          className="fy-input"
          type="search"
          enterKeyHint="search"
          maxLength={KNOWLEDGE_QUERY_MAX}
          value={form.values.typed}
          onChange={(event) => form.set({ typed: event.currentTarget.value })}
        />
        <button type="submit" className="fy-button fy-button--primary fy-field__side-button">
          {t('knowledge.search.submit')}
        </button>
      </div>
      {q ? (
        <button type="button" className="fy-button" onClick={() => onSearch('')}>
          {t('knowledge.search.clear')}
        </button>
      ) : null}
    </form>
  );
}

function ArticleList({
  articles,
  grouped,
}: {
  articles: readonly KnowledgeSummary[];
  grouped: boolean;
}) {
  const { t } = useKnowledgeI18n();
  if (!grouped) return <ArticleCards articles={articles} />;
  return KNOWLEDGE_CATEGORIES.map((category) => {
    const inCategory = articles.filter((article) => article.category === category);
    if (inCategory.length === 0) return null;
    return (
      <section key={category} className="fy-knowledge-group">
        <h2>{t(`knowledge.category.${category}`)}</h2>
        <ArticleCards articles={inCategory} />
      </section>
    );
  });
}

function ArticleCards({ articles }: { articles: readonly KnowledgeSummary[] }) {
  const { t } = useKnowledgeI18n();
  return (
    <ul className="fy-choices fy-knowledge-list">
      {articles.map((article) => (
        <li key={article.id}>
          <Link className="fy-choice" to={`/knowledge/detail/${article.id}`}>
            <strong lang={OPERATOR_TEXT_LANG}>{article.title}</strong>
            {article.summary ? <span lang={OPERATOR_TEXT_LANG}>{article.summary}</span> : null}
            <small>
              {t('knowledge.updated', { date: formatDate(article.updatedAt, 'YYYY-MM-DD') })}
            </small>
          </Link>
        </li>
      ))}
    </ul>
  );
}
