import {
  cancelShipment,
  completeShipment,
  getShipment,
  listShipments,
  type OpsShipment,
  type OpsShipmentListQuery,
  type OpsShipmentRow,
} from '@freight/contract/ops';
import { SHIPMENT_STATES } from '@freight/contract/endpoints/shipment-values';
import {
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useOpsMutation, useOpsQuery } from '../api';
import { useBilingual, useT, type T } from '../i18n';
import { can, useOperator } from '../session';
import { useSave } from './editor-card';
import { QueryState } from './query-state';
import { halfWidth, noRows, pagerOf, when, yuan } from './words';

type Filter = Pick<OpsShipmentListQuery, 'state' | 'id' | 'mobile'>;
interface FilterFields {
  state?: OpsShipmentRow['state'] | '';
  id?: string;
  mobile?: string;
}

const STATE_COLOURS: Record<OpsShipmentRow['state'], string> = {
  published: 'blue',
  taken: 'purple',
  completed: 'green',
  cancelled: 'default',
};

function stateTag(state: OpsShipmentRow['state'], t: T) {
  return <Tag color={STATE_COLOURS[state]}>{t(`shipments.state.${state}`)}</Tag>;
}

/** Half-width digits and letters from what was typed or pasted (a full-width number, spaces). */
function plain(text: string | undefined): string | undefined {
  const folded = text === undefined ? undefined : halfWidth(text).replace(/\s+/g, '');
  return folded ? folded : undefined;
}

/**
 * Shipments newest first for customer service: of one state, one shipment (its number or the ref
 * its link carries), or a shipper's or driver's whole number; numbers masked.
 */
