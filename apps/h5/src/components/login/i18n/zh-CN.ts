// What the login form says when the SMS provider did not deliver a code as asked, in zh-CN, the
// source of its keys (docs/decisions/004, 033). Rare, so loaded when needed (catalogue.ts).
const zhCN = {
  'login.codeMayArrive':
    '短信发送较慢：发往 {mobile} 的验证码可能稍后到达，{minutes} 分钟内有效；也可以在倒计时结束后重新获取',
  'login.error.smsUnavailable': '短信暂时无法发送，请稍后再试',
};

export default zhCN;
