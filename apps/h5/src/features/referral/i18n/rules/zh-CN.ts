// Strings of the rules page of the referral feature in zh-CN, the source of its keys.
const zhCN = {
  'programme.none': '邀请活动暂未开始或已结束，敬请期待下一期。',
};

export default zhCN;
