import { CAMPAIGN_KIND_REGISTRY } from '@freight/contract/endpoints/campaign-kinds';
import { INVITE_TYPES } from '@freight/contract/endpoints/referral-values';
import type { ValueAsset } from '@freight/contract/endpoints/value';
import {
  type CampaignReport,
  copyCampaign,
  deleteCampaign,
  endCampaign,
  getCampaign,
  exportCampaignAttempts,
  getCampaignReport,
  listCampaigns,
  type OpsCampaign,
  publishCampaign,
  topUpCampaign,
} from '@freight/contract/ops';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Progress,
  Row,
  Col,
  Select,
  Space,
  Statistic,
  Table,
  Typography,
} from 'antd';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useOpsMutation, useOpsQuery } from '../api';
import { type MessageKey, useBilingual, useT } from '../i18n';
import { can, useOperator } from '../session';
import { taskTermsText } from './campaign-game-terms';
import { useSave } from './editor-card';
import { ExportButton } from './export-button';
import { QueryState } from './query-state';
import { stateTag, userTypeText, when, yuan } from './words';

/**
 * How much of the budget is given, in percent: the larger of the units' and the money's shares (a
 * points campaign has no money budget, a coupon one both); 0 without any budget.
 */
export function budgetUsedPercent(
  budget: { units: number; fen: number },
  spent: { units: number; fen: number },
): number {
  const share = (used: number, of: number) => (of > 0 ? (used * 100) / of : 0);
  return Math.min(
    100,
    Math.round(Math.max(share(spent.units, budget.units), share(spent.fen, budget.fen))),
  );
}

/** The published odds of each tier as users read them: weight over the weights' sum, in percent. */
export function oddsOf(tiers: readonly { weight: number }[]): string[] {
  const sum = tiers.reduce((total, tier) => total + tier.weight, 0);
  return tiers.map((tier) => (sum === 0 ? '—' : `${((tier.weight * 100) / sum).toFixed(2)}%`));
}

/**
 * One campaign: its terms, its prize tiers with the published odds, its rules, and its live report
 * (spend against budget, stock left, outcomes by tier). From its start the prizes, odds and rules
 * are read-only, with the reason; an operator may top up a tier's stock or end it early.
 */
export function CampaignScreen() {
  const t = useT();
  const { id } = useParams();
  const campaign = useOpsQuery(getCampaign, { params: { id } });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Link to="/campaigns">← {t('common.back')}</Link>
      <QueryState query={campaign}>{(data) => <Campaign campaign={data} />}</QueryState>
    </Space>
  );
}

