// oms-service GET /api/front/invite/getUserInfoByTokenAndType: who sent this invitation link. The
// invitee's page reads `data[0].openid` to credit the inviter, and may show the inviter's masked
// mobile number. Anyone with the link may ask: it reveals nothing the link's sender did not share.

import { getUserInfoByTokenAndType } from '@freight/contract/endpoints/oms';
import { maskMobile } from '@freight/contract/rules/mask';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { liveInviteToken } from './tokens.ts';

const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, getUserInfoByTokenAndType, async ({ fields: { token, type }, user }) => {
    const found = await liveInviteToken(app.db, token, type, app.now());
    // Unknown, of another campaign, or expired: one answer, so tokens cannot be probed by type.
    if (!found) {
      throw new ApiError(BUSINESS_CODES.LINK_EXPIRED, {
        'zh-CN': '邀请链接已失效，请联系邀请人重新分享',
        'en-US': 'This invitation link has expired; ask the person who sent it to share it again',
      });
    }
    return [
      {
        openid: found.openid,
        inviterMobileMasked: maskMobile(found.mobile),
        userType: found.userType,
        // The inviter opening their own link is shown it as theirs, not greeted as an invitee.
        own: user !== null && user.userId === found.inviterUserId,
      },
    ];
  });
};

export default inviteRoutes;
