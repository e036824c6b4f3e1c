// Freight hubs shippers send goods to and from, for the place search (search.ts): port areas, rail
// container terminals and border crossings, airport cargo areas, logistics parks and wholesale
// markets. Public facts (names and where they are), written down by hand for this project.
//
// `countyCode` is the county (data/counties.json) where the hub's gates are. Where we were not sure
// of that county, it is the county of the city's centre, marked `city centre`. 上海港洋山港区's quays
// are on islands of 嵊泗县 (Zhejiang), but trucks reach them over the bridge from 浦东新区: its
// county is 浦东新区. Development zones with a county code of their own in the statistics bureau's
// list (唐山海港经济开发区, 郑州航空港经济综合实验区, ...) are used where the hub lies in one.

import type { PlaceKind } from '@freight/contract/endpoints/places';

export type HubKind = Exclude<PlaceKind, 'town' | 'county'>;

export interface FreightHub {
  nameZh: string;
  nameEn: string;
  kind: HubKind;
  /** GB/T 2260 county code, 6 digits. */
  countyCode: string;
}

type HubRow = readonly [nameZh: string, nameEn: string, countyCode: string];

// Seaports and their port areas, north and south, then river ports (the Yangtze, the Pearl).
const PORTS: readonly HubRow[] = [
  ['上海港洋山港区', 'Yangshan Port Area, Port of Shanghai', '310115'],
  ['上海港外高桥港区', 'Waigaoqiao Port Area, Port of Shanghai', '310115'],
  ['上海港罗泾港区', 'Luojing Port Area, Port of Shanghai', '310113'],
  ['上海港吴淞港区', 'Wusong Port Area, Port of Shanghai', '310113'],
  ['宁波舟山港北仑港区', 'Beilun Port Area, Ningbo-Zhoushan Port', '330206'],
  ['宁波舟山港穿山港区', 'Chuanshan Port Area, Ningbo-Zhoushan Port', '330206'],
  ['宁波舟山港梅山港区', 'Meishan Port Area, Ningbo-Zhoushan Port', '330206'],
  ['宁波舟山港大榭港区', 'Daxie Port Area, Ningbo-Zhoushan Port', '330206'],
  ['宁波舟山港镇海港区', 'Zhenhai Port Area, Ningbo-Zhoushan Port', '330211'],
  ['宁波舟山港金塘港区', 'Jintang Port Area, Ningbo-Zhoushan Port', '330902'],
  ['宁波舟山港衢山港区', 'Qushan Port Area, Ningbo-Zhoushan Port', '330921'],
  ['深圳港盐田港区', 'Yantian Port Area, Port of Shenzhen', '440308'],
  ['深圳港蛇口港区', 'Shekou Port Area, Port of Shenzhen', '440305'],
  ['深圳港赤湾港区', 'Chiwan Port Area, Port of Shenzhen', '440305'],
  ['深圳港妈湾港区', 'Mawan Port Area, Port of Shenzhen', '440305'],
  ['深圳港大铲湾港区', 'Dachan Bay Port Area, Port of Shenzhen', '440306'],
  ['广州港南沙港区', 'Nansha Port Area, Port of Guangzhou', '440115'],
  ['广州港黄埔港区', 'Huangpu Port Area, Port of Guangzhou', '440112'],
  ['广州港新沙港区', 'Xinsha Port Area, Port of Guangzhou', '441900'],
  ['天津港北疆港区', 'Beijiang Port Area, Port of Tianjin', '120116'],
  ['天津港南疆港区', 'Nanjiang Port Area, Port of Tianjin', '120116'],
  ['天津港东疆港区', 'Dongjiang Port Area, Port of Tianjin', '120116'],
  ['天津港大沽口港区', 'Dagukou Port Area, Port of Tianjin', '120116'],
  ['青岛港前湾港区', 'Qianwan Port Area, Port of Qingdao', '370211'],
  ['青岛港董家口港区', 'Dongjiakou Port Area, Port of Qingdao', '370211'],
  ['青岛港大港港区', 'Dagang Port Area, Port of Qingdao', '370203'],
  ['日照港石臼港区', 'Shijiu Port Area, Port of Rizhao', '371102'],
  ['日照港岚山港区', 'Lanshan Port Area, Port of Rizhao', '371103'],
  ['烟台港芝罘湾港区', 'Zhifu Bay Port Area, Port of Yantai', '370602'],
  ['烟台港龙口港区', 'Longkou Port Area, Port of Yantai', '370681'],
  ['威海港', 'Port of Weihai', '371002'],
  ['东营港', 'Port of Dongying', '370503'],
  ['滨州港', 'Port of Binzhou', '371623'],
  ['潍坊港', 'Port of Weifang', '370772'],
  ['大连港大窑湾港区', 'Dayaowan Port Area, Port of Dalian', '210213'],
  ['大连港大港港区', 'Dagang Port Area, Port of Dalian', '210202'],
  ['营口港鲅鱼圈港区', 'Bayuquan Port Area, Port of Yingkou', '210804'],
  ['丹东港大东港区', 'Dadonggang Port Area, Port of Dandong', '210681'],
  ['盘锦港', 'Port of Panjin', '211104'],
  ['秦皇岛港', 'Port of Qinhuangdao', '130302'],
  ['唐山港京唐港区', 'Jingtang Port Area, Port of Tangshan', '130274'],
  ['唐山港曹妃甸港区', 'Caofeidian Port Area, Port of Tangshan', '130209'],
  ['黄骅港', 'Port of Huanghua', '130973'],
  ['连云港港连云港区', 'Lianyun Port Area, Port of Lianyungang', '320703'],
  ['连云港港徐圩港区', 'Xuwei Port Area, Port of Lianyungang', '320703'],
  ['连云港港赣榆港区', 'Ganyu Port Area, Port of Lianyungang', '320707'],
  ['盐城港大丰港区', 'Dafeng Port Area, Port of Yancheng', '320904'],
  ['盐城港滨海港区', 'Binhai Port Area, Port of Yancheng', '320922'],
  ['南通港洋口港区', 'Yangkou Port Area, Port of Nantong', '320623'],
  ['南通港吕四港区', 'Lüsi Port Area, Port of Nantong', '320681'],
  ['南通港狼山港区', 'Langshan Port Area, Port of Nantong', '320613'],
  ['温州港状元岙港区', "Zhuangyuan'ao Port Area, Port of Wenzhou", '330305'],
  ['温州港乐清湾港区', 'Yueqing Bay Port Area, Port of Wenzhou', '330382'],
  ['台州港头门港区', 'Toumen Port Area, Port of Taizhou', '331082'],
  ['台州港大麦屿港区', 'Damaiyu Port Area, Port of Taizhou', '331083'],
  ['嘉兴港乍浦港区', 'Zhapu Port Area, Port of Jiaxing', '330482'],
  ['嘉兴港独山港区', 'Dushan Port Area, Port of Jiaxing', '330482'],
  ['福州港江阴港区', 'Jiangyin Port Area, Port of Fuzhou', '350181'],
  ['福州港马尾港区', 'Mawei Port Area, Port of Fuzhou', '350105'],
  ['福州港罗源湾港区', 'Luoyuan Bay Port Area, Port of Fuzhou', '350123'],
  ['厦门港海沧港区', 'Haicang Port Area, Port of Xiamen', '350205'],
  ['厦门港东渡港区', 'Dongdu Port Area, Port of Xiamen', '350206'],
  ['厦门港招银港区', 'Zhaoyin Port Area, Port of Xiamen', '350604'],
  ['厦门港古雷港区', 'Gulei Port Area, Port of Xiamen', '350623'],
  ['泉州港围头湾港区', 'Weitou Bay Port Area, Port of Quanzhou', '350582'],
  ['泉州港石湖港区', 'Shihu Port Area, Port of Quanzhou', '350581'],
  ['湄洲湾港东吴港区', 'Dongwu Port Area, Meizhou Bay Port', '350305'],
  ['汕头港广澳港区', "Guang'ao Port Area, Port of Shantou", '440512'],
  ['湛江港霞山港区', 'Xiashan Port Area, Port of Zhanjiang', '440803'],
  ['茂名港博贺新港区', 'Bohe Port Area, Port of Maoming', '440904'],
  ['珠海港高栏港区', 'Gaolan Port Area, Port of Zhuhai', '440404'],
  ['东莞港虎门港区', 'Humen Port Area, Port of Dongguan', '441900'],
  ['中山港', 'Port of Zhongshan', '442000'],
  ['钦州港', 'Port of Qinzhou, Beibu Gulf Port', '450702'],
  ['防城港', 'Port of Fangchenggang, Beibu Gulf Port', '450602'],
  ['北海港铁山港区', 'Tieshangang Port Area, Port of Beihai', '450512'],
  ['海口港秀英港区', 'Xiuying Port Area, Port of Haikou', '460105'],
  ['海口港新海港区', 'Xinhai Port Area, Port of Haikou', '460105'],
  ['洋浦港', 'Yangpu Port', '460400'],
  // River ports.
  ['太仓港', 'Port of Taicang', '320585'],
  ['张家港港', 'Port of Zhangjiagang', '320582'],
  ['常熟港', 'Port of Changshu', '320581'],
  ['江阴港', 'Port of Jiangyin', '320281'],
  ['南京港龙潭港区', 'Longtan Port Area, Port of Nanjing', '320113'],
  ['芜湖港朱家桥港区', 'Zhujiaqiao Port Area, Port of Wuhu', '340207'],
  ['安庆港', 'Port of Anqing', '340802'], // city centre
  ['武汉港阳逻港区', 'Yangluo Port Area, Port of Wuhan', '420117'],
  ['黄石港棋盘洲港区', 'Qipanzhou Port Area, Port of Huangshi', '420222'],
  ['宜昌港云池港区', 'Yunchi Port Area, Port of Yichang', '420505'],
  ['岳阳港城陵矶港区', 'Chenglingji Port Area, Port of Yueyang', '430602'],
  ['长沙港霞凝港区', 'Xianing Port Area, Port of Changsha', '430105'],
  ['重庆港果园港区', 'Guoyuan Port Area, Port of Chongqing', '500105'],
  ['重庆港寸滩港区', 'Cuntan Port Area, Port of Chongqing', '500105'],
  ['重庆港珞璜港区', 'Luohuang Port Area, Port of Chongqing', '500116'],
  ['重庆港新田港区', 'Xintian Port Area, Port of Chongqing', '500101'],
  ['泸州港', 'Port of Luzhou', '510504'],
  ['宜宾港', 'Port of Yibin', '511502'], // city centre
  ['贵港港', 'Port of Guigang', '450802'],
  ['梧州港', 'Port of Wuzhou', '450403'], // city centre
  ['佛山港三山港区', 'Sanshan Port Area, Port of Foshan', '440605'],
];