function Campaign({ campaign }: { campaign: OpsCampaign }) {
  const t = useT();
  const bilingual = useBilingual();
  const operator = useOperator().data;
  const frozen = campaign.state === 'running' || campaign.state === 'ended';
  // Odds for the kinds whose outcome is drawn by them; the others choose their tier (a sign-in's day).
  const odds = CAMPAIGN_KIND_REGISTRY[campaign.kind].odds
    ? oddsOf(campaign.tiers)
    : campaign.tiers.map(() => '—');
  return (
    <>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {bilingual(campaign.titleZh, campaign.titleEn)} {stateTag(campaign, t)}
      </Typography.Title>
      {frozen ? <Alert type="info" showIcon message={t('campaign.readOnly')} /> : null}
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label={t('campaigns.slug')}>{campaign.slug}</Descriptions.Item>
        <Descriptions.Item label={t('campaigns.kind')}>
          {t(`kind.${campaign.kind}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('campaigns.window')}>
          {when(campaign.startsAt)} – {when(campaign.endsAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('campaigns.userType')}>
          {userTypeText(campaign.userType, t)} · {t(`editor.audience.${campaign.audience}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('campaign.report.budget')}>
          {campaign.budgetUnits} / ¥{yuan(campaign.budgetFen)}
        </Descriptions.Item>
        <Descriptions.Item label={t('campaign.limits')}>
          {campaign.perDayLimit ?? '∞'} / {campaign.perCampaignLimit ?? '∞'}
        </Descriptions.Item>
        {campaign.drawPage ? (
          <Descriptions.Item label={t('campaign.drawPage')}>
            {t(`campaign.drawPage.${campaign.drawPage}`)}
          </Descriptions.Item>
        ) : null}
        {campaign.endedAt ? (
          <Descriptions.Item label={t('state.endedEarly')} span={2}>
            {when(campaign.endedAt)} ·{' '}
            {campaign.endNoticeZh ? bilingual(campaign.endNoticeZh, campaign.endNoticeEn) : null}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {campaign.tiers.length > 0 ? (
        <Card title={t('campaign.tiers')} size="small">
          <Table
            rowKey="tierId"
            size="small"
            pagination={false}
            dataSource={campaign.tiers.map((tier, index) => ({ ...tier, odds: odds[index] }))}
            columns={[
              {
                title: t('campaign.tier.name'),
                key: 'name',
                render: (_, tier) => bilingual(tier.nameZh, tier.nameEn),
              },
              {
                title: t('campaign.tier.prize'),
                key: 'prize',
                render: (_, tier) => t(`prize.${tier.prize}`),
              },
              { title: t('campaign.tier.amount'), dataIndex: 'amount' },
              { title: t('campaign.tier.odds'), dataIndex: 'odds' },
              {
                title: t('campaign.tier.stock'),
                key: 'stock',
                render: (_, tier) =>
                  tier.total === null ? '—' : `${tier.remaining} / ${tier.total}`,
              },
            ]}
          />
        </Card>
      ) : null}
      {campaign.referral ? <ReferralTerms terms={campaign.referral} /> : null}
      {campaign.task ? (
        <Card title={t('editor.task')} size="small">
          <Typography.Text>{taskTermsText(campaign.task, t)}</Typography.Text>
        </Card>
      ) : null}
      <Card title={t('campaign.rules')} size="small">
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
          {campaign.rulesZh}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }} lang="en">
          {campaign.rulesEn}
        </Typography.Paragraph>
      </Card>
      {campaign.state === 'draft' ? null : <Report campaignId={campaign.id} />}
      {can(operator, 'operator') &&
      (campaign.state === 'draft' || campaign.state === 'scheduled') ? (
        <Before campaign={campaign} />
      ) : null}
      {can(operator, 'operator') &&
      (campaign.state === 'running' || campaign.state === 'scheduled') ? (
        <Actions campaign={campaign} />
      ) : null}
      {can(operator, 'operator') ? <CopyAsDraft campaign={campaign} /> : null}
    </>
  );
}

function Report({ campaignId }: { campaignId: number }) {
  const t = useT();
  const bilingual = useBilingual();
  const operator = useOperator().data;
  const report = useOpsQuery(
    getCampaignReport,
    { params: { id: campaignId } },
    { refetchInterval: 15_000 },
  );
  return (
    <Card
      title={t('campaign.report')}
      size="small"
      extra={
        can(operator, 'operator') ? (
          <Space align="start">
            <ExportButton
              endpoint={exportCampaignAttempts}
              call={{ params: { id: campaignId }, query: {} }}
              label={t('campaign.export.attempts')}
            />
            <ExportButton
              endpoint={exportCampaignAttempts}
              call={{ params: { id: campaignId }, query: { only: 'winners' } }}
              label={t('campaign.export.winners')}
            />
          </Space>
        ) : null
      }
    >
      <QueryState query={report}>
        {(data) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space size="large" wrap>
              <Statistic title={t('campaign.report.attempts')} value={data.attempts} />
              <Statistic title={t('campaign.report.users')} value={data.users} />
              <Statistic
                title={t('campaign.report.spent')}
                value={`${data.spent.units} / ¥${yuan(data.spent.fen)}`}
              />
              <Statistic title={t('campaign.report.held')} value={data.spent.held} />
            </Space>
            <div>
              {t('campaign.report.budget')}: {data.budget.units} / ¥{yuan(data.budget.fen)}
              <Progress
                percent={budgetUsedPercent(data.budget, data.spent)}
                aria-label={t('campaign.report.spent')}
              />
            </div>
            <DayChart days={data.days} />
            <Table
              rowKey="tierId"
              size="small"
              pagination={false}
              dataSource={data.tiers}
              columns={[
                {
                  title: t('campaign.tier.name'),
                  key: 'name',
                  render: (_, tier) => bilingual(tier.nameZh, tier.nameEn),
                },
                { title: t('campaign.report.outcomes'), dataIndex: 'outcomes' },
                { title: t('campaign.report.fellHere'), dataIndex: 'fellHere' },
                { title: t('campaign.report.toppedUp'), dataIndex: 'toppedUp' },
                {
                  title: t('campaign.tier.stock'),
                  key: 'stock',
                  render: (_, tier) =>
                    tier.total === null ? (
                      '—'
                    ) : (
                      <Progress
                        percent={
                          tier.total === 0
                            ? 0
                            : Math.round(((tier.remaining ?? 0) * 100) / tier.total)
                        }
                        format={() => `${tier.remaining} / ${tier.total}`}
                        aria-label={`${bilingual(tier.nameZh, tier.nameEn)} ${t('campaign.tier.stock')}`}
                      />
                    ),
                },
              ]}
            />
          </Space>
        )}
      </QueryState>
    </Card>
  );
}

