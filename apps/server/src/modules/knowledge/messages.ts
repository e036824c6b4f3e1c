// What the knowledge base's refusals say to the person, in both languages.

import { SUPPORT_PHONE } from '@freight/contract/config-defaults';
import type { UserMessage } from '../../http/user-message.ts';

/** Feedback rows a device (else a logged-in user) may send per China day. */
export const FEEDBACK_PER_DAY = 10;

export const KNOWLEDGE_MESSAGES = {
  notPublished: {
    'zh-CN': '这篇文章不存在或已经下线',
    'en-US': 'This article does not exist or is no longer published',
  },
  feedbackCap: {
    'zh-CN': `今天已经提交了 ${FEEDBACK_PER_DAY} 条反馈，请明天再提交；着急的问题请拨打客服电话 ${SUPPORT_PHONE}`,
    'en-US': `You have sent ${FEEDBACK_PER_DAY} pieces of feedback today; send more tomorrow, or call customer service on ${SUPPORT_PHONE} if it is urgent`,
  },
  noFeedback: { 'zh-CN': '没有这条反馈', 'en-US': 'There is no such feedback' },
  /** A step the feedback's status does not allow (another operator may have moved it). */
  stepRefused: {
    new: { 'zh-CN': '这条反馈还没有人处理', 'en-US': 'Nobody has taken this feedback yet' },
    in_progress: {
      'zh-CN': '这条反馈正在处理中，请刷新后再试',
      'en-US': 'This feedback is being handled; reload and try again',
    },
    answered: {
      'zh-CN': '这条反馈已经答复，请刷新后再试',
      'en-US': 'This feedback has been answered; reload and try again',
    },
    closed: {
      'zh-CN': '这条反馈已经关闭，请先重新打开',
      'en-US': 'This feedback is closed; reopen it first',
    },
  },
  noArticle: { 'zh-CN': '没有这篇文章', 'en-US': 'There is no such article' },
  articleExists: {
    'zh-CN': '已经有这个编号的文章，请换一个编号',
    'en-US': 'An article with this id exists; choose another id',
  },
  /** Saved by another operator since this one read it. */
  articleChanged: {
    'zh-CN': '这篇文章刚被别人修改过，请刷新后在最新内容上修改',
    'en-US': 'Someone else changed this article since you opened it; reload and edit the latest',
  },
  alreadyPublished: { 'zh-CN': '这篇文章已经发布', 'en-US': 'This article is already published' },
  notPublishedYet: { 'zh-CN': '这篇文章没有发布', 'en-US': 'This article is not published' },
  noMobile: {
    'zh-CN': '这条反馈没有留手机号',
    'en-US': 'This feedback left no number to call back',
  },
} as const satisfies Record<string, UserMessage | Record<string, UserMessage>>;
