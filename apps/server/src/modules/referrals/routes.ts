// oms-service /api/referral/… (packages/contract/src/endpoints/referral.ts): the running
// programme of a share type, my invitation token, accepting an invitation, the people I invited
// (and reminding one, once a day) and the invitation I accepted. The housekeeping job expires
// referrals that did not qualify in time and pays qualified ones a failure left unpaid.

import {
  acceptInvitation as acceptInvitationEndpoint,
  getMyInvitation,
  getMyInviteToken,
  listMyReferrals,
  MY_REFERRALS_LIMIT,
  remindInvitee as remindInviteeEndpoint,
  type ReferralState,
  type ReferralWithholding,
} from '@freight/contract/endpoints/referral';
import { getRunningProgramme } from '@freight/contract/endpoints/campaigns';
import type { ValueAsset } from '@freight/contract/endpoints/value';
import { todayInChina } from '@freight/contract/china-time';
import { maskMobile, maskName } from '@freight/contract/rules/mask';
import type { Locale } from '@freight/contract/status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleHousekeeping } from '../../db/housekeeping.ts';
import type { referrals } from '../../db/schema/referrals.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { localized, messageIn, requestLocale } from '../../http/user-message.ts';
import { acceptInvitation } from './accept.ts';
import { invitedBy, inviterName, latestInvitation } from './invited.ts';
import { campaignRules } from '../campaigns/public.ts';
import { CODE_TTL_SECONDS, createSmsSender } from '../identity/public.ts';
import { NO_PROGRAMME_MESSAGE, WITHHOLDING_MESSAGES } from './messages.ts';
import { programmeBySlug, programmeOf, refusal, runningProgramme } from './programmes.ts';
import { settleReferrals } from './qualify.ts';
import { remindInvitee } from './remind.ts';
import { myInviteToken } from './tokens.ts';

const SETTLE_INTERVAL_MS = 10 * 60_000;
/** A referral in these states may still pay its inviter (to qualify, or qualified and unpaid). */
const PENDING_STATES = new Set<string>(['registered', 'qualified']);
// Reminders an inviter may ask for in a day, across their invitees (each once a day anyway): a cap
// on what one account can make the platform send by SMS.
const REMINDERS_PER_DAY_PER_INVITER = 30;
const DAY_SECONDS = 86_400;

/** What a ledger entry paid (a referral's reward), or null before it is paid. */
function paidReward(amount: number | null, asset: string | null) {
  return amount !== null && asset !== null ? { asset: asset as ValueAsset, amount } : null;
}

/** A referral row as both sides read it: its state, the reason in words, its dates. */
function referralFacts(r: typeof referrals.$inferSelect, locale: Locale) {
  const reason = r.reason as ReferralWithholding | null;
  return {
    referralId: r.id,
    state: r.state as ReferralState,
    reason,
    reasonText: reason ? messageIn(WITHHOLDING_MESSAGES[reason], locale) : null,
    registeredAt: r.registeredAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    qualifiedAt: r.qualifiedAt?.toISOString() ?? null,
  };
}

const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleHousekeeping(app, 'referral-settle', SETTLE_INTERVAL_MS, () =>
    settleReferrals(app.db, app.now()),
  );

  // The configuration's SMS sender, as the login codes' (the reminders go out through it).
  const sender = createSmsSender({
    config: app.config,
    db: app.db,
    log: app.log,
    now: () => app.now(),
    ttlMinutes: CODE_TTL_SECONDS / 60,
  });

  serveEndpoint(app, getRunningProgramme, async ({ fields, user, request }) => {
    const now = app.now();
    const programme = await runningProgramme(app.db, fields.inviteType, now);
    if (!programme) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_PROGRAMME_MESSAGE);
    return campaignRules(app.db, {
      slug: programme.slug,
      userId: user?.userId ?? null,
      locale: requestLocale(request),
      now,
    });
  });

  serveEndpoint(app, getMyInviteToken, async ({ fields, user, request }) => {
    const programme = await programmeBySlug(app.db, fields.programme);
    if (!programme) throw refusal('programme_closed');
    const { token, expiresAt } = await myInviteToken(app.db, {
      userId: user.userId,
      userType: user.userType,
      programme,
      deviceId: request.deviceId,
      now: app.now(),
      pii: app.pii,
    });
    const name = (await inviterName(app.db, user.userId))?.trim();
    return {
      programme: programme.slug,
      token,
      type: programme.inviteType,
      expiresAt: expiresAt.toISOString(),
      inviterReward: programme.inviterReward,
      inviteeReward: programme.inviteeReward,
      inviterNameMasked: name ? maskName(name) : null,
    };
  });

  serveEndpoint(app, acceptInvitationEndpoint, async ({ fields, user, request }) => {
    const result = await acceptInvitation(app.db, {
      inviteeUserId: user.userId,
      inviteeUserType: user.userType,
      token: fields.token,
      // The header first (the H5 sends it on every call); the field where a host could not.
      deviceId: request.deviceId ?? fields.deviceId ?? null,
      now: app.now(),
      pii: app.pii,
    });
    return {
      referralId: result.referralId,
      programme: result.programme.slug,
      state: result.state,
      reason: result.reason,
      repeated: result.repeated,
    };
  });

  serveEndpoint(app, listMyReferrals, async ({ fields, user, request }) => {
    const locale = requestLocale(request);
    const today = todayInChina(app.now());
    const rows = await invitedBy(app.db, user.userId, fields.programme, MY_REFERRALS_LIMIT);
    return {
      referrals: rows.map(({ referral: r, slug, mobile, paidAmount, paidAsset, ...promise }) => ({
        ...referralFacts(r, locale),
        programme: slug,
        inviteeMobileMasked: maskMobile(mobile),
        reward: paidReward(paidAmount, paidAsset),
        promised: PENDING_STATES.has(r.state)
          ? paidReward(promise.promisedAmount, promise.promisedAsset)
          : null,
        rewardedAt: r.rewardedAt?.toISOString() ?? null,
        canRemind: r.state === 'registered' && r.remindedOn !== today,
      })),
    };
  });

  serveEndpoint(app, remindInviteeEndpoint, async ({ fields, user, request }) => {
    await app.rateLimit(
      `referral:remind:${user.userId}`,
      REMINDERS_PER_DAY_PER_INVITER,
      DAY_SECONDS,
    );
    return remindInvitee(app.db, sender, {
      inviterUserId: user.userId,
      referralId: fields.referralId,
      now: app.now(),
      reference: request.id,
    });
  });

  serveEndpoint(app, getMyInvitation, async ({ fields, user, request }) => {
    const locale = requestLocale(request);
    const row = await latestInvitation(app.db, user.userId, fields.inviteType);
    if (!row) return { invitation: null };
    const programme = programmeOf(row);
    const invitation = {
      ...referralFacts(row.referral, locale),
      programme: programme.slug,
      title: localized(row.campaign, 'title', locale),
      inviterMobileMasked: maskMobile(row.inviterMobile),
      qualifyEvent: programme.qualifyEvent,
      inviteeReward: programme.inviteeReward,
      paid: paidReward(row.paidAmount, row.paidAsset),
    };
    return { invitation };
  });
};

export default referralRoutes;
