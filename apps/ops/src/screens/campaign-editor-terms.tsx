import { CAMPAIGN_KINDS, paysByTiers } from '@freight/contract/endpoints/campaign-kinds';
import { CAMPAIGN_AUDIENCES, DRAW_PAGES } from '@freight/contract/endpoints/campaign-values';
import type { CampaignInput, OpsCampaign } from '@freight/contract/ops';
import { Card, Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import { useT } from '../i18n';

// The campaign editor's terms card (campaign-editor.tsx): slug, kind, window, titles, who may take
// part and how often, the budget, a grab's lock and a draw's page. The server checks them again.

/** A draft's slug may change; `kind` is the form's watched kind (its lock and page fields). */
export function CampaignTermsCard({
  campaign,
  kind,
}: {
  campaign: OpsCampaign | null;
  kind: CampaignInput['kind'] | undefined;
}) {
  const t = useT();
  return (
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
          <Form.Item label={t('editor.budgetYuan')} name="budgetYuan" rules={[{ required: true }]}>
            <InputNumber min={0} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {kind !== undefined && !paysByTiers(kind) ? null : (
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
  );
}
