// oms-service GET /api/agreement/detail?id=: the agreement's newest version in effect today (China
// dates), as structured text. An unknown id is a clear 404 (4040), not an empty page.

import { getAgreement } from '@freight/contract/endpoints/agreements';
import { todayInChina } from '@freight/contract/china-time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import type { UserMessage } from '../../http/user-message.ts';
import { agreementInEffect } from './versions.ts';

const NOT_IN_EFFECT: UserMessage = {
  'zh-CN': '协议不存在或尚未生效',
  'en-US': 'This agreement does not exist or is not in effect yet',
};

const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, getAgreement, async ({ fields: { id } }) => {
    const row = await agreementInEffect(app.db, id, todayInChina(app.now()));
    if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NOT_IN_EFFECT);
    return {
      id: row.slug,
      title: row.title,
      version: row.version,
      effectiveDate: row.effectiveDate,
      sections: row.sections,
    };
  });
};

export default agreementRoutes;
