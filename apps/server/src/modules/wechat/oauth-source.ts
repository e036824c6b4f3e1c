// Who turns an OAuth code into an openid (docs/design.md §2): WeChat's `sns/oauth2/access_token` when
// WX_APP_ID and WX_APP_SECRET are configured; outside production without them, the stand-in,
// which redeems the codes its own authorize page issued; in production without them, nobody
// (the exchange answers 503). A code is single use either way: WeChat refuses a second use (40163),
// the stand-in marks its code used in the same statement that reads it.

import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { wechatOauthCodes } from '../../db/schema/wechat-oauth.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { standInAuthorizeUrl, wechatAuthorizeUrl } from './oauth-urls.ts';
import { WechatApi, type WechatApiOptions } from './wechat-http.ts';
import { EMBEDDED_APP_ID } from './ticket-source.ts';

export interface OAuthSource {
  readonly kind: 'wechat' | 'embedded';
  readonly appId: string;
  /** Where to send the visitor to be asked (silently) who they are. */
  authorizeUrl(redirectUri: string, state: string): string;
  /** The openid behind a code; ApiError LINK_EXPIRED for a used, expired or unknown code. */
  exchange(code: string, state: string): Promise<{ openid: string }>;
}

/** What the visitor sees when a code does not work: a business result, shown on the page. */
export function codeExpired(): ApiError {
  return new ApiError(BUSINESS_CODES.LINK_EXPIRED, {
    'zh-CN': '授权已失效，请重新进入页面',
    'en-US': 'The authorisation has expired; please open the page again',
  });
}

// WeChat's answers for a code that is wrong, used (40163) or expired.
const DEAD_CODE_ERRORS = new Set([40029, 40163, 41008, 42003]);

interface AccessTokenAnswer {
  errcode?: number;
  errmsg?: string;
  openid?: string;
}

export class WechatOAuthSource implements OAuthSource {
  readonly kind = 'wechat';
  readonly appId: string;
  private readonly api: WechatApi;

  constructor(options: WechatApiOptions) {
    this.api = new WechatApi(options);
    this.appId = this.api.appId;
  }

  authorizeUrl(redirectUri: string, state: string): string {
    return wechatAuthorizeUrl({ appId: this.appId, redirectUri, state });
  }

  async exchange(code: string): Promise<{ openid: string }> {
    // The state was checked by the page that sent it (session storage); WeChat does not keep it.
    const query = new URLSearchParams({
      appid: this.appId,
      secret: this.api.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    const answer = await this.api.call<AccessTokenAnswer>(
      `/sns/oauth2/access_token?${query}`,
      {},
      'WeChat OAuth',
    );
    if (answer.errcode !== undefined && DEAD_CODE_ERRORS.has(answer.errcode)) throw codeExpired();
    if (!answer.openid || !/^[A-Za-z0-9_-]{1,128}$/.test(answer.openid)) {
      // errcode/errmsg go to the log (5xx are logged); the secret is not in them.
      throw new ApiError(
        BUSINESS_CODES.UPSTREAM_ERROR,
        `WeChat OAuth failed: ${answer.errcode ?? '?'} ${answer.errmsg ?? ''}`.trim(),
      );
    }
    // The access token it also returned is for snsapi_userinfo calls, which we never make.
    return { openid: answer.openid };
  }
}

/** WeChat's codes live five minutes; so do the stand-in's. */
export const STAND_IN_CODE_TTL_MS = 5 * 60_000;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export class EmbeddedOAuthSource implements OAuthSource {
  readonly kind = 'embedded';
  readonly appId = EMBEDDED_APP_ID;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly now: () => number,
  ) {}

  authorizeUrl(redirectUri: string, state: string): string {
    return standInAuthorizeUrl({ appId: this.appId, redirectUri, state });
  }

  /**
   * The stand-in's openid for a browser: stable (derived from the browser's stand-in id under the
   * server secret) and shaped like WeChat's (`o` and 27 URL-safe characters).
   */
  openidFor(browserId: string): string {
    const digest = createHmac('sha256', this.secret).update(`wechat-stand-in:${browserId}`);
    return `o${digest.digest('base64url').slice(0, 27)}`;
  }

  /** Issues a code for the visitor, as WeChat's authorize page does. */
  async issueCode(openid: string, state: string): Promise<string> {
    const code = randomBytes(24).toString('base64url');
    const now = this.now();
    await this.db.insert(wechatOauthCodes).values({
      codeHash: sha256(code),
      openid,
      state,
      createdAt: new Date(now),
      expiresAt: new Date(now + STAND_IN_CODE_TTL_MS),
    });
    return code;
  }

  async exchange(code: string, state: string): Promise<{ openid: string }> {
    const now = new Date(this.now());
    // Read and use up in one statement: of two parallel exchanges of one code, one wins.
    const [row] = await this.db
      .update(wechatOauthCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(wechatOauthCodes.codeHash, sha256(code)),
          eq(wechatOauthCodes.state, state),
          isNull(wechatOauthCodes.usedAt),
          gt(wechatOauthCodes.expiresAt, now),
        ),
      )
      .returning({ openid: wechatOauthCodes.openid });
    if (!row) throw codeExpired();
    return { openid: row.openid };
  }

  /** Used and expired codes are only kept until they could no longer be redeemed anyway. */
  purgeExpired(): Promise<unknown> {
    return this.db
      .delete(wechatOauthCodes)
      .where(lt(wechatOauthCodes.expiresAt, new Date(this.now())));
  }
}

/** WeChat when configured; the stand-in outside production; null (503) otherwise. */
export function oauthSourceFor(app: FastifyInstance): OAuthSource | null {
  const { wechatAppId, wechatAppSecret, env, appSecret } = app.config;
  if (wechatAppId && wechatAppSecret) {
    return new WechatOAuthSource({ appId: wechatAppId, appSecret: wechatAppSecret });
  }
  return env === 'production' ? null : new EmbeddedOAuthSource(app.db, appSecret, () => app.now());
}
