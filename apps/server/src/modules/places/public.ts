// What other modules may use of the places module (docs/decisions/047): the one file of it they
// import.

export { hubNameEn } from './data/hubs.ts';
