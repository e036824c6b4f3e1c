// Who may register as a driver, by the ID card: the contract's checks (shape, GB 11643 check
// character, a real birth date) plus the platform's age range. Decision (docs/decisions/007):
// 18 to 60 years inclusive — 18 is the youngest age for any driving licence, and 60 the oldest
// for drivers of for-hire freight vehicles (道路运输从业人员管理规定); a driver is "too old" from
// the 61st birthday.

import { type IdCardCheck, validateIdCard } from '@freight/contract/rules/id-card';

export const DRIVER_MIN_AGE = 18;
export const DRIVER_MAX_AGE = 60;

/** The contract's check of `idCardNo` on `today` (China date), with the age range added. */
export function checkDriverIdCard(idCardNo: string, today: string): IdCardCheck {
  const result = validateIdCard(idCardNo, today);
  if (result.age !== null) {
    if (result.age < DRIVER_MIN_AGE) result.reasons.push('too_young');
    if (result.age > DRIVER_MAX_AGE) result.reasons.push('too_old');
  }
  return { ...result, valid: result.reasons.length === 0 };
}
