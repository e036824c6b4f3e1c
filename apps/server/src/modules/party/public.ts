// What other modules may use of the party module (docs/decisions/047): the one file of it they
// import.

export { authorOf, paragraphsOf } from './posts.ts';
