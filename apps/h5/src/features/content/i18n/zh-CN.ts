// Strings of the content feature in zh-CN, the source of its keys (docs/decisions/004).
const zhCN = {
  'title.edu.learning': '轨迹扣款学习',
  'title.edu.exam': '轨迹扣款考题',
  'title.operate.partyBuilding': '党建园地',
  'title.operate.partyBuilding.add': '发布党建动态',
  'title.operate.partyBuilding.detail': '党建详情',
  'title.knowledge.list': '知识库',
  'title.knowledge.detail': '文章详情',
  'title.knowledge.feedBack': '意见反馈',
};

export default zhCN;
