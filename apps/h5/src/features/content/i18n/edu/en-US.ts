// Strings of the driver education pages (/edu/*) in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'edu.chineseOnly': 'This course is in Chinese.',
  'edu.lessons': 'Lessons',
  'edu.exam.chineseOnly': 'The questions are in Chinese.',
  'edu.lesson': 'Lesson {n}: {heading}',
  'edu.best.passed': 'You passed the exam: {correct} of {total} right ({date}).',
  'edu.best.failed':
    'Your last exam: {correct} of {total} right, not yet a pass. Read the course again, then retake it.',
  'edu.exam.title': 'Done reading? Take the exam',
  'edu.exam.text':
    '{count} multiple-choice questions; {pass} right is a pass. Take it as often as you like.',
  'edu.exam.start': 'Start the exam',
  'edu.exam.again': 'Take it again',
  'edu.exam.gate': 'Log in with a driver account to answer',
  'edu.exam.intro':
    '{count, plural, one {# question} other {# questions}}; {pass} right is a pass. Choose one answer each, then hand in.',
  'edu.exam.question': '{n}. {text}',
  'edu.exam.unanswered': 'No answer chosen yet',
  'edu.exam.missing': '{count} not answered yet: question {numbers}',
  'edu.exam.submit': 'Hand in',
  'edu.exam.submitting': 'Handing in…',
  'edu.result.passed': 'Passed! {correct} of {total} right',
  'edu.result.failed': 'Not passed this time: {correct} of {total} right, {pass} needed',
  'edu.result.right': 'Right',
  'edu.result.wrong': 'Wrong; the right answer: {answer}',
  'edu.result.yours': 'Your answer: {answer}',
  'edu.result.why': 'Why: {text}',
  'edu.backToLearning': 'Back to the course',
};

export default enUS;
