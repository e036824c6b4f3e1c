// What other modules may use of the referrals module (docs/decisions/047): the one file of it they
// import.

export { recordPersonKeys } from './person-keys.ts';
export { REFERRAL_CAMPAIGN_KIND } from './programmes.ts';
export { qualifyReferral } from './qualify.ts';
export { inviterReferralCounts } from './report.ts';
