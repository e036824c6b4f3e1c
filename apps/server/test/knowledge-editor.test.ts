// Operators keeping the knowledge base (docs/decisions/043-knowledge-editor.md): drafts nobody
// reads, publish and unpublish as the H5 sees them, a save over a newer version refused, the text
// as lines read back to the same sections, every change audited and bad input refused unchanged.

import {
  getKnowledgeArticle,
  getKnowledgeArticleResponse,
  listKnowledge,
  listKnowledgeResponse,
  sendKnowledgeFeedback,
} from '@freight/contract/endpoints/knowledge';
import { endpointPath } from '@freight/contract/endpoints/common';
import { opsArticle, opsArticlePage } from '@freight/contract/ops';
import { sectionsFromText } from '@freight/contract/rules/sections';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeArticles } from '../src/db/schema/knowledge.ts';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { KNOWLEDGE_TEXTS } from '../src/modules/knowledge/seed.ts';
import { anonymous } from './helpers/login.ts';
import { OpsClient, operatorsOfEachRole } from './helpers/ops.ts';
import { newRequestId } from './helpers/request-ids.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';

const PASSWORD = 'correct horse battery staple';
const clock = new TestClock();
let t: TestApp;
let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;
beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  ops = await operatorsOfEachRole(t.app, PASSWORD);
});
afterAll(() => t.close());

const NEW = {
  id: 'loading-at-night',
  category: 'driving',
  title: '夜间装货要注意什么',
  summary: '夜里装货看不清，提前确认照明、装货口和联系人。',
  position: 5,
  text: '# 出发前\n和发货人确认装货口的照明。\n\n# 到了以后\n先找门卫登记，再按指引倒车。',
} as const;

async function h5Ids(): Promise<string[]> {
  const res = await anonymous(t).get(endpointPath(listKnowledge), {});
  return listKnowledgeResponse.parse(res.envelope.data).articles.map((article) => article.id);
}

async function h5Detail(id: string) {
  return anonymous(t).get(endpointPath(getKnowledgeArticle), { id });
}

async function audits(id: string) {
  return t.app.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.targetKind, 'knowledge_article'), eq(operatorAudit.targetId, id)))
    .orderBy(operatorAudit.id);
}

async function stored(id: string) {
  const [row] = await t.app.db
    .select()
    .from(knowledgeArticles)
    .where(eq(knowledgeArticles.slug, id));
  return row;
}

