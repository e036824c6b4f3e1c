import { maskMobile } from '@freight/contract/rules/mask';

// A mobile number as pages show it (SPEC §5): the contract's mask, shared with the server, so a
// number is masked the same way whichever side does it. Empty shows '-' like an empty date.

export function displayMobile(mobile: string | null | undefined): string {
  const value = mobile?.trim() ?? '';
  return value === '' ? '-' : maskMobile(value);
}
