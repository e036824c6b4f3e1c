import { Fragment, type ReactNode } from 'react';

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` (a sentence in the page's language) with each occurrence of `words` marked as being in
 * `lang`: a name people need as written (the official account to search for in WeChat), a game's
 * Chinese characters in an English sentence. A screen reader then reads each in its language.
 */
export function markWords(text: string, words: readonly string[], lang: string): ReactNode {
  const wanted = [...new Set(words.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return text;
  // A capturing group: the words found are the odd parts of the split.
  const parts = text.split(new RegExp(`(${wanted.map(escape).join('|')})`, 'g'));
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} lang={lang}>
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
