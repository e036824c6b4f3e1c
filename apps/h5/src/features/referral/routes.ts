import { defineRoutes } from '@/lib/routing/route-table';
import { inviteCatalogue, programmeRulesCatalogue, referralCatalogue } from './i18n/catalogue';

// Routes of the referral feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const referralRoutes = defineRoutes('referral', referralCatalogue, [
  { path: '/oldInviteNew', redirect: '/oldInviteNew/index' },
  {
    path: '/oldInviteNew/index',
    meta: { title: 'title.oldInviteNew.index', page_id: 'oldInviteNewDetail', needOasOpenId: true },
  },
  {
    path: '/oldInviteNew/inviteList',
    meta: { title: 'title.oldInviteNew.inviteList', page_id: 'oldInviteNewInviteList' },
  },
  {
    path: '/oldInviteNew/share',
    meta: {
      title: 'title.oldInviteNew.share',
      page_id: 'oldInviteNewShareDetail',
      needOasOpenId: true,
    },
  },
  { path: '/newer/home', meta: { title: 'title.newer.home' } },
  { path: '/newer/over', meta: { title: 'title.newer.over' } },
  { path: '/newer/success', meta: { title: 'title.newer.success' } },
  { path: '/package/packageHome', meta: { title: 'title.package.packageHome' } },
  { path: '/package/receiveSuccess', meta: { title: 'title.package.receiveSuccess' } },
  { path: '/package/oldReceive', meta: { title: 'title.package.oldReceive' } },
  { path: '/package/activityOver', meta: { title: 'title.package.activityOver' } },
  {
    path: '/package/driver/packageHome',
    meta: { title: 'title.package.driver.packageHome', userType: 3 },
  },
  {
    path: '/package/driver/activityOver',
    meta: { title: 'title.package.driver.activityOver', userType: 3 },
  },
  { path: '/driver-invite-customer', redirect: '/driver-invite-customer/index' },
  { path: '/driver-invite-customer/index', meta: { title: 'title.driver-invite-customer.index' } },
  {
    path: '/driver-invite-customer/qrcode',
    meta: { title: 'title.driver-invite-customer.qrcode' },
  },
  { path: '/driver-invite-customer/share', meta: { title: 'title.driver-invite-customer.share' } },
  {
    path: '/driver-invite-customer/success',
    meta: { title: 'title.driver-invite-customer.success' },
  },
  { path: '/driver-invite-customer/login', meta: { title: 'title.driver-invite-customer.login' } },
  { path: '/customer-invite-customer', redirect: '/customer-invite-customer/index' },
  {
    path: '/customer-invite-customer/index',
    meta: { title: 'title.customer-invite-customer.index' },
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-index'),
  },
  {
    path: '/customer-invite-customer/qrcode',
    meta: { title: 'title.customer-invite-customer.qrcode' },
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-poster'),
  },
  {
    path: '/customer-invite-customer/share',
    meta: { title: 'title.customer-invite-customer.share' },
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-share'),
  },
  {
    path: '/customer-invite-customer/success',
    meta: { title: 'title.customer-invite-customer.success' },
  },
  {
    path: '/customer-invite-customer/login',
    meta: { title: 'title.customer-invite-customer.login' },
  },
  { path: '/driver-invite-truck', redirect: '/driver-invite-truck/index' },
  { path: '/driver-invite-truck/index', meta: { title: 'title.driver-invite-truck.index' } },
  { path: '/driver-invite-truck/qrcode', meta: { title: 'title.driver-invite-truck.qrcode' } },
  { path: '/driver-invite-truck/share', meta: { title: 'title.driver-invite-truck.share' } },
  { path: '/driver-invite-truck/success', meta: { title: 'title.driver-invite-truck.success' } },
  { path: '/driver-invite-truck/login', meta: { title: 'title.driver-invite-truck.login' } },
  {
    path: '/driver-invite-truck/choosetype',
    meta: { title: 'title.driver-invite-truck.choosetype' },
  },
  { path: '/driver-invite-truck/hascar', meta: { title: 'title.driver-invite-truck.hascar' } },
  { path: '/driver-invite-truck/nocar', meta: { title: 'title.driver-invite-truck.nocar' } },
  { path: '/commission', redirect: '/commission/index' },
  { path: '/commission/index', meta: { title: 'title.commission.index' } },
  { path: '/commission/invite', meta: { title: 'title.commission.invite' } },
  { path: '/commission/reward', meta: { title: 'title.commission.reward' } },
  { path: '/c2c-invite/index', meta: { title: 'title.c2c-invite.index' } },
  { path: '/c2c-invite/follow', meta: { title: 'title.c2c-invite.follow' } },
  { path: '/c2c-invite/gotoinvite', meta: { title: 'title.c2c-invite.gotoinvite' } },
  { path: '/c2c-invite/appinvite', meta: { title: 'title.c2c-invite.appinvite' } },
  { path: '/c2c-invite/publishgoods', meta: { title: 'title.c2c-invite.publishgoods' } },
  { path: '/c2c-invite/publishsuccess', meta: { title: 'title.c2c-invite.publishsuccess' } },
  { path: '/c2c-invite/receivedetail', meta: { title: 'title.c2c-invite.receivedetail' } },
  {
    path: '/driver-invite-driver/index',
    meta: { title: 'title.driver-invite-driver.index' },
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-index'),
  },
  {
    path: '/driver-invite-driver/index/log',
    meta: { title: 'title.driver-invite-driver.index.log' },
    childOf: '/driver-invite-driver/index',
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-log'),
  },
  {
    path: '/driver-invite-driver/share',
    meta: { title: 'title.driver-invite-driver.share' },
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-share'),
  },
  {
    path: '/driver-invite-driver/rule',
    meta: { title: 'title.driver-invite-driver.rule' },
    catalogue: programmeRulesCatalogue,
    page: () => import('./pages/programme-rules'),
  },
]);
