// WeChat groups: the drivers' group of a city (or its province, or the national one) and its QR
// code as a PNG.

import type { DomainModule } from '../../http/domain-module.ts';
import { wechatGroupQrRoutes, wechatGroupRoutes } from './routes.ts';
import { demoWechatGroupsSeed } from './seed.ts';

export function wechatGroupsModule(): DomainModule {
  return {
    name: 'wechat-groups',
    endpoints: wechatGroupRoutes,
    publicRoutes: wechatGroupQrRoutes,
    seeds: [demoWechatGroupsSeed],
  };
}
