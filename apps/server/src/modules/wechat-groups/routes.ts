// oms-service GET /api/driver/wechatGroup?cityCode=: the drivers' group of a city, else of its
// province, else the national group; and GET /qr/wechat-group/:id.png (outside the gateway: an
// <img> cannot sign its request), the group's QR code as a PNG a driver can long-press to save.
// Operators name groups in Chinese, as WeChat shows them; an English request gets a name made from
// the group's place in English ("Suzhou drivers’ group") with the WeChat name beside it.

import { getWechatGroup } from '@freight/contract/endpoints/wechat-groups';
import { englishName } from '@freight/contract/regions/english';
import { findCity } from '@freight/contract/regions/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { requestLocale } from '../../http/user-message.ts';
import { groupById, groupFor } from './groups.ts';

export const QR_PATH = '/qr/wechat-group';

/** The English name of a group: its city's, else its province's, else the national group. */
export function englishGroupName(group: {
  cityCode: string | null;
  provinceCode: string | null;
}): string {
  const { cityCode, provinceCode } = group;
  const province = englishName(provinceCode ?? `${(cityCode ?? '').slice(0, 2)}0000`);
  // xx9000 is a province's county-level areas, which have no name of their own.
  const city =
    cityCode && /9000$/.test(cityCode) && province
      ? `${province} county-level areas`
      : cityCode
        ? englishName(cityCode)
        : null;
  const place = cityCode ? city : provinceCode ? province : 'National';
  return place ? `${place} drivers’ group` : 'Drivers’ group';
}

export const wechatGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, getWechatGroup, async ({ fields: { cityCode }, request }) => {
    const city = cityCode ? findCity(cityCode) : null;
    const { byCity, byProvince, national } = await groupFor(app.db, city);
    const group = byCity ?? byProvince ?? national;
    if (!group) {
      throw new ApiError(BUSINESS_CODES.NOT_FOUND, {
        'zh-CN': '暂无司机群',
        'en-US': "There is no drivers' group yet",
      });
    }
    return {
      groupId: group.id,
      name: requestLocale(request) === 'en-US' ? englishGroupName(group) : group.name,
      wechatName: group.name,
      scope: byCity ? 'city' : byProvince ? 'province' : 'national',
      // The version in the URL changes when the group's code is renewed, so caches refresh.
      qrImageUrl: `${QR_PATH}/${group.id}.png?v=${group.updatedAt.getTime()}`,
      updatedAt: group.updatedAt.toISOString(),
    };
  });
};

export const wechatGroupQrRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${QR_PATH}/:file`,
    { schema: { params: z.object({ file: z.string().regex(/^\d{1,9}\.png$/) }) } },
    async (request, reply) => {
      const id = Number.parseInt(request.params.file, 10);
      const group = await groupById(app.db, id);
      if (!group) throw new ApiError(BUSINESS_CODES.NOT_FOUND);
      // Error correction Q and a quiet zone: it still scans from a photo of a phone (PITFALLS 6).
      const png = await QRCode.toBuffer(group.joinText, {
        type: 'png',
        errorCorrectionLevel: 'Q',
        margin: 4,
        width: 480,
      });
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(png);
    },
  );
};
