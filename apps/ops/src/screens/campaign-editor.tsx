import { CAMPAIGN_KINDS } from '@freight/contract/endpoints/campaign-kinds';
import {
  CAMPAIGN_AUDIENCES,
  DRAW_PAGES,
  TIER_PRIZES,
} from '@freight/contract/endpoints/campaign-values';
import { chinaWallClock } from '@freight/contract/china-time';
import type { DrawPage } from '@freight/contract/endpoints/campaigns';
import {
  type CampaignInput,
  type CampaignTierInput,
  createCampaign,
  getCampaign,
  getCampaignReport,
  listCampaigns,
  type OpsCampaign,
  updateCampaign,
} from '@freight/contract/ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useNavigate, useParams } from 'react-router';
import { OpsApiError, opsCall, opsQueryKey, useOpsQuery } from '../api';
import { useBilingual, useT } from '../i18n';
import { oddsOf } from './campaign';
import {
  GameTermsCard,
  gameTermsInput,
  gameTermsValues,
  type GameTermsValues,
  NEW_GAME_TERMS,
} from './campaign-game-terms';
import { QueryState } from './query-state';

/**
 * The form's values: dates as pickers' values, the money budget in yuan, tiers as written, and a
 * game's terms (campaign-game-terms.tsx).
 */
export interface EditorValues extends GameTermsValues {
  slug: string;
  kind: CampaignInput['kind'];
  titleZh: string;
  titleEn: string;
  rulesZh: string;
  rulesEn: string;
  userType: 0 | 1 | 3;
  audience: CampaignInput['audience'];
  window: [Dayjs, Dayjs];
  perDayLimit: number | null;
  perCampaignLimit: number | null;
  budgetUnits: number;
  budgetYuan: number;
  lockSeconds: number | null;
  /** The page that presents a draw (asked for draws only). */
  drawPage: DrawPage;
  tiers: CampaignTierInput[];
}

const LOSING_TIER: CampaignTierInput = {
  position: 0,
  nameZh: '谢谢参与',
  nameEn: 'No prize this time',
  prize: 'none',
  amount: 0,
  couponTemplateId: null,
  valueFen: 0,
  weight: 50,
  total: null,
  fallbackPosition: null,
};

/**
 * The window's pickers show and take Beijing time whatever the operator's own zone, as the lists,
 * the audit log and the H5 read it: a picker's value holds Beijing's wall clock (its digits, read
 * as the browser's own time), and the moment sent carries Beijing's offset.
 */
export function pickerValueOf(iso: string): Dayjs {
  return dayjs(chinaWallClock(Date.parse(iso)));
}

/** The moment a picker's value stands for, in Beijing time (`2026-12-01T10:00:00+08:00`). */
export function beijingMomentOf(value: Dayjs): string {
  return `${value.format('YYYY-MM-DDTHH:mm:ss')}+08:00`;
}

/** What the API takes from the form: the window in Beijing time, the budget in fen. */
export function inputOf(values: EditorValues): CampaignInput {
  return {
    slug: values.slug.trim(),
    kind: values.kind,
    titleZh: values.titleZh,
    titleEn: values.titleEn,
    rulesZh: values.rulesZh,
    rulesEn: values.rulesEn,
    userType: values.userType === 0 ? null : values.userType,
    audience: values.audience,
    startsAt: beijingMomentOf(values.window[0]),
    endsAt: beijingMomentOf(values.window[1]),
    perDayLimit: values.perDayLimit ?? null,
    perCampaignLimit: values.perCampaignLimit ?? null,
    budgetUnits: values.budgetUnits,
    budgetFen: Math.round(values.budgetYuan * 100),
    // A referral programme pays by its terms: no tiers, no grab lock.
    lockSeconds: values.kind === 'referral' ? null : (values.lockSeconds ?? null),
    drawPage: values.kind === 'draw' ? values.drawPage : null,
    tiers:
      values.kind === 'referral'
        ? []
        : values.tiers.map((tier, position) => ({
            ...tier,
            position,
            couponTemplateId: tier.prize === 'coupon' ? (tier.couponTemplateId ?? null) : null,
            total: tier.prize === 'none' ? null : (tier.total ?? 0),
            fallbackPosition: tier.fallbackPosition ?? null,
          })),
    ...gameTermsInput(values.kind, values),
  };
}