/**
 * Copies the campaign, whatever its state, into a new draft (same rules, tiers, odds, budget and
 * terms; a new slug; dates ahead) and opens the draft's editor. A double click makes one copy.
 */
function CopyAsDraft({ campaign }: { campaign: OpsCampaign }) {
  const t = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  // Set at the first click, before React renders the button busy: a double click copies once.
  const busy = useRef(false);
  const copy = useOpsMutation<typeof copyCampaign, void>(copyCampaign, {
    request: () => ({ params: { id: campaign.id } }),
    invalidates: [listCampaigns],
    onSettled: () => {
      busy.current = false;
    },
    onSuccess: (draft) => {
      void message.success(t('campaign.copied', { slug: draft.slug }));
      void navigate(`/campaigns/${draft.id}/edit`);
    },
  });
  const copying = useSave(copy);
  return (
    <Space>
      <Button
        loading={copy.isPending}
        onClick={() => {
          if (busy.current) return;
          busy.current = true;
          copying.run();
        }}
      >
        {t('campaign.copy')}
      </Button>
    </Space>
  );
}

/** Before the start: edit it, and publish a draft (scheduled until its start). */
function Before({ campaign }: { campaign: OpsCampaign }) {
  const t = useT();
  const { modal, message } = App.useApp();
  const publish = useOpsMutation<typeof publishCampaign, void>(publishCampaign, {
    request: () => ({ params: { id: campaign.id } }),
    invalidates: [getCampaign, getCampaignReport, listCampaigns],
  });
  const publishing = useSave(publish);
  const navigate = useNavigate();
  const remove = useOpsMutation<typeof deleteCampaign, void>(deleteCampaign, {
    request: () => ({ params: { id: campaign.id } }),
    invalidates: [listCampaigns],
    onSuccess: () => {
      void message.success(t('campaign.deleted'));
      void navigate('/campaigns');
    },
  });
  const removing = useSave(remove);
  return (
    <Space>
      <Link className="ant-btn" to={`/campaigns/${campaign.id}/edit`}>
        {t('campaign.edit')}
      </Link>
      {campaign.state === 'draft' ? (
        <Button
          type="primary"
          loading={publish.isPending}
          onClick={() =>
            void modal.confirm({
              title: t('campaign.publish'),
              content: t('campaign.publish.confirm'),
              onOk: () => publishing.runAsync(),
            })
          }
        >
          {t('campaign.publish')}
        </Button>
      ) : null}
      {campaign.state === 'draft' ? (
        <Button
          danger
          loading={remove.isPending}
          onClick={() =>
            void modal.confirm({
              title: t('campaign.delete'),
              content: t('campaign.delete.confirm'),
              okButtonProps: { danger: true },
              onOk: () => removing.runAsync(),
            })
          }
        >
          {t('campaign.delete')}
        </Button>
      ) : null}
    </Space>
  );
}

/**
 * Attempts and prizes day by day as bars (attempts light, prizes dark), scaled to the busiest day;
 * the figures are in each bar's title and in the table beside, for screen readers and exports.
 */
