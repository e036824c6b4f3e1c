import { TIER_PRIZES } from '@freight/contract/endpoints/campaign-values';
import type { CampaignTierInput } from '@freight/contract/ops';
import { Button, Card, Form, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useT } from '../i18n';

// The campaign editor's prize tiers (campaign-editor.tsx): one row a tier, its names, prize,
// amount, value, weight, the odds users will read, its stock and coupon template; tiers added and
// removed (never fewer than two: the losing tier and a prize). The server checks them again.

/** The losing tier a new campaign starts with, and the base of a tier added. */
export const LOSING_TIER: CampaignTierInput = {
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

/** `odds`: each tier's odds as typed so far, by its row. */
export function CampaignTiersCard({ odds }: { odds: readonly string[] }) {
  const t = useT();
  return (
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
                      <Form.Item name={[field.name, 'nameZh']} rules={[{ required: true }]} noStyle>
                        <Input
                          aria-label={`${t('campaign.tier.name')} ${field.name} 中文`}
                          placeholder="中文"
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'nameEn']} rules={[{ required: true }]} noStyle>
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
  );
}
