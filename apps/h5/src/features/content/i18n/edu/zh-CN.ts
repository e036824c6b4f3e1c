// Strings of the driver education pages (/edu/*) in zh-CN, the source of their keys
// (docs/decisions/004).
const zhCN = {
  'edu.chineseOnly': 'This course is in Chinese.',
  'edu.lessons': '学习内容',
  'edu.exam.chineseOnly': '考题仅有中文版。',
  'edu.lesson': '第 {n} 课　{heading}',
  'edu.best.passed': '您已通过考试：答对 {correct} / {total} 题（{date}）。',
  'edu.best.failed': '上次考试答对 {correct} / {total} 题，还没通过。再看一遍课程，然后重考。',
  'edu.exam.title': '学完了，来考一考',
  'edu.exam.text': '共 {count} 道选择题，答对 {pass} 道就算通过，可以反复考。',
  'edu.exam.start': '开始考试',
  'edu.exam.again': '再考一次',
  'edu.exam.gate': '登录司机账号后答题',
  'edu.exam.intro': '共 {count} 道题，答对 {pass} 道通过。每题选一个答案，答完交卷。',
  'edu.exam.question': '{n}. {text}',
  'edu.exam.unanswered': '这道题还没有选答案',
  'edu.exam.missing': '还有 {count} 道题没答：第 {numbers} 题',
  'edu.exam.submit': '交卷',
  'edu.exam.submitting': '正在交卷…',
  'edu.result.passed': '通过了！答对 {correct} / {total} 题',
  'edu.result.failed': '这次没通过：答对 {correct} / {total} 题，需要答对 {pass} 题',
  'edu.result.right': '答对了',
  'edu.result.wrong': '答错了，正确答案：{answer}',
  'edu.result.yours': '您选的：{answer}',
  'edu.result.why': '解析：{text}',
  'edu.backToLearning': '回到课程',
};

export default zhCN;