function DayChart({ days }: { days: CampaignReport['days'] }) {
  const t = useT();
  if (days.length === 0) return null;
  const most = Math.max(1, ...days.map((day) => day.attempts));
  const width = Math.max(days.length * 28, 280);
  return (
    <Row gutter={16}>
      <Col span={14}>
        <svg
          role="img"
          aria-label={t('campaign.report.days')}
          viewBox={`0 0 ${width} 140`}
          style={{ width: '100%', maxHeight: 200 }}
        >
          {days.map((day, index) => {
            const x = index * 28 + 4;
            const tall = (day.attempts / most) * 110;
            const wins = (day.wins / most) * 110;
            return (
              <g key={day.day}>
                <title>
                  {t('campaign.report.day', {
                    day: day.day,
                    attempts: day.attempts,
                    wins: day.wins,
                  })}
                </title>
                <rect x={x} y={115 - tall} width={20} height={tall} fill="#91caff" />
                <rect x={x} y={115 - wins} width={20} height={wins} fill="#0958d9" />
                <text x={x + 10} y={132} fontSize={9} textAnchor="middle" fill="#434343">
                  {day.day.slice(5)}
                </text>
              </g>
            );
          })}
        </svg>
      </Col>
      <Col span={10}>
        <Table
          rowKey="day"
          size="small"
          pagination={{ pageSize: 7, hideOnSinglePage: true }}
          dataSource={[...days].reverse()}
          columns={[
            { title: t('campaign.report.date'), dataIndex: 'day' },
            { title: t('campaign.report.attempts'), dataIndex: 'attempts' },
            { title: t('campaign.report.users'), dataIndex: 'users' },
            { title: t('campaign.report.outcomes'), dataIndex: 'wins' },
            { title: '¥', key: 'fen', render: (_, day) => yuan(day.fen) },
          ]}
        />
      </Col>
    </Row>
  );
}

interface TopupFields {
  tierId: number;
  amount: number;
  budgetUnits: number;
  budgetYuan: number;
}

interface EndFields {
  noticeZh: string;
  noticeEn: string;
}

/** The labels of the fields a refusal of a top-up or an early end names. */
const TOPUP_LABELS: Partial<Record<string, MessageKey>> = {
  tierId: 'campaign.tier.name',
  amount: 'campaign.topup.amount',
  budgetUnits: 'campaign.topup.budgetUnits',
  budgetFen: 'campaign.topup.budgetYuan',
};
const END_LABELS: Partial<Record<string, MessageKey>> = {
  noticeZh: 'campaign.end.noticeZh',
  noticeEn: 'campaign.end.noticeEn',
};

