import { GENERAL_FEEDBACK } from '@freight/contract/endpoints/knowledge-values';
import { defineRouteData } from '@/lib/routing/route-table';
import { ARTICLE_ID, filterOf, knowledgeArticleQuery, knowledgeListQuery } from './api/knowledge';

// What the knowledge pages ask the server for as they open (docs/decisions/025).
export const contentRouteData = defineRouteData('content', {
  '/knowledge/list': ({ search }) => [knowledgeListQuery(filterOf(search))],
  '/knowledge/detail/:id': ({ params }) =>
    ARTICLE_ID.test(params.id ?? '') ? [knowledgeArticleQuery(params.id ?? '')] : [],
  '/knowledge/feedBack/:name': ({ params }) => {
    const name = params.name ?? '';
    return name !== GENERAL_FEEDBACK && ARTICLE_ID.test(name) ? [knowledgeArticleQuery(name)] : [];
  },
});
