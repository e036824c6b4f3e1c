// Text truncation that counts a wide character as 2 units (SPEC §9), so a title cut at N units
// takes about the same width in Chinese, full-width forms, emoji and Latin text.

// East Asian wide and full-width ranges: CJK radicals to Yi (incl. kana, Hangul compatibility,
// ideographs), Hangul syllables, CJK compatibility ideographs, vertical and small forms,
// full-width ASCII and signs, and the supplementary ideograph planes.
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe10-\ufe19\ufe30-\ufe6f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u;
// Emoji render two columns wide; `\p{Extended_Pictographic}` covers them all (Chrome 64+, iOS 11.3+).
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** Splits into what a reader sees as characters: emoji sequences and flags stay whole. */
function characters(text: string): string[] {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (Segmenter) {
    return Array.from(
      new Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
      (s) => s.segment,
    );
  }
  // Older web-views (Chrome < 87, iOS < 14.5): code points, so a surrogate pair is never split.
  return Array.from(text);
}

function unitsOf(character: string): number {
  return WIDE.test(character) || EMOJI.test(character) ? 2 : 1;
}

/** Width of `text` in units: 2 for each wide character, 1 for any other. */
export function textUnits(text: string): number {
  let units = 0;
  for (const character of characters(text)) units += unitsOf(character);
  return units;
}

/**
 * `text` unchanged when it fits in `maxUnits`, else as many whole characters as fit, followed by
 * the ellipsis (not counted: the limit is for the words). A wide character is never cut in half.
 */
export function truncateText(text: string, maxUnits: number, ellipsis = '...'): string {
  if (textUnits(text) <= maxUnits) return text;
  let units = 0;
  let kept = '';
  for (const character of characters(text)) {
    units += unitsOf(character);
    if (units > maxUnits) break;
    kept += character;
  }
  return `${kept}${ellipsis}`;
}
