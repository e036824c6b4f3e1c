// Membership in a closed list (`as const` arrays of the contract: kinds, states, codes), for a
// value that arrives as a plain string: from a link, storage, a form or an older answer.

/** Whether `value` is one of `list`'s values; narrows it to the list's type. */
export function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}
