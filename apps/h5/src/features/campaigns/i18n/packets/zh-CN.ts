// Strings of the red packet pages (/redpacketrain/*) in zh-CN, the source of their keys
// (docs/decisions/004).
const zhCN = {
  'packets.start': '开始抢红包',
  'packets.gate': '登录后抢红包',
  'packets.intro': '点开一个红包就是抢一次，每个红包里有什么由平台抽出。',
  'packets.packet': '红包 {n}',
  'packets.opened': '红包 {n}：{prize}',
  'packets.opening': '正在打开…',
  'packets.balance': '查看我的余额',
  'packets.back': '回到活动页',
  'packets.won': '抢到：{prizes}',
};

export default zhCN;
