import { RISK_LEVELS, type RiskLevel } from '@freight/contract/endpoints/epidemic-values';
import {
  listRiskAreas,
  type OpsRiskAreaRow,
  setRiskAreaLevel,
  type SetRiskAreaRequest,
} from '@freight/contract/ops';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Radio, Select, Space, Table, Typography } from 'antd';
import { opsQueryKey, useOpsMutation, useOpsQuery } from '../api';
import { useT } from '../i18n';
import { can, useOperator } from '../session';
import { useSave } from './editor-card';
import {
  cityOptions,
  FIELD_LABELS,
  levelTag,
  ProvinceChooser,
  useProvince,
} from './epidemic-parts';
import { QueryState } from './query-state';
import { noRows, when } from './words';

/** A row's changes: to the other listed level first, then off the list. */
const CHANGES = ['high', 'medium', 'low'] as const satisfies readonly RiskLevel[];

/** Sets an area's level; the answer (the province's list after it) replaces the list shown. */
function useSetLevel(province: string) {
  const t = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  return useOpsMutation(setRiskAreaLevel, {
    request: (fields: SetRiskAreaRequest) => ({ body: fields }),
    onSuccess: (answer, fields) => {
      client.setQueryData(opsQueryKey(listRiskAreas, { query: { province } }), answer);
      void message.success(
        t('risk.saved', { area: fields.area.trim(), level: t(`risk.level.${fields.level}`) }),
      );
    },
  });
}

/**
 * The areas of raised risk of one province (medium and high; any place not listed is low): an
 * operator sets an area's level with the form, or changes a listed one's in its row; low takes it
 * off the list. Each change is audited with the level before (ADR 029); viewers read only.
 */
export function RiskAreasScreen() {
  const t = useT();
  const operator = useOperator().data;
  const [province, setProvince] = useProvince();
  const list = useOpsQuery(listRiskAreas, { query: { province } });
  // A row's quick change; its refusal is said in a message (the row stays as it was).
  const set = useSetLevel(province);
  const setting = useSave(set);
  const mayChange = can(operator, 'operator');
  const busy = (row: OpsRiskAreaRow, level: RiskLevel) =>
    set.isPending &&
    set.variables.city === row.cityCode &&
    set.variables.area === row.area &&
    set.variables.level === level;
  const change = (row: OpsRiskAreaRow, level: RiskLevel) =>
    setting.run({ city: row.cityCode, area: row.area, level });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('risk.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('risk.hint')}</Typography.Text>
      </div>
      <ProvinceChooser value={province} onChange={setProvince} />
      <QueryState query={list}>
        {(data) => (
          <Table<OpsRiskAreaRow>
            rowKey={(row) => `${row.cityCode}/${row.area}`}
            size="small"
            dataSource={data.items}
            locale={noRows(t)}
            pagination={false}
            columns={[
              { title: t('epidemic.city'), dataIndex: 'cityName', width: 160 },
              { title: t('risk.area'), dataIndex: 'area' },
              {
                title: t('risk.level'),
                key: 'level',
                render: (_, row) => levelTag(row.level, t),
                width: 110,
              },
              {
                title: t('risk.updatedAt'),
                key: 'updatedAt',
                render: (_, row) => when(row.updatedAt),
                width: 160,
              },
              ...(mayChange
                ? [
                    {
                      title: '',
                      key: 'change',
                      width: 260,
                      render: (_: unknown, row: OpsRiskAreaRow) => (
                        <Space size="small">
                          {CHANGES.filter((level) => level !== row.level).map((level) => (
                            <Button
                              key={level}
                              size="small"
                              danger={level === 'high'}
                              loading={busy(row, level)}
                              onClick={() => change(row, level)}
                            >
                              {level === 'low'
                                ? t('risk.remove')
                                : t('risk.change', { level: t(`risk.level.${level}`) })}
                            </Button>
                          ))}
                        </Space>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryState>
      {mayChange ? <SetForm key={province} province={province} /> : null}
    </Space>
  );
}

function SetForm({ province }: { province: string }) {
  const t = useT();
  const [form] = Form.useForm<SetRiskAreaRequest>();
  const set = useSetLevel(province);
  const saving = useSave(set, { form, labels: FIELD_LABELS });
  const cities = cityOptions(province);
  return (
    <Card size="small" title={t('risk.set')} style={{ maxWidth: 640 }}>
      <Form<SetRiskAreaRequest>
        form={form}
        layout="vertical"
        name="risk-area"
        initialValues={{ city: cities.length === 1 ? cities[0]?.value : undefined, level: 'high' }}
        onFinish={(fields) =>
          saving.run(
            { ...fields, area: fields.area.trim() },
            { onSuccess: () => form.resetFields(['area']) },
          )
        }
      >
        <Form.Item label={t('epidemic.city')} name="city" rules={[{ required: true }]}>
          <Select options={cities} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item
          label={t('risk.area')}
          name="area"
          extra={t('risk.area.hint')}
          rules={[{ required: true, whitespace: true, max: 40 }]}
        >
          <Input maxLength={40} showCount />
        </Form.Item>
        <Form.Item
          label={t('risk.level')}
          name="level"
          extra={t('risk.set.hint')}
          rules={[{ required: true }]}
        >
          <Radio.Group
            options={RISK_LEVELS.map((level) => ({
              value: level,
              label: t(`risk.level.${level}`),
            }))}
          />
        </Form.Item>
        {saving.refusal({ marginBottom: 16 })}
        <Button type="primary" htmlType="submit" loading={set.isPending}>
          {t('risk.save')}
        </Button>
      </Form>
    </Card>
  );
}
