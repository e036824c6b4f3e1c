// The operator API's knowledge articles (docs/decisions/043-knowledge-editor.md): every article,
// drafts and published, for operators to write, preview as the H5 shows it, publish and unpublish.
// An article is written as plain lines (`#` begins a section, ../rules/sections.ts) and stored as
// the sections the H5 renders. Each change is audited with what it changed; reads are not.

import * as z from 'zod';
import { knowledgeCategory, knowledgeId } from '../endpoints/knowledge.ts';
import { GENERAL_FEEDBACK } from '../endpoints/knowledge-values.ts';
import { operatorSectionsText, textSections } from '../rules/sections.ts';
import { ONE_LINE_TEXT } from '../rules/text.ts';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';
import { opsPageOf, opsPageQuery } from './paging.ts';

/** An article's id as an operator gives it: a slug, never the general feedback's subject. */
export const articleSlug = knowledgeId.refine((slug) => slug !== GENERAL_FEEDBACK, 'reserved');

export const articleParams = z.strictObject({ id: knowledgeId });

/** Every article of a category when given, searched in title and id when `q` is not blank. */
export const articleListQuery = opsPageQuery.extend({
  category: knowledgeCategory.optional(),
  published: z.enum(['yes', 'no']).optional(),
  q: z.string().trim().max(40).regex(ONE_LINE_TEXT, 'text.characters').optional(),
});
export type ArticleListQuery = z.input<typeof articleListQuery>;
export type ArticleListFilter = z.output<typeof articleListQuery>;

export const opsArticleRow = z.strictObject({
  id: knowledgeId,
  category: knowledgeCategory,
  title: z.string(),
  summary: z.string(),
  position: z.int(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type OpsArticleRow = z.output<typeof opsArticleRow>;
export const opsArticlePage = opsPageOf(opsArticleRow);

/** One article whole: its sections and the same as the text an operator edits. */
export const opsArticle = opsArticleRow.extend({ sections: textSections, text: z.string() });
export type OpsArticle = z.output<typeof opsArticle>;

const line = (max: number) =>
  z.string().trim().min(1).max(max).regex(ONE_LINE_TEXT, 'text.characters');

/** What an operator writes: the words, where it is listed, and its text as lines. */
export const articleFields = z.strictObject({
  category: knowledgeCategory,
  title: line(60),
  summary: line(120),
  /** The order within its category, lower first. */
  position: z.int().min(0).max(999),
  text: operatorSectionsText,
});
export type ArticleFields = z.input<typeof articleFields>;

export const createArticleRequest = articleFields.extend({ id: articleSlug });
export type CreateArticleRequest = z.output<typeof createArticleRequest>;

/**
 * A change names the version it was made to (`updatedAt` as it was read): an article someone else
 * saved since is refused (409) rather than overwritten.
 */
export const updateArticleRequest = articleFields.extend({
  updatedAt: z.iso.datetime({ offset: true }),
});
export type UpdateArticleRequest = z.output<typeof updateArticleRequest>;

export const listArticlesOps = defineOpsEndpoint({
  name: 'listArticlesOps',
  method: 'GET',
  path: '/knowledge/articles',
  role: 'viewer',
  query: articleListQuery,
  response: opsArticlePage,
  summary:
    'Every knowledge article, drafts and published, by category, position and id, a page at a time; of one `category`, `published` (`yes` or `no`) and containing `q` in the title or id when given: `{ page, pageSize, total, items: [{ id, category, title, summary, position, published, updatedAt }] }`.',
  example: { query: { category: 'driving', page: 1, pageSize: 20 } },
});

export const getArticleOps = defineOpsEndpoint({
  name: 'getArticleOps',
  method: 'GET',
  path: '/knowledge/articles/:id',
  role: 'viewer',
  params: articleParams,
  response: opsArticle,
  summary:
    "One article whole, draft or published: the row's fields with `sections` (as the H5 renders them) and `text` (the same as the lines an operator edits). 404 (4040) unknown.",
  example: { params: { id: 'track-deduction' } },
});

export const createArticle = defineOpsEndpoint({
  name: 'createArticle',
  method: 'POST',
  path: '/knowledge/articles',
  role: 'operator',
  body: createArticleRequest,
  response: opsArticle,
  summary:
    'A new article, a draft nobody reads until it is published: `{ id, category, title, summary, position, text }`, the text as lines (`#` begins a section). Audited as `knowledge_article.create`. 409 (1000) an article with that id exists; 422 a field out of bounds, `general` as the id, or text that makes no section.',
  example: {
    body: {
      id: 'loading-at-night',
      category: 'driving',
      title: '夜间装货要注意什么',
      summary: '夜里装货看不清，提前确认照明、装货口和联系人。',
      position: 5,
      text: '# 出发前\n和发货人确认装货口的照明和门卫的电话。',
    },
  },
});

export const updateArticle = defineOpsEndpoint({
  name: 'updateArticle',
  method: 'PUT',
  path: '/knowledge/articles/:id',
  role: 'operator',
  params: articleParams,
  body: updateArticleRequest,
  response: opsArticle,
  summary:
    'Changes an article, draft or published (a published one changes for readers at once): the fields of a new one without the id, and `updatedAt` as it was read. Audited as `knowledge_article.update` with the fields before and after. 404 (4040) unknown; 409 (1000) saved by someone else since it was read.',
  example: {
    params: { id: 'track-deduction' },
    body: {
      category: 'money',
      title: '轨迹扣款是怎么回事',
      summary: '运输途中轨迹中断会被扣款，这里说明原因和申诉方法。',
      position: 1,
      text: '# 为什么会扣款\n运输途中手机定位长时间中断，平台无法确认行驶轨迹。',
      updatedAt: '2026-11-20T02:00:00.000Z',
    },
  },
});

export const publishArticle = defineOpsEndpoint({
  name: 'publishArticle',
  method: 'POST',
  path: '/knowledge/articles/:id/publish',
  role: 'operator',
  params: articleParams,
  response: opsArticle,
  summary:
    'Publishes a draft: listed on the H5, shown, open to feedback. Audited as `knowledge_article.publish`. 404 (4040) unknown; 409 (1000) already published.',
  example: { params: { id: 'loading-at-night' } },
});

export const unpublishArticle = defineOpsEndpoint({
  name: 'unpublishArticle',
  method: 'POST',
  path: '/knowledge/articles/:id/unpublish',
  role: 'operator',
  params: articleParams,
  response: opsArticle,
  summary:
    'Takes a published article off the H5 (its page answers 404, its feedback stays); it can be published again. Audited as `knowledge_article.unpublish`. 404 (4040) unknown; 409 (1000) not published.',
  example: { params: { id: 'track-deduction' } },
});

export const knowledgeArticleOpsEndpoints: readonly OpsEndpointDef[] = [
  listArticlesOps,
  getArticleOps,
  createArticle,
  updateArticle,
  publishArticle,
  unpublishArticle,
];
