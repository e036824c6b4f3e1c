import { defineRoutes } from '@/lib/routing/route-table';
import {
  addressCatalogue,
  goodsCatalogue,
  publishCatalogue,
  saleListCatalogue,
  shipmentsCatalogue,
} from './i18n/catalogue';

// Routes of the shipments feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const shipmentsRoutes = defineRoutes('shipments', shipmentsCatalogue, [
  { path: '/flashSale', redirect: '/flashSale/index' },
  /**
   * 'flash-sale vehicle sources': the lines running and coming (route, truck, departure, price
   * against the usual one, trucks left, the countdown to the start or end); after login the grab,
   * one hold per tap, then on to step 1 (or back to it while the server holds the truck, from any
   * tab, with the time left); a line whose grabs the shipper used says so
   * @who shippers (WeChat, the app, a browser)
   */
  {
    path: '/flashSale/index',
    meta: {
      title: 'title.flashSale.index',
      page_id: 'flashSaleDetail',
      data_source: 'senior_02',
      needOasOpenId: true,
    },
    catalogue: saleListCatalogue,
    firstScreen: 'guest',
    page: () => import('./pages/flash-sale-index'),
  },
  /**
   * the truck and how long it is held (the server's hold: a new tab finds it); the loading and
   * unloading points (two, added, removed, moved; each a place picked on the address page and a
   * street address); the loading date (the departure day or the day before); the recommended price
   * with how it was made
   * @who the shipper holding a truck
   */
  {
    path: '/flashSale/publishStep1',
    meta: {
      title: 'title.flashSale.publishStep1',
      data_source: 'senior_02',
      needOasOpenId: true,
      name: 'publishStep1',
    },
    catalogue: publishCatalogue,
    page: () => import('./pages/publish-step1'),
  },
  /**
   * 'complete shipping information': the goods (name, weight against the truck's load, volume,
   * packing, remarks), the consignee, the price confirmed; publish (once, however often tapped;
   * after a reload the hold is asked for again by its request id; a lapsed hold is said with the
   * grabs left on the line, or that its grab is used); an edit of a published shipment saves its
   * goods and consignee
   * @who the same shipper
   */
  {
    path: '/flashSale/publishStep2',
    meta: {
      title: 'title.flashSale.publishStep2',
      data_source: 'senior_02',
      needOasOpenId: true,
      name: 'publishStep2',
    },
    catalogue: publishCatalogue,
    page: () => import('./pages/publish-step2'),
  },
  /**
   * 'fill in receipt information': the consignee's name, mobile (spaces and full-width digits kept
   * as digits), place and address, checked by the contract's rules
   * @who the same shipper
   */
  {
    path: '/flashSale/addReceipt',
    meta: { title: 'title.flashSale.addReceipt', data_source: 'senior_02', needOasOpenId: true },
    catalogue: addressCatalogue,
    page: () => import('./pages/add-receipt'),
  },
  /**
   * 'fill in detailed address': a place searched by name (ports, logistics parks, towns, districts;
   * the first stop in the line's origin city, the last and the consignee in its destination, or
   * everywhere) and picked for the stop or the consignee
   * @who the same shipper
   */
  {
    path: '/flashSale/mapSearch',
    meta: { title: 'title.flashSale.mapSearch', data_source: 'senior_02', needOasOpenId: true },
    catalogue: addressCatalogue,
    page: () => import('./pages/map-search'),
  },
  /**
   * the seckill of capacity along a line: the flash-sale trucks of the route chosen (the seckill
   * line store: from, to, body types), or of every route; the same cards and grab
   * @who shippers
   */
  {
    path: '/customer/seckill/index',
    meta: { title: 'title.customer.seckill.index' },
    catalogue: saleListCatalogue,
    page: () => import('./pages/customer-seckill-index'),
  },
  /**
   * the line to see trucks on: from and to (the offline city picker) and body types, kept in the
   * seckill line store; then the trucks on it (`/customer/seckill/index`)
   * @who shippers
   */
  {
    path: '/customer/seckill/select',
    meta: { title: 'title.customer.seckill.select' },
    catalogue: saleListCatalogue,
    page: () => import('./pages/customer-seckill-select'),
  },
  /**
   * a shipment as a driver sees it (route, stops without street addresses, goods, loading date,
   * price, the shipper masked) and the way to take it: the driver app's goods screen through the
   * bridge, elsewhere the driver app's download page; the driver who took it sees the street
   * addresses and consignee, and so does the shipper, who may change, cancel, or confirm receipt
   * once delivered
   * @who drivers (the driver app, a browser), the shipper
   * @query goodsId=<ref>
   */
  {
    path: '/goodsdetail/index',
    meta: { title: 'title.goodsdetail.index' },
    catalogue: goodsCatalogue,
    // Opened from a shared link: the open shipment's public read, painted by the server's screen
    // before the app (docs/decisions/050); its state and actions come with the signed read.
    firstScreen: true,
    fetchFirstScreen: 'server',
    earlyRead: 'shipment',
    page: () => import('./pages/goods-detail'),
  },
  /**
   * what taking goods means: verification first, the loading date, checking the goods, delivery and
   * payment, never a deposit
   * @who drivers
   */
  {
    path: '/goodsdetail/notice',
    meta: { title: 'title.goodsdetail.notice' },
    catalogue: goodsCatalogue,
    page: () => import('./pages/goods-notice'),
  },
]);
