import {
  type CouponTemplateFields,
  type CouponTemplateRow,
  createCouponTemplate,
  exportTemplateCoupons,
  listCouponTemplates,
  updateCouponTemplate,
} from '@freight/contract/ops';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useOpsMutation, useOpsQuery } from '../api';
import { type MessageKey, useBilingual, useT } from '../i18n';
import { can, useOperator } from '../session';
import { beijingMomentOf, pickerValueOf } from './campaign-editor';
import { useSave } from './editor-card';
import { GREEN_TAG, GREY_TAG } from './epidemic-parts';
import { ExportButton } from './export-button';
import { QueryState } from './query-state';
import { noRows, userTypeText, when, yuan } from './words';

/** The form's values: money in yuan, the audience 0 for anyone, the validity as days or a window. */
interface TemplateForm {
  slug: string;
  titleZh: string;
  titleEn: string;
  faceValueYuan: number;
  thresholdYuan: number;
  userType: 0 | 1 | 3;
  validity: 'days' | 'window';
  validDays?: number;
  window?: [Dayjs, Dayjs];
  totalStock?: number | null;
}

const fen = (yuanValue: number | undefined) => Math.round((yuanValue ?? 0) * 100);

/** What the API takes from the form. */
/** The labels of the fields a refusal names, by their names in the request. */
const TEMPLATE_LABELS: Partial<Record<string, MessageKey>> = {
  slug: 'campaigns.slug',
  titleZh: 'templates.titleZh',
  titleEn: 'templates.titleEn',
  faceValueFen: 'templates.faceValue',
  thresholdFen: 'templates.threshold',
  userType: 'templates.userType',
  validDays: 'templates.validDays',
  validFrom: 'templates.window',
  validUntil: 'templates.window',
  totalStock: 'templates.totalStock',
};

/** The form's field of a request's field named otherwise (yuan in the form, fen sent). */
const TEMPLATE_FIELD_OF = {
  faceValueFen: 'faceValueYuan',
  thresholdFen: 'thresholdYuan',
  validFrom: 'window',
  validUntil: 'window',
};

export function templateFieldsOf(values: TemplateForm): CouponTemplateFields {
  const days = values.validity === 'days';
  return {
    titleZh: values.titleZh,
    titleEn: values.titleEn,
    faceValueFen: fen(values.faceValueYuan),
    thresholdFen: fen(values.thresholdYuan),
    userType: values.userType === 0 ? null : values.userType,
    validDays: days ? (values.validDays ?? null) : null,
    validFrom: !days && values.window ? beijingMomentOf(values.window[0]) : null,
    validUntil: !days && values.window ? beijingMomentOf(values.window[1]) : null,
    totalStock: values.totalStock ?? null,
  };
}

function formOf(row: CouponTemplateRow): TemplateForm {
  return {
    slug: row.slug,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    faceValueYuan: row.faceValueFen / 100,
    thresholdYuan: row.thresholdFen / 100,
    userType: row.userType ?? 0,
    validity: row.validDays === null ? 'window' : 'days',
    ...(row.validDays === null ? {} : { validDays: row.validDays }),
    ...(row.validFrom && row.validUntil
      ? { window: [pickerValueOf(row.validFrom), pickerValueOf(row.validUntil)] }
      : {}),
    totalStock: row.totalStock,
  };
}

const NEW_TEMPLATE: Partial<TemplateForm> = {
  userType: 0,
  thresholdYuan: 0,
  validity: 'days',
  validDays: 30,
  totalStock: null,
};

/**
 * The coupon templates (ADR 044): what each is worth, from what order amount, for whom, how long
 * and how many; an operator makes one (given at once by campaigns, exchanges and customer service)
 * and changes one. A template in use keeps its value, threshold, audience and validity: only its
 * titles, its stock and a later end of its window change.
 */
