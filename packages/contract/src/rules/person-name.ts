// A person's name as the forms take it: 2 to 30 letters (Han or other), combining marks, and the
// middle dots and spaces of minority and foreign names. Pure: the forms and the schemas share it.

/** Matches a whole, trimmed name. No `g` flag. */
export const personNamePattern = /^[\p{L}\p{M}·•・. ]{2,30}$/u;
