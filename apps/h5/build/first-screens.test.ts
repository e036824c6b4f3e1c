import { beforeEach, describe, expect, it } from 'vitest';
import { APP_AGENTS } from '../src/lib/hosts/app-agents';
import { detectHost } from '../src/lib/hosts/detect-host';
import { EARLY_READ } from '../src/lib/campaigns/early-read-name';
import {
  APP_AGENTS_RENDERED,
  APPLY_FIRST_SCREEN,
  IN_APP_CLASS,
  IN_APPS_DIFFERS,
  cleanMarkup,
  SCREEN_PENDING,
  SCREEN_PREFIX_MARKER,
  FETCHED_SCREEN,
  screenFiles,
  FIRST_SCREEN_TAPS,
  stylesMarkup,
  templatesHtml,
} from './first-screens';

/** One first screen, marked and applied as the HTML does; answers the taps its script holds. */
function showFirstScreen(markup: string): unknown {
  document.body.innerHTML = `<div id="root"></div>${templatesHtml([{ index: 0, markup, css: [] }], [])}`;
  document.documentElement.setAttribute('data-first-screen', '0');
  new Function(APPLY_FIRST_SCREEN)();
  return (window as unknown as Record<string, unknown>)[FIRST_SCREEN_TAPS];
}

describe('first screens', () => {
  // The h5 files share one window (isolate: false): a screen another file's head script fetched
  // would make the applying script wait for it.
  beforeEach(() => {
    const state = window as unknown as Record<string, unknown>;
    delete state[FETCHED_SCREEN];
    delete state[FIRST_SCREEN_TAPS];
  });

  it('leaves out the style attributes the page policy refuses in HTML', () => {
    expect(
      cleanMarkup('<div class="a" style="--gap: 10px;"><p style="color:red">x</p></div>'),
    ).toBe('<div class="a"><p>x</p></div>');
  });

  it('makes the fields of a first screen read-only until the app has it', () => {
    expect(
      cleanMarkup('<label>手机号<input type="tel" value=""></label><textarea></textarea>'),
    ).toBe(
      '<label>手机号<input readonly type="tel" value=""></label><textarea readonly></textarea>',
    );
  });

  it('writes each stylesheet once, one template per route naming its stylesheets, and the script', () => {
    const html = templatesHtml(
      [
        { index: 3, markup: '<main class="a"><h1 class="b">下载</h1></main>', css: [0, 1] },
        { index: 7, markup: '<main><h1 class="x b">注册</h1></main>', css: [1] },
        { index: 8, markup: '<main><h1>指南</h1></main>', css: [] },
      ],
      ['.a{color:red}', '.b{color:blue}'],
    );
    expect(html).toBe(
      '<template id="fy-css-0"><style>.a{color:red}</style></template>' +
        '<template id="fy-css-1"><style>.b{color:blue}</style></template>' +
        '<template id="fy-first-3" data-css="0 1"><main class="a"><h1 class="b">下载</h1></main></template>' +
        '<template id="fy-first-7" data-css="1"><main><h1 class="x b">注册</h1></main></template>' +
        '<template id="fy-first-8"><main><h1>指南</h1></main></template>' +
        `<script>${APPLY_FIRST_SCREEN}</script>`,
    );
    expect(templatesHtml([], ['.a{}'])).toBe('');
  });

  it('carries a fetched screen as an empty template, its stylesheets left to the files', () => {
    const markup = '<main><h1>积分规则</h1></main>';
    expect(
      templatesHtml(
        [
          { index: 4, markup, css: [0, 1], appsDiffer: true, fetched: true },
          { index: 5, markup, css: [1] },
        ],
        ['.a{color:red}', '.b{color:blue}'],
      ),
    ).toBe(
      '<template id="fy-css-1"><style>.b{color:blue}</style></template>' +
        '<template id="fy-first-4" data-apps-differ></template>' +
        `<template id="fy-first-5" data-css="1">${markup}</template>` +
        `<script>${APPLY_FIRST_SCREEN}</script>`,
    );
  });

  it('tells a route stylesheet that styles the first screen from one that styles what comes later', () => {
    const styles = (css: string, markup: string) => stylesMarkup(css, markup, document);
    const page =
      '<main class="fy-page"><h1>秒杀车源</h1><button class="fy-button">登录</button></main>';
    // The cards of data to come, a button inside them: not on this screen.
    expect(styles('.fy-line__head{color:red}.fy-line .fy-button{margin:0}', page)).toBe(false);
    expect(styles('@media (min-width:48rem){.fy-line{gap:1em}}', page)).toBe(false);
    // What is on it, in a state or in elder mode too.
    expect(styles('.x{color:red}.fy-page h1{margin:0}', page)).toBe(true);
    expect(styles('.fy-page .fy-button:hover{color:red}', page)).toBe(true);
    expect(styles('html.fy-elder main .fy-button{min-height:60px}', page)).toBe(true);
    expect(styles('@media (min-width:48rem){.a,.fy-page>h1{gap:1em}}', page)).toBe(true);
    expect(styles('@keyframes spin{0%{opacity:0}to{opacity:1}}', page)).toBe(false);
  });

  it('writes only the stylesheets a first screen uses', () => {
    const html = templatesHtml(
      [{ index: 1, markup: '<main class="fy-page"><h1>秒杀车源</h1></main>', css: [1] }],
      ['.fy-line{color:red}', '.fy-page{color:blue}'],
    );
    expect(html).not.toContain('fy-css-0');
    expect(html).toContain('<template id="fy-css-1">');
  });

  it("puts the marked route's template into #root in place of the skeleton, its stylesheets in the head", () => {
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root"><div class="fy-skeleton"></div></div>${templatesHtml(
      [
        { index: 1, markup: '<main class="a"><h1>别的</h1></main>', css: [0] },
        { index: 2, markup: '<main class="b"><h1>下载</h1></main>', css: [1] },
      ],
      ['.a h1{color:red}', '.b h1{color:blue}'],
    )}`;
    document.documentElement.setAttribute('data-first-screen', '2');
    new Function(APPLY_FIRST_SCREEN)();
    const root = document.getElementById('root');
    expect(root?.innerHTML).toBe('<main class="b"><h1>下载</h1></main>');
    expect(root?.hasAttribute('data-first-screen')).toBe(true);
    expect(document.head.innerHTML).toBe('<style>.b h1{color:blue}</style>');
    document.documentElement.removeAttribute('data-first-screen');
  });

  it('puts the English screen the head script fetched in place of the Chinese one, once it is in', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root"><div class="fy-skeleton"></div></div>${templatesHtml(
      [{ index: 2, markup: '<main class="b"><h1>下载</h1></main>', css: [0] }],
      ['.b h1{color:blue}'],
    )}`;
    const html = document.documentElement;
    const state = window as unknown as Record<string, unknown>;
    const run = async (answer: string | null, pending = true) => {
      document.getElementById('root')?.replaceChildren();
      document.getElementById('root')?.removeAttribute('data-first-screen');
      document.head.innerHTML = '';
      html.setAttribute('data-first-screen', '2');
      if (pending) html.setAttribute(SCREEN_PENDING, '');
      const screen = Promise.resolve(answer);
      state[FETCHED_SCREEN] = screen;
      new Function(APPLY_FIRST_SCREEN)();
      await screen;
      await Promise.resolve();
      const root = document.getElementById('root');
      return { markup: root?.innerHTML, marked: root?.hasAttribute('data-first-screen') };
    };
    expect(await run('<main class="b"><h1>Download</h1></main>')).toEqual({
      markup: '<main class="b"><h1>Download</h1></main>',
      marked: true,
    });
    expect(document.head.innerHTML).toBe('<style>.b h1{color:blue}</style>');
    expect(html.hasAttribute(SCREEN_PENDING)).toBe(false);
    // null: the screen the HTML carries, held for a page's public read (now in).
    expect(await run(null)).toEqual({
      markup: '<main class="b"><h1>下载</h1></main>',
      marked: true,
    });
    expect(html.hasAttribute(SCREEN_PENDING)).toBe(false);
    // It failed: #root is shown as it was (the skeleton), never the Chinese screen.
    expect(await run('')).toEqual({ markup: '', marked: false });
    expect(html.hasAttribute(SCREEN_PENDING)).toBe(false);
    // The scripts started without it (1 s passed): it is not shown over what they render.
    expect(await run('<main><h1>Download</h1></main>', false)).toEqual({
      markup: '',
      marked: false,
    });
    delete state[FETCHED_SCREEN];
    html.removeAttribute('data-first-screen');
    document.getElementById('root')?.removeAttribute('data-first-screen');
  });

  it('writes each screen in each language to a file of its own, named by a hash of them all', () => {
    const screens = [
      { index: 3, markup: '<h1>下载</h1>', english: '<h1 style="x: 1">Download</h1>', css: [] },
      { index: 7, markup: '<h1>指南</h1>', english: '<h1>Guide</h1>', css: [] },
    ];
    const { prefix, files } = screenFiles(screens);
    expect(prefix).toMatch(/^assets\/first-[\w-]{8}-$/);
    expect([...files]).toEqual([
      [`${prefix}3-zh.html`, '<h1>下载</h1>'],
      [`${prefix}3-en.html`, '<h1>Download</h1>'],
      [`${prefix}7-zh.html`, '<h1>指南</h1>'],
      [`${prefix}7-en.html`, '<h1>Guide</h1>'],
    ]);
    expect(`./${prefix}`.replace(/[\w-]{8}-$/, '[hash]-')).toBe(SCREEN_PREFIX_MARKER);
    const changed = screenFiles([{ ...screens[0]!, english: '<h1>Get the app</h1>' }, screens[1]!]);
    expect(changed.prefix).not.toBe(prefix);
  });

  it('names the apps as the host detection does, and renders in each of them', () => {
    const agents = [
      ...APP_AGENTS_RENDERED,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) Mobile/15E148 FYNewCustomer/5.3',
      'Mozilla/5.0 (Linux; Android 12) Mobile Safari/537.36 MicroMessenger/8.0.49',
      'Mozilla/5.0 (Linux; Android 12) Chrome/120.0.0.0 Mobile Safari/537.36',
    ];
    for (const agent of agents) {
      expect(APP_AGENTS.test(agent), agent).toBe(detectHost(agent, {}).app !== null);
    }
    expect(APP_AGENTS_RENDERED.map((agent) => detectHost(agent, {}).app)).toEqual([
      'shipper',
      'driver',
    ]);
  });

  it('leaves the skeleton inside the apps where the page renders otherwise there', () => {
    // The head script marks <html> inside the apps (build/route-preload.ts).
    const show = (inApp: boolean) => {
      document.documentElement.classList.toggle(IN_APP_CLASS, inApp);
      document.body.innerHTML = `<div id="root"><div class="fy-skeleton"></div></div>${templatesHtml(
        [{ index: 4, markup: '<main><h1>奖励中心</h1></main>', css: [], appsDiffer: true }],
        [],
      )}`;
      document.documentElement.setAttribute('data-first-screen', '4');
      new Function(APPLY_FIRST_SCREEN)();
      return document.getElementById('root');
    };
    try {
      expect(
        templatesHtml([{ index: 4, markup: '<p></p>', css: [], appsDiffer: true }], []),
      ).toContain(`<template id="fy-first-4" ${IN_APPS_DIFFERS}>`);
      expect(show(true)?.innerHTML).toBe('<div class="fy-skeleton"></div>');
      expect(show(true)?.hasAttribute('data-first-screen')).toBe(false);
      expect(show(false)?.innerHTML).toBe('<main><h1>奖励中心</h1></main>');
    } finally {
      document.documentElement.classList.remove(IN_APP_CLASS);
      document.documentElement.removeAttribute('data-first-screen');
    }
  });

  it("names a campaign's heading from the script's public read, and leaves another read's heading", async () => {
    const state = window as unknown as Record<string, unknown>;
    const headingAfter = async (data: object) => {
      const read = Promise.resolve({ status: { code: 0 }, data });
      state[EARLY_READ] = { u: '/public/x?lang=zh-CN', p: read };
      try {
        showFirstScreen('<main><h1>活动</h1><p>规则</p></main>');
        await read;
        await Promise.resolve();
        return document.querySelector('#root h1')?.textContent;
      } finally {
        state[EARLY_READ] = undefined;
      }
    };
    expect(await headingAfter({ title: '春运抽奖' })).toBe('春运抽奖');
    // The knowledge base's read is a list: the heading the server drew stays.
    expect(await headingAfter({ articles: [] })).toBe('活动');
  });

  it('leaves the skeleton where no first screen was marked', () => {
    document.body.innerHTML = `<div id="root"><div class="fy-skeleton"></div></div>${templatesHtml(
      [{ index: 2, markup: '<main><h1>下载</h1></main>', css: [] }],
      [],
    )}`;
    new Function(APPLY_FIRST_SCREEN)();
    expect(document.getElementById('root')?.innerHTML).toBe('<div class="fy-skeleton"></div>');
  });

  it('holds taps on the first screen until the app has it, a repeated tap once', () => {
    const held = showFirstScreen('<main><a href="#/x">去</a><button>领</button><p>字</p></main>');
    const link = document.querySelector('a') as HTMLAnchorElement;
    const button = document.querySelector('button') as HTMLButtonElement;
    const followed = new Event('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(followed);
    button.click();
    button.click();
    document.querySelector('p')?.click();
    expect(followed.defaultPrevented).toBe(true);
    expect(held).toEqual([link, button]);
    // Once the app has the screen, taps are its own.
    document.getElementById('root')?.removeAttribute('data-first-screen');
    const later = new Event('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(held).toEqual([link, button]);
    document.documentElement.removeAttribute('data-first-screen');
  });

  it('holds a tick on a box of the first screen, which the first render would undo', () => {
    const held = showFirstScreen(
      '<form><input id="c" type="checkbox"><label for="c">同意</label></form>',
    );
    const box = document.querySelector('input') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false);
    (document.querySelector('label') as HTMLLabelElement).click();
    expect(box.checked).toBe(false);
    expect(held).toEqual([box, document.querySelector('label')]);
    document.documentElement.removeAttribute('data-first-screen');
  });
});
