import { defineRoutes } from '@/lib/routing/route-table';
import { driverVerificationCatalogue } from './i18n/catalogue';

// Routes of the driver-verification feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const driverVerificationRoutes = defineRoutes(
  'driver-verification',
  driverVerificationCatalogue,
  [
    /**
     * verification step by step: ID card, driving licence, truck, submit; then where it stands
     * @who drivers (logged in on the page)
     * @endpoints `POST third-service /upload` (the photos)
     */
    {
      path: '/driver/auth',
      meta: { title: 'title.driver.auth' },
      page: () => import('./pages/driver-auth'),
    },
    /**
     * the same flow as `/driver/auth`, introduced as the partner channel
     * @who drivers of the partner channel
     * @endpoints `POST third-service /upload` (the photos)
     */
    {
      path: '/driver/jimuAuth',
      meta: { title: 'title.driver.jimuAuth' },
      page: () => import('./pages/jimu-auth'),
    },
  ],
);
