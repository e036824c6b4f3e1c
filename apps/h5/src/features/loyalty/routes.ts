import { defineRoutes } from '@/lib/routing/route-table';
import {
  activityCatalogue,
  centreIndexCatalogue,
  centreRulesCatalogue,
  couponsCatalogue,
  gradeCatalogue,
  ledgerCatalogue,
  loyaltyCatalogue,
  offersCatalogue,
  scoreRuleCatalogue,
  signInCatalogue,
  taskRuleCatalogue,
  seckillCatalogue,
} from './i18n/catalogue';

// Routes of the loyalty feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const loyaltyRoutes = defineRoutes('loyalty', loyaltyCatalogue, [
  /**
   * the benefits centre: grade and how far the next one is, lucky beans and the way to the coupons
   * they buy, every grade's rights (those not reached marked), the way to the published thresholds
   * (and, for a driver, to the grade record)
   * @who shippers and drivers
   */
  {
    path: '/benefits/grade',
    firstScreen: 'guest',
    meta: { title: 'title.benefits.grade', page_id: 'GradeIndex', needOasOpenId: true },
    catalogue: gradeCatalogue,
    page: () => import('./pages/benefits-grade'),
  },
  /**
   * lucky beans balance, the coupons beans buy with stock and the limit per user, one coupon per tap,
   * into "my coupons"
   * @who shippers and drivers
   */
  {
    path: '/benefits/coupon',
    meta: { title: 'title.benefits.coupon', page_id: 'couponIndex', needOasOpenId: true },
    catalogue: offersCatalogue,
    firstScreen: 'guest',
    page: () => import('./pages/benefits-coupon'),
  },
  /**
   * the published thresholds and rights of the user's type, or both for a visitor
   * @who anyone
   */
  {
    path: '/benefits/gradeRule',
    meta: { title: 'title.benefits.gradeRule', page_id: 'gradeRule' },
    catalogue: gradeCatalogue,
    page: () => import('./pages/grade-rule'),
  },
  /**
   * where coupons come from, how one is used, terms, lapse, cancelled orders; the way to the coupons
   * held and to those lucky beans buy
   * @who shippers
   */
  {
    path: '/customer/coupon/guide',
    meta: { title: 'title.customer.coupon.guide' },
    catalogue: couponsCatalogue,
    page: () => import('./pages/coupon-guide'),
  },
  /**
   * the coupon list (SPEC §5 above): usable (soonest to lapse first), used or expired, value,
   * threshold, dates
   * @who shippers (and drivers logged in)
   */
  {
    path: '/customer/coupon/display',
    meta: { title: 'title.customer.coupon.display' },
    catalogue: couponsCatalogue,
    firstScreen: 'guest',
    fetchFirstScreen: true,
    page: () => import('./pages/coupon-display'),
  },
  /**
   * the streak, the seven-day cycle with each day's reward, the sign-in once a day (Beijing time)
   * however often tapped, days signed in five weeks; the way to the tasks and the points ledger
   * @who shippers
   */
  {
    path: '/customer/signIn',
    meta: { title: 'title.customer.signIn' },
    catalogue: signInCatalogue,
    page: () => import('./pages/sign-in'),
  },
  /**
   * the grade card (the loads counted, how many more to the next grade) and every grade's threshold
   * and rights as a table (first generation)
   * @who drivers
   */
  {
    path: '/driver/grade',
    meta: { title: 'title.driver.grade' },
    catalogue: gradeCatalogue,
    page: () => import('./pages/driver-grade'),
  },
  /**
   * the grade card, every right with the grade unlocking it (level 3 and 6 rights open their pages),
   * links to the record and rules
   * @who drivers
   */
  {
    path: '/driver/gradev2',
    meta: { title: 'title.driver.gradev2' },
    catalogue: gradeCatalogue,
    page: () => import('./pages/driver-gradev2'),
  },
  /**
   * every grade change, newest first: from, to, the count, when
   * @who drivers
   */
  {
    path: '/driver/grade-record-list',
    meta: { title: 'title.driver.grade-record-list' },
    catalogue: gradeCatalogue,
    page: () => import('./pages/grade-records'),
  },
  /**
   * the sessions running, coming and over: the coupon, its terms, what is left, the countdown to the
   * start or the end by the server's clock (right again when the phone wakes); after login, the
   * grab: one coupon per tap however often tapped, up to the limit, into the wallet, with the
   * server's refusal (sold out, limit, not yet) in words at the session
   * @who drivers (the driver app, WeChat)
   * @table loyalty:seckill
   */
  {
    path: '/driver/seckillCoupon',
    meta: { title: 'title.driver.seckillCoupon' },
    catalogue: seckillCatalogue,
    page: () => import('./pages/seckill-coupon'),
  },
  /**
   * each session's window, stock, limit per driver and coupon terms as the server has them, then the
   * rules of every session
   * @who the same drivers
   * @table loyalty:seckill
   */
  {
    path: '/driver/seckillCoupon/rule',
    meta: { title: 'title.driver.seckillCoupon.rule' },
    catalogue: seckillCatalogue,
    page: () => import('./pages/seckill-coupon-rule'),
  },
  /**
   * the rights of the level 3 (6) package, whether the driver has them or how many loads are left
   * @who drivers (readable by anyone)
   */
  {
    path: '/driver/rights3/index',
    meta: { title: 'title.driver.rights3.index' },
    catalogue: gradeCatalogue,
    page: () => import('./pages/rights3-index'),
  },
  /**
   * one right's terms in full; an unknown right says so
   * @who the same
   * @query right=…
   */
  {
    path: '/driver/rights3/sub',
    meta: { title: 'title.driver.rights3.sub' },
    catalogue: gradeCatalogue,
    page: () => import('./pages/rights3-sub'),
  },
  /**
   * @row /driver/rights3/index
   */
  {
    path: '/driver/rights6/index',
    meta: { title: 'title.driver.rights6.index' },
    catalogue: gradeCatalogue,
    page: () => import('./pages/rights6-index'),
  },
  /**
   * @row /driver/rights3/sub
   */
  {
    path: '/driver/rights6/sub',
    meta: { title: 'title.driver.rights6.sub' },
    catalogue: gradeCatalogue,
    page: () => import('./pages/rights6-sub'),
  },
  /**
   * the activities running for shippers, ending soonest first, each opening its page (sign-in,
   * tasks, gift pack, a game's: a draw's the one it names) or the shipper app, with its dates; the
   * way to the tasks and, logged in, to the rewards received
   * @who shippers
   */
  {
    path: '/customer/activityCenter/index',
    meta: { title: 'title.customer.activityCenter.index' },
    catalogue: activityCatalogue,
    page: () => import('./pages/activity-centre'),
  },
  /**
   * every reward received from activities, newest first: activity, prize, time
   * @who shippers
   */
  {
    path: '/customer/activityCenter/rewardDetails',
    meta: { title: 'title.customer.activityCenter.rewardDetails' },
    catalogue: activityCatalogue,
    page: () => import('./pages/reward-details'),
  },
  { path: '/rewardCenter', redirect: '/rewardCenter/index' },
  /**
   * the score centre: points balance and what lapses next; today's sign-in; the tasks with progress,
   * claim once per period, and "do it" (a route, or the part of the page); the coupons points buy
   * @who shippers and drivers
   */
  {
    path: '/rewardCenter/index',
    meta: { title: 'title.rewardCenter.index' },
    catalogue: centreIndexCatalogue,
    firstScreen: 'guest',
    page: () => import('./pages/reward-centre'),
  },
  /**
   * what the user exchanged points or lucky beans for, newest first: coupon, cost, date, the
   * coupon's state now
   * @who the same
   */
  {
    path: '/rewardCenter/rewardList',
    meta: { title: 'title.rewardCenter.rewardList' },
    catalogue: ledgerCatalogue,
    page: () => import('./pages/reward-list'),
  },
  /**
   * how the reward centre works, links to the points' and tasks' rules
   * @who anyone
   */
  {
    path: '/rewardCenter/rule',
    meta: { title: 'title.rewardCenter.rule' },
    catalogue: centreRulesCatalogue,
    page: () => import('./pages/reward-rule'),
  },
  /**
   * the points ledger, newest first, a page at a time: reason, date, balance after, last day of a
   * lapsing credit
   * @who shippers and drivers
   */
  {
    path: '/rewardCenter/scoreList',
    meta: { title: 'title.rewardCenter.scoreList' },
    catalogue: ledgerCatalogue,
    page: () => import('./pages/score-list'),
  },
  /**
   * how points come, go and lapse; the user's sign-in rewards by day and next lapse
   * @who anyone; the figures for a logged-in user
   */
  {
    path: '/rewardCenter/scoreRule',
    meta: { title: 'title.rewardCenter.scoreRule' },
    catalogue: scoreRuleCatalogue,
    firstScreen: 'guest',
    fetchFirstScreen: true,
    page: () => import('./pages/score-rule'),
  },
  /**
   * periods (Beijing time), counting and claims (one reward per period); each of the user's tasks
   * with target and reward
   * @who anyone; the tasks for a logged-in user
   */
  {
    path: '/rewardCenter/taskRule',
    meta: { title: 'title.rewardCenter.taskRule' },
    catalogue: taskRuleCatalogue,
    page: () => import('./pages/task-rule'),
  },
]);
