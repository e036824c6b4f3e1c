import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { markWords } from './marked-words';

describe('markWords', () => {
  it('marks each occurrence of the words with their language, the longest first', () => {
    const { container } = render(
      <p>
        {markWords(
          'Collect 福满货运: 福 (40%); 货运 (10%) (a+b)',
          ['福', '福满货运', '货运'],
          'zh-CN',
        )}
      </p>,
    );
    const marked = [...container.querySelectorAll('span[lang="zh-CN"]')].map((s) => s.textContent);
    expect(marked).toEqual(['福满货运', '福', '货运']);
    expect(container.textContent).toBe('Collect 福满货运: 福 (40%); 货运 (10%) (a+b)');
  });

  it('leaves the text as it is without words, and takes words that look like patterns literally', () => {
    expect(markWords('plain', [], 'zh-CN')).toBe('plain');
    const { container } = render(<p>{markWords('a (b) c', ['(b)'], 'x')}</p>);
    expect(container.querySelector('span[lang="x"]')?.textContent).toBe('(b)');
  });
});
