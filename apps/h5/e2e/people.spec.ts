import { test as base, expect, type Page } from '@playwright/test';
import { featureRouteTables } from '../src/app/routes';
import { isRedirect, type PageRoute } from '../src/lib/routing/route-table';
import {
  animationsDone,
  logInWithCode,
  seriousAxeFindings,
  unmarkedChinese,
  visitUrl,
} from './support';

// Every served route, as people meet it (docs/design.md §6), in one page load each, in Chinese:
// - at 375 px: axe-core (WCAG 2.1 A and AA) finds nothing serious or critical, and every tap
//   target is at least 44 CSS px;
// - at 320 px: nothing runs off the side of the screen;
// - at 188 px (a 375 px phone at 200 % page zoom, as iOS page zoom and desktop zoom make it; the
//   same page resized, not loaded again): nothing runs off the side or out of its card, nothing
//   clipped or overlapping;
// - with text at 200 % (the root font size doubled, as WeChat's and Android's text setting do):
//   nothing runs off the side, no text is clipped, no two controls overlap;
// - in elder mode (the page menu's switch) at 375 px: the same, with targets of at least 60 px;
// - in English at 200 % text, folded sections open: no English word broken letter by letter
//   because it does not fit its line;
// - on its first load the console stays clean: no error logged, no uncaught exception, no answer
//   the browser reports as failed (a logged-out visitor is an answer, not a 401).
// A route that shows someone new a login form (a form marked `data-login-for`) is then opened again
// logged in as that user type, and what it shows a user (the form to fill, the list, the
// wrong-type notice) goes through the same checks.
// Then the route in English (`?lang=en`), logged out and, where it has a login form, logged in: no
// Chinese anywhere a person reads or hears (text, the tab's title, labels, alternative texts) but
// what is marked as Chinese (`lang="zh-CN"`): the operators' texts (agreements, articles, lessons,
// broadcasts, posts), which are kept in Chinese only, and the names people need as written.
// A failure names the route and what broke there. One test per route, so workers run them in
// parallel and a new page is checked the day it is mounted.
//
// Cost: each route is a full page load, but in one browser context per worker (a phone's browser
// that has opened the app before: scripts from its cache), cleared of cookies and storage between
// routes, so a route pays for its own page and not for a cold start. axe runs in the page itself
// (legacy mode: no blank page opened per analysis) and collects violations only.

type Cookies = Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>;

const test = base.extend<object, { warmPage: Page; sessions: Record<'1' | '3', Cookies> }>({
  // A shipper and a driver of this worker, logged in once (a login is rate-limited per number
  // and address): their cookies are what a logged-in visit restores.
  sessions: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, locale, userAgent } = workerInfo.project.use;
      const sessions = {} as Record<'1' | '3', Cookies>;
      for (const [type, path] of [
        ['1', '/#/customer/login'],
        ['3', '/#/epidemic/login'],
      ] as const) {
        const context = await browser.newContext({ baseURL, viewport, locale, userAgent });
        const page = await context.newPage();
        await page.goto(path);
        const worker = String(workerInfo.workerIndex % 100).padStart(2, '0');
        await logInWithCode(page, `1350009${worker}0${type}`);
        await expect
          .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'sid'))
          .toBe(true);
        sessions[type] = await context.cookies();
        await context.close();
      }
      await use(sessions);
    },
    { scope: 'worker' },
  ],
  warmPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, locale, userAgent } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
        userAgent,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * A fresh visit to `path` in the warm page: nothing kept from the route before but the cache, and
 * the cookies of a logged-in user when given.
 */
async function freshVisit(page: Page, url: string, cookies?: Cookies): Promise<void> {
  if (page.url().startsWith('http')) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  // The page before is left first (a hash-only change would not load the page again): a call it
  // still makes must not go out with the next visit's cookies, or without its own (a 401 seen in
  // the next page's console).
  await page.goto('about:blank');
  await page.context().clearCookies();
  if (cookies) await page.context().addCookies(cookies);
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(url);
}

const mounted = featureRouteTables
  .flatMap((table) => table.routes)
  .filter((route): route is PageRoute => !isRedirect(route) && route.page !== undefined);

/**
 * Waits until the page has settled by its own signals: loaded, its main content shown, its data
 * arrived (no skeleton, nothing busy), its fonts ready. Not `networkidle`, which also waits out
 * the analytics SDK loading after the page and half a second of quiet on every route.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Entrances (red packets dropping in) end before colours are measured; endless ones are left.
  await animationsDone(page);
}

interface TargetProblem {
  what: string;
  width: number;
  height: number;
}

/**
 * Controls smaller than `min` CSS px either way. A checkbox or radio counts with its label (the
 * row is the target); a link inside a sentence is exempt (WCAG 2.5.8 "inline"); hidden inputs
 * behind a visible label (the photo picker) are measured by that label.
 */
