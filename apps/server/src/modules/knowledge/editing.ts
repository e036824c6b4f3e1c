// Operators keeping the knowledge base (docs/decisions/043-knowledge-editor.md): every article,
// drafts among them, listed and read whole; a new one is a draft; a change names the version it was
// made to, so two operators never overwrite each other unseen; publish and unpublish. Each change
// runs under the row's lock and is written to the audit log in the same transaction.
//
// A published article changes for readers when it is saved: the console previews the text as the
// H5 renders it before saving, and an operator who wants a quiet rewrite unpublishes first. There
// is no delete: feedback names its article by id, and an unpublished article keeps those links.

import type {
  ArticleListFilter,
  CreateArticleRequest,
  OpsArticle,
  OpsArticleRow,
  UpdateArticleRequest,
} from '@freight/contract/ops';
import { KNOWLEDGE_CATEGORIES } from '@freight/contract/endpoints/knowledge';
import { sectionsFromText, textFromSections } from '@freight/contract/rules/sections';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { knowledgeArticles } from '../../db/schema/knowledge.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { type Actor, audited } from '../../db/audit.ts';
import { KNOWLEDGE_MESSAGES } from './messages.ts';

type ArticleRow = typeof knowledgeArticles.$inferSelect;

function rowOf(row: ArticleRow): OpsArticleRow {
  return {
    id: row.slug,
    category: row.category,
    title: row.title,
    summary: row.summary,
    position: row.position,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function articleOf(row: ArticleRow): OpsArticle {
  return { ...rowOf(row), sections: row.sections, text: textFromSections(row.sections) };
}

/** What the audit keeps of an article: everything an operator can change. */
function auditedFields(row: ArticleRow) {
  return {
    category: row.category,
    title: row.title,
    summary: row.summary,
    position: row.position,
    published: row.published,
    text: textFromSections(row.sections),
  };
}

/** `q` as an ILIKE pattern that matches itself literally. */
function containing(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every article (drafts too), in the H5's order: category, position, id. */
export async function articlePage(db: Db, query: ArticleListFilter) {
  const q = query.q?.trim();
  const where: SQL | undefined = and(
    query.category === undefined ? undefined : eq(knowledgeArticles.category, query.category),
    query.published === undefined
      ? undefined
      : eq(knowledgeArticles.published, query.published === 'yes'),
    q
      ? or(
          ilike(knowledgeArticles.title, containing(q)),
          ilike(knowledgeArticles.slug, containing(q)),
        )
      : undefined,
  );
  const categoryOrder = sql`array_position(array[${sql.join(
    KNOWLEDGE_CATEGORIES.map((category) => sql`${category}`),
    sql`, `,
  )}]::text[], ${knowledgeArticles.category}::text)`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(knowledgeArticles)
      .where(where)
      .orderBy(categoryOrder, asc(knowledgeArticles.position), asc(knowledgeArticles.slug))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(knowledgeArticles).where(where),
  ]);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
    items: rows.map(rowOf),
  };
}

export async function articleWhole(db: Db, id: string): Promise<OpsArticle> {
  const [row] = await db.select().from(knowledgeArticles).where(eq(knowledgeArticles.slug, id));
  if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, KNOWLEDGE_MESSAGES.noArticle);
  return articleOf(row);
}

async function lockedArticle(tx: Db, id: string): Promise<ArticleRow> {
  const [row] = await tx
    .select()
    .from(knowledgeArticles)
    .where(eq(knowledgeArticles.slug, id))
    .for('update');
  if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, KNOWLEDGE_MESSAGES.noArticle);
  return row;
}

export function addArticle(
  db: Db,
  actor: Actor,
  now: number,
  input: CreateArticleRequest,
): Promise<OpsArticle> {
  return audited(db, actor, now, async (tx) => {
    const [row] = await tx
      .insert(knowledgeArticles)
      .values({
        slug: input.id,
        category: input.category,
        title: input.title,
        summary: input.summary,
        position: input.position,
        sections: sectionsFromText(input.text),
        published: false,
        updatedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, KNOWLEDGE_MESSAGES.articleExists);
    return {
      audit: {
        action: 'knowledge_article.create',
        targetKind: 'knowledge_article',
        targetId: row.slug,
        before: null,
        after: auditedFields(row),
      },
      result: articleOf(row),
    };
  });
}

export function changeArticle(
  db: Db,
  actor: Actor,
  now: number,
  id: string,
  input: UpdateArticleRequest,
): Promise<OpsArticle> {
  return audited(db, actor, now, async (tx) => {
    const before = await lockedArticle(tx, id);
    if (before.updatedAt.getTime() !== Date.parse(input.updatedAt)) {
      throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, KNOWLEDGE_MESSAGES.articleChanged);
    }
    const [after] = await tx
      .update(knowledgeArticles)
      .set({
        category: input.category,
        title: input.title,
        summary: input.summary,
        position: input.position,
        sections: sectionsFromText(input.text),
        // Strictly later than the version read, so the next save can tell them apart.
        updatedAt: new Date(Math.max(now, before.updatedAt.getTime() + 1)),
      })
      .where(eq(knowledgeArticles.slug, id))
      .returning();
    if (!after) throw new Error('article row gone in its own transaction');
    return {
      audit: {
        action: 'knowledge_article.update',
        targetKind: 'knowledge_article',
        targetId: id,
        before: auditedFields(before),
        after: auditedFields(after),
      },
      result: articleOf(after),
    };
  });
}

/** Publishes (`true`) or unpublishes an article; 409 when it already is so. */
export function setArticlePublished(
  db: Db,
  actor: Actor,
  now: number,
  id: string,
  published: boolean,
): Promise<OpsArticle> {
  return audited(db, actor, now, async (tx) => {
    const before = await lockedArticle(tx, id);
    if (before.published === published) {
      throw new ApiError(
        BUSINESS_CODES.BUSINESS_RULE,
        published ? KNOWLEDGE_MESSAGES.alreadyPublished : KNOWLEDGE_MESSAGES.notPublishedYet,
      );
    }
    const [after] = await tx
      .update(knowledgeArticles)
      .set({ published })
      .where(eq(knowledgeArticles.slug, id))
      .returning();
    if (!after) throw new Error('article row gone in its own transaction');
    return {
      audit: {
        action: published ? 'knowledge_article.publish' : 'knowledge_article.unpublish',
        targetKind: 'knowledge_article',
        targetId: id,
        before: { published: before.published },
        after: { published: after.published },
      },
      result: articleOf(after),
    };
  });
}
