// Headers every answer carries (the reliability and security issue, first part): no MIME sniffing
// (an uploaded image must never be run as a script), a referrer that keeps query strings (channel
// and share ids, invitation tokens) on this site, and in production HSTS, so a driver's phone
// never talks to the platform over plain http again after the first visit.
// Requests: an unsafe request (anything but GET, HEAD, OPTIONS) that the browser marks as sent by
// another site (`Sec-Fetch-Site: cross-site`) is refused before any route sees it, whatever cookie
// it carries. The platform's own hosts are subdomains of one site (`same-site`) and pass; clients
// that send no such header (older web-views, the native apps) are judged by the XSRF pair and the
// signature as before.

import fp from 'fastify-plugin';
import { ApiError, BUSINESS_CODES } from '../http/envelope.ts';

export interface SecurityHeadersOptions {
  production: boolean;
}

/**
 * What the pages may ask the browser for: nothing of the camera, microphone, location, motion
 * sensors, payment, devices or screen capture, which neither the H5 nor the console uses (a photo
 * comes from a file input, which this does not touch); copying a link (clipboard-write) and the
 * system's share sheet (web-share) for the pages' own origin.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'clipboard-write=(self)',
  'web-share=(self)',
].join(', ');

/** HSTS for a year, subdomains included; production only (development runs on plain http). */
export const HSTS = 'max-age=31536000; includeSubDomains';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp<SecurityHeadersOptions>(
  async (app, { production }) => {
    // preParsing: after every onRequest hook (cookies read, as the error answer needs them), before
    // the body is read or decrypted and before any route runs.
    // Callbacks, not promises: no I/O here, and every request passes.
    app.addHook('preParsing', (request, _reply, payload, done) => {
      if (!SAFE_METHODS.has(request.method) && request.headers['sec-fetch-site'] === 'cross-site') {
        request.log.warn({ origin: request.headers.origin }, 'cross-site request refused');
        return done(new ApiError(BUSINESS_CODES.FORBIDDEN, 'Cross-site requests are refused'));
      }
      done(null, payload);
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (production) reply.header('strict-transport-security', HSTS);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
