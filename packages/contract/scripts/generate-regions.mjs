// Writes src/regions/cn-regions.json: mainland China's provinces and their prefecture-level cities
// (GB/T 2260 codes and names), the offline data of the city picker and of the server's lead
// validation; and src/regions/english-names.json: the English name of each (what an English page
// shows). Source of the facts: the `@vant/area-data` package (MIT), a dev dependency; English names
// are the places' pinyin (the `pinyin-pro` dev dependency), except where another English name is
// in common use (the table below). Run `node packages/contract/scripts/generate-regions.mjs` after
// updating either.
import { writeFileSync } from 'node:fs';
import { areaList } from '@vant/area-data';
import { pinyin } from 'pinyin-pro';

const { province_list: provinces, city_list: cities } = areaList;
const regions = Object.entries(provinces).map(([code, name]) => {
  const prefix = code.slice(0, 2);
  const own = Object.entries(cities)
    .filter(([cityCode]) => cityCode.startsWith(prefix))
    .map(([cityCode, cityName]) => [cityCode, cityName]);
  return [code, name, own];
});

// Provinces, and the places whose English name is not their plain pinyin: autonomous prefectures
// and leagues (by their place name), the romanisations in common use (Hohhot, Urumqi, Lhasa,
// Kashgar), Taiwan's, Hong Kong's and Macao's own spellings, and the county groups.
const ENGLISH = {
  北京市: 'Beijing',
  天津市: 'Tianjin',
  河北省: 'Hebei',
  山西省: 'Shanxi',
  内蒙古自治区: 'Inner Mongolia',
  辽宁省: 'Liaoning',
  吉林省: 'Jilin',
  黑龙江省: 'Heilongjiang',
  上海市: 'Shanghai',
  江苏省: 'Jiangsu',
  浙江省: 'Zhejiang',
  安徽省: 'Anhui',
  福建省: 'Fujian',
  江西省: 'Jiangxi',
  山东省: 'Shandong',
  河南省: 'Henan',
  湖北省: 'Hubei',
  湖南省: 'Hunan',
  广东省: 'Guangdong',
  广西壮族自治区: 'Guangxi',
  海南省: 'Hainan',
  重庆市: 'Chongqing',
  四川省: 'Sichuan',
  贵州省: 'Guizhou',
  云南省: 'Yunnan',
  西藏自治区: 'Tibet',
  陕西省: 'Shaanxi',
  甘肃省: 'Gansu',
  青海省: 'Qinghai',
  宁夏回族自治区: 'Ningxia',
  新疆维吾尔自治区: 'Xinjiang',
  台湾省: 'Taiwan',
  香港特别行政区: 'Hong Kong',
  澳门特别行政区: 'Macao',
  兴安盟: 'Hinggan',
  锡林郭勒盟: 'Xilingol',
  阿拉善盟: 'Alxa',
  延边朝鲜族自治州: 'Yanbian',
  大兴安岭地区: 'Da Hinggan Ling',
  省直辖县: 'County-level areas',
  县: 'Counties',
  自治区直辖县级行政区划: 'County-level areas',
  恩施土家族苗族自治州: 'Enshi',
  湘西土家族苗族自治州: 'Xiangxi',
  阿坝藏族羌族自治州: 'Ngawa',
  甘孜藏族自治州: 'Garzê',
  凉山彝族自治州: 'Liangshan',
  黔西南布依族苗族自治州: 'Qianxinan',
  黔东南苗族侗族自治州: 'Qiandongnan',
  黔南布依族苗族自治州: 'Qiannan',
  楚雄彝族自治州: 'Chuxiong',
  红河哈尼族彝族自治州: 'Honghe',
  文山壮族苗族自治州: 'Wenshan',
  西双版纳傣族自治州: 'Xishuangbanna',
  大理白族自治州: 'Dali',
  德宏傣族景颇族自治州: 'Dehong',
  怒江傈僳族自治州: 'Nujiang',
  迪庆藏族自治州: 'Dêqên',
  阿里地区: 'Ngari',
  临夏回族自治州: 'Linxia',
  甘南藏族自治州: 'Gannan',
  海北藏族自治州: 'Haibei',
  黄南藏族自治州: 'Huangnan',
  海南藏族自治州: 'Hainan Tibetan Prefecture',
  果洛藏族自治州: 'Golog',
  玉树藏族自治州: 'Yushu',
  海西蒙古族藏族自治州: 'Haixi',
  昌吉回族自治州: 'Changji',
  博尔塔拉蒙古自治州: 'Bortala',
  巴音郭楞蒙古自治州: 'Bayingolin',
  阿克苏地区: 'Aksu',
  克孜勒苏柯尔克孜自治州: 'Kizilsu',
  喀什地区: 'Kashgar',
  和田地区: 'Hotan',
  伊犁哈萨克自治州: 'Ili',
  塔城地区: 'Tacheng',
  阿勒泰地区: 'Altay',
  呼和浩特市: 'Hohhot',
  乌鲁木齐市: 'Urumqi',
  拉萨市: 'Lhasa',
  日喀则市: 'Shigatse',
  林芝市: 'Nyingchi',
  昌都市: 'Qamdo',
  那曲市: 'Nagqu',
  山南市: 'Shannan',
  包头市: 'Baotou',
  克拉玛依市: 'Karamay',
  吐鲁番市: 'Turpan',
  哈密市: 'Hami',
  鄂尔多斯市: 'Ordos',
  呼伦贝尔市: 'Hulunbuir',
  巴彦淖尔市: 'Bayannur',
  乌兰察布市: 'Ulanqab',
  哈尔滨市: 'Harbin',
  齐齐哈尔市: 'Qiqihar',
  吕梁市: 'Lüliang',
  六安市: "Lu'an",
  蚌埠市: 'Bengbu',
  亳州市: 'Bozhou',
  儋州市: 'Danzhou',
  台北市: 'Taipei',
  新北市: 'New Taipei',
  桃园市: 'Taoyuan',
  台中市: 'Taichung',
  台南市: 'Tainan',
  高雄市: 'Kaohsiung',
  基隆市: 'Keelung',
  新竹市: 'Hsinchu',
  嘉义市: 'Chiayi',
  金门县: 'Kinmen',
  南投县: 'Nantou',
  宜兰县: 'Yilan',
  新竹县: 'Hsinchu County',
  苗栗县: 'Miaoli',
  彰化县: 'Changhua',
  嘉义县: 'Chiayi County',
  云林县: 'Yunlin',
  屏东县: 'Pingtung',
  台东县: 'Taitung',
  花莲县: 'Hualien',
  澎湖县: 'Penghu',
  连江县: 'Lienchiang',
  香港岛: 'Hong Kong Island',
  九龙: 'Kowloon',
  新界: 'New Territories',
  澳门半岛: 'Macao Peninsula',
  离岛: 'Islands',
};

/** A city's pinyin as an English name: 苏州市 → Suzhou, 西安市 → Xi'an. */
function romanise(name) {
  const syllables = pinyin(name.replace(/市$/, ''), { toneType: 'none', type: 'array', v: true });
  const joined = syllables
    .map((syllable, index) => (index > 0 && /^[aoe]/.test(syllable) ? `'${syllable}` : syllable))
    .join('')
    .replace(/v/g, 'ü');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

const english = {};
for (const [code, name, own] of regions) {
  english[code] = ENGLISH[name] ?? romanise(name);
  for (const [cityCode, cityName] of own) {
    const known = ENGLISH[cityName];
    if (!known && !/市$/.test(cityName)) throw new Error(`no English name for ${cityName}`);
    english[cityCode] = known ?? romanise(cityName);
  }
}

const file = (name) => new URL(`../src/regions/${name}`, import.meta.url);
writeFileSync(file('cn-regions.json'), `${JSON.stringify(regions)}\n`);
writeFileSync(file('english-names.json'), `${JSON.stringify(english)}\n`);
console.log(
  `${regions.length} provinces, ${regions.reduce((n, [, , c]) => n + c.length, 0)} cities`,
);
