// The first screens the server renders from a public read (docs/decisions/050), with a renderer
// that stands in for the H5's Node bundle (the real one is tried in the browser tests,
// apps/h5/e2e/first-screen.spec.ts): it writes what it was given, and counts its renders, so
// what is asked of it, what is kept a minute and what is refused can be seen here.

import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PUBLIC_FIRST_SCREEN_PATH,
  PUBLIC_PROGRAMME_PATH,
  SCREENS_RENDERER_FILE,
  SERVED_SCREENS_FILE,
} from '@freight/contract/endpoints/campaign-values';
import { PUBLIC_KNOWLEDGE_PATH } from '@freight/contract/endpoints/knowledge-values';
import { INVITE_TYPES } from '@freight/contract/endpoints/referral-values';
import {
  DEMO_SHIPMENT_REF,
  PUBLIC_SHIPMENT_PATH,
  SHIPMENT_REF_PATTERN,
} from '@freight/contract/endpoints/shipment-values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// The stand-in's render: the early read's title and rules, escaped as React would; `/slow` never
// answers, `/broken` throws.
const RENDERER = `
let renders = 0;
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');
export async function openRenderer() {
  return {
    async render(path, { locale, early }) {
      if (path === '/slow') return new Promise(() => {});
      if (path === '/broken') throw new Error('the page failed');
      renders += 1;
      const data = early.j.data;
      const text = data.articles ? data.articles.map((a) => a.title).join('|') :
        data.goods ? data.goods.name : data.rules;
      return '<main style="x" data-render="' + renders + '" data-locale="' + locale + '" data-read="' +
        escape(early.u) + '" data-path="' + escape(path) + '"><h1>' + escape(data.title ?? data.ref) +
        '</h1><p>' + escape(text) + '</p></main>';
    },
  };
}
export function cleanMarkup(html) {
  return html.replace(/ style="[^"]*"/g, '');
}
`;

const programme = `${PUBLIC_PROGRAMME_PATH}/${INVITE_TYPES.driverInviteDriver}`;
const LISTED = {
  '92': { path: '/driver-invite-driver/rule', read: programme },
  '7': { path: '/driver-invite-driver/rule', read: `${PUBLIC_PROGRAMME_PATH}/99` },
  '5': {
    path: '/knowledge/list',
    read: PUBLIC_KNOWLEDGE_PATH,
    params: { category: ['driving', 'money'], q: [] },
  },
  // As the build lists a read the link names (route-preload.ts): the goods page's shipment.
  '6': {
    path: '/goodsdetail/index',
    read: PUBLIC_SHIPMENT_PATH,
    params: { goodsId: { pattern: SHIPMENT_REF_PATTERN.source } },
    link: 'goodsId',
  },
};