function smallTargets(page: Page, min: number): Promise<TargetProblem[]> {
  return page.evaluate((minimum) => {
    const problems: TargetProblem[] = [];
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="switch"]';
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || (element as HTMLInputElement).name || '').trim().slice(0, 30)}"`;
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      // Not shown (a closed menu's content, display none, visibility hidden): nobody taps it.
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        const row = element.closest('label, .fy-check') ?? element.labels?.[0];
        if (row) box = row.getBoundingClientRect();
      } else if (element instanceof HTMLInputElement && Number(style.opacity) === 0) {
        const label = element.labels?.[0] ?? element.closest('label');
        if (!label) continue;
        box = label.getBoundingClientRect();
      }
      if (element.tagName === 'A' && style.display === 'inline') {
        const parent = element.parentElement;
        const sentence = parent
          ? (parent.textContent ?? '').length > (element.textContent ?? '').length
          : false;
        if (sentence) continue;
      }
      if (box.width < minimum || box.height < minimum) {
        problems.push({
          what: describe(element),
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return problems;
  }, min);
}

/** How far the page runs off the right edge, in CSS px (0 when it fits). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Elements that cut their own text off, and pairs of controls drawn over each other. */
function clippedOrOverlapping(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 24)}"`;
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      if (!element.checkVisibility({ visibilityProperty: true }) || !element.textContent?.trim()) {
        continue;
      }
      const style = getComputedStyle(element);
      // Text for screen readers only is clipped on purpose (a 1 px box).
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const clips =
        ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${name(element)} clips its text`);
      }
    }
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'main a[href], main button, main input, main select',
      ),
    ]
      .filter(
        (element) =>
          element.checkVisibility({ visibilityProperty: true }) &&
          getComputedStyle(element).opacity !== '0',
      )
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const a = controls[i];
        const b = controls[j];
        if (!a || !b || a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const overlapX = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const overlapY = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (overlapX > 2 && overlapY > 2) {
          problems.push(`${name(a.element)} overlaps ${name(b.element)}`);
        }
      }
    }
    return problems;
  });
}

/**
 * Elements drawn past the sides of the card they are in (a grid whose columns are wider than the
 * card at 188 px): the page does not overflow, but the card's content sticks out of it. What sits in
 * a scroller of its own (overflow auto, scroll or hidden) is left to that scroller.
 */
function outOfCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('main .fy-card')) {
      const edge = card.getBoundingClientRect();
      // Boxes first (cheap); styles only up the chain of what is out.
      for (const element of card.querySelectorAll<HTMLElement>('*')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.right <= edge.right + 1 && box.left >= edge.left - 1) continue;
        if (element.parentElement?.closest('.fy-card') !== card) continue;
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        let scrolled = false;
        for (
          let up: HTMLElement | null = element.parentElement;
          up && up !== card;
          up = up.parentElement
        ) {
          if (getComputedStyle(up).overflowX !== 'visible') scrolled = true;
        }
        if (scrolled) continue;
        problems.push(
          `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${(element.textContent ?? '').trim().slice(0, 24)}" past its card`,
        );
      }
    }
    return problems;
  });
}

/**
 * At 200 % text, with every folded section of the page open: the English words that do not fit
 * the line they are on, so the browser breaks them letter by letter (a title beside the display
 * menu, a column of a table). A word with a hyphen may break there and is read in its parts.
 */
function wordsBrokenAt200(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
    for (const details of document.querySelectorAll<HTMLDetailsElement>('main details')) {
      if (!details.classList.contains('fy-page__menu')) details.open = true;
    }
    const broken: string[] = [];
    const measure = document.createElement('canvas').getContext('2d');
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, 4);
    for (let node = walker.nextNode(); node && measure; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || !element.checkVisibility()) continue;
      let block: HTMLElement | null = element;
      while (block && getComputedStyle(block).display.startsWith('inline')) {
        block = block.parentElement;
      }
      if (!block) continue;
      const box = getComputedStyle(block);
      const width = block.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
      // Text for screen readers only sits in a box of 1 px or less on purpose.
      if (width <= 1) continue;
      const style = getComputedStyle(element);
      measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      for (const word of node.textContent.split(/[\s-]+/)) {
        if (!/^[A-Za-z][\w'’.,:;!?%()]*$/.test(word)) continue;
        const wide = measure.measureText(word).width;
        if (wide > width + 0.5) {
          broken.push(
            `${element.tagName.toLowerCase()} "${word}" (${Math.round(wide)} px in ${Math.round(width)})`,
          );
        }
      }
    }
    document.documentElement.style.fontSize = '';
    return broken;
  });
}