// Railway container terminals (the 铁路集装箱中心站 and others) and the rail border crossings
// of the China-Europe and ASEAN trains.
const RAIL_FREIGHT: readonly HubRow[] = [
  ['上海芦潮港铁路集装箱中心站', 'Shanghai Luchaogang Railway Container Terminal', '310115'],
  ['天津新港北铁路集装箱中心站', 'Tianjin Xingang North Railway Container Terminal', '120116'],
  ['青岛胶州铁路集装箱中心站', 'Qingdao Jiaozhou Railway Container Terminal', '370281'],
  ['郑州圃田铁路集装箱中心站', 'Zhengzhou Putian Railway Container Terminal', '410104'],
  ['武汉吴家山铁路集装箱中心站', 'Wuhan Wujiashan Railway Container Terminal', '420112'],
  ['重庆团结村铁路集装箱中心站', 'Chongqing Tuanjiecun Railway Container Terminal', '500106'],
  ['成都城厢铁路集装箱中心站', 'Chengdu Chengxiang Railway Container Terminal', '510113'],
  ['成都国际铁路港', 'Chengdu International Railway Port', '510113'],
  ['西安新筑铁路集装箱中心站', "Xi'an Xinzhu Railway Container Terminal", '610111'],
  ['昆明王家营西铁路集装箱中心站', 'Kunming Wangjiaying West Railway Container Terminal', '530111'],
  ['乌鲁木齐三坪铁路集装箱中心站', 'Urumqi Sanping Railway Container Terminal', '650106'],
  ['大连铁路集装箱中心站', 'Dalian Railway Container Terminal', '210202'], // city centre
  ['广州大朗铁路集装箱中心站', 'Guangzhou Dalang Railway Container Terminal', '440111'],
  ['深圳平湖南铁路集装箱中心站', 'Shenzhen Pinghu South Railway Container Terminal', '440307'],
  ['钦州港东铁路集装箱中心站', 'Qinzhou Port East Railway Container Terminal', '450702'],
  ['义乌西站铁路物流中心', 'Yiwu West Railway Freight Centre', '330782'],
  ['济南董家铁路货运中心', 'Jinan Dongjia Railway Freight Centre', '370112'],
  ['南昌向塘铁路物流基地', 'Nanchang Xiangtang Railway Logistics Base', '360121'],
  ['满洲里铁路口岸', 'Manzhouli Railway Port of Entry', '150781'],
  ['二连浩特铁路口岸', 'Erenhot Railway Port of Entry', '152501'],
  ['阿拉山口铁路口岸', 'Alashankou Railway Port of Entry', '652702'],
  ['霍尔果斯铁路口岸', 'Khorgos Railway Port of Entry', '654004'],
  ['凭祥铁路口岸', 'Pingxiang Railway Port of Entry', '451481'],
  ['绥芬河铁路口岸', 'Suifenhe Railway Port of Entry', '231081'],
];

