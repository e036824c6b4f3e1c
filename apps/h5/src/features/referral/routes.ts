import { defineRoutes } from '@/lib/routing/route-table';
import { INVITE_TYPES } from '@freight/contract/endpoints/referral-values';
import {
  c2cCatalogue,
  commissionCatalogue,
  giftPackCatalogue,
  inviteCatalogue,
  inviteeCatalogue,
  programmeRulesCatalogue,
  referralCatalogue,
  successCatalogue,
  truckCatalogue,
} from './i18n/catalogue';

// Routes of the referral feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const referralRoutes = defineRoutes('referral', referralCatalogue, [
  { path: '/oldInviteNew', redirect: '/oldInviteNew/index' },
  /**
   * "invite for gifts": the rewards of both sides with the terms written out, progress after login,
   * the link to copy and the poster drawn in place, the way to the records
   * @who a shipper inviting new shippers (WeChat, the app)
   */
  {
    path: '/oldInviteNew/index',
    meta: { title: 'title.oldInviteNew.index', page_id: 'oldInviteNewDetail', needOasOpenId: true },
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-index'),
  },
  /**
   * the records: each new shipper (masked), where it stands, the reward paid or why not counted, a
   * reminder once a day
   * @who the same inviter
   */
  {
    path: '/oldInviteNew/inviteList',
    meta: { title: 'title.oldInviteNew.inviteList', page_id: 'oldInviteNewInviteList' },
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-log'),
  },
  /**
   * "new user gift pack": who invited them and the welcome gift (the programme's invitee reward,
   * paid when the first shipment completes); login or sign-up in place, accept, then the way to the
   * shipper app
   * @who the new shipper (WeChat, a browser)
   */
  {
    path: '/oldInviteNew/share',
    meta: {
      title: 'title.oldInviteNew.share',
      page_id: 'oldInviteNewShareDetail',
      needOasOpenId: true,
    },
    catalogue: inviteeCatalogue,
    page: () => import('./pages/invite-share'),
  },
  /**
   * "new user offers": the shippers' and the drivers' gift packs side by side (what each holds, the
   * way to claim it); a logged-in user goes straight to the pack of their account; neither
   * claimable: `/newer/over`
   * @who a newcomer not yet known (a browser, WeChat)
   */
  {
    path: '/newer/home',
    firstScreen: 'guest',
    meta: { title: 'title.newer.home' },
    catalogue: giftPackCatalogue,
    page: () => import('./pages/newer-home'),
  },
  /**
   * the newcomers' offers are over (neither pack running or left), with the ways to both apps; the
   * way back while one can still be claimed
   * @who the same
   */
  {
    path: '/newer/over',
    meta: { title: 'title.newer.over' },
    catalogue: giftPackCatalogue,
    page: () => import('./pages/newer-over'),
  },
  /**
   * as `/package/receiveSuccess` (the same page)
   * @who the user who claimed
   */
  {
    path: '/newer/success',
    meta: { title: 'title.newer.success' },
    catalogue: giftPackCatalogue,
    page: () => import('./pages/gift-pack-success'),
  },
  /**
   * the new users' gift pack running for shippers: what it holds (each coupon with its terms), how
   * many are left, the window and rules; after login, "claim" (one claim however often tapped, the
   * pack whole or nothing), "claimed" with the way to it, or on to `oldReceive` for an older
   * account; a pack over or all given out goes to `activityOver`
   * @who a new shipper (app, WeChat, a browser)
   */
  {
    path: '/package/packageHome',
    meta: { title: 'title.package.packageHome' },
    catalogue: giftPackCatalogue,
    page: () => import('./pages/gift-pack-home'),
  },
  /**
   * what landed in the account and where (coupons, balances), when; read from the server, so a
   * reload shows it; a visitor who has not claimed is sent to claim
   * @who the user who claimed (shipper or driver, by the account)
   */
  {
    path: '/package/receiveSuccess',
    meta: { title: 'title.package.receiveSuccess' },
    catalogue: giftPackCatalogue,
    page: () => import('./pages/gift-pack-success'),
  },
  /**
   * kindly: the pack is for users who signed up after its start (the date), and how to still take
   * part, by inviting a newcomer (`/oldInviteNew/index`, `/driver-invite-driver/index` for drivers);
   * an account that may claim it is given the way back to claim
   * @who an account older than the pack
   */
  {
    path: '/package/oldReceive',
    meta: { title: 'title.package.oldReceive' },
    catalogue: giftPackCatalogue,
    page: () => import('./pages/gift-pack-old'),
  },
  /**
   * why the pack cannot be claimed now: none running (ended, or the next not started) or all given
   * out, with the way to the app; the way back if one is being given out
   * @who shippers
   */
  {
    path: '/package/activityOver',
    meta: { title: 'title.package.activityOver' },
    catalogue: giftPackCatalogue,
    page: () => import('./pages/gift-pack-over'),
  },
  /**
   * the drivers' pack, as `/package/packageHome`
   * @who a new driver
   */
  {
    path: '/package/driver/packageHome',
    meta: { title: 'title.package.driver.packageHome', userType: 3 },
    catalogue: giftPackCatalogue,
    page: () => import('./pages/gift-pack-home'),
  },
  /**
   * as `/package/activityOver`, for the drivers' pack
   * @who drivers
   */
  {
    path: '/package/driver/activityOver',
    meta: { title: 'title.package.driver.activityOver', userType: 3 },
    catalogue: giftPackCatalogue,
    page: () => import('./pages/gift-pack-over'),
  },
  { path: '/driver-invite-customer', redirect: '/driver-invite-customer/index' },
  /**
   * the shipper family's index for a driver's programme: rewards and terms, progress, the people
   * invited, the link, the way to the poster
   * @who a driver inviting shippers (app, WeChat)
   */
  {
    path: '/driver-invite-customer/index',
    meta: { title: 'title.driver-invite-customer.index' },
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-index'),
  },
  /**
   * the poster with the QR code of the invitation link (decoded in the browser test)
   * @who the same inviter (logged in on the page)
   */
  {
    path: '/driver-invite-customer/qrcode',
    meta: { title: 'title.driver-invite-customer.qrcode' },
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-poster'),
  },
  /**
   * as `/customer-invite-customer/share`, for the driver's link
   * @who the invited shipper (WeChat, a browser)
   */
  {
    path: '/driver-invite-customer/share',
    meta: { title: 'title.driver-invite-customer.share' },
    catalogue: inviteeCatalogue,
    page: () => import('./pages/invite-share'),
  },
  /**
   * as `/customer-invite-customer/success`, with the invitee's own reward once paid
   * @who the invitee who accepted
   */
  {
    path: '/driver-invite-customer/success',
    meta: { title: 'title.driver-invite-customer.success' },
    catalogue: successCatalogue,
    page: () => import('./pages/invite-success'),
  },
  /**
   * as `/customer-invite-customer/login`
   * @who the invitee of the share page, not logged in
   */
  {
    path: '/driver-invite-customer/login',
    meta: { title: 'title.driver-invite-customer.login' },
    catalogue: inviteeCatalogue,
    page: () => import('./pages/invite-login'),
  },
  { path: '/customer-invite-customer', redirect: '/customer-invite-customer/index' },
  /**
   * the same index for this family: rewards with the terms written out (no rules page here),
   * progress, the people invited listed in place, the link, and the way to the poster page
   * @who a shipper inviting shippers (app, WeChat)
   */
  {
    path: '/customer-invite-customer/index',
    meta: { title: 'title.customer-invite-customer.index' },
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-index'),
  },
  /**
   * the poster with the QR code of the invitation link: save in the apps, download in a browser,
   * long-press in WeChat
   * @who the same inviter (logged in on the page)
   */
  {
    path: '/customer-invite-customer/qrcode',
    meta: { title: 'title.customer-invite-customer.qrcode' },
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-poster'),
  },
  /**
   * as the drivers' share page; a visitor is sent to this family's login page and comes back to
   * accept; accepted, on to the success page
   * @who the invited shipper (WeChat, a browser)
   */
  {
    path: '/customer-invite-customer/share',
    meta: { title: 'title.customer-invite-customer.share' },
    catalogue: inviteeCatalogue,
    page: () => import('./pages/invite-share'),
  },
  /**
   * the accepted invitation as the server has it: who invited, the programme, the next step and its
   * deadline (a first completed shipment), qualified, the reward paid, lapsed, or not counted and
   * why; the way to the shipper app; an account that accepted none is told so
   * @who the invitee who accepted
   */
  {
    path: '/customer-invite-customer/success',
    meta: { title: 'title.customer-invite-customer.success' },
    catalogue: successCatalogue,
    page: () => import('./pages/invite-success'),
  },
  /**
   * who invited them, and the one login or sign-up as a shipper; then back to the share page (never
   * to a path from the query), where one already logged in as a shipper goes straight away; a
   * malformed link said in place
   * @who the invitee of the share page, not logged in
   */
  {
    path: '/customer-invite-customer/login',
    meta: { title: 'title.customer-invite-customer.login' },
    catalogue: inviteeCatalogue,
    page: () => import('./pages/invite-login'),
  },
  { path: '/driver-invite-truck', redirect: '/driver-invite-truck/index' },
  /**
   * the same index for the truck owners' programme: rewards and terms, progress, the people invited,
   * the link, the way to the poster
   * @who a driver inviting truck owners (app, WeChat)
   */
  {
    path: '/driver-invite-truck/index',
    meta: { title: 'title.driver-invite-truck.index' },
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-index'),
  },
  /**
   * the poster with the QR code of the invitation link
   * @who the same inviter (logged in on the page)
   */
  {
    path: '/driver-invite-truck/qrcode',
    meta: { title: 'title.driver-invite-truck.qrcode' },
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-poster'),
  },
  /**
   * as the other share pages; a visitor signs up through `choosetype` (or logs in from there);
   * accepted, on to the success page
   * @who the invited truck owner (WeChat, a browser)
   */
  {
    path: '/driver-invite-truck/share',
    meta: { title: 'title.driver-invite-truck.share' },
    catalogue: inviteeCatalogue,
    page: () => import('./pages/invite-share'),
  },
  /**
   * the accepted invitation (the separate page of this family): the next step is driver
   * verification, by its deadline, and the owner's reward
   * @who the owner who accepted
   */
  {
    path: '/driver-invite-truck/success',
    meta: { title: 'title.driver-invite-truck.success' },
    catalogue: successCatalogue,
    page: () => import('./pages/invite-success'),
  },
  /**
   * as `/customer-invite-customer/login`, as a driver
   * @who the invitee of the share page, not logged in
   */
  {
    path: '/driver-invite-truck/login',
    meta: { title: 'title.driver-invite-truck.login' },
    catalogue: inviteeCatalogue,
    page: () => import('./pages/invite-login'),
  },
  /**
   * who invited; "I have a truck" or "I have no truck", each to its sign-up page, or log in with an
   * account; the share page's sign-up button leads here in this family; an unknown or expired link
   * said so, with the way to the app (no sign-up that would accept nothing)
   * @who the invited truck owner, not logged in
   */
  {
    path: '/driver-invite-truck/choosetype',
    meta: { title: 'title.driver-invite-truck.choosetype' },
    catalogue: truckCatalogue,
    page: () => import('./pages/truck-choose-type'),
  },
  /**
   * the one login or sign-up as a driver, then the truck (plate, type, length, load) checked against
   * the road rules (each limit at its field) and saved to the verification details, and the
   * invitation accepted in the same tap; on to success
   * @who the same owner, with a truck
   */
  {
    path: '/driver-invite-truck/hascar',
    meta: { title: 'title.driver-invite-truck.hascar' },
    catalogue: truckCatalogue,
    page: () => import('./pages/truck-sign-up'),
  },
  /**
   * the one login or sign-up as a driver, what joining without a truck means, accept; on to success
   * @who the same owner, without a truck
   */
  {
    path: '/driver-invite-truck/nocar',
    meta: { title: 'title.driver-invite-truck.nocar' },
    catalogue: truckCatalogue,
    page: () => import('./pages/truck-sign-up'),
  },
  { path: '/commission', redirect: '/commission/index' },
  /**
   * “我的余额” first, where red packets' and invitations' rules send cash: the cash balance the server
   * holds and its entries (each with the campaign or programme that paid it, when, the amount and
   * the balance after it, a page at a time), and the way to the app's wallet, where cash is used
   * (outside the apps, the user's app's download page); then the commission their invitations pay in
   * cash: paid (the cash ledger's referral rewards) and to come (friends who accepted and have yet
   * to qualify, at what their programme pays, with how many), how it is earned, the ways to invite
   * and to the ledger; a visitor logs in first (as a driver by default)
   * @who any inviter, shipper or driver (app, WeChat)
   */
  {
    path: '/commission/index',
    firstScreen: 'guest',
    meta: { title: 'title.commission.index' },
    catalogue: commissionCatalogue,
    page: () => import('./pages/commission-index'),
  },
  /**
   * the invitation programmes of the user's type running now that pay cash, each with what it pays
   * for what and the way to its invitation page; none: said in place
   * @who the same inviter
   */
  {
    path: '/commission/invite',
    meta: { title: 'title.commission.invite' },
    catalogue: commissionCatalogue,
    page: () => import('./pages/commission-invite'),
  },
  /**
   * the commission ledger: each cash entry of reason `referral_reward`, newest first, when, how
   * much, the balance afterwards, a page at a time; none yet: said in place
   * @who the same inviter
   */
  {
    path: '/commission/reward',
    meta: { title: 'title.commission.reward' },
    catalogue: commissionCatalogue,
    page: () => import('./pages/commission-reward'),
  },
  // Not in the spec (docs/spec/routes.json): the family's address without `/index`, as its sibling
  // families have, rather than a not-found for a shortened link.
  { path: '/c2c-invite', redirect: '/c2c-invite/index' },
  /**
   * the customer-to-customer invitation: what the inviter and the friend get and when (the running
   * programme of share type 5), and the way in for the host: follow the official account in WeChat,
   * the in-app invitation in the app, the invitation page in a browser; the record; a driver (the
   * driver app, or logged in as one) is told it is the shippers' and sent to the drivers' own
   * invitation
   * @who shippers (WeChat, the shipper app, a browser)
   */
  {
    path: '/c2c-invite/index',
    meta: { title: 'title.c2c-invite.index' },
    catalogue: c2cCatalogue,
    page: () => import('./pages/c2c-index'),
  },
  /**
   * how to follow the official account (it sends progress and rewards), then on to the invitation
   * page
   * @who the inviter in WeChat
   */
  {
    path: '/c2c-invite/follow',
    meta: { title: 'title.c2c-invite.follow' },
    catalogue: c2cCatalogue,
    page: () => import('./pages/c2c-follow'),
  },
  /**
   * the family's invitation page: rewards, progress, the link to copy and the poster; the link opens
   * `publishgoods`
   * @who the inviter (WeChat, a browser)
   */
  {
    path: '/c2c-invite/gotoinvite',
    meta: { title: 'title.c2c-invite.gotoinvite' },
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-index'),
  },
  /**
   * the same invitation page in the app (the poster saved through the bridge)
   * @who the inviter in the shipper app
   */
  {
    path: '/c2c-invite/appinvite',
    meta: { title: 'title.c2c-invite.appinvite' },
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-index'),
  },
  /**
   * who invited them and what they get; the one login or sign-up; accept (once, however often
   * tapped), on to `publishsuccess`
   * @who the invited shipper (WeChat, a browser)
   */
  {
    path: '/c2c-invite/publishgoods',
    meta: { title: 'title.c2c-invite.publishgoods' },
    catalogue: inviteeCatalogue,
    page: () => import('./pages/invite-share'),
  },
  /**
   * where the invitation stands (a first completed shipment qualifies it, by its deadline; the
   * reward once paid) and the way to publish that shipment (the flash sale)
   * @who the shipper who accepted
   */
  {
    path: '/c2c-invite/publishsuccess',
    meta: { title: 'title.c2c-invite.publishsuccess' },
    catalogue: successCatalogue,
    page: () => import('./pages/invite-success'),
  },
  /**
   * what the inviter received: each friend (masked), where it stands, the reward paid or why not
   * @who the inviter
   */
  {
    path: '/c2c-invite/receivedetail',
    meta: { title: 'title.c2c-invite.receivedetail' },
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-log'),
  },
  { path: '/driver-invite-driver', redirect: '/driver-invite-driver/index' },
  /**
   * the rewards; after login the progress (signed up, qualified, rewarded, not counted), the
   * invitation link to copy and a poster with its QR code to save or long-press; the log
   * @who a driver inviting drivers (app, WeChat)
   */
  {
    path: '/driver-invite-driver/index',
    firstScreen: 'guest',
    meta: { title: 'title.driver-invite-driver.index' },
    catalogue: inviteCatalogue,
    earlyRead: { programme: INVITE_TYPES.driverInviteDriver },
    page: () => import('./pages/invite-index'),
  },
  /**
   * each invited driver (masked), where it stands, until when it must qualify, the reward paid or
   * why it was not counted; a reminder by SMS to one still waiting, once a day
   * @who the same inviter
   */
  {
    path: '/driver-invite-driver/index/log',
    meta: { title: 'title.driver-invite-driver.index.log' },
    childOf: '/driver-invite-driver/index',
    catalogue: inviteCatalogue,
    page: () => import('./pages/invite-log'),
  },
  /**
   * who invited them (masked) and what they get; the one login or sign-up; "accept", then the way to
   * driver verification; a malformed, foreign or expired link and every refusal said in place (a
   * link that cannot invite, with the way to the driver app's download page)
   * @who the invited driver (WeChat, a browser)
   */
  {
    path: '/driver-invite-driver/share',
    meta: { title: 'title.driver-invite-driver.share' },
    catalogue: inviteeCatalogue,
    page: () => import('./pages/invite-share'),
  },
  /**
   * the running programme's rules: both rewards, the daily cap, days to qualify, the window, the
   * operator's text; "not found" when none is running
   * @who inviters and the invited
   */
  {
    path: '/driver-invite-driver/rule',
    firstScreen: true,
    fetchFirstScreen: 'server',
    meta: { title: 'title.driver-invite-driver.rule' },
    catalogue: programmeRulesCatalogue,
    earlyRead: { programme: INVITE_TYPES.driverInviteDriver },
    page: () => import('./pages/programme-rules'),
  },
]);
