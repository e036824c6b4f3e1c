import { defineRoutes } from '@/lib/routing/route-table';
import {
  billCatalogue,
  blessingCatalogue,
  campaignsCatalogue,
  gamesCatalogue,
  packetsCatalogue,
  rankCatalogue,
  reportsCatalogue,
} from './i18n/catalogue';

// Routes of the campaigns feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const campaignsRoutes = defineRoutes('campaigns', campaignsCatalogue, [
  /**
   * 'lucky draw': the prizes with their odds and what is left, the window, the draws left today and
   * in all, the draw (logged in on the page; busy while it runs), the outcome and where a prize
   * went, the published rules on the page; not started, ended (with an early end's notice) or no
   * such draw said; a draw presented as the daily blessing goes on to that page; a second visit
   * shows the draw as last read, with its age, until the server answers, and the draw button only
   * then
   * @who the campaign's users (its user type), from a banner or link
   * @query slug=…
   */
  {
    path: '/luckdrawnew',
    meta: { title: 'title.luckdrawnew', needOasOpenId: true },
    page: () => import('./pages/lucky-draw'),
    earlyRead: 'campaign',
    firstScreen: 'guest',
  },
  /**
   * '砍价得奖励': start a cut on the campaign's prize (a tap is one start; one open cut at a time; the
   * starts left today; sold out said), then its progress as a bar with the amount in words (cut /
   * target, what is left), the time left by the server's clock, the helpers as masked mobiles with
   * their cuts, the share (the app's sheet through the bridge, WeChat's ··· menu with this cut's
   * link, the system sheet, or the link to copy), and the outcome (the coupon in "my coupons" or the
   * credit); a lapsed cut said, and another may be started; the rules with how it is played. With
   * `&cut=<token>`: whose cut (masked), what the prize is, what one cut does (¥min–¥max, smaller
   * towards the end), the progress, "help cut" (a double tap or a retry is one cut), then the amount
   * cut; a finished or lapsed cut, a made-up token or another campaign's cut said, with the way to
   * one's own cut; the starter opening their own link sees their own part
   * @who shippers (the campaign's user type; logged in on the page); with `&cut=<token>`, a friend
   * who opens the shared link: drivers or shippers, logged in on the page (not the starter)
   * @query slug=…
   * @table campaigns:cut-words
   */
  {
    path: '/customer/cutReward',
    meta: { title: 'title.customer.cutReward' },
    catalogue: gamesCatalogue,
    page: () => import('./pages/cut-reward'),
  },
  /**
   * 'monthly report': the month's shipments posted, taken, completed and cancelled, the freight of
   * the completed, the drivers, the usual routes, coupons used and points earned; last full month by
   * default; a picker of the months with shipments, this one and the one shown; an empty month says
   * so with the way to post a shipment; a month in the link that is not one is said so, and last
   * month shown
   * @who shippers (logged in on the page)
   * @query month=YYYY-MM
   * @table campaigns:reports
   */
  {
    path: '/customer/monthlyReport',
    meta: { title: 'title.customer.monthlyReport' },
    catalogue: reportsCatalogue,
    page: () => import('./pages/monthly-report'),
  },
  /**
   * 'daily blessing': one slip a day from a draw campaign whose tiers are the slips (a blessing,
   * some with points); a double tap is one draw; drawn, on to the slip; drawn today already, the
   * way to the slip; the rules; a draw presented as a lucky draw goes on to `/luckdrawnew`
   * @who drivers (logged in on the page)
   * @query slug=…
   */
  {
    path: '/driver/dailyblessing/index',
    meta: { title: 'title.driver.dailyblessing.index' },
    catalogue: blessingCatalogue,
    page: () => import('./pages/daily-blessing'),
  },
  /**
   * 'my blessing slip': today's slip, the first of the rules' outcomes of today (drawn in any tab or
   * phone), its points; not drawn yet today, said so with the way back
   * @who the same
   * @query slug=…
   */
  {
    path: '/driver/dailyblessing/result',
    meta: { title: 'title.driver.dailyblessing.result' },
    catalogue: blessingCatalogue,
    page: () => import('./pages/blessing-result'),
  },
  /**
   * 'open the annual bill': the cover of the driver's 2023 (comes in gently, not under reduced
   * motion) and one button to the bill; no 2023 trips said kindly, with the way to how loads are
   * taken (the novice guide)
   * @who drivers (logged in on the page)
   * @table campaigns:reports
   */
  {
    path: '/driver/openAnnualBill/2023',
    meta: { title: 'title.driver.openAnnualBill.2023' },
    catalogue: billCatalogue,
    page: () => import('./pages/open-annual-bill'),
  },
  /**
   * '2023 annual bill': trips, income, cities and provinces, the busiest month, the first trip, the
   * most driven route (no distance: shipments keep none); "share my year": the link to copy and a
   * poster with its QR code and the figures the driver ticks (trips, cities, busiest month by
   * default; screen `docs/screens/poster-annual-bill.png`)
   * @who drivers (logged in on the page)
   * @table campaigns:reports
   */
  {
    path: '/driver/annualBill/2023',
    meta: { title: 'title.driver.annualBill.2023' },
    catalogue: billCatalogue,
    page: () => import('./pages/annual-bill'),
  },
  /**
   * 'annual bill share': the driver's trips, cities and busiest month, the driver as a masked
   * mobile, never the income; the way to the driver app and to one's own bill; a token the server
   * did not make is "not found"
   * @who anyone (a friend the driver sent it to)
   * @query t=…
   * @table campaigns:reports
   */
  {
    path: '/driver/annualBill/share/2023',
    meta: { title: 'title.driver.annualBill.share.2023' },
    catalogue: billCatalogue,
    page: () => import('./pages/annual-bill-share'),
  },
  /**
   * 'red packet rain': the red packets' prizes with odds and stock, the window, the packets left to
   * open today, the way into the game, where cash won goes (“我的余额”, `/commission/index`) when a tier
   * pays cash, the rules; not started, ended or no such campaign said
   * @who the campaign's users (shippers in the demo)
   * @query slug=…
   */
  {
    path: '/redpacketrain/index',
    meta: { title: 'title.redpacketrain.index' },
    catalogue: packetsCatalogue,
    page: () => import('./pages/red-packet-rain'),
  },
  /**
   * 'grab red packets': nine big packets, each opened one attempt the server decides (a double tap
   * opens one; a lost answer asked again on the next tap gives that outcome), what each held:
   * today's packets are the server's (the rules' outcomes of today, opened in any tab or phone),
   * each in the packet this tab opened it in, else the lowest free one; the packets left; when they
   * are used, what was won; cash won: the way to “我的余额”; they drop in once, not at all under reduced
   * motion
   * @who the same, logged in on the page
   * @query slug=…
   */
  {
    path: '/redpacketrain/game',
    meta: { title: 'title.redpacketrain.game' },
    catalogue: packetsCatalogue,
    page: () => import('./pages/red-packet-game'),
  },
  /**
   * '集字赢好礼': the phrase as cards with the caller's counts ("not yet" and dashed for none), each
   * character's odds in the rules, the draws left today, a draw (one character, decided by the
   * server; a double tap is one draw; the card drawn turns over once, not under reduced motion),
   * what is still missing, and with the full set the redemption (once; one card of each used);
   * redeemed said; a visitor is sent to choose and log in
   * @who anyone; drawing and redeeming logged in (shippers or drivers)
   * @query slug=…
   * @table campaigns:cut-words
   */
  {
    path: '/collectword/index',
    meta: { title: 'title.collectword.index' },
    catalogue: gamesCatalogue,
    page: () => import('./pages/collect-words'),
  },
  /**
   * the open-id relay: the `needOasOpenId` guard's silent OAuth trip (as `/c2c/wxauth`), then on to
   * the index; outside WeChat on at once; a failed trip said, with a retry or going on
   * @who the shared link inside WeChat
   * @query slug=…
   * @endpoints `POST oms-service /api/wechat/oauth/exchange` (the `needOasOpenId` guard's)
   * @table campaigns:cut-words
   */
  {
    path: '/collectword/wxauth',
    openIdRelay: true,
    meta: { title: 'title.collectword.wxauth', noAutoTrack: true },
    catalogue: gamesCatalogue,
    page: () => import('./pages/collect-words-relay'),
  },
  /**
   * the kit's `LoginPage` (log in or sign up by SMS code) in the role chosen on
   * `/collectword/choose` (a driver unless `userType` is 1), with `next` the index, so the visitor
   * comes back to the game (or goes to the link's `redirect`)
   * @who visitors
   * @query slug=…&userType=1|3
   * @table campaigns:cut-words
   */
  {
    path: '/collectword/login',
    meta: { title: 'title.collectword.login' },
    catalogue: gamesCatalogue,
    page: () => import('./pages/collect-words-login'),
  },
  /**
   * shipper or driver, then the login for that role
   * @who visitors
   * @query slug=…
   * @table campaigns:cut-words
   */
  {
    path: '/collectword/choose',
    meta: { title: 'title.collectword.choose' },
    catalogue: gamesCatalogue,
    page: () => import('./pages/collect-words-choose'),
  },
  /**
   * 'leaderboard': a referral programme's top 20 inviters by friends qualified within its window,
   * masked; equal counts share a place ("tied"), the first to get there first; the window, an early
   * end, the published rules folded; another kind or no such programme is "not found"
   * @who anyone; the caller's place when logged in
   * @query slug=…
   * @table campaigns:reports
   */
  {
    path: '/rank/index',
    meta: { title: 'title.rank.index' },
    catalogue: rankCatalogue,
    page: () => import('./pages/leaderboard'),
  },
  /**
   * 'red-packet activities': the draws and red-packet rains running for the user type, each with its
   * dates, its prizes as a list (one a line) and the way to its page (a draw's, the one its campaign
   * names: the lucky draw or the daily blessing); a logged-in user's recent wins in them; nothing
   * running said plainly
   * @who anyone (the user type chosen, or the session's)
   * @table campaigns:reports
   */
  {
    path: '/redengine',
    meta: { title: 'title.redengine' },
    catalogue: rankCatalogue,
    page: () => import('./pages/red-engine'),
  },
]);