// Cargo areas of the airports with the most air freight, one or two per province.
const AIRPORT_CARGO: readonly HubRow[] = [
  ['上海浦东国际机场货运区', 'Shanghai Pudong International Airport Cargo Area', '310115'],
  ['北京首都国际机场货运区', 'Beijing Capital International Airport Cargo Area', '110113'],
  ['北京大兴国际机场货运区', 'Beijing Daxing International Airport Cargo Area', '110115'],
  ['广州白云国际机场货运区', 'Guangzhou Baiyun International Airport Cargo Area', '440111'],
  ['深圳宝安国际机场货运区', "Shenzhen Bao'an International Airport Cargo Area", '440306'],
  ['成都双流国际机场货运区', 'Chengdu Shuangliu International Airport Cargo Area', '510116'],
  ['成都天府国际机场货运区', 'Chengdu Tianfu International Airport Cargo Area', '510185'],
  ['重庆江北国际机场货运区', 'Chongqing Jiangbei International Airport Cargo Area', '500112'],
  ['杭州萧山国际机场货运区', 'Hangzhou Xiaoshan International Airport Cargo Area', '330109'],
  ['郑州新郑国际机场货运区', 'Zhengzhou Xinzheng International Airport Cargo Area', '410173'],
  ['鄂州花湖国际机场货运区', 'Ezhou Huahu International Airport Cargo Area', '420704'],
  ['武汉天河国际机场货运区', 'Wuhan Tianhe International Airport Cargo Area', '420116'],
  ['西安咸阳国际机场货运区', "Xi'an Xianyang International Airport Cargo Area", '610404'],
  ['南京禄口国际机场货运区', 'Nanjing Lukou International Airport Cargo Area', '320115'],
  ['厦门高崎国际机场货运区', 'Xiamen Gaoqi International Airport Cargo Area', '350206'],
  ['青岛胶东国际机场货运区', 'Qingdao Jiaodong International Airport Cargo Area', '370281'],
  ['天津滨海国际机场货运区', 'Tianjin Binhai International Airport Cargo Area', '120110'],
  ['昆明长水国际机场货运区', 'Kunming Changshui International Airport Cargo Area', '530111'],
  ['长沙黄花国际机场货运区', 'Changsha Huanghua International Airport Cargo Area', '430121'],
  ['济南遥墙国际机场货运区', 'Jinan Yaoqiang International Airport Cargo Area', '370112'],
  ['沈阳桃仙国际机场货运区', 'Shenyang Taoxian International Airport Cargo Area', '210112'],
  ['哈尔滨太平国际机场货运区', 'Harbin Taiping International Airport Cargo Area', '230102'],
  ['乌鲁木齐地窝堡国际机场货运区', 'Urumqi Diwopu International Airport Cargo Area', '650104'],
  ['南宁吴圩国际机场货运区', 'Nanning Wuxu International Airport Cargo Area', '450105'],
  ['海口美兰国际机场货运区', 'Haikou Meilan International Airport Cargo Area', '460108'],
  ['大连周水子国际机场货运区', 'Dalian Zhoushuizi International Airport Cargo Area', '210211'],
  ['宁波栎社国际机场货运区', 'Ningbo Lishe International Airport Cargo Area', '330203'],
  ['福州长乐国际机场货运区', 'Fuzhou Changle International Airport Cargo Area', '350112'],
  ['贵阳龙洞堡国际机场货运区', 'Guiyang Longdongbao International Airport Cargo Area', '520102'],
  ['南昌昌北国际机场货运区', 'Nanchang Changbei International Airport Cargo Area', '360112'],
  ['石家庄正定国际机场货运区', 'Shijiazhuang Zhengding International Airport Cargo Area', '130123'],
  ['无锡硕放国际机场货运区', 'Wuxi Shuofang International Airport Cargo Area', '320214'],
  ['温州龙湾国际机场货运区', 'Wenzhou Longwan International Airport Cargo Area', '330303'],
  ['兰州中川国际机场货运区', 'Lanzhou Zhongchuan International Airport Cargo Area', '620171'],
  ['呼和浩特白塔国际机场货运区', 'Hohhot Baita International Airport Cargo Area', '150105'],
  ['太原武宿国际机场货运区', 'Taiyuan Wusu International Airport Cargo Area', '140105'],
  ['合肥新桥国际机场货运区', 'Hefei Xinqiao International Airport Cargo Area', '340177'],
  ['长春龙嘉国际机场货运区', 'Changchun Longjia International Airport Cargo Area', '220113'],
  ['拉萨贡嘎国际机场货运区', 'Lhasa Gonggar International Airport Cargo Area', '540522'],
  ['银川河东国际机场货运区', 'Yinchuan Hedong International Airport Cargo Area', '640181'],
  ['三亚凤凰国际机场货运区', 'Sanya Phoenix International Airport Cargo Area', '460204'],
  ['珠海金湾机场货运区', 'Zhuhai Jinwan Airport Cargo Area', '440404'],
  ['泉州晋江国际机场货运区', 'Quanzhou Jinjiang International Airport Cargo Area', '350582'],
  ['烟台蓬莱国际机场货运区', 'Yantai Penglai International Airport Cargo Area', '370614'],
];

