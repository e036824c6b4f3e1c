import { isOneOf } from '@freight/contract/one-of';
import type {
  ListKnowledgeData,
  SendKnowledgeFeedbackRequest,
} from '@freight/contract/endpoints/index';
import {
  KNOWLEDGE_CATEGORIES,
  KNOWLEDGE_ID,
  KNOWLEDGE_QUERY_MAX,
  type KnowledgeCategory,
} from '@freight/contract/endpoints/knowledge-values';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { earlyReadQuery, publicReadUrl, withEarlyRead } from '@/lib/campaigns/early-read';
import { useI18n } from '@/lib/i18n/i18n';
import { callEndpoint } from '@/lib/request/endpoint';

/** What an article id looks like; any other is answered on the page as missing, unasked. */
export const ARTICLE_ID = KNOWLEDGE_ID;

/** The list's filter as the link gives it: an unknown category is no filter, blank words none. */
export interface KnowledgeFilter {
  category?: KnowledgeCategory;
  q?: string;
}

export function filterOf(search: URLSearchParams): KnowledgeFilter {
  const category = search.get('category') ?? '';
  const q = (search.get('q') ?? '').trim().slice(0, KNOWLEDGE_QUERY_MAX);
  return {
    ...(isOneOf(KNOWLEDGE_CATEGORIES, category) ? { category } : {}),
    ...(q ? { q } : {}),
  };
}

const knowledgeKeys = {
  list: (filter: KnowledgeFilter) => ['knowledge', 'list', filter] as const,
  article: (id: string) => ['knowledge', 'article', id] as const,
  myFeedback: ['knowledge', 'feedback', 'mine'] as const,
};

/** Published articles, by category and words (GET oms-service /api/knowledge/list). */
export function knowledgeListQuery(filter: KnowledgeFilter) {
  return queryOptions({
    queryKey: knowledgeKeys.list(filter),
    queryFn: () => callEndpoint('listKnowledge', filter),
    staleTime: 5 * 60_000,
  });
}

/**
 * The list for the link's filter: the signed read, and until it answers, the published articles
 * of its category as index.html's script read them before the app (GET /public/knowledge, ADR
 * 050's amendment of 2026-12-01), from which the server drew the first screen. Search words
 * are looked for by the server only: with them, the signed read alone.
 */
export function useKnowledgeList(filter: KnowledgeFilter) {
  const { locale } = useI18n();
  const signed = useQuery(knowledgeListQuery(filter));
  const early = useQuery({
    ...earlyReadQuery(
      ['knowledge-early-read', locale] as const,
      publicReadUrl('knowledge', locale),
      (data: ListKnowledgeData) => Array.isArray(data.articles),
    ),
    enabled: !filter.q && signed.isPending,
  }).data;
  const { category } = filter;
  return withEarlyRead(
    signed,
    early && !filter.q
      ? {
          articles: category
            ? early.articles.filter((article) => article.category === category)
            : early.articles,
        }
      : null,
  );
}

/** One article (GET oms-service /api/knowledge/detail); a missing one is said on the page. */
export function knowledgeArticleQuery(id: string) {
  return queryOptions({
    queryKey: knowledgeKeys.article(id),
    queryFn: () => callEndpoint('getKnowledgeArticle', { id }),
    staleTime: 5 * 60_000,
  });
}

export function useKnowledgeArticle(id: string) {
  return useQuery(knowledgeArticleQuery(id));
}

/** Feedback on an article or in general (POST oms-service /api/knowledge/feedback). */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: SendKnowledgeFeedbackRequest) =>
      callEndpoint('sendKnowledgeFeedback', fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.myFeedback }),
  });
}

/**
 * A logged-in sender's latest feedback with where each stands and customer service's reply (GET
 * oms-service /api/knowledge/feedback/mine); asked only when someone is logged in.
 */
export function useMyFeedback(loggedIn: boolean) {
  return useQuery({
    queryKey: knowledgeKeys.myFeedback,
    queryFn: () => callEndpoint('listMyFeedback', {}),
    enabled: loggedIn,
    staleTime: 60_000,
  });
}
