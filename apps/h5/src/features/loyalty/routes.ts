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
  {
    path: '/benefits/grade',
    meta: { title: 'title.benefits.grade', page_id: 'GradeIndex', needOasOpenId: true },
    catalogue: gradeCatalogue,
    page: () => import('./pages/benefits-grade'),
  },
  {
    path: '/benefits/coupon',
    meta: { title: 'title.benefits.coupon', page_id: 'couponIndex', needOasOpenId: true },
    catalogue: offersCatalogue,
    page: () => import('./pages/benefits-coupon'),
  },
  {
    path: '/benefits/gradeRule',
    meta: { title: 'title.benefits.gradeRule', page_id: 'gradeRule' },
    catalogue: gradeCatalogue,
    page: () => import('./pages/grade-rule'),
  },
  {
    path: '/customer/coupon/guide',
    meta: { title: 'title.customer.coupon.guide' },
    catalogue: couponsCatalogue,
    page: () => import('./pages/coupon-guide'),
  },
  {
    path: '/customer/coupon/display',
    meta: { title: 'title.customer.coupon.display' },
    catalogue: couponsCatalogue,
    page: () => import('./pages/coupon-display'),
  },
  {
    path: '/customer/signIn',
    meta: { title: 'title.customer.signIn' },
    catalogue: signInCatalogue,
    page: () => import('./pages/sign-in'),
  },
  {
    path: '/driver/grade',
    meta: { title: 'title.driver.grade' },
    catalogue: gradeCatalogue,
    page: () => import('./pages/driver-grade'),
  },
  {
    path: '/driver/gradev2',
    meta: { title: 'title.driver.gradev2' },
    catalogue: gradeCatalogue,
    page: () => import('./pages/driver-gradev2'),
  },
  {
    path: '/driver/grade-record-list',
    meta: { title: 'title.driver.grade-record-list' },
    catalogue: gradeCatalogue,
    page: () => import('./pages/grade-records'),
  },
  {
    path: '/driver/seckillCoupon',
    meta: { title: 'title.driver.seckillCoupon' },
    catalogue: seckillCatalogue,
    page: () => import('./pages/seckill-coupon'),
  },
  {
    path: '/driver/seckillCoupon/rule',
    meta: { title: 'title.driver.seckillCoupon.rule' },
    catalogue: seckillCatalogue,
    page: () => import('./pages/seckill-coupon-rule'),
  },
  {
    path: '/driver/rights3/index',
    meta: { title: 'title.driver.rights3.index' },
    catalogue: gradeCatalogue,
    page: () => import('./pages/rights3-index'),
  },
  {
    path: '/driver/rights3/sub',
    meta: { title: 'title.driver.rights3.sub' },
    catalogue: gradeCatalogue,
    page: () => import('./pages/rights3-sub'),
  },
  {
    path: '/driver/rights6/index',
    meta: { title: 'title.driver.rights6.index' },
    catalogue: gradeCatalogue,
    page: () => import('./pages/rights6-index'),
  },
  {
    path: '/driver/rights6/sub',
    meta: { title: 'title.driver.rights6.sub' },
    catalogue: gradeCatalogue,
    page: () => import('./pages/rights6-sub'),
  },
  {
    path: '/customer/activityCenter/index',
    meta: { title: 'title.customer.activityCenter.index' },
    catalogue: activityCatalogue,
    page: () => import('./pages/activity-centre'),
  },
  {
    path: '/customer/activityCenter/rewardDetails',
    meta: { title: 'title.customer.activityCenter.rewardDetails' },
    catalogue: activityCatalogue,
    page: () => import('./pages/reward-details'),
  },
  { path: '/rewardCenter', redirect: '/rewardCenter/index' },
  {
    path: '/rewardCenter/index',
    meta: { title: 'title.rewardCenter.index' },
    catalogue: centreIndexCatalogue,
    page: () => import('./pages/reward-centre'),
  },
  {
    path: '/rewardCenter/rewardList',
    meta: { title: 'title.rewardCenter.rewardList' },
    catalogue: ledgerCatalogue,
    page: () => import('./pages/reward-list'),
  },
  {
    path: '/rewardCenter/rule',
    meta: { title: 'title.rewardCenter.rule' },
    catalogue: centreRulesCatalogue,
    page: () => import('./pages/reward-rule'),
  },
  {
    path: '/rewardCenter/scoreList',
    meta: { title: 'title.rewardCenter.scoreList' },
    catalogue: ledgerCatalogue,
    page: () => import('./pages/score-list'),
  },
  {
    path: '/rewardCenter/scoreRule',
    meta: { title: 'title.rewardCenter.scoreRule' },
    catalogue: scoreRuleCatalogue,
    page: () => import('./pages/score-rule'),
  },
  {
    path: '/rewardCenter/taskRule',
    meta: { title: 'title.rewardCenter.taskRule' },
    catalogue: taskRuleCatalogue,
    page: () => import('./pages/task-rule'),
  },
]);