function valuesOf(campaign: OpsCampaign): EditorValues {
  return {
    slug: campaign.slug,
    kind: campaign.kind,
    titleZh: campaign.titleZh,
    titleEn: campaign.titleEn,
    rulesZh: campaign.rulesZh,
    rulesEn: campaign.rulesEn,
    userType: campaign.userType ?? 0,
    audience: campaign.audience,
    window: [pickerValueOf(campaign.startsAt), pickerValueOf(campaign.endsAt)],
    perDayLimit: campaign.perDayLimit,
    perCampaignLimit: campaign.perCampaignLimit,
    budgetUnits: campaign.budgetUnits,
    budgetYuan: campaign.budgetFen / 100,
    lockSeconds: campaign.lockSeconds,
    drawPage: campaign.drawPage ?? 'lucky_draw',
    // A referral programme has none; the form keeps the new campaign's should the kind change.
    tiers:
      campaign.kind === 'referral'
        ? (NEW_CAMPAIGN.tiers ?? [])
        : campaign.tiers.map(({ tierId: _id, remaining: _left, ...tier }) => tier),
    ...NEW_GAME_TERMS,
    ...gameTermsValues(campaign),
  };
}

const NEW_CAMPAIGN: Partial<EditorValues> = {
  ...NEW_GAME_TERMS,
  kind: 'draw',
  userType: 0,
  audience: 'all',
  perDayLimit: 3,
  perCampaignLimit: null,
  budgetUnits: 1000,
  budgetYuan: 1000,
  lockSeconds: null,
  drawPage: 'lucky_draw',
  tiers: [
    LOSING_TIER,
    {
      ...LOSING_TIER,
      position: 1,
      nameZh: '10 积分',
      nameEn: '10 points',
      prize: 'points',
      amount: 10,
      weight: 50,
      total: 1000,
    },
  ],
};

/**
 * A campaign's editor, for a new one or one not started yet (a draft, or scheduled): terms, window,
 * audience, limits, budget, rules in both languages and the prize tiers, with the odds users will
 * read shown as percentages as the weights are typed. Saving keeps it a draft (or scheduled);
 * publishing makes it scheduled until its start. The server checks every rule again.
 */
export function CampaignEditorScreen() {
  const { id } = useParams();
  const existing = useOpsQuery(getCampaign, { params: { id } }, { enabled: id !== undefined });
  if (id === undefined) return <Editor campaign={null} />;
  return <QueryState query={existing}>{(campaign) => <Editor campaign={campaign} />}</QueryState>;
}

