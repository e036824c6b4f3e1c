// Strings of the shipper exception page in zh-CN, the source of its keys (docs/decisions/004).
const zhCN = {
  'guide.exception.title': '客服服务暂时不可用',
  'guide.exception.description': '客服系统出了点问题，请稍后重试。给您带来不便，非常抱歉。',
  'guide.exception.contact': '也可以在App“我的-客服”中留言，我们会尽快回复。',
};

export default zhCN;
