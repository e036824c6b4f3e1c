// The knowledge base's articles (operators' data, loaded in every environment, like the
// agreements): help for shippers and drivers in plain Chinese, as headings and paragraphs. Written
// for this platform by the project. An article already stored is left as it is (operators may have
// changed it); a higher seed version adds the articles that are new.

import type { KnowledgeCategory } from '@freight/contract/endpoints/knowledge';
import { knowledgeArticles, type KnowledgeSection } from '../../db/schema/knowledge.ts';
import type { Seed } from '../../db/seed.ts';

interface KnowledgeText {
  slug: string;
  category: KnowledgeCategory;
  position: number;
  title: string;
  summary: string;
  updatedAt: string;
  sections: KnowledgeSection[];
}

export const KNOWLEDGE_TEXTS: readonly KnowledgeText[] = [
  {
    slug: 'post-a-shipment',
    category: 'shipping',
    position: 1,
    title: '怎样发布一单货',
    summary: '填好装卸地址、装货日期、货物和收货人，发布后司机就能看到并联系您。',
    updatedAt: '2026-11-20T10:00:00+08:00',
    sections: [
      {
        heading: '发布前准备好这些信息',
        paragraphs: [
          '装货地和卸货地：先选到具体的园区、港口或乡镇，再补上门牌号，司机才能准确导航。有多个装卸点的，按先后顺序依次添加。',
          '装货日期：选您能保证装车的日期。司机会按这个日期安排行程，临时改期可能要另付等候费。',
          '货物信息：货物名称、重量、体积和包装方式。重量按实际填写，不要超过车辆的核定载重。',
        ],
      },
      {
        heading: '填写收货人',
        paragraphs: [
          '收货人的姓名、手机号和详细地址用于送达时联系和签收，手机号请填收货现场能接电话的人。',
          '货源列表里其他司机只能看到城市和区县，看不到门牌号和收货人的电话。',
        ],
      },
      {
        heading: '发布之后',
        paragraphs: [
          '发布后可以在货源详情里修改货物和收货人信息。计划有变请尽早取消货源；已经有司机接单的，取消前请先和司机沟通。',
          '司机送达后，请核对货物，在货源详情里确认收货，运费随后结算给司机。',
        ],
      },
    ],
  },
  {
    slug: 'choose-a-truck',
    category: 'shipping',
    position: 2,
    title: '怎样选车，运费里包含什么',
    summary: '按货物的重量、体积和长度选车型车长；看清运价包含哪些费用，哪些要另外谈好。',
    updatedAt: '2026-11-20T10:00:00+08:00',
    sections: [
      {
        heading: '先按货物选车',
        paragraphs: [
          '重货看载重，轻泡货看车厢容积和车长。货物总重不要超过车辆的核定载重，超载既不安全，也会被交警查处。',
          '常见车长有 4.2 米、6.8 米、9.6 米、13 米和 17.5 米。几吨的城市配送一般用 4.2 米，整车长途多用 9.6 米或 13 米；超长、超宽的设备请选平板车或高低板车。',
          '怕雨淋的货选厢式车，或者高栏车加盖篷布；冷冻、冷藏的货必须选冷藏车，并在备注里写明温度要求。',
        ],
      },
      {
        heading: '运费包含什么',
        paragraphs: [
          '运费以下单时确认的金额为准。平台给出的推荐运价按路线里程、车型车长和近期同线路的成交价计算，只作参考，您可以和司机协商。',
          '装卸费、等候费、多装多卸的加点费，需要的话请在发布时写进备注，或者和司机谈好后写进订单，避免到了现场再起争议。',
          '司机接单后要更改装卸地址的，按《改址费用标准》另算费用。',
        ],
      },
      {
        heading: '这些做法请不要有',
        paragraphs: [
          '不要让司机绕开平台私下交易，也不要在订单之外先付现金或定金。订单外的费用出了纠纷，平台很难帮您核实。',
        ],
      },
    ],
  },
  {
    slug: 'loading-and-receipts',
    category: 'shipping',
    position: 3,
    title: '装货、卸货和回单',
    summary: '装货时当面核对，卸货时请收货人签收回单；短少或破损要当场写在回单上。',
    updatedAt: '2026-11-20T10:00:00+08:00',
    sections: [
      {
        heading: '装货时',
        paragraphs: [
          '司机到场后，请和司机一起核对货物名称、件数和重量，和订单不一致的，当场说明并修改订单。',
          '建议装车后拍几张照片，拍清货物的摆放和捆扎情况，万一出了问题方便核对。',
        ],
      },
      {
        heading: '卸货和签收',
        paragraphs: [
          '收货人要当面验收，确认数量和外观后在回单上签字，写上日期。',
          '发现短少或破损的，请在回单上写清楚具体数量和情况，并拍照留存。不要先签“完好”再事后反映。',
        ],
      },
      {
        heading: '回单怎么处理',
        paragraphs: [
          '司机送达后会在 App 里上传签收回单的照片。您核对无误后在货源详情里确认收货，运费随后结算给司机。',
          '需要把纸质回单寄回的，请在发布货源时写进备注，写明寄回的地址和邮费由谁承担。',
        ],
      },
    ],
  },
  {
    slug: 'driver-verification',
    category: 'driving',
    position: 1,
    title: '司机认证要准备哪些证件',
    summary: '身份证、驾驶证、行驶证和车辆信息。照片拍清楚，一般 1 个工作日内审核完。',
    updatedAt: '2026-11-20T10:00:00+08:00',
    sections: [
      {
        heading: '要准备的证件',
        paragraphs: [
          '身份证：正面、反面各拍一张，姓名和身份证号要是您本人的。',
          '驾驶证：拍主页，准驾车型要和您开的车相符，并且在有效期内。',
          '行驶证：拍主页，车牌号和车辆类型要和您填写的车辆信息一致；挂靠的车辆也按行驶证上的信息填写。',
          '车辆信息：车牌号、车型、车长和载重，按行驶证和车辆的实际情况填写。',
        ],
      },
      {
        heading: '照片怎么拍',
        paragraphs: [
          '把证件平放在颜色深一点的桌面上，四个角都拍进去，不要反光，手指不要挡住字。',
          '不要上传复印件、截图或修过的照片，这类照片审核时会被退回。',
        ],
      },
      {
        heading: '审核结果',
        paragraphs: [
          '提交后一般 1 个工作日内审核完。没有通过的，页面会在对应的证件旁写明原因，按提示重新上传后再提交就可以。',
          '证件 30 天内到期的，页面会提醒您及时换证；已经过期的证件不能提交，请换领新证后再上传。',
          '认证通过后资料不能自己修改，需要修改请联系客服。',
        ],
      },
    ],
  },
  {
    slug: 'take-orders',
    category: 'driving',
    position: 2,
    title: '怎样找货和接单',
    summary: '按路线和车长筛选货源，看清货物和装货时间再接单，接单后尽快联系货主。',
    updatedAt: '2026-11-20T10:00:00+08:00',
    sections: [
      {
        heading: '找货',
        paragraphs: [
          '在司机 App 的“找货”里按出发地、目的地和车长筛选。在“我的”里设置常跑路线，合适的货会优先推荐给您。',
          '看货源时留意货物名称、重量、体积、装货日期和运价，拿不准的先和货主沟通，谈好再接单。',
        ],
      },
      {
        heading: '接单以后',
        paragraphs: [
          '完成司机认证后才能接单，车型、车长和载重要符合货源的要求。',
          '接单后请尽快联系货主，按约定的装货日期到达装货地；不能按时到的，请提前告诉货主。',
          '装货时核对货物名称、件数和重量，和货源信息不符的可以拒绝装货，并联系客服。',
        ],
      },
      {
        heading: '送达和结算',
        paragraphs: [
          '送达后请收货人签收回单，在 App 里上传回单并确认送达，货主确认收货后运费结算到您的账户。',
          '平台不会以任何理由要求司机先交押金或信息费，遇到这种要求请立即联系客服。',
        ],
      },
    ],
  },
  {
    slug: 'track-deduction',
    category: 'driving',
    position: 3,
    title: '轨迹扣款是怎么回事',
    summary:
      '运输途中的定位轨迹要完整。轨迹缺失或和订单路线明显不符时，会按规则扣减部分运费，有异议可以申诉。',
    updatedAt: '2026-11-22T10:00:00+08:00',
    sections: [
      {
        heading: '为什么要看轨迹',
        paragraphs: [
          '运输途中的定位轨迹是货物在路上的凭证，货主和平台靠它确认车辆按约定的路线运输、按时送达。',
          '从接单到确认送达，请让司机 App 在后台运行，打开手机定位，不要关掉 App 的定位权限。',
        ],
      },
      {
        heading: '轨迹要能看出什么',
        paragraphs: [
          '从装货地出发、到卸货地结束，中间连续，没有长时间的空白。',
          '到达装货地和卸货地的时间和订单里的记录对得上，中途停车的地点合理。',
          '走的路线和订单的装卸地址相符，没有长时间偏离。',
        ],
      },
      {
        heading: '什么情况会扣款',
        paragraphs: [
          '轨迹长时间中断，比如关机、关定位或卸载了 App，无法证明运输过程的。',
          '轨迹显示没有到过装货地或卸货地，或者和订单路线明显不符的。',
          '扣多少以订单页面公示的规则为准，扣款前会在订单里写明原因。',
        ],
      },
      {
        heading: '对扣款有异议怎么办',
        paragraphs: [
          '在订单详情里发起申诉，写明原因，并上传能证明运输过程的材料，比如加油和过路费的票据、装卸货的照片、收货人签字的回单。',
          '手机没电、信号不好造成的短时间中断，说明情况并附上证明，核实后会退还扣款。',
          '申诉一般在 3 个工作日内处理完，结果会通过短信和 App 消息通知您。',
        ],
      },
    ],
  },
  {
    slug: 'freight-payment',
    category: 'money',
    position: 1,
    title: '运费怎么付，什么时候到账',
    summary: '货主按订单约定付运费，确认收货后运费结算给司机，司机可以提现到本人的银行卡。',
    updatedAt: '2026-11-20T10:00:00+08:00',
    sections: [
      {
        heading: '货主付运费',
        paragraphs: [
          '运费以订单确认的金额为准，什么时候付、怎么付按订单的约定。通过平台支付的运费，在您确认收货后结算给司机。',
          '请不要把运费转到司机或其他人的私人账户，私下转账出了问题平台无法为您追回。',
        ],
      },
      {
        heading: '司机收运费',
        paragraphs: [
          '货主确认收货后，运费结算到您的账户余额。货主超过约定时间还没有确认的，可以联系客服帮您核实。',
          '有轨迹扣款的订单，到账的是扣款后的金额，订单里会写明扣款的原因和金额。',
        ],
      },
      {
        heading: '提现',
        paragraphs: [
          '余额可以提现到您本人的银行卡，开户人要和司机认证的姓名一致。',
          '提现申请提交后一般 1 到 2 个工作日到账，节假日顺延。每次提现的最低金额和手续费以提现页面显示的为准。',
        ],
      },
    ],
  },
  {
    slug: 'coupons-and-lucky-beans',
    category: 'money',
    position: 2,
    title: '优惠券和福豆怎么用',
    summary: '福豆可以兑换优惠券；优惠券在有效期内、运费达到门槛时抵扣运费，过期作废。',
    updatedAt: '2026-11-20T10:00:00+08:00',
    sections: [
      {
        heading: '福豆从哪里来',
        paragraphs: [
          '每天签到、完成任务和参加平台活动都可以得到福豆，福豆明细里能看到每一笔收入和支出。',
          '有的福豆有有效期，到期没用完的会自动清零，明细里会写明清零的时间和数量。',
        ],
      },
      {
        heading: '用福豆换优惠券',
        paragraphs: [
          '在福豆兑换页面选一张优惠券，福豆够就能兑换。每种券的数量有限，每人能换的张数也有限制。',
          '换到的券放在“我的优惠券”里，兑换用掉的福豆不退回。',
        ],
      },
      {
        heading: '优惠券怎么用',
        paragraphs: [
          '每张券都写着面额、使用门槛和有效期，比如“满 200 减 10”：运费达到 200 元、在有效期内才能用。',
          '优惠券只能本人使用，不能转让，也不能换成现金。',
        ],
      },
    ],
  },
  {
    slug: 'login-and-mobile',
    category: 'account',
    position: 1,
    title: '登录和更换手机号',
    summary: '用手机号和短信验证码登录，不用记密码；换了手机号，验证新旧号码后就能更换。',
    updatedAt: '2026-11-20T10:00:00+08:00',
    sections: [
      {
        heading: '用验证码登录',
        paragraphs: [
          '输入手机号，点“获取验证码”，把短信里的 6 位数字填进去就能登录；没注册过的手机号会直接注册。',
          '验证码 5 分钟内有效，只能用一次。60 秒后还没收到可以重新获取；同一个号码获取太频繁会被暂时限制，请稍后再试。',
          '验证码就是您账号的钥匙。任何人问您要验证码都不要给，平台的工作人员也不会问您要。',
        ],
      },
      {
        heading: '收不到验证码',
        paragraphs: [
          '先看看手机号有没有填错、手机是否欠费停机、短信有没有被拦截到垃圾短信里。',
          '还是收不到的，请联系客服帮您查。',
        ],
      },
      {
        heading: '更换手机号',
        paragraphs: [
          '原来的号码还能收短信的：在 App 的“我的—设置—更换手机号”里先验证原号码，再验证新号码。换好后用新号码登录，账号里的认证资料、余额和优惠券都不变。',
          '原来的号码已经停用的：请联系客服，按要求提供身份证照片等材料，核实是您本人后帮您更换。',
          '一个手机号只能绑定一个账号。新号码已经注册过的，要先处理好那个账号。',
        ],
      },
    ],
  },
  {
    slug: 'log-out-and-close-account',
    category: 'account',
    position: 2,
    title: '退出登录和注销账号',
    summary: '在别人的手机上用完，请退出登录并清除本机信息；不再使用平台的，可以申请注销账号。',
    updatedAt: '2026-11-20T10:00:00+08:00',
    sections: [
      {
        heading: '在别人的手机上登录过',
        paragraphs: [
          '打开“清除登录信息”页面并确认，会退出登录，并清除这台手机上保存的账号信息，下次打开需要重新登录。',
          '借用别人的手机或在公用的电脑上用完，都建议这样做。',
        ],
      },
      {
        heading: '注销账号',
        paragraphs: [
          '注销前请确认：没有进行中的订单，余额已经提现，没有还在处理的扣款申诉。',
          '注销后，账号里的认证资料、福豆和优惠券都会清空，不能恢复；法律要求保存的交易记录会继续保存到规定的期限。',
          '申请注销请联系客服，核实是您本人后办理。',
        ],
      },
    ],
  },
];

export const knowledgeSeed: Seed = {
  name: 'knowledge.articles',
  version: 1,
  demoOnly: false,
  async run(db) {
    await db
      .insert(knowledgeArticles)
      .values(
        KNOWLEDGE_TEXTS.map((article) => ({
          ...article,
          published: true,
          updatedAt: new Date(article.updatedAt),
        })),
      )
      .onConflictDoNothing();
  },
};
