// What free text people type may hold (posts, reports, feedback, one-line fields, operators'
// notes), checked where it is stored. Besides control characters (a NUL cannot even be stored in
// PostgreSQL), characters that change how text reads without being seen are refused: the
// bidirectional overrides, embeddings and isolates and the direction marks (U+202E made "evil"
// display as "live"), zero-width spaces and non-joiners, word joiners and invisible operators,
// and the byte-order mark. The zero-width joiner (U+200D) stays: emoji sequences need it.

const INVISIBLE =
  '\\u200B\\u200C\\u200E\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF';

/** One line: no control character, no invisible one. */
export const ONE_LINE_TEXT = new RegExp(`^[^\\p{Cc}${INVISIBLE}]*$`, 'u');

/** Lines separated by `\n`: no other control character, no invisible one. */
export const LINES_TEXT = new RegExp(`^(?:\\n|[^\\p{Cc}${INVISIBLE}])*$`, 'u');

/** Lines separated by `\n` or `\r\n` (text pasted into the operators' console). */
export const PASTED_LINES_TEXT = new RegExp(`^(?:\\r?\\n|[^\\p{Cc}${INVISIBLE}])*$`, 'u');
