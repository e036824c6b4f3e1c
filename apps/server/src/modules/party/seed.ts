// Demo posts of the party-building area (never in production, like the demo users who wrote
// them): three published, about the kind of activity the area is for, and one waiting for an
// operator, written for this platform by the project in plain Chinese. No photos: a post's photos
// must be its author's uploads, and the seed uploads none.
//
// The posts have fixed ids 1 to 4 (the contract's example reads post 1, published); the table
// numbers other posts from 1001. A post already stored is left as it is (an operator may have
// decided it); a missing demo user skips their posts.

import { eq } from 'drizzle-orm';
import { partyPosts } from '../../db/schema/party.ts';
import { users } from '../../db/schema/users.ts';
import type { Seed } from '../../db/seed.ts';
import { DEMO_DRIVER_MOBILE, DEMO_OLD_DRIVER_MOBILE, DEMO_SHIPPER_MOBILE } from '../users/seed.ts';

interface DemoPost {
  id: number;
  mobile: string;
  title: string;
  text: string;
  createdAt: string;
  /** When an operator published it; none for the post still waiting. */
  publishedAt?: string;
}

export const DEMO_PARTY_POSTS: readonly DemoPost[] = [
  {
    id: 1,
    mobile: DEMO_OLD_DRIVER_MOBILE,
    title: '服务区党员志愿服务：免费检查轮胎和灯光',
    text: [
      '9 月 20 日星期六，我们司机党支部的 8 名党员在京港澳高速的服务区摆了一个志愿服务点，给过往的货车司机免费检查轮胎和灯光。',
      '从早上 8 点到下午 4 点，一共给 63 辆车做了检查：量胎压、看胎纹和胎侧有没有鼓包，试刹车灯、转向灯和示廓灯。发现 5 辆车胎压偏低，当场帮着补了气；有 2 辆车的轮胎磨得太厉害，劝司机尽快更换。',
      '不少司机说，长途跑下来最怕爆胎，平时赶时间顾不上细看，这样的检查很实在。下个月我们还去这个服务区，欢迎路过的师傅停下来查一查。',
    ].join('\n'),
    createdAt: '2026-09-21T19:30:00+08:00',
    publishedAt: '2026-09-22T10:00:00+08:00',
  },
  {
    id: 2,
    mobile: DEMO_SHIPPER_MOBILE,
    title: '组织司机师傅学习道路交通安全',
    text: [
      '10 月 16 日下午，公司党支部在物流园的会议室组织了一次道路交通安全学习，常给我们拉货的 20 多位司机师傅参加。',
      '交警大队的民警结合几起货车事故讲了疲劳驾驶、超载和跟车太近的危险，还讲了冬季雨雪天气怎样控制车速、怎样安全停车。',
      '学习结束后，大家一起把“开车不打电话、四小时必休息、装货不超载”写进了我们和司机师傅的合作约定。安全到达比什么都重要，这样的学习我们每个季度都会办一次。',
    ].join('\n'),
    createdAt: '2026-10-17T09:00:00+08:00',
    publishedAt: '2026-10-17T15:00:00+08:00',
  },
  {
    id: 3,
    mobile: DEMO_DRIVER_MOBILE,
    title: '大雪天帮被困的货车司机脱困',
    text: [
      '11 月 12 日晚上下大雪，我从太原往石家庄送货，在一段山路上看到一辆半挂车打滑横在路边，司机师傅一个人在雪里铲了半天也没弄出来。',
      '我在司机党员群里发了位置，附近的三位党员师傅很快赶到。大家一起铲雪、垫防滑链、撒融雪剂，又帮着联系了救援拖车，两个多小时后车终于开了出来。',
      '那位师傅冻得说不出话，我们把车上的热水和干粮分给了他。出门在外都不容易，遇到困难搭把手，就是我们党员司机应该做的。',
    ].join('\n'),
    createdAt: '2026-11-13T08:10:00+08:00',
    publishedAt: '2026-11-13T14:20:00+08:00',
  },
  {
    id: 4,
    mobile: DEMO_DRIVER_MOBILE,
    title: '党员司机献血活动',
    text: [
      '11 月 23 日，司机党支部组织党员和入党积极分子到市中心血站参加无偿献血，一共有 12 位师傅献了血。',
      '有的师傅刚跑完夜车，在血站休息好了才上去献。大家说，平时在路上受过很多人的帮助，能帮到需要用血的人，心里踏实。',
    ].join('\n'),
    createdAt: '2026-11-24T20:00:00+08:00',
  },
];

export const demoPartyPostsSeed: Seed = {
  name: 'party.demo',
  version: 1,
  demoOnly: true,
  async run(db) {
    for (const post of DEMO_PARTY_POSTS) {
      const [author] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.mobile, post.mobile));
      if (!author) continue;
      const publishedAt = post.publishedAt === undefined ? null : new Date(post.publishedAt);
      await db
        .insert(partyPosts)
        .values({
          id: post.id,
          userId: author.id,
          title: post.title,
          text: post.text,
          photoKeys: [],
          state: publishedAt ? 'published' : 'pending',
          createdAt: new Date(post.createdAt),
          reviewedAt: publishedAt,
          publishedAt,
        })
        .onConflictDoNothing({ target: partyPosts.id });
    }
  },
};
