// The drivers' WeChat group for a city: its name and QR code image (long-press to save or scan
// in WeChat). The city's own group, else its province's, else the national one.
import * as z from 'zod';
import { defineEndpoint, isoDateTime, QUIET_READ, resourceUrl } from './common.ts';

export const getWechatGroupRequest = z.strictObject({
  /** A prefecture-level city code (GB/T 2260); absent: the national group. */
  cityCode: z
    .string()
    .regex(/^\d{6}$/, 'invalid city code')
    .optional(),
});
export const getWechatGroupResponse = z.strictObject({
  groupId: z.int().positive(),
  /** The group's name in the request's language (Accept-Language, docs/contract.md §5). */
  name: z.string().min(1).max(60),
  /**
   * The name the group has in WeChat (usually Chinese, as the operators named it), the same in
   * every language: what the driver sees in the chat list after joining.
   */
  wechatName: z.string().min(1).max(60),
  scope: z.enum(['city', 'province', 'national']),
  qrImageUrl: resourceUrl,
  updatedAt: isoDateTime,
});

export const getWechatGroup = defineEndpoint({
  name: 'getWechatGroup',
  method: 'GET',
  service: 'oms-service',
  path: '/api/driver/wechatGroup',
  caller: 'anyone',
  client: QUIET_READ,
  request: getWechatGroupRequest,
  response: getWechatGroupResponse,
  example: { cityCode: '320500' },
});
export type GetWechatGroupData = z.output<typeof getWechatGroupResponse>;