// Logistics parks and wholesale markets that goods leave by the truckload.
const LOGISTICS_PARKS: readonly HubRow[] = [
  ['临沂商城国际物流园', 'Linyi Mall International Logistics Park', '371302'],
  ['义乌国际商贸城', 'Yiwu International Trade City', '330782'],
  ['义乌国际陆港物流园', 'Yiwu International Land Port Logistics Park', '330782'],
  ['佛山林安物流园', "Foshan Lin'an Logistics Park", '440604'], // city centre
  [
    '上海西郊国际农产品交易中心',
    'Shanghai Xijiao International Agricultural Products Trading Centre',
    '310118',
  ],
  ['上海江桥批发市场', 'Shanghai Jiangqiao Wholesale Market', '310114'],
  ['上海外高桥保税物流园区', 'Shanghai Waigaoqiao Bonded Logistics Park', '310115'],
  ['北京新发地农产品批发市场', 'Beijing Xinfadi Agricultural Products Wholesale Market', '110106'],
  ['寿光农产品物流园', 'Shouguang Agricultural Products Logistics Park', '370783'],
  ['深圳海吉星农产品物流园', 'Shenzhen Hi-Star Agricultural Products Logistics Park', '440307'],
  ['广州江南果菜批发市场', 'Guangzhou Jiangnan Fruit and Vegetable Wholesale Market', '440111'],
  ['武汉白沙洲农副产品大市场', 'Wuhan Baishazhou Agricultural Products Market', '420111'],
  ['成都传化公路港', 'Chengdu Transfar Road Port', '510114'],
  ['杭州传化公路港', 'Hangzhou Transfar Road Port', '330109'],
  [
    '郑州万邦国际农产品物流城',
    'Zhengzhou Wanbang International Agricultural Products Logistics City',
    '410122',
  ],
  ['长沙金霞保税物流中心', 'Changsha Jinxia Bonded Logistics Centre', '430105'],
  ['重庆西部物流园', 'Chongqing Western Logistics Park', '500106'],
  ['重庆公路物流基地', 'Chongqing Road Logistics Base', '500106'],
  ['西安国际港务区', "Xi'an International Trade and Logistics Park", '610111'],
  ['合肥商贸物流开发区', 'Hefei Commerce and Logistics Development Zone', '340122'],
  ['昆明螺蛳湾国际商贸城', 'Kunming Luosiwan International Trade City', '530111'],
  ['沈阳五爱市场', "Shenyang Wu'ai Market", '210103'],
  ['白沟箱包市场', 'Baigou Bags and Luggage Market', '130672'],
  ['常熟服装城', 'Changshu Garment City', '320581'],
  ['中国轻纺城', 'China Textile City, Keqiao', '330603'],
  ['海宁中国皮革城', 'Haining China Leather City', '330481'],
  ['濮院羊毛衫市场', 'Puyuan Woollen Knitwear Market', '330483'],
  ['织里童装市场', "Zhili Children's Wear Market", '330502'],
  ['石狮服装城', 'Shishi Garment City', '350581'],
  ['虎门服装批发市场', 'Humen Garment Wholesale Market', '441900'],
  ['深圳华强北电子市场', 'Shenzhen Huaqiangbei Electronics Market', '440304'],
  ['余姚中国塑料城', 'Yuyao China Plastics City', '330281'],
  ['永康中国科技五金城', 'Yongkang China Hardware City', '330784'],
  ['乐从家具城', 'Lecong Furniture City', '440606'],
  ['南康家具市场', 'Nankang Furniture Market', '360703'],
  ['连云港中哈物流合作基地', 'China-Kazakhstan Logistics Cooperation Base, Lianyungang', '320703'],
  ['南京龙潭物流园', 'Nanjing Longtan Logistics Park', '320113'],
];
const hubsOf = (kind: HubKind, rows: readonly HubRow[]): FreightHub[] =>
  rows.map(([nameZh, nameEn, countyCode]) => ({ nameZh, nameEn, kind, countyCode }));

export const FREIGHT_HUBS: readonly FreightHub[] = [
  ...hubsOf('port', PORTS),
  ...hubsOf('rail_freight', RAIL_FREIGHT),
  ...hubsOf('airport_cargo', AIRPORT_CARGO),
  ...hubsOf('logistics_park', LOGISTICS_PARKS),
];

let hubsByPlace: Map<string, string> | undefined;

/**
 * A hub's English name, from its county and Chinese name as a stop keeps them (a shipment keeps
 * the Chinese name only); null for a town, a county or a name that is not a hub of that county.
 */
export function hubNameEn(countyCode: string, nameZh: string): string | null {
  hubsByPlace ??= new Map(
    FREIGHT_HUBS.map((hub) => [`${hub.countyCode}|${hub.nameZh}`, hub.nameEn]),
  );
  return hubsByPlace.get(`${countyCode}|${nameZh}`) ?? null;
}
