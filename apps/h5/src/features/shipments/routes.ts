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
  {
    path: '/flashSale/addReceipt',
    meta: { title: 'title.flashSale.addReceipt', data_source: 'senior_02', needOasOpenId: true },
    catalogue: addressCatalogue,
    page: () => import('./pages/add-receipt'),
  },
  {
    path: '/flashSale/mapSearch',
    meta: { title: 'title.flashSale.mapSearch', data_source: 'senior_02', needOasOpenId: true },
    catalogue: addressCatalogue,
    page: () => import('./pages/map-search'),
  },
  {
    path: '/customer/seckill/index',
    meta: { title: 'title.customer.seckill.index' },
    catalogue: saleListCatalogue,
    page: () => import('./pages/customer-seckill-index'),
  },
  {
    path: '/customer/seckill/select',
    meta: { title: 'title.customer.seckill.select' },
    catalogue: saleListCatalogue,
    page: () => import('./pages/customer-seckill-select'),
  },
  {
    path: '/goodsdetail/index',
    meta: { title: 'title.goodsdetail.index' },
    catalogue: goodsCatalogue,
    page: () => import('./pages/goods-detail'),
  },
  {
    path: '/goodsdetail/notice',
    meta: { title: 'title.goodsdetail.notice' },
    catalogue: goodsCatalogue,
    page: () => import('./pages/goods-notice'),
  },
]);