export function ShipmentsScreen() {
  const t = useT();
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const [form] = Form.useForm<FilterFields>();
  const list = useOpsQuery(listShipments, { query: { ...filter, page, pageSize: 20 } });
  const search = (fields: FilterFields) => {
    setPage(1);
    setFilter({
      ...(fields.state ? { state: fields.state } : {}),
      ...(plain(fields.id) ? { id: plain(fields.id) } : {}),
      ...(plain(fields.mobile) ? { mobile: plain(fields.mobile) } : {}),
    });
  };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('shipments.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('shipments.hint')}</Typography.Text>
      </div>
      <Form form={form} name="shipments" layout="inline" onFinish={search}>
        <Form.Item label={t('shipments.filter.state')} name="state" initialValue="">
          <Select
            style={{ width: 160 }}
            options={[
              { value: '', label: t('shipments.filter.any') },
              ...SHIPMENT_STATES.map((state) => ({
                value: state,
                label: t(`shipments.state.${state}`),
              })),
            ]}
          />
        </Form.Item>
        <Form.Item
          label={t('shipments.filter.id')}
          name="id"
          rules={[
            {
              validator: (_, value: string | undefined) =>
                plain(value) === undefined || /^(\d{1,15}|[0-9a-f]{32})$/.test(plain(value) ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('shipments.filter.id.rule'))),
            },
          ]}
        >
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label={t('shipments.filter.mobile')}
          name="mobile"
          rules={[
            {
              validator: (_, value: string | undefined) =>
                plain(value) === undefined || /^1[3-9]\d{9}$/.test(plain(value) ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('shipments.filter.mobile.rule'))),
            },
          ]}
        >
          <Input allowClear inputMode="numeric" style={{ width: 160 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('shipments.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            {t('shipments.clear')}
          </Button>
        </Space>
      </Form>
      <QueryState query={list}>
        {(data) => (
          <Table
            rowKey="id"
            size="small"
            dataSource={data.items}
            locale={noRows(t)}
            pagination={pagerOf(data, setPage)}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('shipments.id'), dataIndex: 'id' },
              {
                title: t('shipments.filter.state'),
                key: 'state',
                render: (_, row) => stateTag(row.state, t),
              },
              {
                title: t('shipments.route'),
                key: 'route',
                render: (_, row) => `${row.originName} → ${row.destinationName}`,
              },
              { title: t('shipments.loadDate'), dataIndex: 'loadDate' },
              { title: t('shipments.price'), key: 'price', render: (_, row) => yuan(row.priceFen) },
              {
                title: t('shipments.shipper'),
                key: 'shipper',
                render: (_, row) => row.shipper.mobileMasked,
              },
              {
                title: t('shipments.driver'),
                key: 'driver',
                render: (_, row) => row.driver?.mobileMasked ?? '—',
              },
              {
                title: t('shipments.publishedAt'),
                key: 'at',
                render: (_, row) => when(row.publishedAt),
              },
              {
                title: '',
                key: 'open',
                render: (_, row) => (
                  <Link
                    to={`/shipments/${row.id}`}
                    aria-label={`${t('shipments.open')} ${t('shipments.card', { id: row.id })}`}
                  >
                    {t('shipments.open')}
                  </Link>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </Space>
  );
}

/** One shipment: its route, stops, goods, parties (masked), steps and grab; customer service's steps. */
export function ShipmentScreen() {
  const t = useT();
  const id = Number(useParams().id);
  const shipment = useOpsQuery(getShipment, { params: { id } });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Link to="/shipments">{t('shipments.back')}</Link>
      <QueryState query={shipment}>{(data) => <ShipmentCard shipment={data} />}</QueryState>
    </Space>
  );
}

function ShipmentCard({ shipment }: { shipment: OpsShipment }) {
  const t = useT();
  const bilingual = useBilingual();
  const operator = useOperator().data ?? null;
  const steps = (['takenAt', 'deliveredAt', 'completedAt', 'cancelledAt'] as const).filter(
    (step) => shipment[step] !== null,
  );
  return (
    <Card
      title={
        <Space>
          {t('shipments.card', { id: shipment.id })}
          {stateTag(shipment.state, t)}
        </Space>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={t('shipments.route')}>
          {`${shipment.originName} → ${shipment.destinationName}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('shipments.loadDate')}>{shipment.loadDate}</Descriptions.Item>
        <Descriptions.Item label={t('shipments.vehicle')}>
          {t('shipments.vehicle.text', {
            type: t(`shipments.vehicle.${shipment.vehicleType}`),
            length: shipment.vehicleLengthM,
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('shipments.price')}>
          {yuan(shipment.priceFen)}
        </Descriptions.Item>
        <Descriptions.Item label={t('shipments.goods')}>
          {t('shipments.goods.text', {
            name: shipment.goods.name,
            weight: shipment.goods.weightKg,
            volume: shipment.goods.volumeM3,
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('shipments.remarks')}>
          {shipment.goods.remarks ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('shipments.shipper')}>
          {`${shipment.shipper.mobileMasked} (#${shipment.shipper.userId})`}
        </Descriptions.Item>
        <Descriptions.Item label={t('shipments.driver')}>
          {shipment.driver ? `${shipment.driver.mobileMasked} (#${shipment.driver.userId})` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('shipments.receipt')}>
          {`${shipment.receipt.nameMasked} ${shipment.receipt.mobileMasked} · ${shipment.receipt.regionName}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('shipments.grab')}>
          {shipment.grab
            ? t('shipments.grab.text', {
                title: bilingual(shipment.grab.campaignTitleZh, shipment.grab.campaignTitleEn),
                lock: shipment.grab.lockId,
              })
            : t('shipments.grab.none')}
        </Descriptions.Item>
        <Descriptions.Item label={t('shipments.stops')} span={2}>
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            {shipment.stops.map((stop, index) => (
              <li key={index}>
                {`${t(`shipments.stop.${stop.kind}`)}: ${stop.regionName}${stop.placeName ? ` · ${stop.placeName}` : ''}`}
              </li>
            ))}
          </ol>
          <Typography.Text type="secondary">{t('shipments.stops.hint')}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('shipments.steps')} span={2}>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>{`${t('shipments.publishedAt')}: ${when(shipment.publishedAt)}`}</li>
            {steps.map((step) => (
              <li key={step}>{`${t(`shipments.${step}`)}: ${when(shipment[step])}`}</li>
            ))}
          </ul>
        </Descriptions.Item>
      </Descriptions>
      {can(operator, 'operator') ? <Steps shipment={shipment} /> : null}
    </Card>
  );
}

const NOTE_LABEL = { note: 'shipments.note' } as const;

/** Complete or cancel for the parties, with a note for the audit log and a confirmation. */
function Steps({ shipment }: { shipment: OpsShipment }) {
  const t = useT();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const options = {
    invalidates: [getShipment, listShipments],
    onSuccess: (answer: { repeated: boolean }) => {
      form.resetFields();
      void message.success(answer.repeated ? t('shipments.repeated') : t('shipments.done'));
    },
  };
  const complete = useOpsMutation(completeShipment, {
    ...options,
    request: (note: string) => ({ params: { id: shipment.id }, body: { note } }),
  });
  const cancel = useOpsMutation(cancelShipment, {
    ...options,
    request: (note: string) => ({ params: { id: shipment.id }, body: { note } }),
  });
  const saves = {
    complete: useSave(complete, { form, labels: NOTE_LABEL }),
    cancel: useSave(cancel, { form, labels: NOTE_LABEL }),
  };
  if (!shipment.canComplete && !shipment.canCancel) {
    return (
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('shipments.act.none')}
      </Typography.Paragraph>
    );
  }
  const ask = async (which: 'complete' | 'cancel') => {
    const { note } = await form.validateFields();
    modal.confirm({
      title: t(`shipments.${which}`),
      content: t(`shipments.${which}.confirm`),
      okButtonProps: { danger: which === 'cancel' },
      onOk: () => saves[which].runAsync(note),
    });
  };
  const busy = complete.isPending || cancel.isPending;
  return (
    <Card size="small" title={t('shipments.act')} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('shipments.act.hint')}</Typography.Paragraph>
      <Form form={form} name="shipment-step" layout="vertical">
        <Form.Item
          label={t('shipments.note')}
          name="note"
          rules={[{ required: true, whitespace: true, max: 200 }]}
        >
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Space wrap>
          {shipment.canComplete ? (
            <Button type="primary" disabled={busy} onClick={() => void ask('complete')}>
              {t('shipments.complete')}
            </Button>
          ) : null}
          {shipment.canCancel ? (
            <Button danger disabled={busy} onClick={() => void ask('cancel')}>
              {t('shipments.cancel')}
            </Button>
          ) : null}
        </Space>
      </Form>
      {saves.complete.refusal() ?? saves.cancel.refusal()}
    </Card>
  );
}
