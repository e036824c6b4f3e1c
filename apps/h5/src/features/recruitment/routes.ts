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
  /**
   * choose shipper, driver or PC
   * @who visitors from search ads
   */
  {
    path: '/sem/index',
    meta: { title: 'title.sem.index', page_id: 'SemChooseIdentity', data_source: 'senior_02' },
    page: () => import('./pages/sem-index'),
    firstScreen: true,
  },
  /**
   * the sign-up form as a shipper (one page with `/sem/driver-register`; the user type from the
   * route meta)
   * @who shippers
   */
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
  /**
   * the sign-up form as a driver (the page of `/sem/customer-register`)
   * @who drivers
   */
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
  /**
   * the sign-up form: "join the trucking platform", laid out for a desktop, the role chosen on the
   * page
   * @who companies on a desktop browser
   */
  {
    path: '/sem/pc-register',
    meta: { title: 'title.sem.pc-register', page_id: 'SemPCRegister', platform_type: 'web' },
    page: () => import('./pages/pc-register'),
  },
  /**
   * the sign-up form in the ad's palette
   * @who shippers from ads
   */
  {
    path: '/adlaunch/register/customer/:color/:cityName?/:download?',
    meta: { title: 'title.adlaunch.register.customer', userType: 1 },
    page: () => import('./pages/ad-register'),
  },
  /**
   * the sign-up form in the ad's palette
   * @who drivers from ads
   */
  {
    path: '/adlaunch/register/driver/:color/:cityName?/:download?',
    meta: { title: 'title.adlaunch.register.driver', userType: 3 },
    page: () => import('./pages/ad-register'),
  },
  /**
   * the ad sign-up form, source `adlaunch_gl`
   * @who shippers of the second vehicle programme
   */
  {
    path: '/adlaunch/gl/register/customer/:color/:cityName?/:download?',
    meta: { title: 'title.adlaunch.gl.register.customer', userType: 1 },
    page: () => import('./pages/ad-register'),
  },
  /**
   * the ad sign-up form, source `adlaunch_gl`
   * @who drivers of the second vehicle programme
   */
  {
    path: '/adlaunch/gl/register/driver/:color/:cityName?/:download?',
    meta: { title: 'title.adlaunch.gl.register.driver', userType: 3 },
    page: () => import('./pages/ad-register'),
  },
]);
