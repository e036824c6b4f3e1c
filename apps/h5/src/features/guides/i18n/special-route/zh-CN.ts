// Strings of the special routes page in zh-CN, the source of its keys (docs/decisions/004).
const zhCN = {
  'guide.special.title': '专线服务',
  'guide.special.intro': '货不够一整车？专线帮您拼车发货，按重量或体积计费。',
  'guide.special.fits': '适合这些货',
  'guide.special.fit1': '几百公斤到几吨的零担货物，发往固定城市。',
  'guide.special.fit2': '对时效有要求、希望门到门提送的货物。',
  'guide.special.how': '怎么发货',
  'guide.special.how1': '下载专运达App，选择出发城市和到达城市。',
  'guide.special.how2': '填写货物重量、体积和提货时间，查看专线报价。',
  'guide.special.how3': '下单后专线上门提货，到达后通知收货人。',
};

export default zhCN;
