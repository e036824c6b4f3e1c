// What driver education's refusals say to the driver, in both languages.

import { SUPPORT_PHONE } from '@freight/contract/config-defaults';
import type { UserMessage } from '../../http/user-message.ts';

/** Exams a driver may hand in per course and China day. */
export const ATTEMPTS_PER_DAY = 20;

/** Questions an exam asks at most (the contract's exam answer holds 30). */
export const EXAM_MAX_QUESTIONS = 30;

export const EDU_MESSAGES = {
  notOpen: {
    'zh-CN': '这门课程不存在或已经下线',
    'en-US': 'This course does not exist or is no longer published',
  },
  attemptCap: {
    'zh-CN': `今天已经交卷 ${ATTEMPTS_PER_DAY} 次，请明天再考；先回到课程把内容再看一遍吧。有疑问请拨打客服电话 ${SUPPORT_PHONE}`,
    'en-US': `You have handed in this exam ${ATTEMPTS_PER_DAY} times today; take it again tomorrow, and read the course once more meanwhile. Questions: call customer service on ${SUPPORT_PHONE}`,
  },
  // The editor (ADR 045).
  noCourse: { 'zh-CN': '没有这门课程', 'en-US': 'There is no such course' },
  noQuestion: { 'zh-CN': '没有这道题', 'en-US': 'There is no such question' },
  /** Saved by another operator since this one read it. */
  courseChanged: {
    'zh-CN': '这门课程刚被别人修改过，请刷新后在最新内容上修改',
    'en-US': 'Someone else changed this course since you opened it; reload and edit the latest',
  },
  questionReplaced: {
    'zh-CN': '这道题刚被别人修改过，已换成新的版本，请刷新后在最新内容上修改',
    'en-US':
      'Someone else changed this question since you opened it; reload and edit the latest version',
  },
  alreadyPublished: { 'zh-CN': '这门课程已经发布', 'en-US': 'This course is already published' },
  notPublishedYet: { 'zh-CN': '这门课程没有发布', 'en-US': 'This course is not published' },
  alreadyAsked: {
    'zh-CN': '这道题已经在考试里',
    'en-US': 'This question is already in the exam',
  },
  notAsked: { 'zh-CN': '这道题已经不在考试里', 'en-US': 'This question is not in the exam' },
  tooManyAsked: {
    'zh-CN': `考试最多 ${EXAM_MAX_QUESTIONS} 道题，请先把别的题移出考试`,
    'en-US': `An exam asks at most ${EXAM_MAX_QUESTIONS} questions; take another one out first`,
  },
} as const satisfies Record<string, UserMessage>;

/** The refusal of a pass mark above the questions the exam would ask. */
export function passAboveQuestions(passCorrect: number, asked: number): UserMessage {
  return {
    'zh-CN': `及格线（答对 ${passCorrect} 题）不能超过考试的题目数（${asked} 题）；请先降低及格线或把题目放回考试`,
    'en-US': `The pass mark (${passCorrect} right) cannot exceed the questions the exam asks (${asked}); lower the pass mark or put questions back first`,
  };
}