/** A fresh visit, settled, with a clean console on the way (no error, no failed answer). */
async function loadCleanly(page: Page, url: string, label: string, cookies?: Cookies) {
  const consoleErrors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  };
  const onPageError = (error: Error) => consoleErrors.push(error.message);
  // The console names no address for a failed answer: the answer's own listener does.
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.status() >= 400) consoleErrors.push(`${response.status()} ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('response', onResponse);
  try {
    await freshVisit(page, url, cookies);
    await settled(page);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('response', onResponse);
  }
  expect(consoleErrors, `${label}: console errors on first load`).toEqual([]);
}

/** axe, tap targets, 320 px, 188 px (page zoom), 200 % text and elder mode on the page as it is; `label` names it. */
async function checkForPeople(page: Page, label: string): Promise<void> {
  expect(await seriousAxeFindings(page), `${label}: axe`).toEqual([]);
  expect(await smallTargets(page, 44), `${label}: targets under 44 px`).toEqual([]);

  await page.setViewportSize({ width: 320, height: 640 });
  expect(await horizontalOverflow(page), `${label}: overflow at 320 px`).toBeLessThanOrEqual(0);

  // Page zoom at 200 % (iOS page zoom, a desktop browser's zoom) lays a 375 px phone out at
  // 188 px: the same page resized, not loaded again, so the check costs a measure and not a visit.
  await page.setViewportSize({ width: 188, height: 334 });
  expect(await horizontalOverflow(page), `${label}: overflow at 188 px`).toBeLessThanOrEqual(0);
  expect(await clippedOrOverlapping(page), `${label}: at 188 px`).toEqual([]);
  expect(await outOfCards(page), `${label}: out of its card at 188 px`).toEqual([]);

  await page.setViewportSize({ width: 375, height: 667 });
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  expect(await horizontalOverflow(page), `${label}: overflow at 200 %`).toBeLessThanOrEqual(0);
  expect(await clippedOrOverlapping(page), `${label}: at 200 %`).toEqual([]);

  await page.evaluate(() => {
    document.documentElement.style.fontSize = '';
    document.documentElement.classList.add('fy-elder');
  });
  expect(await horizontalOverflow(page), `${label}: overflow in elder mode`).toBeLessThanOrEqual(0);
  expect(await clippedOrOverlapping(page), `${label}: in elder mode`).toEqual([]);
  expect(await smallTargets(page, 60), `${label}: elder-mode targets under 60 px`).toEqual([]);
}

for (const route of mounted) {
  test(`${route.path} works for people: axe, 320 px, 188 px, 200 % text, elder mode, English`, async ({
    warmPage: page,
    sessions,
  }) => {
    test.setTimeout(60_000);
    await loadCleanly(page, visitUrl(route.path), route.path);
    await checkForPeople(page, route.path);

    // The same page as a logged-in user of the type its login form is for.
    const loginFor = await page.evaluate(() =>
      document.querySelector('[data-login-for]')?.getAttribute('data-login-for'),
    );
    const gated = loginFor === '1' || loginFor === '3';
    if (gated) {
      const label = `${route.path} (logged in as user type ${loginFor})`;
      test.info().annotations.push({ type: 'logged in', description: `user type ${loginFor}` });
      await loadCleanly(page, visitUrl(route.path), label, sessions[loginFor]);
      await checkForPeople(page, label);
    }

    // In English: the language asked for before the hash, as a shared link would.
    const english = `/?lang=en${visitUrl(route.path).slice(1)}`;
    await loadCleanly(page, english, `${route.path} in English`);
    // Places read in Chinese until their English names (a chunk of their own) have come.
    await expect.poll(() => unmarkedChinese(page), `${route.path} in English`).toEqual([]);
    // English words are longer than Chinese ones: at 200 % text each still fits its line.
    expect(await wordsBrokenAt200(page), `${route.path} in English at 200 %`).toEqual([]);
    if (gated) {
      await loadCleanly(page, english, `${route.path} in English, logged in`, sessions[loginFor]);
      await expect
        .poll(() => unmarkedChinese(page), `${route.path} in English, logged in`)
        .toEqual([]);
    }
  });
}

test('the elder-mode switch is in every page menu, and the choice is kept', async ({ page }) => {
  await page.goto('/#/driver/noviceGuide');
  await page.getByRole('group').or(page.locator('summary')).first().click();
  const toggle = page.getByRole('switch', { name: /长辈模式|大字/ });
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/fy-elder/);
  await page.goto('/#/customer/login');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/fy-elder/);
  const body = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  expect(body).toBeGreaterThanOrEqual(18);
});
