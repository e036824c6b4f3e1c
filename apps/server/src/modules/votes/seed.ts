// Demo votes (never in production): one running "best driver" vote with four candidates, and one
// that has ended, to try both answers of the vote page. Ids are assigned by the database: the
// page learns them from the vote's own data (or, here, from the demo's fixed slugs).

import { eq } from 'drizzle-orm';
import { voteCandidates, votes } from '../../db/schema/votes.ts';
import type { Seed } from '../../db/seed.ts';

export const DEMO_VOTES = {
  running: {
    slug: 'demo-best-driver-2026',
    title: '2026 年度最美货车司机评选',
    startsAt: new Date('2026-11-01T00:00:00+08:00'),
    endsAt: new Date('2030-12-31T23:59:59+08:00'),
    candidates: [
      '张师傅（冷链运输 12 年）',
      '李师傅（零事故 20 万公里）',
      '王师傅（抗疫保供先锋）',
      '赵师傅（山区线路老司机）',
    ],
  },
  ended: {
    slug: 'demo-safety-star-2025',
    title: '2025 安全行车之星',
    startsAt: new Date('2025-06-01T00:00:00+08:00'),
    endsAt: new Date('2025-07-01T00:00:00+08:00'),
    candidates: ['陈师傅', '刘师傅'],
  },
} as const;

export const demoVotesSeed: Seed = {
  name: 'votes.demo',
  version: 1,
  demoOnly: true,
  async run(db) {
    for (const { slug, title, startsAt, endsAt, candidates } of Object.values(DEMO_VOTES)) {
      await db
        .insert(votes)
        .values({ slug, title, startsAt, endsAt })
        .onConflictDoNothing({ target: votes.slug });
      const [vote] = await db.select({ id: votes.id }).from(votes).where(eq(votes.slug, slug));
      if (!vote) continue;
      await db
        .insert(voteCandidates)
        .values(candidates.map((name, position) => ({ voteId: vote.id, name, position })))
        .onConflictDoNothing({ target: [voteCandidates.voteId, voteCandidates.position] });
    }
  },
};
