// What the reports' refusals say, in both languages.

import type { UserMessage } from '../../http/user-message.ts';

export const REPORT_MESSAGES = {
  monthToCome: {
    'zh-CN': '这个月还没到，请选择本月或之前的月份',
    'en-US': 'That month has not come yet; choose this month or an earlier one',
  },
  shareNotFound: {
    'zh-CN': '没有找到这份年度账单，链接可能不完整或有误',
    'en-US': 'There is no such annual bill; the link may be incomplete or wrong',
  },
  programmeNotFound: {
    'zh-CN': '没有找到这个邀请活动',
    'en-US': 'There is no such invitation campaign',
  },
} as const satisfies Record<string, UserMessage>;
