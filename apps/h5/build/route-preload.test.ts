import { describe, expect, it, vi } from 'vitest';
import {
  MESSENGER_USER_COOKIE,
  SESSION_USER_COOKIE,
  sharedUserCookie,
  USER_INFO_COOKIE,
} from '@/lib/cookies/user-info';
import { USER_INFO_COOKIES } from '@/lib/cookies/user-info-names';
import { EARLY_READ } from '@/lib/campaigns/early-read-name';
import { linkReadUrl, publicCampaignUrl, publicReadUrl } from '@/lib/campaigns/early-read';
import { LINK_READS } from '@/lib/routing/route-table';
import { detectLocale, LOCALE_STORAGE_KEY } from '@/lib/i18n/i18n';
import { FETCHED_SCREEN, IN_APP_CLASS, SCREEN_PENDING, SCREENS_LANGUAGE } from './first-screens';
import {
  FETCHED_FIRST_SCREEN,
  GUEST_FIRST_SCREEN,
  SERVED_FIRST_SCREEN,
  patternSource,
  preloadScript,
  preloadTable,
  shortFile,
  takeEntryTags,
  oneLanguage,
} from './route-preload';

/**
 * Runs the head script on `hash` for a browser in `languages` (with `cookie`, and the HTML carrying
 * `carried`'s screens): which first screen it marked, what it fetched, whether #root waits for it.
 * Every fetch is left pending.
 */
function screenChosen(
  script: string,
  {
    hash,
    languages,
    carried = null,
    cookie = '',
  }: { hash: string; languages: string[]; carried?: 'en-US' | null; cookie?: string },
) {
  const html = document.documentElement;
  document.head.innerHTML = '';
  window.location.hash = hash;
  if (carried) html.setAttribute(SCREENS_LANGUAGE, carried);
  const fetched = vi.fn(() => new Promise<never>(() => undefined));
  vi.stubGlobal('fetch', fetched);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(cookie);
  new Function(script)();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  const seen = {
    marked: html.getAttribute('data-first-screen'),
    fetched: fetched.mock.calls.map((call) => call as unknown[]).flat(),
    pending: html.hasAttribute(SCREEN_PENDING),
  };
  for (const name of [SCREENS_LANGUAGE, SCREEN_PENDING, 'data-first-screen']) {
    html.removeAttribute(name);
  }
  html.lang = '';
  return seen;
}

