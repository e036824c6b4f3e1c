// What other modules may use of the value module (docs/decisions/047): the one file of it they
// import.

export { couponCountsOf, issueCoupon, issueCoupons } from './coupons.ts';
export { balancesOf, credit } from './ledger.ts';
