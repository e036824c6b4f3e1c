// The jsapi ticket, cached in the database so that every instance signs with the same one and
// WeChat is asked about once per ticket lifetime, not once per page view. A refresh is never done
// inside a transaction (WeChat may take seconds, and the embedded database has one connection);
// within an instance one refresh at a time (single flight), and across instances a refresh at
// the same moment costs WeChat a second call at most, since tickets stay valid until their
// own expiry and the row keeps whichever expires last.

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { wechatTickets } from '../../db/schema/wechat.ts';
import type { WechatTicketSource } from './ticket-source.ts';

// Refresh a little before WeChat's expiry, so that a page never gets a ticket that dies while
// its wx.config is in flight.
const REFRESH_MARGIN_MS = 5 * 60_000;
const KIND = 'jsapi';

export class JsapiTicketCache {
  #refreshing: Promise<string> | null = null;
  /**
   * The ticket this instance last fetched: a read that started before that refresh stored its
   * row, and answered after the refresh ended, must not start another one.
   */
  #fetched: { ticket: string; expiresAt: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly source: WechatTicketSource,
    private readonly now: () => number,
  ) {}

  async current(): Promise<string> {
    const [row] = await this.db
      .select()
      .from(wechatTickets)
      .where(and(eq(wechatTickets.appId, this.source.appId), eq(wechatTickets.kind, KIND)));
    if (
      row &&
      row.source === this.source.kind &&
      row.expiresAt.getTime() - REFRESH_MARGIN_MS > this.now()
    ) {
      return row.ticket;
    }
    const fetched = this.#fetched;
    if (fetched && fetched.expiresAt - REFRESH_MARGIN_MS > this.now()) return fetched.ticket;
    this.#refreshing ??= this.#refresh().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  async #refresh(): Promise<string> {
    const { ticket, expiresInSeconds } = await this.source.fetchJsapiTicket();
    const fetchedAt = this.now();
    const values = {
      appId: this.source.appId,
      kind: KIND,
      ticket,
      source: this.source.kind,
      fetchedAt: new Date(fetchedAt),
      expiresAt: new Date(fetchedAt + expiresInSeconds * 1000),
    };
    await this.db
      .insert(wechatTickets)
      .values(values)
      .onConflictDoUpdate({
        target: [wechatTickets.appId, wechatTickets.kind],
        set: values,
        // Another instance may have stored a ticket that lives longer: keep that one.
        setWhere: sql`${wechatTickets.expiresAt} < excluded.expires_at or ${wechatTickets.source} <> excluded.source`,
      });
    // Both tickets are valid; this one is what this instance has just been given.
    this.#fetched = { ticket, expiresAt: values.expiresAt.getTime() };
    return ticket;
  }
}