describe('route preload', () => {
  it('turns route patterns into anchored expressions, optional params included', () => {
    const adlaunch = new RegExp(
      patternSource('/adlaunch/register/customer/:color/:cityName?/:download?'),
    );
    expect(adlaunch.test('/adlaunch/register/customer/red')).toBe(true);
    expect(adlaunch.test('/adlaunch/register/customer/red/上海/download')).toBe(true);
    expect(adlaunch.test('/adlaunch/register/customer')).toBe(false);
    expect(adlaunch.test('/adlaunch/register/customer/red/a/b/c')).toBe(false);
    expect(new RegExp(patternSource('/customer/download')).test('/customer/downloadx')).toBe(false);
  });

  it("lists a route's page chunk, its imports and CSS, minus what the entry loads", () => {
    const bundle = {
      'index.js': {
        type: 'chunk',
        fileName: 'index.js',
        facadeModuleId: '/app/main.tsx',
        isEntry: true,
        imports: ['shared.js'],
      },
      'shared.js': {
        type: 'chunk',
        fileName: 'shared.js',
        facadeModuleId: null,
        isEntry: false,
        imports: [],
      },
      'page.js': {
        type: 'chunk',
        fileName: 'page.js',
        facadeModuleId: '/app/pages/page.tsx',
        isEntry: false,
        imports: ['shared.js', 'widget.js'],
        viteMetadata: { importedCss: new Set(['page.css']) },
      },
      'widget.js': {
        type: 'chunk',
        fileName: 'widget.js',
        facadeModuleId: null,
        isEntry: false,
        imports: [],
      },
    } as const;
    const table = preloadTable(structuredClone(bundle) as never, [
      { path: '/x', module: '/app/pages/page.tsx' },
      { path: '/unbuilt', module: '/app/pages/none.tsx' },
    ]);
    expect(table).toEqual([['^/x/?$', ['./page.js', './page.css', './widget.js'], [], []]]);
  });

  it('lists the strings of each locale apart from the page', () => {
    const chunk = (fileName: string, facadeModuleId: string) =>
      ({ type: 'chunk', fileName, facadeModuleId, isEntry: false, imports: [] }) as const;
    const bundle = {
      'index.js': { ...chunk('index.js', '/app/main.tsx'), isEntry: true },
      'page.js': chunk('page.js', '/app/pages/page.tsx'),
      'zh.js': chunk('zh.js', '/app/i18n/zh-CN.ts'),
      'en.js': chunk('en.js', '/app/i18n/en-US.ts'),
    };
    const table = preloadTable(structuredClone(bundle) as never, [
      {
        path: '/x',
        module: '/app/pages/page.tsx',
        strings: { 'zh-CN': ['/app/i18n/zh-CN.ts'], 'en-US': ['/app/i18n/en-US.ts'] },
      },
    ]);
    expect(table).toEqual([['^/x/?$', ['./page.js'], ['./zh.js'], ['./en.js']]]);
  });

  const links = () =>
    [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
    ]);

  it('is a script that adds the links for the current hash route, after a redirect', () => {
    const script = preloadScript([['^/b/?$', ['./b.js', './b.css'], ['./zh.js'], ['./en.js']]], {
      '/a': '/b',
    });
    document.head.innerHTML = '';
    window.location.hash = '#/a?x=1';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    new Function(script)();
    vi.restoreAllMocks();
    expect(links()).toEqual([
      ['modulepreload', './b.js'],
      ['stylesheet', './b.css'],
      ['modulepreload', './zh.js'],
    ]);
  });

  it('leaves the app a way to preload the files of the route it navigates to, each once', () => {
    const script = preloadScript(
      [
        ['^/b/?$', ['./b.js', './shared.js'], ['./zh.js'], ['./en.js']],
        ['^/c/?$', ['./c.js', './shared.js', './c.css'], ['./zh.js'], ['./en.js']],
      ],
      { '/d': '/c' },
    );
    document.head.innerHTML = '';
    window.location.hash = '#/b';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    new Function(script)();
    vi.restoreAllMocks();
    const routeFiles = (window as unknown as { __fyRoute: (path: string) => void }).__fyRoute;
    routeFiles('/d');
    routeFiles('/c');
    routeFiles('/nowhere');
    expect(links()).toEqual([
      ['modulepreload', './b.js'],
      ['modulepreload', './shared.js'],
      ['modulepreload', './zh.js'],
      ['modulepreload', './c.js'],
      ['stylesheet', './c.css'],
    ]);
  });

  it("preloads the English strings, the shell's included, when the page will be in English", () => {
    const script = preloadScript([['^/b/?$', ['./b.js'], ['./zh.js'], ['./en.js']]], {}, [
      './shell-en.js',
    ]);
    document.head.innerHTML = '';
    window.location.hash = '#/b?lang=en';
    new Function(script)();
    expect(links()).toEqual([
      ['modulepreload', './shell-en.js'],
      ['modulepreload', './b.js'],
      ['modulepreload', './en.js'],
    ]);
  });

  const entry = { script: './index.js', preloads: ['./shared.js'] };
  const scripts = () =>
    [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
      script.getAttribute('src'),
    );

  it("takes the entry's tags out of Vite's HTML, for the script to add", () => {
    const { html, entry: taken } = takeEntryTags(
      '<title>x</title>\n    <script type="module" crossorigin src="./assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="./assets/a.js">\n    <link rel="modulepreload" crossorigin href="./assets/b.js">\n  </head>',
    );
    expect(taken).toEqual({
      script: './assets/index-1.js',
      preloads: ['./assets/a.js', './assets/b.js'],
    });
    expect(html).toBe('<title>x</title>\n  </head>');
    expect(() => takeEntryTags('<title>x</title>')).toThrow(/no entry script/);
  });

  it('loads the entry at once where the route has no first screen', () => {
    const script = preloadScript([['^/b/?$', ['./b.js'], ['./zh.js'], ['./en.js']]], {}, [], entry);
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-first-screen');
    window.location.hash = '#/b';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    new Function(script)();
    vi.restoreAllMocks();
    expect(links()).toEqual([
      ['modulepreload', './shared.js'],
      ['modulepreload', './b.js'],
      ['modulepreload', './zh.js'],
    ]);
    expect(scripts()).toEqual(['./index.js']);
    expect(document.documentElement.hasAttribute('data-first-screen')).toBe(false);
  });

  it('marks a first screen in Chinese and loads only once it has been painted', async () => {
    const table: Parameters<typeof preloadScript>[0] = [
      ['^/a/?$', ['./a.js'], [], []],
      ['^/b/?$', ['./b.js'], ['./zh.js'], ['./en.js'], 1],
    ];
    const script = preloadScript(table, { '/': '/b' }, [], entry);
    document.head.innerHTML = '';
    window.location.hash = '';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    new Function(script)();
    vi.restoreAllMocks();
    expect(document.documentElement.getAttribute('data-first-screen')).toBe('1');
    expect(links()).toEqual([]);
    expect(scripts()).toEqual([]);
    // happy-dom paints nothing: the second at most.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(links()).toEqual([
      ['modulepreload', './shared.js'],
      ['modulepreload', './b.js'],
      ['modulepreload', './zh.js'],
    ]);
    // Once, though both the frame and the fallback timer came.
    expect(scripts()).toEqual(['./index.js']);
    document.documentElement.removeAttribute('data-first-screen');
  });

  it('shows no Chinese first screen to a reader of English, and keeps the elder mode chosen', () => {
    const script = preloadScript(
      [['^/b/?$', ['./b.js'], ['./zh.js'], ['./en.js'], 1]],
      {},
      ['./shell-en.js'],
      entry,
    );
    document.head.innerHTML = '';
    document.documentElement.className = '';
    localStorage.setItem('elderMode', '1');
    window.location.hash = '#/b?lang=en';
    new Function(script)();
    localStorage.removeItem('elderMode');
    expect(document.documentElement.hasAttribute('data-first-screen')).toBe(false);
    expect(document.documentElement.classList.contains('fy-elder')).toBe(true);
    expect(scripts()).toEqual(['./index.js']);
    document.documentElement.className = '';
  });

  it('fetches the first screen of a reader whose language the HTML does not carry, and loads once it is in', async () => {
    const table: Parameters<typeof preloadScript>[0] = [
      ['^/a/?$', ['./a.js'], [], []],
      ['^/b/?$', ['./b.js'], ['./zh.js'], ['./en.js'], 1],
    ];
    const script = preloadScript(table, {}, [], entry, './assets/first-x-');
    document.head.innerHTML = '';
    window.location.hash = '#/b';
    let answer: (text: string) => void = () => undefined;
    const body = new Promise<string>((resolve) => (answer = resolve));
    const fetched = vi.fn(() => Promise.resolve({ ok: true, text: () => body }));
    vi.stubGlobal('fetch', fetched);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    new Function(script)();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    const html = document.documentElement;
    expect(fetched).toHaveBeenCalledWith('./assets/first-x-1-en.html');
    expect(html.getAttribute('data-first-screen')).toBe('1');
    expect(html.hasAttribute(SCREEN_PENDING)).toBe(true);
    expect(html.lang).toBe('en-US');
    expect(scripts()).toEqual([]);
    answer('<main><h1>Hello</h1></main>');
    const screen = await (window as unknown as Record<string, Promise<string>>)[FETCHED_SCREEN];
    expect(screen).toBe('<main><h1>Hello</h1></main>');
    // After a frame (happy-dom's, or the second at most), at once.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(scripts()).toEqual(['./index.js']);
    expect(links()).toContainEqual(['modulepreload', './en.js']);
    expect(html.hasAttribute(SCREEN_PENDING)).toBe(false);
    html.removeAttribute('data-first-screen');
    html.lang = '';
  });

  it("takes the screen from the HTML where it carries the reader's language, else fetches it", () => {
    const script = preloadScript(
      [['^/b/?$', ['./b.js'], ['./zh.js'], ['./en.js'], 1]],
      {},
      [],
      entry,
      './assets/first-x-',
    );
    const run = (carried: 'en-US' | null, languages: string[]) =>
      screenChosen(script, { hash: '#/b', languages, carried });
    const fromHtml = { marked: '0', fetched: [], pending: false };
    expect(run('en-US', ['en-US'])).toEqual(fromHtml);
    expect(run(null, ['zh-CN'])).toEqual(fromHtml);
    expect(run('en-US', ['zh-CN'])).toEqual({
      marked: '0',
      fetched: ['./assets/first-x-0-zh.html'],
      pending: true,
    });
    expect(run(null, ['en-GB'])).toEqual({
      marked: '0',
      fetched: ['./assets/first-x-0-en.html'],
      pending: true,
    });
  });

  it('fetches a screen the HTML does not carry in either language; a guest one only for a guest', () => {
    const table: Parameters<typeof preloadScript>[0] = [
      ['^/f/?$', ['./f.js'], [], [], (1 + FETCHED_FIRST_SCREEN) as 5],
      ['^/g/?$', ['./g.js'], [], [], (GUEST_FIRST_SCREEN + FETCHED_FIRST_SCREEN) as 6],
    ];
    const script = preloadScript(table, {}, [], entry, './assets/first-x-');
    const run = (hash: string, languages: string[], cookie = '') =>
      screenChosen(script, { hash, languages, cookie });
    // The HTML carries Chinese screens, yet this one is fetched in Chinese too.
    expect(run('#/f', ['zh-CN'])).toEqual({
      marked: '0',
      fetched: ['./assets/first-x-0-zh.html'],
      pending: true,
    });
    expect(run('#/f', ['en-US'])).toEqual({
      marked: '0',
      fetched: ['./assets/first-x-0-en.html'],
      pending: true,
    });
    expect(run('#/g', ['zh-CN'])).toEqual({
      marked: '1',
      fetched: ['./assets/first-x-1-zh.html'],
      pending: true,
    });
    // Someone who has logged in here: neither screen nor fetch.
    const info = encodeURIComponent('{"openid":"","userType":3}');
    expect(run('#/g', ['zh-CN'], `c2c_user_info=${info}`)).toEqual({
      marked: null,
      fetched: [],
      pending: false,
    });
  });

  it("asks the server for a screen it renders from the public read, in the reader's language", () => {
    const table: Parameters<typeof preloadScript>[0] = [
      ['^/a/?$', ['./a.js'], [], []],
      ['^/r/?$', ['./r.js'], [], [], (1 + FETCHED_FIRST_SCREEN + SERVED_FIRST_SCREEN) as 13],
    ];
    const script = preloadScript(table, {}, [], entry, './assets/first-x-', {
      '^/r/?$': { programme: 4 },
    });
    const read = (lang: string) => `/public/programme/4?lang=${lang}`;
    expect(screenChosen(script, { hash: '#/r', languages: ['zh-CN'] })).toEqual({
      marked: '1',
      fetched: [read('zh-CN'), { credentials: 'omit' }, '/public/first-screen/1?lang=zh-CN'],
      pending: true,
    });
    expect(screenChosen(script, { hash: '#/r', languages: ['en-US'] })).toEqual({
      marked: '1',
      fetched: [read('en-US'), { credentials: 'omit' }, '/public/first-screen/1?lang=en-US'],
      pending: true,
    });
  });

  it("passes the link's parameters to the server's screen, after the reader's language", () => {
    const table: Parameters<typeof preloadScript>[0] = [
      ['^/k/?$', ['./k.js'], [], [], (1 + FETCHED_FIRST_SCREEN + SERVED_FIRST_SCREEN) as 13],
    ];
    const script = preloadScript(table, {}, [], entry, './assets/first-x-', {
      '^/k/?$': 'knowledge',
    });
    // The read is the same for every link (the page filters it); the screen is the link's.
    expect(
      screenChosen(script, { hash: '#/k?category=driving&lang=en', languages: ['zh-CN'] }),
    ).toEqual({
      marked: '0',
      fetched: [
        '/public/knowledge?lang=en-US',
        { credentials: 'omit' },
        '/public/first-screen/0?lang=en-US&category=driving&lang=en',
      ],
      pending: true,
    });
  });

  it('flags a route the server renders, and only one drawn from a programme', () => {
    const route = { path: '/r', module: '/src/r.tsx' };
    const bundle = {
      'index.js': {
        type: 'chunk',
        fileName: 'index.js',
        facadeModuleId: '/src/main.tsx',
        isEntry: true,
        imports: [],
      },
      'r.js': {
        type: 'chunk',
        fileName: 'r.js',
        facadeModuleId: '/src/r.tsx',
        isEntry: false,
        imports: [],
      },
    } as const;
    const row = (extra: object) =>
      preloadTable(bundle as never, [{ ...route, firstScreen: true, ...extra }])[0]?.[4];
    expect(row({})).toBe(1);
    expect(row({ fetchFirstScreen: true })).toBe(5);
    expect(row({ fetchFirstScreen: 'server', earlyRead: { programme: 4 } })).toBe(13);
  });

  it("asks for a fetched screen's stylesheets beside it, and hands the screen over once they are in", async () => {
    const script = preloadScript(
      [['^/f/?$', ['./f.js', './f.css'], [], [], (1 + FETCHED_FIRST_SCREEN) as 5]],
      {},
      [],
      entry,
      './assets/first-x-',
    );
    document.head.innerHTML = '';
    window.location.hash = '#/f';
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve({ ok: true, text: () => Promise.resolve('<main>f</main>') })),
    );
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    // Held, not loaded (happy-dom loads no stylesheet): the test says when each is in.
    const added: Node[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      added.push(node);
      return node;
    });
    new Function(script)();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    const sheets = added.filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement);
    expect(sheets.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['stylesheet', './f.css'],
    ]);
    const screen = (window as unknown as Record<string, Promise<string>>)[FETCHED_SCREEN];
    let handed = false;
    void screen?.then(() => (handed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(handed).toBe(false);
    sheets[0]?.onload?.(new Event('load'));
    expect(await screen).toBe('<main>f</main>');
    const html = document.documentElement;
    for (const name of [SCREEN_PENDING, 'data-first-screen']) html.removeAttribute(name);
  });

  it('picks the language as the app does: the link, then the kept choice, then the browser', () => {
    const script = preloadScript([['^/b/?$', ['./b.js'], [], []]], {});
    const cases: { url: string; kept: string | null; languages: string[] }[] = [];
    const urls = [
      '/#/b',
      '/?lang=en#/b',
      '/?lang=zh-CN#/b',
      '/?lang=EN-gb#/b',
      '/?lang=fr#/b?lang=en',
      '/?lang=#/b?lang=en',
      '/#/b?lang=en',
      '/#/b?x=1&lang=en-US',
      '/#/b&lang=en',
      '/?lang=%65n#/b',
      '/#/b?lang=zh',
      '/?xlang=en#/b',
    ];
    for (const url of urls) {
      for (const kept of [null, 'en-US', 'zh-CN', 'en', 'fr', '']) {
        for (const languages of [
          ['zh-CN'],
          ['en-US', 'zh-CN'],
          ['en-GB'],
          ['fr-FR', 'en-US'],
          [],
        ]) {
          cases.push({ url, kept, languages });
        }
      }
    }
    const disagreements = cases.filter(({ url, kept, languages }) => {
      window.history.replaceState(null, '', url);
      const keep = () => {
        localStorage.clear();
        if (kept !== null) localStorage.setItem(LOCALE_STORAGE_KEY, kept);
      };
      keep();
      document.head.innerHTML = '';
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
      new Function(script)();
      const inline = document.documentElement.lang;
      keep();
      const app = detectLocale(window.location, languages);
      vi.restoreAllMocks();
      return inline !== app;
    });
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    document.documentElement.lang = '';
    expect(cases.length).toBeGreaterThan(300);
    expect(disagreements).toEqual([]);
  });

  it('marks the page inside the apps before anything is painted, and only there', () => {
    const script = preloadScript([['^/b/?$', ['./b.js'], [], []]], {}, [], entry);
    const run = (userAgent: string) => {
      document.head.innerHTML = '';
      document.documentElement.className = '';
      window.location.hash = '#/b';
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
      new Function(script)();
      vi.restoreAllMocks();
      return document.documentElement.classList.contains(IN_APP_CLASS);
    };
    expect(run('Mozilla/5.0 (Linux; Android 12) Mobile Safari/537.36 FYLucky/5.5.0')).toBe(true);
    expect(run('Mozilla/5.0 (iPhone) Mobile/15E148 FYNewCustomer/5.6.2')).toBe(true);
    expect(run('Mozilla/5.0 (Linux; Android 12) Mobile Safari/537.36 MicroMessenger/8.0.49')).toBe(
      false,
    );
    document.documentElement.className = '';
  });

  it("shows a guest's first screen only where the browser holds no user info", () => {
    const script = preloadScript(
      [['^/g/?$', ['./g.js'], ['./zh.js'], ['./en.js'], GUEST_FIRST_SCREEN]],
      {},
      [],
      entry,
    );
    const run = (cookie: string) => {
      document.head.innerHTML = '';
      document.documentElement.removeAttribute('data-first-screen');
      window.location.hash = '#/g';
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
      vi.spyOn(document, 'cookie', 'get').mockReturnValue(cookie);
      new Function(script)();
      vi.restoreAllMocks();
      const marked = document.documentElement.getAttribute('data-first-screen');
      document.documentElement.removeAttribute('data-first-screen');
      return { marked, scripts: scripts() };
    };
    expect(run('')).toEqual({ marked: '0', scripts: [] });
    expect(run('lang=zh; other=1')).toEqual({ marked: '0', scripts: [] });
    // Someone who has logged in here gets the page, at once.
    const info = encodeURIComponent('{"openid":"","userType":3}');
    expect(run(`a=1; c2c_user_info=${info}`)).toEqual({ marked: null, scripts: ['./index.js'] });
  });

  it('knows every user-info cookie the app reads', () => {
    for (const name of [
      USER_INFO_COOKIE,
      SESSION_USER_COOKIE,
      MESSENGER_USER_COOKIE,
      sharedUserCookie('h5.test.example.com'),
      sharedUserCookie('h5.example.com'),
    ]) {
      expect(USER_INFO_COOKIES.test(`${name}=x`), name).toBe(true);
      expect(USER_INFO_COOKIES.test(`lang=zh; ${name}=x`), name).toBe(true);
    }
    expect(USER_INFO_COOKIES.test('xsrf=1; lang=zh')).toBe(false);
    // A cookie whose value merely mentions a name is not one.
    expect(USER_INFO_COOKIES.test('note=c2c_user_info')).toBe(false);
  });

  it("asks for the public read of a campaign route's slug or a programme before the app, in the page's language", async () => {
    const table: Parameters<typeof preloadScript>[0] = [
      ['^/draw/?$', ['./draw.js'], [], []],
      ['^/other/?$', ['./other.js'], [], []],
      ['^/rules/?$', ['./rules.js'], [], []],
      ['^/goods/?$', ['./goods.js'], [], []],
    ];
    const script = preloadScript(table, {}, [], entry, '', {
      '^/draw/?$': 'campaign',
      '^/rules/?$': { programme: 4 },
      '^/goods/?$': 'shipment',
    });
    const holder = window as unknown as Record<
      string,
      { u: string; p: Promise<unknown>; j?: unknown } | undefined
    >;
    const answer = { status: { code: 0, msg: 'ok' }, data: { slug: 'spring-draw' } };
    const fetched = vi.fn((url: string) =>
      Promise.resolve({ ok: !url.includes('gone'), json: () => Promise.resolve(answer) }),
    );
    vi.stubGlobal('fetch', fetched);
    const visit = (hash: string, languages = ['zh-CN']) => {
      holder[EARLY_READ] = undefined;
      document.head.innerHTML = '';
      window.location.hash = hash;
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
      new Function(script)();
      return holder[EARLY_READ];
    };
    try {
      const zh = visit('#/draw?slug=spring-draw&channelId=9');
      expect(zh?.u).toBe(publicCampaignUrl('spring-draw', 'zh-CN'));
      expect(fetched).toHaveBeenLastCalledWith(zh?.u, { credentials: 'omit' });
      expect(zh?.j).toBeUndefined();
      expect(await zh?.p).toEqual(answer);
      // Kept once it is in, for the app's first render to take at once.
      expect(zh?.j).toEqual(answer);
      expect(visit('#/draw?slug=spring-draw', ['en-US'])?.u).toBe(
        publicCampaignUrl('spring-draw', 'en-US'),
      );
      // A failed read is null for the app, which then waits for its signed read.
      const gone = visit('#/draw?slug=gone');
      expect(await gone?.p).toBeNull();
      expect(gone?.j).toBeNull();
      fetched.mockClear();
      // Another route, no slug, or one that is not a slug: nothing asked.
      expect(visit('#/other?slug=spring-draw')).toBeUndefined();
      expect(visit('#/draw')).toBeUndefined();
      expect(visit('#/draw?slug=../ops')).toBeUndefined();
      expect(visit('#/draw?slug=A%20B')).toBeUndefined();
      expect(fetched).not.toHaveBeenCalled();
      // A programme's route: its share type's read, whatever the query says.
      expect(visit('#/rules')?.u).toBe(publicReadUrl({ programme: 4 }, 'zh-CN'));
      expect(visit('#/rules?slug=spring-draw&lang=en')?.u).toBe(
        publicReadUrl({ programme: 4 }, 'en-US'),
      );
      expect(fetched).toHaveBeenLastCalledWith(publicReadUrl({ programme: 4 }, 'en-US'), {
        credentials: 'omit',
      });
      // A shipment by the link's goodsId, only when it is a ref; a slug is not the goods page's.
      const ref = 'de000000000000000000000000000001';
      expect(visit(`#/goods?goodsId=${ref}&from=share`)?.u).toBe(
        linkReadUrl(LINK_READS.shipment, ref, 'zh-CN'),
      );
      expect(visit(`#/goods?goodsId=${ref}`, ['en-US'])?.u).toBe(
        `/public/shipment/${ref}?lang=en-US`,
      );
      fetched.mockClear();
      expect(visit('#/goods?goodsId=1')).toBeUndefined();
      expect(visit(`#/goods?goodsId=${ref}%2F..`)).toBeUndefined();
      expect(visit(`#/goods?slug=spring-draw`)).toBeUndefined();
      expect(visit(`#/draw?goodsId=${ref}`)).toBeUndefined();
      expect(fetched).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
      holder[EARLY_READ] = undefined;
      document.documentElement.lang = '';
    }
  });

  it("holds a first screen drawn from a page's public read until the read is in, then loads", async () => {
    const table: Parameters<typeof preloadScript>[0] = [
      ['^/rules/?$', ['./rules.js'], ['./zh.js'], [], GUEST_FIRST_SCREEN],
    ];
    const script = preloadScript(table, {}, [], entry, './assets/first-x-', {
      '^/rules/?$': { programme: 4 },
    });
    const holder = window as unknown as Record<string, unknown>;
    let answer: (json: unknown) => void = () => undefined;
    const read = new Promise((resolve) => (answer = resolve));
    const fetched = vi.fn(() => Promise.resolve({ ok: true, json: () => read }));
    vi.stubGlobal('fetch', fetched);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    document.head.innerHTML = '';
    window.location.hash = '#/rules';
    const html = document.documentElement;
    try {
      new Function(script)();
      // Only the read is asked for (the screen is in the HTML); #root waits for it, and so do the
      // scripts, so that the heading the read fills is painted once.
      expect(fetched.mock.calls).toEqual([
        [publicReadUrl({ programme: 4 }, 'zh-CN'), { credentials: 'omit' }],
      ]);
      expect(html.getAttribute('data-first-screen')).toBe('0');
      expect(html.hasAttribute(SCREEN_PENDING)).toBe(true);
      expect(scripts()).toEqual([]);
      expect(links()).not.toContainEqual(['modulepreload', './rules.js']);
      answer({ status: { code: 0 }, data: { title: '邀请有礼' } });
      // null: the screen the HTML carries, to be put in now.
      expect(await (holder[FETCHED_SCREEN] as Promise<unknown>)).toBeNull();
      // After a frame; other tests' scripts may load meanwhile, so this one's files tell.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(scripts()).toContain('./index.js');
      expect(links()).toContainEqual(['modulepreload', './rules.js']);
      expect(html.hasAttribute(SCREEN_PENDING)).toBe(false);
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
      holder[EARLY_READ] = undefined;
      holder[FETCHED_SCREEN] = undefined;
      html.removeAttribute('data-first-screen');
      html.lang = '';
    }
  });

  it("gives each variant of the HTML its own language's strings, everything else as it was", () => {
    const table: Parameters<typeof oneLanguage>[0] = [
      ['^/a/?$', ['./a.js', './a.css'], ['./a-zh.js'], ['./a-en.js']],
      ['^/b/?$', ['./b.js'], ['./b-zh.js'], ['./b-en.js'], 2],
    ];
    expect(oneLanguage(table, 'zh-CN')).toEqual([
      ['^/a/?$', ['./a.js', './a.css'], ['./a-zh.js'], []],
      ['^/b/?$', ['./b.js'], ['./b-zh.js'], [], 2],
    ]);
    expect(oneLanguage(table, 'en-US')).toEqual([
      ['^/a/?$', ['./a.js', './a.css'], [], ['./a-en.js']],
      ['^/b/?$', ['./b.js'], [], ['./b-en.js'], 2],
    ]);
    // The table given is left as it was (the build makes both variants from it).
    expect(table[0]?.[3]).toEqual(['./a-en.js']);
    // The Chinese HTML's script, run for a reader whose kept choice is English: the route's own
    // files still, its strings with the app.
    const script = preloadScript(oneLanguage(table, 'zh-CN'), {}, [], entry);
    document.head.innerHTML = '';
    window.location.hash = '#/a';
    localStorage.setItem('lang', 'en');
    try {
      new Function(script)();
      const links = [...document.head.querySelectorAll('link')].map((link) =>
        link.getAttribute('href'),
      );
      expect(links).toEqual(expect.arrayContaining(['./a.js', './a.css']));
      expect(links).not.toContain('./a-zh.js');
      expect(links).not.toContain('./a-en.js');
    } finally {
      localStorage.removeItem('lang');
      document.documentElement.lang = '';
    }
  });

  it('loads the entry even when the route table cannot be read', () => {
    const script = preloadScript([['^(/?$', ['./b.js'], [], []]], {}, [], entry);
    document.head.innerHTML = '';
    window.location.hash = '#/b';
    new Function(script)();
    expect(scripts()).toEqual(['./index.js']);
  });

  it('names files in the table without ./assets/ and .js, and restores them', () => {
    expect(shortFile('./assets/page-Ab3_x-9.js')).toBe('page-Ab3_x-9');
    expect(shortFile('./assets/page-Ab3_x-9.css')).toBe('page-Ab3_x-9.css');
    expect(shortFile('./elsewhere.js')).toBe('./elsewhere.js');
    expect(() => shortFile('./assets/page.json')).toThrow(/neither/);
    const script = preloadScript(
      [['^/b/?$', ['./assets/b-1.js', './assets/b-1.css', './x.js'], ['./assets/zh-2.js'], []]],
      {},
    );
    expect(script).not.toContain('./assets/b-1');
    expect(script).toContain('"/b"');
    document.head.innerHTML = '';
    window.location.hash = '#/b';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    new Function(script)();
    vi.restoreAllMocks();
    expect(links()).toEqual([
      ['modulepreload', './assets/b-1.js'],
      ['stylesheet', './assets/b-1.css'],
      ['modulepreload', './x.js'],
      ['modulepreload', './assets/zh-2.js'],
    ]);
  });

  it('refuses a pattern it could not put back', () => {
    expect(() => preloadScript([['/b', ['./b.js'], [], []]], {})).toThrow(/not a route pattern/);
  });
});