function Editor({ campaign }: { campaign: OpsCampaign | null }) {
  const t = useT();
  const bilingual = useBilingual();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<EditorValues>();
  // A form's watched values are undefined until it has them, whatever its type says.
  const tiers =
    (Form.useWatch('tiers', form) as
      (Partial<EditorValues['tiers'][number]> | undefined)[] | undefined) ?? [];
  const kind = Form.useWatch('kind', form);
  // Two endpoints (a new draft, or a replacement), hence a plain mutation over opsCall.
  const save = useMutation<OpsCampaign, OpsApiError, EditorValues>({
    mutationFn: (values) =>
      campaign
        ? opsCall(updateCampaign, { params: { id: campaign.id }, body: inputOf(values) })
        : opsCall(createCampaign, { body: inputOf(values) }),
    onSuccess: (saved) => {
      for (const read of [listCampaigns, getCampaign, getCampaignReport]) {
        void client.invalidateQueries({ queryKey: opsQueryKey(read) });
      }
      void navigate(`/campaigns/${saved.id}`);
    },
  });
  const frozen = campaign !== null && (campaign.state === 'running' || campaign.state === 'ended');
  if (frozen) return <Alert type="info" showIcon message={t('campaign.readOnly')} />;
  const odds = oddsOf(tiers.map((tier) => ({ weight: Number(tier?.weight ?? 0) })));
  const problems = save.error instanceof OpsApiError ? save.error.fields : [];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Link to={campaign ? `/campaigns/${campaign.id}` : '/campaigns'}>← {t('common.back')}</Link>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {campaign
          ? t('editor.edit', { name: bilingual(campaign.titleZh, campaign.titleEn) })
          : t('editor.new')}
      </Typography.Title>
      <Form<EditorValues>
        form={form}
        layout="vertical"
        initialValues={campaign ? valuesOf(campaign) : NEW_CAMPAIGN}
        onFinish={(values) => save.mutate(values)}
      >
        <Card size="small" title={t('editor.terms')}>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item
                label={t('campaigns.slug')}
                name="slug"
                rules={[{ required: true, pattern: /^[a-z0-9][a-z0-9-]{1,63}$/ }]}
                extra={t('editor.slug.hint')}
              >
                {/* A draft's slug, a copy's `-copy` among them, is no one's link yet: it may change. */}
                <Input disabled={campaign !== null && campaign.state !== 'draft'} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label={t('campaigns.kind')} name="kind" rules={[{ required: true }]}>
                <Select
                  options={CAMPAIGN_KINDS.map((kind) => ({
                    value: kind,
                    label: t(`kind.${kind}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label={t('campaigns.window')} name="window" rules={[{ required: true }]}>
                <DatePicker.RangePicker
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                label={t('editor.titleZh')}
                name="titleZh"
                rules={[{ required: true, max: 100 }]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                label={t('editor.titleEn')}
                name="titleEn"
                rules={[{ required: true, max: 100 }]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label={t('campaigns.userType')} name="userType">
                <Select
                  options={[
                    { value: 0, label: t('userType.any') },
                    { value: 1, label: t('userType.1') },
                    { value: 3, label: t('userType.3') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label={t('editor.audience')} name="audience">
                <Select
                  options={CAMPAIGN_AUDIENCES.map((each) => ({
                    value: each,
                    label: t(`editor.audience.${each}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label={t('editor.perDay')} name="perDayLimit">
                <InputNumber min={1} max={10_000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label={t('editor.perCampaign')} name="perCampaignLimit">
                <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                label={t('editor.budgetUnits')}
                name="budgetUnits"
                rules={[{ required: true }]}
              >
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                label={t('editor.budgetYuan')}
                name="budgetYuan"
                rules={[{ required: true }]}
              >
                <InputNumber min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {kind === 'referral' ? null : (
              <Col span={6}>
                <Form.Item
                  label={t('editor.lockSeconds')}
                  name="lockSeconds"
                  extra={t('editor.lockSeconds.hint')}
                >
                  <InputNumber min={10} max={3600} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            )}
            {kind === 'draw' ? (
              <Col span={6}>
                <Form.Item
                  label={t('campaign.drawPage')}
                  name="drawPage"
                  extra={t('editor.drawPage.hint')}
                >
                  <Select
                    options={DRAW_PAGES.map((page) => ({
                      value: page,
                      label: t(`campaign.drawPage.${page}`),
                    }))}
                  />
                </Form.Item>
              </Col>
            ) : null}
          </Row>
        </Card>
        <GameTermsCard kind={kind} />
        {kind === 'referral' ? null : (
          <Card size="small" title={t('campaign.tiers')} style={{ marginTop: 16 }}>
            <Typography.Paragraph type="secondary">{t('editor.tiers.hint')}</Typography.Paragraph>
            <Form.List name="tiers">
              {(fields, { add, remove }) => (
                <>
                  <Table
                    size="small"
                    pagination={false}
                    rowKey="key"
                    dataSource={fields}
                    columns={[
                      {
                        title: t('campaign.tier.name'),
                        key: 'name',
                        render: (_, field) => (
                          <Space direction="vertical" size={0}>
                            <Form.Item
                              name={[field.name, 'nameZh']}
                              rules={[{ required: true }]}
                              noStyle
                            >
                              <Input
                                aria-label={`${t('campaign.tier.name')} ${field.name} 中文`}
                                placeholder="中文"
                              />
                            </Form.Item>
                            <Form.Item
                              name={[field.name, 'nameEn']}
                              rules={[{ required: true }]}
                              noStyle
                            >
                              <Input
                                aria-label={`${t('campaign.tier.name')} ${field.name} English`}
                                placeholder="English"
                              />
                            </Form.Item>
                          </Space>
                        ),
                      },
                      {
                        title: t('campaign.tier.prize'),
                        key: 'prize',
                        render: (_, field) => (
                          <Form.Item name={[field.name, 'prize']} noStyle>
                            <Select
                              aria-label={`${t('campaign.tier.prize')} ${field.name}`}
                              style={{ width: 150 }}
                              options={TIER_PRIZES.map((prize) => ({
                                value: prize,
                                label: t(`prize.${prize}`),
                              }))}
                            />
                          </Form.Item>
                        ),
                      },
                      {
                        title: t('campaign.tier.amount'),
                        key: 'amount',
                        render: (_, field) => (
                          <Form.Item name={[field.name, 'amount']} noStyle>
                            <InputNumber
                              aria-label={`${t('campaign.tier.amount')} ${field.name}`}
                              min={0}
                              precision={0}
                            />
                          </Form.Item>
                        ),
                      },
                      {
                        title: t('editor.valueFen'),
                        key: 'valueFen',
                        render: (_, field) => (
                          <Form.Item name={[field.name, 'valueFen']} noStyle>
                            <InputNumber
                              aria-label={`${t('editor.valueFen')} ${field.name}`}
                              min={0}
                              precision={0}
                            />
                          </Form.Item>
                        ),
                      },
                      {
                        title: t('editor.weight'),
                        key: 'weight',
                        render: (_, field) => (
                          <Form.Item name={[field.name, 'weight']} noStyle>
                            <InputNumber
                              aria-label={`${t('editor.weight')} ${field.name}`}
                              min={0}
                              precision={0}
                            />
                          </Form.Item>
                        ),
                      },
                      {
                        title: t('campaign.tier.odds'),
                        key: 'odds',
                        render: (_, field) => (
                          <span data-testid={`odds-${field.name}`}>{odds[field.name]}</span>
                        ),
                      },
                      {
                        title: t('editor.total'),
                        key: 'total',
                        render: (_, field) => (
                          <Form.Item name={[field.name, 'total']} noStyle>
                            <InputNumber
                              aria-label={`${t('editor.total')} ${field.name}`}
                              min={0}
                              precision={0}
                            />
                          </Form.Item>
                        ),
                      },
                      {
                        title: t('editor.couponTemplate'),
                        key: 'coupon',
                        render: (_, field) => (
                          <Form.Item name={[field.name, 'couponTemplateId']} noStyle>
                            <InputNumber
                              aria-label={`${t('editor.couponTemplate')} ${field.name}`}
                              min={1}
                              precision={0}
                            />
                          </Form.Item>
                        ),
                      },
                      {
                        title: '',
                        key: 'remove',
                        render: (_, field) =>
                          fields.length > 2 ? (
                            <Button size="small" onClick={() => remove(field.name)}>
                              {t('editor.tier.remove')}
                            </Button>
                          ) : null,
                      },
                    ]}
                  />
                  <Button
                    style={{ marginTop: 8 }}
                    onClick={() =>
                      add({
                        ...LOSING_TIER,
                        nameZh: '',
                        nameEn: '',
                        prize: 'points',
                        amount: 1,
                        weight: 10,
                        total: 100,
                      })
                    }
                  >
                    {t('editor.tier.add')}
                  </Button>
                </>
              )}
            </Form.List>
          </Card>
        )}
        <Card size="small" title={t('campaign.rules')} style={{ marginTop: 16 }}>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                label={t('editor.rulesZh')}
                name="rulesZh"
                rules={[{ required: true, max: 5000 }]}
              >
                <Input.TextArea rows={6} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                label={t('editor.rulesEn')}
                name="rulesEn"
                rules={[{ required: true, max: 5000 }]}
              >
                <Input.TextArea rows={6} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        {save.isError ? (
          <Alert
            style={{ marginTop: 16 }}
            type="error"
            showIcon
            message={save.error.message}
            description={
              problems.length > 0 ? (
                <ul>
                  {problems.map((problem) => (
                    <li key={problem.field}>
                      {problem.field}: {problem.message ?? ''}
                    </li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        ) : null}
        <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }}>
          {t('editor.save')}
        </Button>
      </Form>
    </Space>
  );
}
