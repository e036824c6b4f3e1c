// What other modules may use of the activity-stock module (docs/decisions/047): the one file of it
// they import.

export { admitted } from './hot-stock.ts';