describe('the knowledge editor', () => {
  it('needs a session to read and an operator to change', async () => {
    expect((await new OpsClient(t.app).request('GET', '/knowledge/articles')).statusCode).toBe(401);
    const viewer = ops.as('viewer');
    expect((await viewer.request('GET', '/knowledge/articles')).statusCode).toBe(200);
    expect((await viewer.request('GET', '/knowledge/articles/track-deduction')).statusCode).toBe(
      200,
    );
    const writes = [
      viewer.request('POST', '/knowledge/articles', { body: { ...NEW, id: 'viewer-try' } }),
      viewer.request('PUT', '/knowledge/articles/track-deduction', {
        body: { ...NEW, updatedAt: new Date().toISOString() },
      }),
      viewer.request('POST', '/knowledge/articles/track-deduction/unpublish'),
      viewer.request('POST', '/knowledge/articles/track-deduction/publish'),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
    expect(await stored('viewer-try')).toBeUndefined();
    expect((await stored('track-deduction'))?.published).toBe(true);
  });

  it('reads every seeded article back as text that makes the same sections', async () => {
    for (const seeded of KNOWLEDGE_TEXTS) {
      const res = await ops.as('viewer').request('GET', `/knowledge/articles/${seeded.slug}`);
      const article = opsArticle.parse(res.json());
      expect(article.sections).toEqual(seeded.sections);
      expect(sectionsFromText(article.text)).toEqual(seeded.sections);
    }
    const missing = await ops.as('viewer').request('GET', '/knowledge/articles/no-such-article');
    expect(missing.statusCode).toBe(404);
  });

  it('writes a draft nobody reads, publishes it, changes it and takes it down', async () => {
    const operator = ops.as('operator');
    const created = await operator.request('POST', '/knowledge/articles', { body: NEW });
    expect(created.statusCode, created.body).toBe(200);
    const draft = opsArticle.parse(created.json());
    expect(draft).toMatchObject({ id: NEW.id, published: false, position: 5 });
    expect(draft.sections).toEqual([
      { heading: '出发前', paragraphs: ['和发货人确认装货口的照明。'] },
      { heading: '到了以后', paragraphs: ['先找门卫登记，再按指引倒车。'] },
    ]);
    // A draft: not listed, not shown, and feedback on it is refused.
    expect(await h5Ids()).not.toContain(NEW.id);
    expect((await h5Detail(NEW.id)).envelope.status.code).toBe(4040);
    const early = await anonymous(t).post(
      endpointPath(sendKnowledgeFeedback),
      { requestId: newRequestId('feedback'), subject: NEW.id, text: '草稿能反馈吗？' },
      { headers: { 'x-device-id': 'editor-device-0001' } },
    );
    expect(early.envelope.status.code).not.toBe(0);

    const again = await operator.request('POST', '/knowledge/articles', { body: NEW });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: { msg: '已经有这个编号的文章，请换一个编号' } });

    const published = await operator.request('POST', `/knowledge/articles/${NEW.id}/publish`);
    expect(opsArticle.parse(published.json()).published).toBe(true);
    expect(await h5Ids()).toContain(NEW.id);
    const shown = getKnowledgeArticleResponse.parse((await h5Detail(NEW.id)).envelope.data);
    expect(shown.sections).toEqual(draft.sections);
    expect(
      (await operator.request('POST', `/knowledge/articles/${NEW.id}/publish`)).statusCode,
    ).toBe(409);

    clock.advance(60);
    const changed = await operator.request('PUT', `/knowledge/articles/${NEW.id}`, {
      body: {
        ...NEW,
        id: undefined,
        title: '夜间装货注意事项',
        text: '先打电话确认装货口亮着灯。',
        updatedAt: draft.updatedAt,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = opsArticle.parse(changed.json());
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(draft.updatedAt));
    const reread = getKnowledgeArticleResponse.parse((await h5Detail(NEW.id)).envelope.data);
    expect(reread).toMatchObject({
      title: '夜间装货注意事项',
      sections: [{ heading: '', paragraphs: ['先打电话确认装货口亮着灯。'] }],
    });

    // A save made to the version before: refused, nothing changed.
    const stale = await ops.as('admin').request('PUT', `/knowledge/articles/${NEW.id}`, {
      body: { ...NEW, id: undefined, title: '旧版本上的修改', updatedAt: draft.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    expect((await stored(NEW.id))?.title).toBe('夜间装货注意事项');

    const down = await operator.request('POST', `/knowledge/articles/${NEW.id}/unpublish`);
    expect(opsArticle.parse(down.json()).published).toBe(false);
    expect(await h5Ids()).not.toContain(NEW.id);
    expect((await h5Detail(NEW.id)).envelope.status.code).toBe(4040);
    expect(
      (await operator.request('POST', `/knowledge/articles/${NEW.id}/unpublish`)).statusCode,
    ).toBe(409);

    const log = await audits(NEW.id);
    expect(log.map((entry) => entry.action)).toEqual([
      'knowledge_article.create',
      'knowledge_article.publish',
      'knowledge_article.update',
      'knowledge_article.unpublish',
    ]);
    expect(log[0]).toMatchObject({ before: null, after: { title: NEW.title, published: false } });
    expect(log[2]).toMatchObject({
      before: { title: NEW.title, text: draft.text },
      after: { title: '夜间装货注意事项', text: '先打电话确认装货口亮着灯。' },
    });
  });

  it('lets one of two saves of the same version through and refuses the other', async () => {
    const id = 'two-editors';
    const created = opsArticle.parse(
      (
        await ops.as('operator').request('POST', '/knowledge/articles', { body: { ...NEW, id } })
      ).json(),
    );
    const save = (client: OpsClient, title: string) =>
      client.request('PUT', `/knowledge/articles/${id}`, {
        body: { ...NEW, id: undefined, title, updatedAt: created.updatedAt },
      });
    const answers = await Promise.all([
      save(ops.as('operator'), '甲的标题'),
      save(ops.as('admin'), '乙的标题'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(
      (await audits(id)).filter((entry) => entry.action === 'knowledge_article.update'),
    ).toHaveLength(1);
  });

  it('refuses bad input and changes nothing', async () => {
    const operator = ops.as('operator');
    const bad: Record<string, unknown>[] = [
      { ...NEW, id: 'general' },
      { ...NEW, id: 'Upper-Case' },
      { ...NEW, id: '../etc' },
      { ...NEW, id: 'no-paragraph', text: '# 只有标题' },
      { ...NEW, id: 'blank-title', title: '   ' },
      { ...NEW, id: 'nul-title', title: '标题\u0000' },
      { ...NEW, id: 'rtl-title', title: '标题\u202e' },
      { ...NEW, id: 'far', position: 1000 },
      { ...NEW, id: 'half', position: 1.5 },
      { ...NEW, id: 'kind', category: 'cooking' },
      { ...NEW, id: 'extra', published: true },
      { ...NEW, id: 'long-title', title: '长'.repeat(61) },
      { ...NEW, id: 'many', text: Array.from({ length: 21 }, (_, i) => `# ${i}\n段落`).join('\n') },
    ];
    for (const body of bad) {
      const res = await operator.request('POST', '/knowledge/articles', { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      if (typeof body.id === 'string' && /^[a-z-]+$/.test(body.id) && body.id !== 'general') {
        expect(await stored(body.id)).toBeUndefined();
      }
    }
    const missing = await operator.request('PUT', '/knowledge/articles/nobody-wrote-this', {
      body: { ...NEW, id: undefined, updatedAt: new Date().toISOString() },
    });
    expect(missing.statusCode).toBe(404);
    const noVersion = await operator.request('PUT', '/knowledge/articles/track-deduction', {
      body: { ...NEW, id: undefined },
    });
    expect(noVersion.statusCode).toBe(422);
    expect((await operator.request('POST', '/knowledge/articles/no-such/publish')).statusCode).toBe(
      404,
    );
  });

  it('lists drafts and published by category, state and a literal search, a page at a time', async () => {
    const viewer = ops.as('viewer');
    await ops.as('operator').request('POST', '/knowledge/articles', {
      body: { ...NEW, id: 'percent-sign', title: '100% 到账吗', category: 'money' },
    });
    const page = async (query: string) =>
      opsArticlePage.parse((await viewer.request('GET', `/knowledge/articles?${query}`)).json());

    const all = await page('pageSize=100');
    expect(all.total).toBe(KNOWLEDGE_TEXTS.length + 3);
    expect(all.items.map((item) => item.id)).toContain('percent-sign');
    const categories = all.items.map((item) => item.category);
    expect(categories).toEqual(
      [...categories].sort(
        (a, b) =>
          ['shipping', 'driving', 'money', 'account'].indexOf(a) -
          ['shipping', 'driving', 'money', 'account'].indexOf(b),
      ),
    );

    const drafts = await page('published=no&pageSize=100');
    expect(drafts.items.every((item) => !item.published)).toBe(true);
    expect(drafts.items.map((item) => item.id).sort()).toEqual(
      ['loading-at-night', 'percent-sign', 'two-editors'].sort(),
    );
    const money = await page('category=money&pageSize=100');
    expect(money.items.every((item) => item.category === 'money')).toBe(true);
    // `%` is a character searched for, not a wildcard.
    expect((await page(`q=${encodeURIComponent('100%')}`)).items.map((item) => item.id)).toEqual([
      'percent-sign',
    ]);
    expect((await page(`q=${encodeURIComponent('%')}`)).total).toBe(1);
    expect((await page('q=track-ded')).items.map((item) => item.id)).toEqual(['track-deduction']);

    const first = await page('pageSize=2&page=1');
    const second = await page('pageSize=2&page=2');
    expect(first.total).toBe(all.total);
    expect(second.items.map((item) => item.id)).toEqual(
      all.items.slice(2, 4).map((item) => item.id),
    );

    expect((await viewer.request('GET', '/knowledge/articles?category=cooking')).statusCode).toBe(
      422,
    );
    expect((await viewer.request('GET', '/knowledge/articles?published=maybe')).statusCode).toBe(
      422,
    );
  });
});
