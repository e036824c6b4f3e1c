// Where JS-SDK tickets come from (docs/design.md §2): WeChat's API when WX_APP_ID and WX_APP_SECRET are
// configured, else (outside production only) an embedded stand-in that issues random tickets, so
// that pages can be developed and tested without an official account. Never a stand-in in
// production: there, without WeChat credentials, getWXConfig answers 503.

import { randomBytes } from 'node:crypto';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { WechatApi, type WechatApiOptions } from './wechat-http.ts';

export interface JsapiTicket {
  ticket: string;
  /** How long WeChat says it stays valid (7200 s). */
  expiresInSeconds: number;
}

export interface WechatTicketSource {
  /** 'wechat' (the real API) or 'embedded' (the stand-in). */
  readonly kind: 'wechat' | 'embedded';
  /** The official account's app id, as `wx.config` needs it. */
  readonly appId: string;
  fetchJsapiTicket(): Promise<JsapiTicket>;
}

export const TICKET_TTL_SECONDS = 7200;
/** An app id that cannot be mistaken for a real one (those are `wx` + 16 hex digits). */
export const EMBEDDED_APP_ID = 'wx-embedded-stand-in';

export class EmbeddedTicketSource implements WechatTicketSource {
  readonly kind = 'embedded';
  readonly appId = EMBEDDED_APP_ID;

  async fetchJsapiTicket(): Promise<JsapiTicket> {
    // Shaped like WeChat's (86 base64url characters), random like theirs.
    return {
      ticket: randomBytes(64).toString('base64url').slice(0, 86),
      expiresInSeconds: TICKET_TTL_SECONDS,
    };
  }
}

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  ticket?: string;
  expires_in?: number;
}

/**
 * WeChat's API: an access token from `stable_token` (unlike `/cgi-bin/token`, it does not revoke
 * the token other instances hold), then the jsapi ticket from `ticket/getticket`. Failures become
 * UPSTREAM_ERROR (502) or UPSTREAM_TIMEOUT (504); the caller caches the ticket, so this runs about
 * once every two hours for all instances together.
 */
export class WechatApiTicketSource implements WechatTicketSource {
  readonly kind = 'wechat';
  readonly appId: string;
  private readonly api: WechatApi;

  constructor(options: WechatApiOptions) {
    this.api = new WechatApi(options);
    this.appId = this.api.appId;
  }

  async fetchJsapiTicket(): Promise<JsapiTicket> {
    const token = await this.call('/cgi-bin/stable_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credential',
        appid: this.appId,
        secret: this.api.appSecret,
      }),
    });
    if (!token.access_token) throw this.upstreamError('stable_token', token);
    const query = new URLSearchParams({ access_token: token.access_token, type: 'jsapi' });
    const answer = await this.call(`/cgi-bin/ticket/getticket?${query}`, { method: 'GET' });
    if (answer.errcode !== 0 || !answer.ticket) throw this.upstreamError('getticket', answer);
    return { ticket: answer.ticket, expiresInSeconds: answer.expires_in ?? TICKET_TTL_SECONDS };
  }

  private call(path: string, init: RequestInit): Promise<WechatAnswer> {
    return this.api.call<WechatAnswer>(path, init, 'WeChat API');
  }

  private upstreamError(step: string, answer: WechatAnswer): ApiError {
    // errcode/errmsg go to the log (the error handler logs 5xx); no secret is in them.
    return new ApiError(
      BUSINESS_CODES.UPSTREAM_ERROR,
      `WeChat ${step} failed: ${answer.errcode ?? '?'} ${answer.errmsg ?? ''}`.trim(),
    );
  }
}