/** Top up a tier's stock (never lower it) or end the campaign early with a notice. */
function Actions({ campaign }: { campaign: OpsCampaign }) {
  const t = useT();
  const bilingual = useBilingual();
  const [open, setOpen] = useState<'topup' | 'end' | null>(null);
  const [topupForm] = Form.useForm<TopupFields>();
  const [endForm] = Form.useForm<EndFields>();
  const topup = useOpsMutation(topUpCampaign, {
    request: ({ budgetYuan, ...fields }: TopupFields) => ({
      params: { id: campaign.id },
      body: { ...fields, budgetFen: Math.round(budgetYuan * 100) },
    }),
    invalidates: [getCampaign, getCampaignReport],
    onSuccess: () => setOpen(null),
  });
  const toppingUp = useSave(topup, {
    form: topupForm,
    labels: TOPUP_LABELS,
    at: { budgetFen: 'budgetYuan' },
  });
  const end = useOpsMutation(endCampaign, {
    request: (fields: EndFields) => ({ params: { id: campaign.id }, body: fields }),
    invalidates: [getCampaign, getCampaignReport],
    onSuccess: () => setOpen(null),
  });
  const ending = useSave(end, { form: endForm, labels: END_LABELS });
  const stocked = campaign.tiers.filter((tier) => tier.total !== null);
  return (
    <Space>
      {stocked.length > 0 ? (
        <Button onClick={() => setOpen('topup')}>{t('campaign.topup')}</Button>
      ) : null}
      <Button danger onClick={() => setOpen('end')}>
        {t('campaign.end')}
      </Button>
      <Modal
        open={open === 'topup'}
        title={t('campaign.topup')}
        onCancel={() => setOpen(null)}
        footer={null}
        destroyOnHidden
      >
        <Form
          form={topupForm}
          layout="vertical"
          // The budget as it stands: raised here when the new stock needs more (never lowered).
          initialValues={{
            budgetUnits: campaign.budgetUnits,
            budgetYuan: campaign.budgetFen / 100,
          }}
          onFinish={toppingUp.run}
        >
          <Form.Item label={t('campaign.tier.name')} name="tierId" rules={[{ required: true }]}>
            <Select
              options={stocked.map((tier) => ({
                value: tier.tierId,
                label: bilingual(tier.nameZh, tier.nameEn),
              }))}
            />
          </Form.Item>
          <Form.Item label={t('campaign.topup.amount')} name="amount" rules={[{ required: true }]}>
            <InputNumber min={1} max={10_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label={t('campaign.topup.budgetUnits')}
            name="budgetUnits"
            rules={[{ required: true }]}
          >
            <InputNumber
              min={campaign.budgetUnits}
              max={100_000_000}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            label={t('campaign.topup.budgetYuan')}
            name="budgetYuan"
            rules={[{ required: true }]}
          >
            <InputNumber
              min={campaign.budgetFen / 100}
              max={1_000_000_000}
              precision={2}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('campaign.topup.hint')}</Typography.Paragraph>
          {toppingUp.refusal({ marginBottom: 16 })}
          <Button type="primary" htmlType="submit" loading={topup.isPending}>
            {t('campaign.topup')}
          </Button>
        </Form>
      </Modal>
      <Modal
        open={open === 'end'}
        title={t('campaign.end')}
        onCancel={() => setOpen(null)}
        footer={null}
        destroyOnHidden
      >
        <Form form={endForm} layout="vertical" onFinish={ending.run}>
          <Form.Item
            label={t('campaign.end.noticeZh')}
            name="noticeZh"
            rules={[{ required: true, max: 500 }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item
            label={t('campaign.end.noticeEn')}
            name="noticeEn"
            rules={[{ required: true, max: 500 }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          {ending.refusal({ marginBottom: 16 })}
          <Button danger type="primary" htmlType="submit" loading={end.isPending}>
            {t('campaign.end')}
          </Button>
        </Form>
      </Modal>
    </Space>
  );
}

/** A referral programme's terms as its editor writes them, in the operator's words. */
function ReferralTerms({ terms }: { terms: NonNullable<OpsCampaign['referral']> }) {
  const t = useT();
  const page = (Object.entries(INVITE_TYPES) as [keyof typeof INVITE_TYPES, number][]).find(
    ([, type]) => type === terms.inviteType,
  )?.[0];
  const reward = (paid: { asset: ValueAsset; amount: number } | null) =>
    paid ? `${paid.amount} ${t(`prize.${paid.asset}`)}` : '—';
  return (
    <Card title={t('campaign.referral')} size="small">
      <Descriptions size="small" column={3}>
        <Descriptions.Item label={t('editor.referral.inviteType')}>
          {page ? t(`editor.referral.page.${page}`) : terms.inviteType}
        </Descriptions.Item>
        <Descriptions.Item label={t('editor.referral.qualify')}>
          {t(`editor.referral.qualify.${terms.qualifyEvent}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('editor.referral.invitee')}>
          {userTypeText(terms.inviteeUserType, t)}
        </Descriptions.Item>
        <Descriptions.Item label={t('editor.referral.inviterReward')}>
          {reward(terms.inviterReward)}
        </Descriptions.Item>
        <Descriptions.Item label={t('editor.referral.inviteeReward')}>
          {reward(terms.inviteeReward)}
        </Descriptions.Item>
        <Descriptions.Item label={t('editor.referral.dailyCap')}>
          {terms.dailyCap}
        </Descriptions.Item>
        <Descriptions.Item label={t('editor.referral.tokenTtlDays')}>
          {terms.tokenTtlDays}
        </Descriptions.Item>
        <Descriptions.Item label={t('editor.referral.expiryDays')}>
          {terms.expiryDays}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
