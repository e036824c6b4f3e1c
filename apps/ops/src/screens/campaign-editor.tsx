import { chinaWallClock } from '@freight/contract/china-time';
import { paysByTiers } from '@freight/contract/endpoints/campaign-kinds';
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
import { Alert, Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
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
import { CampaignTermsCard } from './campaign-editor-terms';
import { CampaignTiersCard, LOSING_TIER } from './campaign-editor-tiers';
import { useSave } from './editor-card';
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
    lockSeconds: paysByTiers(values.kind) ? (values.lockSeconds ?? null) : null,
    drawPage: values.kind === 'draw' ? values.drawPage : null,
    tiers: !paysByTiers(values.kind)
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
    tiers: !paysByTiers(campaign.kind)
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
  const kind = Form.useWatch('kind', form) as EditorValues['kind'] | undefined;
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
  const saving = useSave(save, { form });
  const frozen = campaign !== null && (campaign.state === 'running' || campaign.state === 'ended');
  if (frozen) return <Alert type="info" showIcon message={t('campaign.readOnly')} />;
  const odds = oddsOf(tiers.map((tier) => ({ weight: Number(tier?.weight ?? 0) })));
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
        onFinish={saving.run}
      >
        <CampaignTermsCard campaign={campaign} kind={kind} />
        <GameTermsCard kind={kind} />
        {kind !== undefined && !paysByTiers(kind) ? null : <CampaignTiersCard odds={odds} />}
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
        {saving.refusal({ marginTop: 16 })}
        <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }}>
          {t('editor.save')}
        </Button>
      </Form>
    </Space>
  );
}
