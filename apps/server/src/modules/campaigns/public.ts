// What other modules may use of the campaigns module (docs/decisions/047): the one file of it they
// import.

export {
  attemptsOf,
  campaignOf,
  checkEligible,
  chosenAttempt,
  consumeLock,
  countAttempt,
  gateKey,
  grab,
  lockHeldAt,
  openAttempt,
  releaseLapsedLocks,
  returnUnits,
  takeUnit,
  tiersOf,
} from './attempt.ts';
export { cutTermsOf, wordsOf } from './game-terms.ts';
export { drawPageOf } from './manage.ts';
export { GAME_MESSAGES } from './game-messages.ts';
export { CAMPAIGN_MESSAGES } from './messages.ts';
export { cryptoRandomInt, oddsPercent, pickPosition, type RandomInt } from './odds.ts';
export { campaignRules } from './rules.ts';
