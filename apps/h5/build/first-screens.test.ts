import { describe, expect, it } from 'vitest';
import { APPLY_FIRST_SCREEN, cleanMarkup, FIRST_SCREEN_TAPS, templatesHtml } from './first-screens';

/** One first screen, marked and applied as the HTML does; answers the taps its script holds. */
function showFirstScreen(markup: string): unknown {
  document.body.innerHTML = `<div id="root"></div>${templatesHtml([{ index: 0, markup, css: [] }], [])}`;
  document.documentElement.setAttribute('data-first-screen', '0');
  new Function(APPLY_FIRST_SCREEN)();
  return (window as unknown as Record<string, unknown>)[FIRST_SCREEN_TAPS];
}

describe('first screens', () => {
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
        { index: 3, markup: '<main><h1>下载</h1></main>', css: [0, 1] },
        { index: 7, markup: '<main><h1>注册</h1></main>', css: [1] },
        { index: 8, markup: '<main><h1>指南</h1></main>', css: [] },
      ],
      ['.a{color:red}', '.b{color:blue}'],
    );
    expect(html).toBe(
      '<template id="fy-css-0"><style>.a{color:red}</style></template>' +
        '<template id="fy-css-1"><style>.b{color:blue}</style></template>' +
        '<template id="fy-first-3" data-css="0 1"><main><h1>下载</h1></main></template>' +
        '<template id="fy-first-7" data-css="1"><main><h1>注册</h1></main></template>' +
        '<template id="fy-first-8"><main><h1>指南</h1></main></template>' +
        `<script>${APPLY_FIRST_SCREEN}</script>`,
    );
    expect(templatesHtml([], ['.a{}'])).toBe('');
  });

  it("puts the marked route's template into #root in place of the skeleton, its stylesheets in the head", () => {
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root"><div class="fy-skeleton"></div></div>${templatesHtml(
      [
        { index: 1, markup: '<main><h1>别的</h1></main>', css: [0] },
        { index: 2, markup: '<main><h1>下载</h1></main>', css: [1] },
      ],
      ['h1{color:red}', 'h1{color:blue}'],
    )}`;
    document.documentElement.setAttribute('data-first-screen', '2');
    new Function(APPLY_FIRST_SCREEN)();
    const root = document.getElementById('root');
    expect(root?.innerHTML).toBe('<main><h1>下载</h1></main>');
    expect(root?.hasAttribute('data-first-screen')).toBe(true);
    expect(document.head.innerHTML).toBe('<style>h1{color:blue}</style>');
    document.documentElement.removeAttribute('data-first-screen');
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
