// The fixed values of driver education without zod: the H5 imports these, and zod stays off the
// page's critical path (ADR 008).

/** The courses: track-deduction rules (/edu/learning, /edu/exam) is the one the spec names. */
export const EDU_COURSES = ['track-deduction'] as const;
export type EduCourse = (typeof EDU_COURSES)[number];

/** Options per question: a single choice among two to four. */
export const EDU_OPTIONS = { min: 2, max: 4 } as const;
