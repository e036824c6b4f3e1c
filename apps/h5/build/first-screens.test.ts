import { describe, expect, it } from 'vitest';
import { APPLY_FIRST_SCREEN, cleanMarkup, templatesHtml } from './first-screens';

describe('first screens', () => {
  it('leaves out the style attributes the page policy refuses in HTML', () => {
    expect(
      cleanMarkup('<div class="a" style="--gap: 10px;"><p style="color:red">x</p></div>'),
    ).toBe('<div class="a"><p>x</p></div>');
  });

  it('writes one template per route, with its stylesheet, and the script that applies them', () => {
    const html = templatesHtml([
      { index: 3, markup: '<main><h1>下载</h1></main>', css: '.a{color:red}' },
      { index: 7, markup: '<main><h1>注册</h1></main>', css: '' },
    ]);
    expect(html).toBe(
      `<template id="fy-first-3"><style>.a{color:red}</style><main><h1>下载</h1></main></template><template id="fy-first-7"><main><h1>注册</h1></main></template><script>${APPLY_FIRST_SCREEN}</script>`,
    );
    expect(templatesHtml([])).toBe('');
  });

  it("puts the marked route's template into #root in place of the skeleton, its style in the head", () => {
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root"><div class="fy-skeleton"></div></div>${templatesHtml([
      { index: 2, markup: '<main><h1>下载</h1></main>', css: 'h1{color:red}' },
    ])}`;
    document.documentElement.setAttribute('data-first-screen', '2');
    new Function(APPLY_FIRST_SCREEN)();
    const root = document.getElementById('root');
    expect(root?.innerHTML).toBe('<main><h1>下载</h1></main>');
    expect(document.head.innerHTML).toBe('<style>h1{color:red}</style>');
    expect(root?.hasAttribute('data-first-screen')).toBe(true);
    document.documentElement.removeAttribute('data-first-screen');
  });

  it('leaves the skeleton where no first screen was marked', () => {
    document.body.innerHTML = `<div id="root"><div class="fy-skeleton"></div></div>${templatesHtml([
      { index: 2, markup: '<main><h1>下载</h1></main>', css: '' },
    ])}`;
    new Function(APPLY_FIRST_SCREEN)();
    expect(document.getElementById('root')?.innerHTML).toBe('<div class="fy-skeleton"></div>');
  });
});
