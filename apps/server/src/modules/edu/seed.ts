// Driver education's courses and exams (operators' data, loaded in every environment, like the
// knowledge base): lessons for truck drivers in plain Chinese, as headings and paragraphs, and
// single-choice questions with the right option and why. Written for this platform by the
// project, and kept to what the knowledge article `track-deduction` says (knowledge/seed.ts). A
// course or question already stored is left as it is (operators may have changed it); a higher
// seed version adds the ones that are new.
//
// The questions have fixed ids (1 to 10 for track-deduction): the contract's example hands in
// answers to them. Ids below 1001 are the seed's; the table numbers other questions from 1001.

import type { EduCourse } from '@freight/contract/endpoints/edu-values';
import { eduCourses, eduQuestions, type EduLesson } from '../../db/schema/edu.ts';
import type { Seed } from '../../db/seed.ts';

interface EduQuestionText {
  id: number;
  text: string;
  options: string[];
  /** The index of the right option. */
  answer: number;
  explanation: string;
}

interface EduCourseText {
  slug: EduCourse;
  title: string;
  summary: string;
  updatedAt: string;
  passCorrect: number;
  lessons: EduLesson[];
  questions: EduQuestionText[];
}

export const EDU_TEXTS: readonly EduCourseText[] = [
  {
    slug: 'track-deduction',
    title: '轨迹扣款学习',
    summary:
      '运输途中的定位轨迹是您按约定运输的凭证。学会看懂轨迹：什么情况会扣款、怎样避免，有异议时怎样申诉。学完参加考试，检验一下自己掌握了没有。',
    updatedAt: '2026-11-26T10:00:00+08:00',
    passCorrect: 8,
    lessons: [
      {
        heading: '为什么要看运输轨迹',
        paragraphs: [
          '接单以后，司机 App 会按时记下手机的位置，连起来就是这一单的运输轨迹。',
          '货主看不到路上的车，轨迹就是货物在路上的凭证：车辆有没有按约定的路线走，什么时候到的装货地和卸货地，有没有按时送达，货主和平台都靠它来确认。',
          '轨迹也保护您自己。货主说您没按时到、说货在路上出了问题，一条完整的轨迹就是您按约定运输的证明。',
          '所以从接单到确认送达，请一直让司机 App 在后台运行，打开手机定位，不要关掉 App 的定位权限。',
        ],
      },
      {
        heading: '一条完整的轨迹是什么样的',
        paragraphs: [
          '有头有尾：从装货地出发，到卸货地结束。轨迹里看得到车辆到过装货地和卸货地，到达的时间和订单里的记录对得上。',
          '中间连续：一路上的位置连得起来，没有长时间的空白。过隧道、进山区信号不好，断开一小段是正常的，信号恢复后会接上。',
          '路线相符：走的路线和订单的装卸地址相符，没有长时间偏离。为了避开堵车、修路绕一小段不要紧，但不要开到和这一单无关的地方去。',
          '停车合理：在服务区休息、加油、吃饭，在装卸地排队等候，都说得清原因；在和这一单无关的地方停很久，就说不清了。',
        ],
      },
      {
        heading: '什么情况会扣款，扣多少',
        paragraphs: [
          '轨迹长时间中断，无法证明运输过程的。常见的原因有：手机关机或没电，关掉了手机定位或 App 的定位权限，App 被手动关掉、被手机的省电功能清理掉，或者被卸载了。',
          '轨迹显示没有到过装货地或卸货地的。',
          '走的路线和订单路线明显不符、长时间偏离的。',
          '扣多少以订单页面公示的规则为准，接单前就能看到。扣款前，订单里会写明扣款的原因和金额；有扣款的订单，到账的是扣款后的运费。',
        ],
      },
      {
        heading: '怎样避免被扣款',
        paragraphs: [
          '出车前把手机充满电，车上备好车载充电器或充电宝，一路上保持电量充足。',
          '打开手机定位，App 的定位权限选“始终允许”，不要只选“使用时允许”。',
          '很多手机有省电模式和后台清理，会把 App 关掉。请在手机设置里把司机 App 加进“允许后台运行”或“不受省电限制”的名单，清理手机时也不要把它一起关掉。',
          '从接单到确认送达，App 放在后台运行就行，不要退出登录，不要卸载。',
          '过隧道、进山区时轨迹断开一小段不要紧。如果断得比较久，比如手机坏了、没电了，请尽快联系客服说明情况，并留好能证明运输过程的材料。',
        ],
      },
      {
        heading: '对扣款有异议怎样申诉',
        paragraphs: [
          '在这一单的订单详情里发起申诉，写明原因。收到扣款通知后请尽早申诉，证据还在手边时最容易说清楚。',
          '上传能证明运输过程的材料：加油和过路费的票据、装卸货时拍的照片、收货人签字的回单。票据上的时间和地点能和这一单的路线对上，最有说服力。',
          '手机没电、信号不好造成的短时间中断，说明情况并附上证明，核实后会退还扣款。',
          '申诉一般在 3 个工作日内处理完，结果会通过短信和 App 消息通知您。',
        ],
      },
    ],
    questions: [
      {
        id: 1,
        text: '平台和货主为什么要看运输途中的定位轨迹？',
        options: [
          '用来计算司机每天的油耗',
          '确认车辆按约定的路线运输、按时送达',
          '给司机推荐沿路的饭店和旅馆',
        ],
        answer: 1,
        explanation:
          '货主看不到路上的车，轨迹是货物在路上的凭证，用来确认车辆按约定的路线运输、按时送达；它也是您按约定运输的证明。',
      },
      {
        id: 2,
        text: '司机 App 的定位要从什么时候一直开到什么时候？',
        options: [
          '只在装货的时候打开',
          '只在上高速以后打开',
          '快到卸货地的时候再打开',
          '从接单一直到确认送达',
        ],
        answer: 3,
        explanation: '从接单到确认送达，都要让 App 在后台运行、打开定位，轨迹才完整。',
      },
      {
        id: 3,
        text: '下面哪一条轨迹是完整的？',
        options: [
          '从装货地出发到卸货地结束，中间连续，只在过隧道时断了几分钟',
          '只有快到卸货地的最后一段',
          '从装货地出发，中间断了大半天，最后出现在卸货地',
        ],
        answer: 0,
        explanation:
          '完整的轨迹有头有尾、中间连续，到过装货地和卸货地。过隧道这样的短时间中断是正常的。',
      },
      {
        id: 4,
        text: '下面哪种情况最容易让轨迹长时间中断，造成扣款？',
        options: [
          '在服务区停车吃饭、休息',
          '为了避开修路，绕行了一小段',
          '手机没电关机，或者关掉了 App 的定位权限',
        ],
        answer: 2,
        explanation:
          '关机、关定位或 App 的定位权限、App 被关掉或卸载，都会让轨迹长时间中断。休息和短距离绕行是说得清的。',
      },
      {
        id: 5,
        text: '手机开着省电模式，司机 App 在后台总被关掉，应该怎么办？',
        options: [
          '在手机设置里把司机 App 加进“允许后台运行”或“不受省电限制”的名单',
          '不用管它，到了卸货地再打开 App',
          '把 App 卸载了再重新安装',
        ],
        answer: 0,
        explanation:
          '省电模式和后台清理会把 App 关掉，轨迹就断了。把 App 设成允许后台运行、不受省电限制，它就能一直记录。',
      },
      {
        id: 6,
        text: 'App 的定位权限应该怎么选？',
        options: ['“始终允许”', '“使用时允许”', '“不允许”'],
        answer: 0,
        explanation:
          'App 在后台运行时也要能定位，轨迹才不会断。只选“使用时允许”，锁屏或切到别的 App 后就记录不到了。',
      },
      {
        id: 7,
        text: '轨迹扣款扣多少钱，以什么为准？',
        options: [
          '货主说扣多少就扣多少',
          '订单页面公示的规则，扣款前订单里会写明原因和金额',
          '打客服电话临时商量',
        ],
        answer: 1,
        explanation:
          '扣多少以订单页面公示的规则为准，接单前就能看到；扣款前，订单里会写明扣款的原因和金额。',
      },
      {
        id: 8,
        text: '对轨迹扣款有异议，应该在哪里申诉？',
        options: ['在货主的微信群里说明', '在找货页面给货主留言', '在这一单的订单详情里发起申诉'],
        answer: 2,
        explanation: '申诉在这一单的订单详情里发起，写明原因，并上传能证明运输过程的材料。',
      },
      {
        id: 9,
        text: '申诉时，下面哪一项最能证明您按订单完成了运输？',
        options: [
          '只写一段说明，不附材料',
          '加油和过路费的票据、装卸货的照片、收货人签字的回单',
          '同行司机帮忙写的证明',
        ],
        answer: 1,
        explanation:
          '票据、装卸货照片和签字的回单能证明运输过程，票据上的时间和地点能和这一单的路线对上最好。',
      },
      {
        id: 10,
        text: '过隧道时信号不好，轨迹断了一小段，会怎样？',
        options: [
          '一定会被扣款，申诉也没用',
          '要马上停车，等信号恢复再走',
          '短时间中断是正常的；如果因此被扣款，说明情况并附上证明，核实后会退还',
        ],
        answer: 2,
        explanation:
          '过隧道、信号不好造成的短时间中断是正常的。因此被扣款的，说明情况并附上证明，核实后会退还扣款。',
      },
    ],
  },
];

export const eduSeed: Seed = {
  name: 'edu.courses',
  version: 1,
  demoOnly: false,
  async run(db) {
    for (const { questions, ...course } of EDU_TEXTS) {
      await db
        .insert(eduCourses)
        .values({ ...course, published: true, updatedAt: new Date(course.updatedAt) })
        .onConflictDoNothing();
      await db
        .insert(eduQuestions)
        .values(
          questions.map((question, i) => ({
            ...question,
            course: course.slug,
            position: i + 1,
            active: true,
          })),
        )
        .onConflictDoNothing();
    }
  },
};
