// The rules a field can break, each with what it says to the person who typed it, in both
// languages. The contract's schemas name a rule as their message (`.regex(pattern, 'plate.format')`)
// and the server's own checks name one too, so a refused request tells the page which field broke
// which rule, in the user's language (the VALIDATION_FAILED envelope, docs/contract.md §3), and the
// page shows it at that field. `{name}` placeholders are filled from the rule's parameters.

import type { Locale } from '../status.ts';

export const FIELD_RULES = {
  required: { 'zh-CN': '请填写这一项', 'en-US': 'Please fill this in' },
  invalid: { 'zh-CN': '这一项填写有误，请检查', 'en-US': 'This is not valid; please check it' },
  choice: { 'zh-CN': '请从选项中选择', 'en-US': 'Choose one of the options' },
  'name.format': {
    'zh-CN': '姓名请填 2-30 个汉字或字母',
    'en-US': 'Enter a name of 2 to 30 letters',
  },
  'mobile.format': {
    'zh-CN': '请输入 11 位手机号',
    'en-US': 'Enter an 11-digit mobile number',
  },
  // The SMS provider refused the number (not one it can text, or unsubscribed; ADR 033).
  'mobile.noSms': {
    'zh-CN': '这个号码收不到短信，请检查号码或换一个手机号',
    'en-US': 'This number cannot receive text messages; check it or use another',
  },
  'code.format': { 'zh-CN': '验证码是 6 位数字', 'en-US': 'The code is 6 digits' },
  'city.unknown': { 'zh-CN': '请从列表中选择城市', 'en-US': 'Choose a city from the list' },
  'shipment.ref': {
    'zh-CN': '货源链接不完整，请重新打开分享给你的链接',
    'en-US': 'This load link is incomplete; open the link you were sent again',
  },
  'plate.format': {
    'zh-CN': '车牌号格式不对，例如 沪A12345、粤B12345D',
    'en-US': 'This is not a plate number; it looks like 沪A12345 or 粤B12345D',
  },
  'plate.notForHire': {
    'zh-CN': '教练车、警车的车牌不能承运货物',
    'en-US': 'Learner and police plates may not carry freight',
  },
  'idCard.format': {
    'zh-CN': '身份证号是 18 位，最后一位可以是 X',
    'en-US': 'An ID number has 18 characters; the last may be X',
  },
  'idCard.checksum': {
    'zh-CN': '身份证号有误，请核对每一位',
    'en-US': 'This ID number is wrong; check each character',
  },
  'idCard.age': {
    'zh-CN': '司机年龄须在 {min} 至 {max} 周岁之间',
    'en-US': 'Drivers must be {min} to {max} years old',
  },
  'date.format': { 'zh-CN': '请选择日期', 'en-US': 'Choose a date' },
  'date.expired': {
    'zh-CN': '证件已于 {date} 过期，请上传有效证件',
    'en-US': 'This expired on {date}; upload one that is valid',
  },
  'vehicle.length': {
    'zh-CN': '车长不能超过 {max} 米',
    'en-US': 'The truck may be at most {max} m long',
  },
  'vehicle.load': {
    'zh-CN': '载重不能超过 {max} 吨',
    'en-US': 'The load may be at most {max} t',
  },
  'vehicle.type': {
    'zh-CN': '请选择最接近的车型',
    'en-US': 'Choose the body type that comes closest',
  },
  'stop.origin': {
    'zh-CN': '这条线路从{city}出发，装货地请选在那里',
    'en-US': 'This line leaves from {city}; load at an address there',
  },
  'stop.destination': {
    'zh-CN': '这条线路开往{city}，卸货地请选在那里',
    'en-US': 'This line goes to {city}; unload at an address there',
  },
  'loadDate.past': {
    'zh-CN': '装货日期不能早于今天',
    'en-US': 'The loading date cannot be before today',
  },
  'loadDate.line': {
    'zh-CN': '这辆车 {date} 发车，装货日期请选当天或前一天',
    'en-US': 'The truck leaves on {date}; load on that day or the day before',
  },
  'goods.weight': {
    'zh-CN': '这辆车最多装 {max} 吨',
    'en-US': 'This truck carries at most {max} t',
  },
  'party.title': {
    'zh-CN': '标题请写 4 到 40 个字',
    'en-US': 'Give it a title of 4 to 40 characters',
  },
  'party.text': {
    'zh-CN': '内容请写 10 到 1000 个字',
    'en-US': 'Write 10 to 1,000 characters',
  },
  'road.name': {
    'zh-CN': '路段请写 2 到 30 个字，例如 G2 京沪高速 无锡东出口',
    'en-US': 'Name the road in 2 to 30 characters, like G2 Wuxi East exit',
  },
  'road.text': {
    'zh-CN': '情况请写 5 到 300 个字',
    'en-US': 'Describe it in 5 to 300 characters',
  },
  'feedback.short': {
    'zh-CN': '请至少写 5 个字，说说遇到了什么',
    'en-US': 'Write at least 5 characters about what happened',
  },
  'feedback.long': {
    'zh-CN': '最多 500 个字，请精简一下',
    'en-US': 'At most 500 characters; please shorten it',
  },
  'text.characters': {
    'zh-CN': '内容里有无法保存的特殊字符，请删除后再提交',
    'en-US': 'The text holds characters that cannot be saved; remove them and send again',
  },
  'feedback.subject': {
    'zh-CN': '这篇文章已经下线，不能再对它反馈；可以改为反馈其他问题',
    'en-US':
      'This article is no longer published; send your feedback as a general question instead',
  },
  'exam.incomplete': {
    'zh-CN': '还有题目没有作答，请答完再交卷',
    'en-US': 'Some questions are not answered yet; answer them all, then hand in',
  },
  'exam.changed': {
    'zh-CN': '考试题目有更新，请重新打开考试再作答',
    'en-US': 'The exam has changed; open it again and answer',
  },
  'edu.lessons': {
    'zh-CN':
      '课程内容请按课写：以 # 开头的一行是一课的标题（最多 60 字），下面每行一段；最多 20 课，每课最多 20 段',
    'en-US':
      'Write the lessons as lines: a line starting with # is a lesson heading (at most 60 characters), each line under it a paragraph; at most 20 lessons of 20 paragraphs',
  },
  'edu.answer': {
    'zh-CN': '正确答案必须是其中一个选项',
    'en-US': 'The right answer must be one of the options',
  },
  'edu.options.distinct': {
    'zh-CN': '选项不能重复',
    'en-US': 'The options must differ from each other',
  },
} as const satisfies Record<string, Readonly<Record<Locale, string>>>;

export type FieldRule = keyof typeof FIELD_RULES;
export type FieldRuleParams = Readonly<Record<string, string | number>>;

export function isFieldRule(text: unknown): text is FieldRule {
  return typeof text === 'string' && Object.hasOwn(FIELD_RULES, text);
}

/** What `rule` says in `locale`, its `{placeholders}` filled from `params`. */
export function fieldRuleMessage(
  rule: FieldRule,
  locale: Locale,
  params: FieldRuleParams = {},
): string {
  return FIELD_RULES[rule][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
