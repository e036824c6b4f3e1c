// Demo drivers' groups (operators' data in production): a national group, a province group and
// a few city groups, whose QR codes encode example invitation texts.

import { wechatGroups } from '../../db/schema/wechat-groups.ts';
import type { Seed } from '../../db/seed.ts';

export const demoWechatGroupsSeed: Seed = {
  name: 'wechat-groups.demo',
  version: 1,
  demoOnly: true,
  async run(db) {
    await db
      .insert(wechatGroups)
      .values([
        {
          name: '全国司机交流群',
          joinText: 'https://h5.example.com/#/driver/noviceGuide?group=national',
        },
        {
          provinceCode: '320000',
          name: '江苏司机交流群',
          joinText: 'https://h5.example.com/#/driver/noviceGuide?group=js',
        },
        {
          cityCode: '310100',
          provinceCode: '310000',
          name: '上海司机交流群',
          joinText: 'https://h5.example.com/#/driver/noviceGuide?group=sh',
        },
        {
          cityCode: '320500',
          provinceCode: '320000',
          name: '苏州司机交流群',
          joinText: 'https://h5.example.com/#/driver/noviceGuide?group=sz',
        },
        {
          cityCode: '440100',
          provinceCode: '440000',
          name: '广州司机交流群',
          joinText: 'https://h5.example.com/#/driver/noviceGuide?group=gz',
        },
      ])
      .onConflictDoNothing();
  },
};