describe('first screens rendered by the server', () => {
  let t: TestApp;
  let dir: string;
  let clients = 0;
  const get = (path: string) =>
    t.app.inject({ method: 'GET', url: path, remoteAddress: `198.51.100.${(clients += 1)}` });

  /** Writes the build's list of routes, as a new build would (a later time on disk). */
  let builds = 0;
  const list = (routes: object) => {
    const file = join(dir, SERVED_SCREENS_FILE);
    writeFileSync(file, JSON.stringify(routes));
    const at = new Date(Date.now() + (builds += 1) * 1000);
    utimesSync(file, at, at);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'freight-screens-'));
    writeFileSync(join(dir, SCREENS_RENDERER_FILE), RENDERER);
    list(LISTED);
    t = await buildTestApp({ config: { h5Screens: dir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('draws the route from its public read in the asked language, cacheable a minute', async () => {
    const read = (await get(`${programme}?lang=en-US`)).json<{
      data: { title: string; rules: string };
    }>();
    const answer = await get(`${PUBLIC_FIRST_SCREEN_PATH}/92?lang=en-US`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(answer.headers['set-cookie']).toBeUndefined();
    // The page's own read, as index.html's script asks for it: the app's first render then
    // draws the same.
    expect(answer.body).toContain(`data-read="${programme}?lang=en-US"`);
    expect(answer.body).toContain('data-locale="en-US"');
    expect(answer.body).toContain(`<h1>${read.data.title}</h1>`);
    expect(answer.body).toContain(read.data.rules);
    // Rendered when the server started (two routes with something published, two languages each:
    // the stand-in's first four renders).
    expect(Number(/data-render="(\d+)"/.exec(answer.body)?.[1])).toBeLessThanOrEqual(4);
    // As the page may hold it: no style attribute.
    expect(answer.body).not.toContain('style=');
  });

  it('renders a screen once a minute per language, however many ask; the first at the start', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get(`${PUBLIC_FIRST_SCREEN_PATH}/92?lang=zh-CN`)),
    );
    const renders = new Set(answers.map((answer) => /data-render="(\d+)"/.exec(answer.body)?.[1]));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(renders.size).toBe(1);
    const again = await get(`${PUBLIC_FIRST_SCREEN_PATH}/92?lang=zh-CN`);
    expect(/data-render="(\d+)"/.exec(again.body)?.[1]).toBe([...renders][0]);
  });

  it('refuses a route it does not render, a hostile index and a language it has not', async () => {
    const unknown = await get(`${PUBLIC_FIRST_SCREEN_PATH}/3?lang=zh-CN`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    for (const path of [
      `${PUBLIC_FIRST_SCREEN_PATH}/..%2F92?lang=zh-CN`,
      `${PUBLIC_FIRST_SCREEN_PATH}/92?lang=fr`,
      `${PUBLIC_FIRST_SCREEN_PATH}/92`,
      `${PUBLIC_FIRST_SCREEN_PATH}/92?lang=en&lang=zh-CN`,
      `${PUBLIC_FIRST_SCREEN_PATH}/92x?lang=zh-CN`,
    ]) {
      const answer = await get(path);
      expect(answer.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, path).toBeLessThan(500);
      expect(answer.body, path).not.toContain('<main');
    }
  });

  it("renders a screen per value of the link's parameters the route lists, and no other", async () => {
    const screenOf = async (query: string) => {
      const answer = await get(`${PUBLIC_FIRST_SCREEN_PATH}/5?${query}`);
      expect(answer.statusCode, `${query}: ${answer.body}`).toBe(200);
      return {
        path: /data-path="([^"]*)"/.exec(answer.body)?.[1],
        render: /data-render="(\d+)"/.exec(answer.body)?.[1],
        body: answer.body,
      };
    };
    const all = await screenOf('lang=zh-CN');
    expect(all.path).toBe('/knowledge/list');
    // Drawn from the public read: every published article's title.
    expect(all.body).toContain('轨迹扣款是怎么回事');
    expect(all.body).toContain(`data-read="${PUBLIC_KNOWLEDGE_PATH}?lang=zh-CN"`);
    const driving = await screenOf('lang=zh-CN&category=driving');
    expect(driving.path).toBe('/knowledge/list?category=driving');
    expect(driving.render).not.toBe(all.render);
    // Kept: the same render for the same link; a parameter the page does not read changes nothing,
    // nor does the link's own language after the script's.
    expect(await screenOf('lang=zh-CN&category=driving')).toEqual(driving);
    expect(await screenOf('lang=zh-CN&from=share&category=driving&lang=en')).toEqual(driving);
    expect((await screenOf('lang=zh-CN&from=share')).render).toBe(all.render);
    expect((await screenOf('lang=en-US&category=money')).path).toBe(
      '/knowledge/list?category=money',
    );
    // A value it is not rendered for (or any search words): no screen, no render.
    for (const query of [
      'lang=zh-CN&category=cooking',
      'lang=zh-CN&category=%3Cscript%3E',
      'lang=zh-CN&category=driving&category=money',
      'lang=zh-CN&q=%E8%BD%A8%E8%BF%B9',
      'lang=zh-CN&category=driving&q=',
    ]) {
      const answer = await get(`${PUBLIC_FIRST_SCREEN_PATH}/5?${query}`);
      expect(answer.statusCode, query).toBe(404);
      expect(answer.headers['cache-control'], query).toBe('no-store');
      expect(answer.body, query).not.toContain('<main');
    }
    expect((await screenOf('lang=zh-CN&category=money')).render).toBe(
      String(Number(driving.render) + 2),
    );
  });

  it("renders a shipment's screen per ref the link names, from its public read, and no other", async () => {
    const ref = DEMO_SHIPMENT_REF;
    const answer = await get(`${PUBLIC_FIRST_SCREEN_PATH}/6?lang=zh-CN&from=share&goodsId=${ref}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).toContain(`data-read="${PUBLIC_SHIPMENT_PATH}/${ref}?lang=zh-CN"`);
    expect(answer.body).toContain(`data-path="/goodsdetail/index?goodsId=${ref}"`);
    expect(answer.body).toContain('<p>日用百货</p>');
    // Kept for the same ref.
    const again = await get(`${PUBLIC_FIRST_SCREEN_PATH}/6?lang=zh-CN&goodsId=${ref}`);
    expect(again.body).toBe(answer.body);
    // Without a ref, with one that is not a ref, twice, or one nobody has open: no screen.
    for (const query of [
      'lang=zh-CN',
      'lang=zh-CN&goodsId=1',
      'lang=zh-CN&goodsId=..%2F..%2Fops%2Fapi',
      `lang=zh-CN&goodsId=${ref}&goodsId=${ref}`,
      `lang=zh-CN&goodsId=${'0'.repeat(32)}`,
    ]) {
      const refused = await get(`${PUBLIC_FIRST_SCREEN_PATH}/6?${query}`);
      expect(refused.statusCode, query).toBe(404);
      expect(refused.headers['cache-control'], query).toBe('no-store');
      expect(refused.body, query).not.toContain('<main');
    }
  });

  it('answers no screen when the read has nothing to show', async () => {
    const answer = await get(`${PUBLIC_FIRST_SCREEN_PATH}/7?lang=zh-CN`);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('<main');
  });

  it(
    'answers 503 for a render that fails or does not come in time, pauses, and goes on serving',
    { timeout: 40_000 },
    async () => {
      list({
        ...LISTED,
        '8': { path: '/slow', read: programme },
        '9': { path: '/broken', read: programme },
      });
      const broken = await get(`${PUBLIC_FIRST_SCREEN_PATH}/9?lang=zh-CN`);
      expect(broken.statusCode).toBe(503);
      expect(broken.headers['cache-control']).toBe('no-store');
      const started = Date.now();
      const slow = await get(`${PUBLIC_FIRST_SCREEN_PATH}/8?lang=zh-CN`);
      expect(slow.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(10_000);
      // The hung render stopped the thread: for a while no render starts one again.
      const paused = Date.now();
      const refused = await get(`${PUBLIC_FIRST_SCREEN_PATH}/92?lang=en-US`);
      expect(refused.statusCode).toBe(503);
      expect(Date.now() - paused).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 10_500));
      const fine = await get(`${PUBLIC_FIRST_SCREEN_PATH}/92?lang=en-US`);
      expect(fine.statusCode).toBe(200);
    },
  );
});

describe('first screens with a bundle that does not load', () => {
  it('starts the thread once, then refuses at once for a while', { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'freight-screens-broken-'));
    const starts = join(dir, 'starts');
    writeFileSync(
      join(dir, SCREENS_RENDERER_FILE),
      `import { appendFileSync } from 'node:fs';
appendFileSync(${JSON.stringify(starts)}, 'x');
throw new Error('the bundle is broken');
`,
    );
    writeFileSync(join(dir, SERVED_SCREENS_FILE), JSON.stringify(LISTED));
    const t = await buildTestApp({ config: { h5Screens: dir } });
    try {
      // The start's render fails with the thread; every answer after it is a 503.
      for (let i = 0; i < 3; i += 1) {
        const answer = await t.app.inject({
          method: 'GET',
          url: `${PUBLIC_FIRST_SCREEN_PATH}/92?lang=zh-CN`,
          remoteAddress: `198.51.100.${200 + i}`,
        });
        expect(answer.statusCode).toBe(503);
      }
      expect(readFileSync(starts, 'utf8')).toBe('x');
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
