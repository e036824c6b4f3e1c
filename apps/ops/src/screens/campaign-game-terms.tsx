import { CAMPAIGN_KIND_REGISTRY, type KindTerms } from '@freight/contract/endpoints/campaign-kinds';
import {
  TASK_METRICS,
  TASK_PERIODS,
  type TaskMetric,
  type TaskPeriod,
} from '@freight/contract/endpoints/loyalty';
import { QUALIFY_EVENTS } from '@freight/contract/endpoints/referral';
import { INVITE_TYPES } from '@freight/contract/endpoints/referral-values';
import { VALUE_ASSETS, type ValueAsset } from '@freight/contract/endpoints/value';
import type { CampaignInput, OpsCampaign } from '@freight/contract/ops';
import type { ReactElement } from 'react';
import { Card, Checkbox, Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { type T, useT } from '../i18n';

// The terms of the two campaign games (docs/decisions/030) in the campaign editor: a cut price's
// target and cut bounds in yuan, its window and helpers' daily limit; a word collection's phrase
// and one weight per character. The server checks them again (one prize tier, bounds in order,
// 3 to 6 different characters, one weight each). A referral programme's terms (ADR 016): which
// share link it serves, what qualifies a friend, who may be invited, what each side is paid, the
// inviter's daily cap and how long a link and a registration last. A loyalty task's terms (ADR
// 022): what is counted, the target, and the period in which its one prize may be claimed once.

/** The form's values of the games' terms: money in yuan, weights as typed ("30, 30, 30, 10"). */
export interface GameTermsValues {
  cutPrice?: {
    targetYuan: number;
    minCutYuan: number;
    maxCutYuan: number;
    hours: number;
    helpsPerDay: number;
  };
  collectWords?: { phrase: string; weights: string };
  task?: { metric: TaskMetric; target: number; period: TaskPeriod };
  referral?: {
    inviteType: number;
    qualifyEvent: (typeof QUALIFY_EVENTS)[number];
    /** 0: either kind of user. */
    inviteeUserType: 0 | 1 | 3;
    inviterReward: { asset: ValueAsset; amount: number };
    /** Whether the invited friend is paid too. */
    inviteePaid: boolean;
    inviteeReward?: { asset: ValueAsset; amount: number };
    dailyCap: number;
    tokenTtlDays: number;
    expiryDays: number;
  };
}

const fen = (yuan: number | undefined) => Math.round((yuan ?? 0) * 100);

/** What the API takes for `kind` from the form. */
export function gameTermsInput(
  kind: CampaignInput['kind'],
  values: GameTermsValues,
): Pick<CampaignInput, 'cutPrice' | 'collectWords' | 'referral' | 'task'> {
  const cut = values.cutPrice;
  const words = values.collectWords;
  const referral = values.referral;
  const task = values.task;
  const terms = CAMPAIGN_KIND_REGISTRY[kind].terms;
  return {
    task:
      terms === 'task' && task
        ? { metric: task.metric, target: task.target, period: task.period }
        : null,
    referral:
      terms === 'referral' && referral
        ? {
            inviteType: referral.inviteType,
            qualifyEvent: referral.qualifyEvent,
            inviteeUserType: referral.inviteeUserType === 0 ? null : referral.inviteeUserType,
            inviterReward: referral.inviterReward,
            inviteeReward:
              referral.inviteePaid && referral.inviteeReward ? referral.inviteeReward : null,
            dailyCap: referral.dailyCap,
            tokenTtlDays: referral.tokenTtlDays,
            expiryDays: referral.expiryDays,
          }
        : null,
    cutPrice:
      terms === 'cutPrice' && cut
        ? {
            targetFen: fen(cut.targetYuan),
            minCutFen: fen(cut.minCutYuan),
            maxCutFen: fen(cut.maxCutYuan),
            hours: cut.hours,
            helpsPerDay: cut.helpsPerDay,
          }
        : null,
    collectWords:
      terms === 'collectWords' && words
        ? {
            phrase: words.phrase.trim(),
            weights: words.weights
              .split(/[\s,，]+/)
              .filter(Boolean)
              .map(Number),
          }
        : null,
  };
}

/** The form's values of a saved campaign's terms. */
export function gameTermsValues(campaign: OpsCampaign): GameTermsValues {
  const { cutPrice, collectWords, referral, task } = campaign;
  return {
    ...(task ? { task } : {}),
    ...(referral
      ? {
          referral: {
            ...referral,
            inviteeUserType: referral.inviteeUserType ?? 0,
            inviteePaid: referral.inviteeReward !== null,
            inviteeReward: referral.inviteeReward ?? NEW_GAME_TERMS.referral?.inviteeReward,
          },
        }
      : {}),
    ...(cutPrice
      ? {
          cutPrice: {
            targetYuan: cutPrice.targetFen / 100,
            minCutYuan: cutPrice.minCutFen / 100,
            maxCutYuan: cutPrice.maxCutFen / 100,
            hours: cutPrice.hours,
            helpsPerDay: cutPrice.helpsPerDay,
          },
        }
      : {}),
    ...(collectWords
      ? {
          collectWords: {
            phrase: collectWords.phrase,
            weights: collectWords.weights.join(', '),
          },
        }
      : {}),
  };
}

/** A new game's terms, as a starting point. */
export const NEW_GAME_TERMS: GameTermsValues = {
  cutPrice: { targetYuan: 30, minCutYuan: 1, maxCutYuan: 8, hours: 24, helpsPerDay: 3 },
  collectWords: { phrase: '福满货运', weights: '30, 30, 30, 10' },
  task: { metric: 'shipments_completed', target: 1, period: 'week' },
  referral: {
    inviteType: INVITE_TYPES.driverInviteDriver,
    qualifyEvent: 'verification_approved',
    inviteeUserType: 3,
    inviterReward: { asset: 'points', amount: 100 },
    inviteePaid: false,
    inviteeReward: { asset: 'points', amount: 50 },
    dailyCap: 20,
    tokenTtlDays: 30,
    expiryDays: 30,
  },
};

/** The share links a programme may serve, by their pages. */
const INVITE_TYPE_PAGES = Object.entries(INVITE_TYPES) as [keyof typeof INVITE_TYPES, number][];

function assetOptions(t: T) {
  return VALUE_ASSETS.map((asset) => ({ value: asset, label: t(`prize.${asset}`) }));
}

/** A referral programme's terms, in the campaign editor. */
function ReferralTermsCard() {
  const t = useT();
  const paid = Form.useWatch(['referral', 'inviteePaid']) as boolean | undefined;
  const count = (name: string, label: string, max: number, extra?: string) => (
    <Col span={6}>
      <Form.Item label={label} name={['referral', name]} rules={[{ required: true }]} extra={extra}>
        <InputNumber min={1} max={max} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  const reward = (name: 'inviterReward' | 'inviteeReward', label: string) => (
    <Col span={12}>
      <Form.Item label={label} required style={{ marginBottom: 0 }}>
        <Row gutter={8}>
          <Col span={12}>
            <Form.Item name={['referral', name, 'asset']} rules={[{ required: true }]}>
              <Select
                aria-label={`${label} ${t('editor.referral.asset')}`}
                showSearch={{ optionFilterProp: 'label' }}
                options={assetOptions(t)}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={['referral', name, 'amount']} rules={[{ required: true }]}>
              <InputNumber
                aria-label={`${label} ${t('editor.referral.amount')}`}
                min={1}
                max={1_000_000}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form.Item>
    </Col>
  );
  return (
    <Card size="small" title={t('editor.referral.terms')} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('editor.referral.hint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            label={t('editor.referral.inviteType')}
            name={['referral', 'inviteType']}
            rules={[{ required: true }]}
          >
            <Select
              options={INVITE_TYPE_PAGES.map(([page, type]) => ({
                value: type,
                label: t(`editor.referral.page.${page}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            label={t('editor.referral.qualify')}
            name={['referral', 'qualifyEvent']}
            rules={[{ required: true }]}
          >
            <Select
              options={QUALIFY_EVENTS.map((event) => ({
                value: event,
                label: t(`editor.referral.qualify.${event}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label={t('editor.referral.invitee')} name={['referral', 'inviteeUserType']}>
            <Select
              options={[
                { value: 0, label: t('userType.any') },
                { value: 1, label: t('userType.1') },
                { value: 3, label: t('userType.3') },
              ]}
            />
          </Form.Item>
        </Col>
        {reward('inviterReward', t('editor.referral.inviterReward'))}
        <Col span={12}>
          <Form.Item name={['referral', 'inviteePaid']} valuePropName="checked" label=" ">
            <Checkbox>{t('editor.referral.inviteePaid')}</Checkbox>
          </Form.Item>
        </Col>
        {paid ? reward('inviteeReward', t('editor.referral.inviteeReward')) : null}
      </Row>
      <Row gutter={16}>
        {count('dailyCap', t('editor.referral.dailyCap'), 1000, t('editor.referral.dailyCap.hint'))}
        {count('tokenTtlDays', t('editor.referral.tokenTtlDays'), 365)}
        {count(
          'expiryDays',
          t('editor.referral.expiryDays'),
          365,
          t('editor.referral.expiryDays.hint'),
        )}
      </Row>
    </Card>
  );
}

/** A task's terms in one sentence: "每周完成运单达到 1，可领一次奖励". */
export function taskTermsText(task: NonNullable<OpsCampaign['task']>, t: T): string {
  return t('editor.task.sentence', {
    period: t(`editor.task.period.${task.period}`),
    metric: t(`editor.task.metric.${task.metric}`),
    target: task.target,
  });
}

/** A loyalty task's terms, in the campaign editor. */
function TaskTermsCard() {
  const t = useT();
  const task = Form.useWatch('task') as Partial<NonNullable<GameTermsValues['task']>> | undefined;
  return (
    <Card size="small" title={t('editor.task')} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('editor.task.hint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col span={10}>
          <Form.Item
            label={t('editor.task.metric')}
            name={['task', 'metric']}
            rules={[{ required: true }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={TASK_METRICS.map((metric) => ({
                value: metric,
                label: t(`editor.task.metric.${metric}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item
            label={t('editor.task.target')}
            name={['task', 'target']}
            rules={[{ required: true }]}
          >
            <InputNumber min={1} max={10_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            label={t('editor.task.period')}
            name={['task', 'period']}
            rules={[{ required: true }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={TASK_PERIODS.map((period) => ({
                value: period,
                label: t(`editor.task.period.${period}`),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      {task?.metric && task.period && task.target ? (
        <Typography.Text>
          {taskTermsText({ metric: task.metric, period: task.period, target: task.target }, t)}
        </Typography.Text>
      ) : null}
    </Card>
  );
}

function CutPriceTermsCard() {
  const t = useT();
  const money = (name: string, label: string) => (
    <Col span={6}>
      <Form.Item label={label} name={['cutPrice', name]} rules={[{ required: true }]}>
        <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  return (
    <Card size="small" title={t('editor.cut')} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('editor.cut.hint')}</Typography.Paragraph>
      <Row gutter={16}>
        {money('targetYuan', t('editor.cut.target'))}
        {money('minCutYuan', t('editor.cut.min'))}
        {money('maxCutYuan', t('editor.cut.max'))}
        <Col span={3}>
          <Form.Item
            label={t('editor.cut.hours')}
            name={['cutPrice', 'hours']}
            rules={[{ required: true }]}
          >
            <InputNumber min={1} max={168} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item
            label={t('editor.cut.helpsPerDay')}
            name={['cutPrice', 'helpsPerDay']}
            rules={[{ required: true }]}
          >
            <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

function CollectWordsTermsCard() {
  const t = useT();
  return (
    <Card size="small" title={t('editor.words')} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('editor.words.hint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            label={t('editor.words.phrase')}
            name={['collectWords', 'phrase']}
            rules={[{ required: true, max: 6 }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item
            label={t('editor.words.weights')}
            name={['collectWords', 'weights']}
            rules={[{ required: true }]}
          >
            <Input />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** The card of each kind of terms (the registry's `terms`, endpoints/campaign-kinds.ts). */
const TERMS_CARDS: Record<KindTerms, () => ReactElement> = {
  cutPrice: CutPriceTermsCard,
  collectWords: CollectWordsTermsCard,
  task: TaskTermsCard,
  referral: ReferralTermsCard,
};

/** The card of the kind's terms; nothing for the kinds whose tiers say it all. */
export function GameTermsCard({ kind }: { kind: CampaignInput['kind'] | undefined }) {
  const terms = kind ? CAMPAIGN_KIND_REGISTRY[kind].terms : null;
  if (!terms) return null;
  const TermsCard = TERMS_CARDS[terms];
  return <TermsCard />;
}
