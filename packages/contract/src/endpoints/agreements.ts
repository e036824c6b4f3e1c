// Agreements (platform service agreement, cargo transport agreement, address change fee standard,
// agent agreement): versioned texts kept on the server, sent as structured text (headings and
// paragraphs), never as HTML, so a page renders them without injecting markup.
import * as z from 'zod';
import { defineEndpoint, isoDate, QUIET_READ } from './common.ts';

/** Agreement ids are slugs: `platform-service`, `shipper-contract`, … */
export const agreementId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'invalid agreement id');

export const getAgreementRequest = z.strictObject({ id: agreementId });
export const getAgreementResponse = z.strictObject({
  id: agreementId,
  title: z.string().min(1).max(100),
  version: z.int().positive(),
  effectiveDate: isoDate,
  sections: z
    .array(
      z.strictObject({
        heading: z.string().max(100),
        paragraphs: z.array(z.string().min(1).max(2000)).min(1).max(50),
      }),
    )
    .min(1)
    .max(50),
});

export const getAgreement = defineEndpoint({
  name: 'getAgreement',
  method: 'GET',
  service: 'oms-service',
  path: '/api/agreement/detail',
  caller: 'anyone',
  client: QUIET_READ,
  request: getAgreementRequest,
  response: getAgreementResponse,
  example: { id: 'platform-service' },
});
export type GetAgreementData = z.output<typeof getAgreementResponse>;
