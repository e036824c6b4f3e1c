import { defineRoutes } from '@/lib/routing/route-table';
import { recruitmentCatalogue } from './i18n/catalogue';

// Routes of the recruitment feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet. The ad
// landing's download routes live in the download feature, with the download page.
export const recruitmentRoutes = defineRoutes('recruitment', recruitmentCatalogue, [
  {
    path: '/sem',
    redirect: '/sem/index',
    layout: true,
    layoutPage: () => import('./pages/sem-layout'),
  },
  {
    path: '/sem/index',
    meta: { title: 'title.sem.index', page_id: 'SemChooseIdentity', data_source: 'senior_02' },
    page: () => import('./pages/sem-index'),
    firstScreen: true,
  },
  {
    path: '/sem/customer-register',
    meta: {
      title: 'title.sem.customer-register',
      page_id: 'SemCustomerRegister',
      app_id: 'FYNewCustomer',
      userType: 1,
    },
    page: () => import('./pages/sem-register'),
  },
  {
    path: '/sem/driver-register',
    meta: {
      title: 'title.sem.driver-register',
      page_id: 'SemDriverRegister',
      app_id: 'FYLucky',
      userType: 3,
    },
    page: () => import('./pages/sem-register'),
  },
  {
    path: '/sem/pc-register',
    meta: { title: 'title.sem.pc-register', page_id: 'SemPCRegister', platform_type: 'web' },
    page: () => import('./pages/pc-register'),
  },
  {
    path: '/adlaunch/register/customer/:color/:cityName?/:download?',
    meta: { title: 'title.adlaunch.register.customer', userType: 1 },
    page: () => import('./pages/ad-register'),
  },
  {
    path: '/adlaunch/register/driver/:color/:cityName?/:download?',
    meta: { title: 'title.adlaunch.register.driver', userType: 3 },
    page: () => import('./pages/ad-register'),
  },
  {
    path: '/adlaunch/gl/register/customer/:color/:cityName?/:download?',
    meta: { title: 'title.adlaunch.gl.register.customer', userType: 1 },
    page: () => import('./pages/ad-register'),
  },
  {
    path: '/adlaunch/gl/register/driver/:color/:cityName?/:download?',
    meta: { title: 'title.adlaunch.gl.register.driver', userType: 3 },
    page: () => import('./pages/ad-register'),
  },
]);
