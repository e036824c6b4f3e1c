import { defineRoutes } from '@/lib/routing/route-table';
import { loyaltyCatalogue, seckillCatalogue } from './i18n/catalogue';

// Routes of the loyalty feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const loyaltyRoutes = defineRoutes('loyalty', loyaltyCatalogue, [
  {
    path: '/benefits/grade',
    meta: { title: 'title.benefits.grade', page_id: 'GradeIndex', needOasOpenId: true },
  },
  {
    path: '/benefits/coupon',
    meta: { title: 'title.benefits.coupon', page_id: 'couponIndex', needOasOpenId: true },
  },
  {
    path: '/benefits/gradeRule',
    meta: { title: 'title.benefits.gradeRule', page_id: 'gradeRule' },
  },
  { path: '/customer/coupon/guide', meta: { title: 'title.customer.coupon.guide' } },
  { path: '/customer/coupon/display', meta: { title: 'title.customer.coupon.display' } },
  { path: '/customer/signIn', meta: { title: 'title.customer.signIn' } },
  { path: '/driver/grade', meta: { title: 'title.driver.grade' } },
  { path: '/driver/gradev2', meta: { title: 'title.driver.gradev2' } },
  { path: '/driver/grade-record-list', meta: { title: 'title.driver.grade-record-list' } },
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
  { path: '/driver/rights3/index', meta: { title: 'title.driver.rights3.index' } },
  { path: '/driver/rights3/sub', meta: { title: 'title.driver.rights3.sub' } },
  { path: '/driver/rights6/index', meta: { title: 'title.driver.rights6.index' } },
  { path: '/driver/rights6/sub', meta: { title: 'title.driver.rights6.sub' } },
  { path: '/rewardCenter', redirect: '/rewardCenter/index' },
  { path: '/rewardCenter/index', meta: { title: 'title.rewardCenter.index' } },
  { path: '/rewardCenter/rewardList', meta: { title: 'title.rewardCenter.rewardList' } },
  { path: '/rewardCenter/rule', meta: { title: 'title.rewardCenter.rule' } },
  { path: '/rewardCenter/scoreList', meta: { title: 'title.rewardCenter.scoreList' } },
  { path: '/rewardCenter/scoreRule', meta: { title: 'title.rewardCenter.scoreRule' } },
  { path: '/rewardCenter/taskRule', meta: { title: 'title.rewardCenter.taskRule' } },
]);
