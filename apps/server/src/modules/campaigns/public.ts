// What other modules may use of the campaigns module (docs/decisions/047): the one file of it they
// import.

export {
  attemptsOf,
  campaignOf,
  checkEligible,
  countAttempt,
  gateKey,
  openAttempt,
  takeUnit,
  tiersOf,
} from './attempt.ts';
export { chosenAttempt } from './draw.ts';
export { consumeLock, grab, lockHeldAt, releaseLapsedLocks, returnUnits } from './grab.ts';
export { cutTermsOf, wordsOf } from './game-terms.ts';
export { drawPageOf } from './ops-view.ts';
export { GAME_MESSAGES } from './game-messages.ts';
export { CAMPAIGN_MESSAGES } from './messages.ts';
export { cryptoRandomInt, oddsPercent, pickPosition, type RandomInt } from './odds.ts';
export { publicCampaign } from './public-read.ts';
export { campaignRules } from './rules.ts';
