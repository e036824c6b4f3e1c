// Headers every answer carries (the reliability and security issue, first part): no MIME sniffing
// (an uploaded image must never be run as a script), a referrer that keeps query strings (channel
// and share ids, invitation tokens) on this site, and in production HSTS, so a driver's phone
// never talks to the platform over plain http again after the first visit.

import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  production: boolean;
}

/** HSTS for a year, subdomains included; production only (development runs on plain http). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export default fp<SecurityHeadersOptions>(
  async (app, { production }) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (production) reply.header('strict-transport-security', HSTS);
      return payload;
    });
  },
  { name: 'security-headers' },
);