export function CouponTemplatesScreen() {
  const t = useT();
  const bilingual = useBilingual();
  const operator = useOperator().data;
  const mayChange = can(operator, 'operator');
  const [editing, setEditing] = useState<CouponTemplateRow | 'new' | null>(null);
  const list = useOpsQuery(listCouponTemplates, { query: {} });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('templates.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('templates.hint')}</Typography.Text>
      </div>
      {mayChange ? (
        <div>
          <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
            {t('templates.new')}
          </Button>
        </div>
      ) : null}
      <QueryState query={list}>
        {(data) => (
          <Table<CouponTemplateRow>
            rowKey="templateId"
            size="small"
            dataSource={data.templates}
            locale={noRows(t)}
            pagination={false}
            columns={[
              {
                title: t('templates.coupon'),
                key: 'coupon',
                render: (_, row) => (
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong>{bilingual(row.titleZh, row.titleEn)}</Typography.Text>
                    <Typography.Text type="secondary">{row.slug}</Typography.Text>
                  </Space>
                ),
              },
              {
                title: t('templates.value'),
                key: 'value',
                render: (_, row) =>
                  row.thresholdFen === 0
                    ? `¥${yuan(row.faceValueFen)}`
                    : t('templates.value.threshold', {
                        value: yuan(row.faceValueFen),
                        threshold: yuan(row.thresholdFen),
                      }),
              },
              {
                title: t('templates.userType'),
                key: 'userType',
                render: (_, row) => userTypeText(row.userType, t),
                width: 100,
              },
              {
                title: t('templates.validity'),
                key: 'validity',
                render: (_, row) =>
                  row.validDays === null
                    ? `${when(row.validFrom)} – ${when(row.validUntil)}`
                    : t('templates.validity.days', { days: row.validDays }),
              },
              {
                title: t('templates.stock'),
                key: 'stock',
                render: (_, row) =>
                  t('templates.stock.given', {
                    issued: row.issued,
                    total: row.totalStock ?? t('templates.stock.unlimited'),
                  }),
                width: 150,
              },
              {
                title: t('templates.state'),
                key: 'state',
                render: (_, row) => (
                  <Tag style={row.issuable ? GREEN_TAG : GREY_TAG}>
                    {t(row.issuable ? 'templates.issuable' : 'templates.notIssuable')}
                  </Tag>
                ),
                width: 110,
              },
              ...(mayChange
                ? [
                    {
                      title: '',
                      key: 'edit',
                      width: 230,
                      render: (_: unknown, row: CouponTemplateRow) => (
                        <Space align="start" size={0}>
                          <Button
                            size="small"
                            aria-label={t('templates.edit.named', { slug: row.slug })}
                            onClick={() => setEditing(row)}
                          >
                            {t('templates.edit')}
                          </Button>
                          {row.issued > 0 ? (
                            <ExportButton
                              size="small"
                              endpoint={exportTemplateCoupons}
                              call={{ params: { id: row.templateId }, query: {} }}
                              label={t('templates.export')}
                            />
                          ) : null}
                        </Space>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryState>
      {mayChange && editing !== null ? (
        <TemplateEditor
          key={editing === 'new' ? 'new' : `${editing.templateId}-${editing.titleZh}`}
          template={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
    </Space>
  );
}

function TemplateEditor({
  template,
  onDone,
}: {
  template: CouponTemplateRow | null;
  onDone: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<TemplateForm>();
  const validity = Form.useWatch('validity', form);
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void card.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const done = () => {
    void message.success(t('templates.saved'));
    onDone();
  };
  const create = useOpsMutation(createCouponTemplate, {
    request: (values: TemplateForm) => ({
      body: { slug: values.slug.trim(), ...templateFieldsOf(values) },
    }),
    invalidates: [listCouponTemplates],
    onSuccess: done,
  });
  const update = useOpsMutation(updateCouponTemplate, {
    request: (values: TemplateForm) => ({
      params: { id: template?.templateId ?? 0 },
      body: templateFieldsOf(values),
    }),
    invalidates: [listCouponTemplates],
    onSuccess: done,
  });
  const save = template ? update : create;
  const saving = useSave(save, { form, labels: TEMPLATE_LABELS, at: TEMPLATE_FIELD_OF });
  // In use: what people hold reads these, so they stay as they are.
  const locked = template?.inUse ?? false;
  return (
    <Card
      ref={card}
      size="small"
      title={template ? t('templates.editing', { slug: template.slug }) : t('templates.new')}
    >
      {locked ? (
        <Alert type="info" showIcon message={t('templates.inUse')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<TemplateForm>
        form={form}
        layout="vertical"
        name="template"
        initialValues={template ? formOf(template) : NEW_TEMPLATE}
        onFinish={saving.run}
      >
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              label={t('campaigns.slug')}
              name="slug"
              extra={template ? undefined : t('editor.slug.hint')}
              rules={[{ required: true, pattern: /^[a-z0-9][a-z0-9-]{1,63}$/ }]}
            >
              <Input disabled={template !== null} maxLength={64} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              label={t('templates.titleZh')}
              name="titleZh"
              rules={[{ required: true, whitespace: true, max: 100 }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              label={t('templates.titleEn')}
              name="titleEn"
              rules={[{ required: true, whitespace: true, max: 100 }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              label={t('templates.faceValue')}
              name="faceValueYuan"
              rules={[{ required: true }]}
            >
              <InputNumber
                min={0.01}
                max={1_000_000}
                precision={2}
                disabled={locked}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              label={t('templates.threshold')}
              name="thresholdYuan"
              extra={t('templates.threshold.hint')}
              rules={[{ required: true }]}
            >
              <InputNumber
                min={0}
                max={1_000_000}
                precision={2}
                disabled={locked}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label={t('templates.userType')} name="userType">
              <Select
                disabled={locked}
                showSearch={{ optionFilterProp: 'label' }}
                options={[
                  { value: 0, label: t('userType.any') },
                  { value: 1, label: t('userType.1') },
                  { value: 3, label: t('userType.3') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              label={t('templates.totalStock')}
              name="totalStock"
              extra={t('templates.totalStock.hint')}
            >
              <InputNumber
                min={template?.issued ?? 0}
                max={10_000_000}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={t('templates.validity')} name="validity">
              <Radio.Group disabled={locked}>
                <Radio value="days">{t('templates.validity.byDays')}</Radio>
                <Radio value="window">{t('templates.validity.byWindow')}</Radio>
              </Radio.Group>
            </Form.Item>
          </Col>
          <Col span={16}>
            {validity === 'window' ? (
              <Form.Item
                label={t('templates.window')}
                name="window"
                extra={locked ? t('templates.window.later') : undefined}
                rules={[{ required: true }]}
              >
                <DatePicker.RangePicker
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  disabled={locked ? [true, false] : false}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            ) : (
              <Form.Item
                label={t('templates.validDays')}
                name="validDays"
                rules={[{ required: true }]}
              >
                <InputNumber min={1} max={3650} precision={0} disabled={locked} />
              </Form.Item>
            )}
          </Col>
        </Row>
        {saving.refusal({ marginBottom: 16 })}
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('templates.save')}
          </Button>
          <Button onClick={onDone}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
