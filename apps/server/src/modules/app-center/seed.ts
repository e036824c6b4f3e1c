// The current release of each native app (operators' data, loaded in every environment): names as
// the app stores list them (Chinese) and in English, release notes in both languages, and
// obviously-example download URLs that an operator replaces by inserting the real release rows.
// The English names are the H5's own (features/download/i18n/en-US.ts), so a page that shows its
// name before the answer arrives does not change it.

import { sql } from 'drizzle-orm';
import { appReleases } from '../../db/schema/app-releases.ts';
import type { Seed } from '../../db/seed.ts';

const MB = 1024 * 1024;

export const appReleasesSeed: Seed = {
  name: 'app-center.releases',
  // 2: English names and notes. A database seeded at 1 has the rows: they get the English notes
  // unless an operator already wrote some (the migration gave them the English names).
  version: 2,
  demoOnly: false,
  async run(db) {
    await db
      .insert(appReleases)
      .values([
        {
          app: 'customer',
          appName: '货运平台货主版',
          appNameEn: 'Freight for shippers',
          version: '5.6.2',
          // The score centre and coupons need 5.4.0 (SPEC §5).
          minVersion: '5.4.0',
          sizeBytes: Math.round(86.4 * MB),
          releaseNotes: [
            '发货页支持多个装卸货地址',
            '优惠券到期前提醒',
            '修复部分机型上传照片失败的问题',
          ],
          releaseNotesEn: [
            'Several loading and unloading addresses on one shipment',
            'A reminder before a coupon expires',
            'Fixed photo uploads failing on some phones',
          ],
          releasedAt: new Date('2026-11-10T10:00:00+08:00'),
          androidUrl: 'https://download.example.com/apps/customer/customer-5.6.2.apk',
          iosUrl: 'https://apps.example.com/cn/app/freight-customer/id1000000001',
        },
        {
          app: 'driver',
          appName: '货运平台司机版',
          appNameEn: 'Freight for drivers',
          version: '5.5.0',
          minVersion: '5.0.0',
          sizeBytes: Math.round(92.1 * MB),
          releaseNotes: [
            '新增长辈模式，字体更大更清晰',
            '认证资料支持拍照上传',
            '货源列表加载更快',
          ],
          releaseNotesEn: [
            'New elder mode: larger, clearer text',
            'Take the photos for verification with the camera',
            'The list of loads opens faster',
          ],
          releasedAt: new Date('2026-11-05T10:00:00+08:00'),
          androidUrl: 'https://download.example.com/apps/driver/driver-5.5.0.apk',
          iosUrl: 'https://apps.example.com/cn/app/freight-driver/id1000000002',
        },
        {
          app: 'zyd',
          appName: '专运达',
          appNameEn: 'ZYD dedicated lines',
          version: '2.3.1',
          minVersion: '2.0.0',
          sizeBytes: Math.round(48.7 * MB),
          releaseNotes: ['专线报价支持按方计费', '修复已知问题'],
          releaseNotesEn: ['Dedicated-line quotes priced by the cubic metre', 'Fixed known issues'],
          releasedAt: new Date('2026-10-28T10:00:00+08:00'),
          androidUrl: 'https://download.example.com/apps/zyd/zyd-2.3.1.apk',
          iosUrl: 'https://apps.example.com/cn/app/zyd/id1000000003',
        },
        {
          app: 'broker',
          appName: '货运经纪人',
          appNameEn: 'Freight broker',
          version: '1.8.0',
          minVersion: '1.6.0',
          sizeBytes: Math.round(39.2 * MB),
          releaseNotes: ['佣金明细按月汇总', '撮合成功后自动通知双方'],
          releaseNotesEn: [
            'Commission details summed up by month',
            'Both sides are told as soon as a load and a truck are matched',
          ],
          releasedAt: new Date('2026-10-20T10:00:00+08:00'),
          androidUrl: 'https://download.example.com/apps/broker/broker-1.8.0.apk',
          // Not on the App Store yet: iPhone users get no download link.
          iosUrl: null,
        },
        {
          app: 'jj',
          appName: '运力伙伴',
          appNameEn: 'Fleet partner',
          version: '3.2.0',
          minVersion: '3.0.0',
          sizeBytes: Math.round(55.3 * MB),
          releaseNotes: ['车队看板新增在途车辆地图', '支持批量导入司机'],
          releaseNotesEn: [
            'A map of the trucks on the road on the fleet dashboard',
            'Import drivers in bulk',
          ],
          releasedAt: new Date('2026-09-30T10:00:00+08:00'),
          androidUrl: 'https://download.example.com/apps/jj/jj-3.2.0.apk',
          iosUrl: 'https://apps.example.com/cn/app/fleet-partner/id1000000005',
        },
      ])
      .onConflictDoUpdate({
        target: [appReleases.app, appReleases.version],
        set: { releaseNotesEn: sql`excluded.release_notes_en` },
        setWhere: sql`${appReleases.releaseNotesEn} = '{}'::text[]`,
      });
  },
};
