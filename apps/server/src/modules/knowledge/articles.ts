// Reading the knowledge base: the published articles, listed and searched, and one article with
// others of its category.

import {
  type KnowledgeArticle,
  type KnowledgeCategory,
  KNOWLEDGE_CATEGORIES,
  type KnowledgeSummary,
} from '@freight/contract/endpoints/knowledge';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { knowledgeArticles } from '../../db/schema/knowledge.ts';

/** The most a list answers (the contract's bound). */
export const LIST_LIMIT = 100;
/** Other articles of the category shown under one. */
export const RELATED_LIMIT = 3;

type ArticleRow = typeof knowledgeArticles.$inferSelect;

/** Text compared without regard to case or full-width forms (`ＧＰＳ` finds `gps`). */
function folded(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Everything a search looks in; the parts are kept apart by a line break, which `q` never has. */
function searchableText(row: ArticleRow): string {
  return folded(
    [
      row.title,
      row.summary,
      ...row.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
    ].join('\n'),
  );
}

function categoryRank(category: KnowledgeCategory): number {
  return KNOWLEDGE_CATEGORIES.indexOf(category);
}

/**
 * Published articles, of one category when given, containing `q` when it is not blank: category
 * in KNOWLEDGE_CATEGORIES' order, then the operators' position, then the newest update first.
 *
 * The search runs here, over the published articles loaded whole, rather than as ILIKE in SQL:
 * the base is operators' help articles (tens, not thousands), so one small read per search costs
 * little, and a plain substring test in JavaScript needs no escaping of LIKE's `%`, `_` and `\`,
 * looks into the sections' JSON text without matching its keys and quotes, and folds case and
 * full-width forms the same way for the text and for `q`.
 */
export async function listArticles(
  db: Db,
  filter: { category?: KnowledgeCategory | undefined; q?: string | undefined },
): Promise<KnowledgeSummary[]> {
  const rows = await db
    .select()
    .from(knowledgeArticles)
    .where(
      and(
        eq(knowledgeArticles.published, true),
        filter.category === undefined ? undefined : eq(knowledgeArticles.category, filter.category),
      ),
    );
  const q = filter.q?.trim() ? folded(filter.q.trim()) : undefined;
  return rows
    .filter((row) => q === undefined || searchableText(row).includes(q))
    .sort(
      (a, b) =>
        categoryRank(a.category) - categoryRank(b.category) ||
        a.position - b.position ||
        b.updatedAt.getTime() - a.updatedAt.getTime() ||
        (a.slug < b.slug ? -1 : 1),
    )
    .slice(0, LIST_LIMIT)
    .map((row) => ({
      id: row.slug,
      category: row.category,
      title: row.title,
      summary: row.summary,
      updatedAt: row.updatedAt.toISOString(),
    }));
}

/** A published article with up to three others of its category, or undefined. */
export async function publishedArticle(db: Db, id: string): Promise<KnowledgeArticle | undefined> {
  const [row] = await db
    .select()
    .from(knowledgeArticles)
    .where(and(eq(knowledgeArticles.slug, id), eq(knowledgeArticles.published, true)));
  if (!row) return undefined;
  const related = await db
    .select({ id: knowledgeArticles.slug, title: knowledgeArticles.title })
    .from(knowledgeArticles)
    .where(
      and(
        eq(knowledgeArticles.category, row.category),
        eq(knowledgeArticles.published, true),
        ne(knowledgeArticles.slug, row.slug),
      ),
    )
    .orderBy(
      asc(knowledgeArticles.position),
      desc(knowledgeArticles.updatedAt),
      asc(knowledgeArticles.slug),
    )
    .limit(RELATED_LIMIT);
  return {
    id: row.slug,
    category: row.category,
    title: row.title,
    summary: row.summary,
    updatedAt: row.updatedAt.toISOString(),
    sections: row.sections,
    related,
  };
}

/** Whether `id` names a published article. */
export async function isPublished(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ slug: knowledgeArticles.slug })
    .from(knowledgeArticles)
    .where(and(eq(knowledgeArticles.slug, id), eq(knowledgeArticles.published, true)));
  return row !== undefined;
}
