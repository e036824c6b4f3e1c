// The moderation module's one public file: what the kinds of posts (party, epidemic) use. The
// other files are its own; a kind imports from here only (docs/decisions/029, last section).

export type { ModeratedTable, ModerationState, PostKind, RowOf } from './kind.ts';
export { ownPosts, publishedPage } from './lists.ts';
export { type Author, decideOn, pageInState, type ShapeForOperator } from './ops.ts';
export type { Reviewed, ReviewVerb } from './review.ts';
export { submitPending } from './submit.ts';
export { authorOf, paragraphsOf } from './writing.ts';
