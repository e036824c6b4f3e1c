// The current release of each native app (operators' data, loaded in every environment): names as
// the download pages show them, Chinese release notes, and obviously-example download URLs that an
// operator replaces by inserting the real release rows.

import { appReleases } from '../../db/schema/app-releases.ts';
import type { Seed } from '../../db/seed.ts';

const MB = 1024 * 1024;

export const appReleasesSeed: Seed = {
  name: 'app-center.releases',
  version: 1,
  demoOnly: false,
  async run(db) {
    await db
      .insert(appReleases)
      .values([
        {
          app: 'customer',
          appName: '货运平台货主版',
          version: '5.6.2',
          // The score centre and coupons need 5.4.0 (SPEC §5).
          minVersion: '5.4.0',
          sizeBytes: Math.round(86.4 * MB),
          releaseNotes: [
            '发货页支持多个装卸货地址',
            '优惠券到期前提醒',
            '修复部分机型上传照片失败的问题',
          ],
          releasedAt: new Date('2026-11-10T10:00:00+08:00'),
          androidUrl: 'https://download.example.com/apps/customer/customer-5.6.2.apk',
          iosUrl: 'https://apps.example.com/cn/app/freight-customer/id1000000001',
        },
        {
          app: 'driver',
          appName: '货运平台司机版',
          version: '5.5.0',
          minVersion: '5.0.0',
          sizeBytes: Math.round(92.1 * MB),
          releaseNotes: [
            '新增长辈模式，字体更大更清晰',
            '认证资料支持拍照上传',
            '货源列表加载更快',
          ],
          releasedAt: new Date('2026-11-05T10:00:00+08:00'),
          androidUrl: 'https://download.example.com/apps/driver/driver-5.5.0.apk',
          iosUrl: 'https://apps.example.com/cn/app/freight-driver/id1000000002',
        },
        {
          app: 'zyd',
          appName: '专运达',
          version: '2.3.1',
          minVersion: '2.0.0',
          sizeBytes: Math.round(48.7 * MB),
          releaseNotes: ['专线报价支持按方计费', '修复已知问题'],
          releasedAt: new Date('2026-10-28T10:00:00+08:00'),
          androidUrl: 'https://download.example.com/apps/zyd/zyd-2.3.1.apk',
          iosUrl: 'https://apps.example.com/cn/app/zyd/id1000000003',
        },
        {
          app: 'broker',
          appName: '货运经纪人',
          version: '1.8.0',
          minVersion: '1.6.0',
          sizeBytes: Math.round(39.2 * MB),
          releaseNotes: ['佣金明细按月汇总', '撮合成功后自动通知双方'],
          releasedAt: new Date('2026-10-20T10:00:00+08:00'),
          androidUrl: 'https://download.example.com/apps/broker/broker-1.8.0.apk',
          // Not on the App Store yet: iPhone users get no download link.
          iosUrl: null,
        },
        {
          app: 'jj',
          appName: '运力伙伴',
          version: '3.2.0',
          minVersion: '3.0.0',
          sizeBytes: Math.round(55.3 * MB),
          releaseNotes: ['车队看板新增在途车辆地图', '支持批量导入司机'],
          releasedAt: new Date('2026-09-30T10:00:00+08:00'),
          androidUrl: 'https://download.example.com/apps/jj/jj-3.2.0.apk',
          iosUrl: 'https://apps.example.com/cn/app/fleet-partner/id1000000005',
        },
      ])
      .onConflictDoNothing({ target: [appReleases.app, appReleases.version] });
  },
};
