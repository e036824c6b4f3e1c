// The agreements' texts (operators' data, loaded in every environment; a new version is a new row
// with a higher version number and its effective date). Written for this platform by the project.

import { agreements, type AgreementSection } from '../../db/schema/agreements.ts';
import type { Seed } from '../../db/seed.ts';

interface AgreementText {
  slug: string;
  version: number;
  title: string;
  effectiveDate: string;
  sections: AgreementSection[];
}

export const AGREEMENT_TEXTS: AgreementText[] = [
  {
    slug: 'platform-service',
    version: 1,
    title: '平台服务协议',
    effectiveDate: '2026-01-01',
    sections: [
      {
        heading: '一、协议的范围',
        paragraphs: [
          '本协议是您（货主或司机）与货运平台运营方之间关于使用平台网站、移动网页及客户端服务的约定。您通过手机号和短信验证码登录或注册，即表示您已阅读并同意本协议。',
          '平台为货主和司机提供货源与车源信息发布、撮合、运输过程记录、结算辅助及相关增值服务。平台本身不是承运人，运输合同由货主与司机依法订立。',
        ],
      },
      {
        heading: '二、账号与安全',
        paragraphs: [
          '您应使用本人实名手机号注册，妥善保管验证码，不得将账号出借、转让或出售。因您保管不善造成的损失由您自行承担。',
          '发现账号被他人使用时，请立即通过客服联系平台冻结账号。',
        ],
      },
      {
        heading: '三、信息的真实性',
        paragraphs: [
          '货主应如实填写货物名称、重量、体积、装卸地址及特殊要求；司机应如实提交身份证、驾驶证、行驶证及车辆信息。',
          '平台有权对资料进行审核，对虚假信息采取限制发布、暂停接单直至注销账号等措施。',
        ],
      },
      {
        heading: '四、费用与结算',
        paragraphs: [
          '运费由货主与司机协商确定，平台展示的参考运价仅供参考。平台收取的服务费标准以页面公示为准，调整前将提前公告。',
        ],
      },
      {
        heading: '五、个人信息保护',
        paragraphs: [
          '平台仅为提供服务所必需收集和使用您的个人信息，手机号、身份证号等敏感信息在页面中均以脱敏方式展示，未经您同意不会向第三方提供，法律法规另有规定的除外。',
        ],
      },
      {
        heading: '六、协议的变更与争议解决',
        paragraphs: [
          '平台修改本协议时将在页面公示新版本及生效日期；您继续使用服务即视为接受修改后的协议。',
          '因本协议产生的争议，双方应友好协商；协商不成的，提交平台运营方所在地有管辖权的人民法院诉讼解决。',
        ],
      },
    ],
  },
  {
    slug: 'shipper-contract',
    version: 1,
    title: '货物运输协议',
    effectiveDate: '2026-01-01',
    sections: [
      {
        heading: '一、当事人',
        paragraphs: [
          '本协议由货主（托运人）与接单司机（承运人）通过平台订立，平台作为信息服务方记录订立过程。',
        ],
      },
      {
        heading: '二、货物与运输要求',
        paragraphs: [
          '货主应如实申报货物品名、数量、重量、包装及装卸时间地点，不得托运国家禁止运输的物品；危险品、鲜活易腐货物须事先声明并符合相关规定。',
          '司机应按约定时间到达装货地，核对货物，按约定路线和时限安全送达。',
        ],
      },
      {
        heading: '三、运费与支付',
        paragraphs: [
          '运费以订单确认的金额为准，包括约定的装卸、等候等费用。支付方式与时间以订单约定为准。',
        ],
      },
      {
        heading: '四、货物的交接与损失',
        paragraphs: [
          '收货人应在收货时当面验收，发现短少、破损的应当场在回单上注明。',
          '运输途中货物毁损、灭失的，承运人依法承担赔偿责任，因不可抗力、货物本身性质或托运人过错造成的除外。',
        ],
      },
      {
        heading: '五、违约与取消',
        paragraphs: ['任何一方无正当理由取消已确认的订单，应按订单页面公示的标准承担违约责任。'],
      },
    ],
  },
  {
    slug: 'address-change-fee',
    version: 1,
    title: '改址费用标准',
    effectiveDate: '2026-01-01',
    sections: [
      {
        heading: '一、适用范围',
        paragraphs: [
          '司机接单后，货主要求变更装货地或卸货地的，按本标准在原运费基础上增加改址费用。',
        ],
      },
      {
        heading: '二、收费标准',
        paragraphs: [
          '同城改址（变更后地址与原地址在同一城市，且增加里程不超过10公里）：不收取费用。',
          '增加里程超过10公里的：超出部分按每公里3元计算，不足1公里按1公里计。',
          '跨城市改址：按新路线重新核算运费，差额由货主补足；司机因此产生的等候时间超过2小时的，另按每小时50元计收等候费。',
        ],
      },
      {
        heading: '三、确认方式',
        paragraphs: ['改址须由货主在订单中发起并经司机确认，费用在订单结算时一并支付。'],
      },
    ],
  },
  {
    slug: 'agent-contract',
    version: 1,
    title: '经纪人服务协议',
    effectiveDate: '2026-01-01',
    sections: [
      {
        heading: '一、经纪人的服务',
        paragraphs: [
          '经纪人通过平台为货主寻找合适车辆、为司机提供货源，撮合双方成交，并协助跟进运输过程。',
        ],
      },
      {
        heading: '二、佣金',
        paragraphs: [
          '撮合成交并完成运输的订单，经纪人按订单页面公示的比例获得佣金，佣金在订单完结后结算至经纪人账户。',
          '虚构交易、刷单或以不正当手段获取佣金的，平台有权追回佣金并终止合作。',
        ],
      },
      {
        heading: '三、行为规范',
        paragraphs: [
          '经纪人应如实传达货主与司机的要求，不得隐瞒运价、加价转单或泄露双方个人信息。',
        ],
      },
      {
        heading: '四、协议的终止',
        paragraphs: ['任何一方可提前7日书面通知终止本协议；终止前已成交订单的佣金照常结算。'],
      },
    ],
  },
];

export const agreementsSeed: Seed = {
  name: 'agreements.texts',
  version: 1,
  demoOnly: false,
  async run(db) {
    await db.insert(agreements).values(AGREEMENT_TEXTS).onConflictDoNothing();
  },
};
