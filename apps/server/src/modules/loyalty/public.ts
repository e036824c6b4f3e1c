// What other modules may use of the loyalty module (docs/decisions/047): the one file of it they
// import.

export { recomputeGrade } from './grades.ts';
export { runningFor } from './sign-in.ts';
