import { VALUE_ASSETS, type ValueAsset } from '@freight/contract/endpoints/value';
import {
  adjustUserValue,
  exportUserValueEntries,
  issueUserCoupon,
  listCouponTemplates,
  listReferrals,
  listUserCoupons,
  listUserValueEntries,
  lookupUser,
} from '@freight/contract/ops';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Segmented,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { opsCall, opsQueryKey, useOpsMutation, useOpsQuery } from '../api';
import { useBilingual, useT } from '../i18n';
import { can, useOperator } from '../session';
import { useSave } from './editor-card';
import { ExportButton } from './export-button';
import { noRows, when, yuan } from './words';

// The user screen's value parts (users.tsx): the ledger of points, lucky beans or cash with every
// entry's reason and an operator's adjustment; the coupons the user holds and one given from a
// template. Also the screen's reads that any change to the user makes stale, for every part.

/** Every read of the user screen: what a change to the user makes stale. */
export const USER_READS = [lookupUser, listUserValueEntries, listUserCoupons, listReferrals];

/** A ledger's amount as its unit reads: points and beans whole, cash in yuan. */
export function amountText(asset: ValueAsset, amount: number): string {
  const sign = amount > 0 ? '+' : '';
  return asset === 'cash_fen' ? `${sign}¥${yuan(amount)}` : `${sign}${amount}`;
}

/** One asset's entries, newest first, every one with its reason; an operator may adjust it. */
export function Ledger({ userId }: { userId: number }) {
  const t = useT();
  const [asset, setAsset] = useState<ValueAsset>('points');
  const entries = useInfiniteQuery({
    // The first page's request: the pages after it ask `before` the last entry.
    queryKey: opsQueryKey(listUserValueEntries, {
      params: { userId },
      query: { asset, pageSize: 20 },
    }),
    queryFn: ({ pageParam }) =>
      opsCall(listUserValueEntries, {
        params: { userId },
        query: { asset, pageSize: 20, before: pageParam ?? undefined },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
  const operator = useOperator().data;
  return (
    <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('users.ledger')}
      </Typography.Title>
      <Space align="start" wrap>
        <Segmented
          value={asset}
          onChange={(value) => setAsset(value)}
          options={VALUE_ASSETS.map((each) => ({ value: each, label: t(`users.asset.${each}`) }))}
        />
        {can(operator, 'operator') ? (
          <ExportButton
            endpoint={exportUserValueEntries}
            call={{ params: { userId }, query: { asset } }}
          />
        ) : null}
      </Space>
      <Table
        rowKey="entryId"
        size="small"
        pagination={false}
        loading={entries.isPending}
        locale={noRows(t)}
        dataSource={entries.data?.pages.flatMap((page) => page.entries) ?? []}
        columns={[
          { title: t('audit.at'), key: 'at', render: (_, entry) => when(entry.createdAt) },
          {
            title: t('users.reason'),
            key: 'reason',
            // An operator's adjustment with its note and who made it, as the audit log has them.
            render: (_, entry) =>
              entry.note ? (
                <Space direction="vertical" size={0}>
                  {t(`entryReason.${entry.reason}`)}
                  <Typography.Text type="secondary">
                    {t('users.entryNote', { note: entry.note, operator: entry.operator ?? '—' })}
                  </Typography.Text>
                </Space>
              ) : (
                t(`entryReason.${entry.reason}`)
              ),
          },
          {
            title: t('campaign.tier.amount'),
            key: 'amount',
            render: (_, entry) => amountText(asset, entry.amount),
          },
          {
            title: t('users.balanceAfter'),
            key: 'after',
            render: (_, entry) => amountText(asset, entry.balanceAfter).replace('+', ''),
          },
          {
            title: t('audit.target'),
            key: 'ref',
            // An adjustment's operator is named beside its note: the id would say it twice.
            render: (_, entry) =>
              entry.note ? '—' : `${t(`refKind.${entry.refKind}`)} ${entry.refId}`,
          },
          {
            title: t('users.expiresOn'),
            key: 'expires',
            render: (_, entry) => entry.expiresOn ?? '—',
          },
        ]}
      />
      {entries.hasNextPage ? (
        <Button onClick={() => void entries.fetchNextPage()} loading={entries.isFetchingNextPage}>
          {t('users.more')}
        </Button>
      ) : null}
      {can(operator, 'operator') ? <Adjust userId={userId} asset={asset} /> : null}
    </Space>
  );
}

/** A correction with its reason: a signed amount, never below the balance; one per submit. */
function Adjust({ userId, asset }: { userId: number; asset: ValueAsset }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ amount: number; note: string }>();
  // One key per filled form: a double submit or a retry is one adjustment.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const adjust = useOpsMutation(adjustUserValue, {
    request: (fields: { amount: number; note: string }) => ({
      params: { userId },
      body: {
        asset,
        amount: asset === 'cash_fen' ? Math.round(fields.amount * 100) : fields.amount,
        note: fields.note,
        idempotencyKey: key,
      },
    }),
    invalidates: USER_READS,
    onSuccess: () => {
      form.resetFields();
      setKey(crypto.randomUUID());
      void message.success(t('users.adjusted'));
    },
  });
  const adjusting = useSave(adjust, {
    form,
    labels: {
      amount: asset === 'cash_fen' ? 'users.adjust.yuan' : 'campaign.tier.amount',
      note: 'users.adjust.note',
    },
  });
  return (
    <Card size="small" title={t('users.adjust')}>
      <Form form={form} name="adjust" layout="inline" onFinish={adjusting.run}>
        <Form.Item
          label={asset === 'cash_fen' ? t('users.adjust.yuan') : t('campaign.tier.amount')}
          name="amount"
          rules={[{ required: true }]}
        >
          <InputNumber precision={asset === 'cash_fen' ? 2 : 0} />
        </Form.Item>
        <Form.Item
          label={t('users.adjust.note')}
          name="note"
          rules={[{ required: true, min: 2, max: 200 }]}
        >
          <Input style={{ width: 320 }} />
        </Form.Item>
        <Button htmlType="submit" loading={adjust.isPending}>
          {t('users.adjust')}
        </Button>
      </Form>
      {adjusting.refusal({ marginTop: 8 })}
    </Card>
  );
}

/** The coupons the user holds, as they see them in "my coupons". */
export function Coupons({ userId, userType }: { userId: number; userType: 1 | 3 }) {
  const t = useT();
  const operator = useOperator().data;
  const coupons = useOpsQuery(listUserCoupons, { params: { userId }, query: {} });
  return (
    <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('users.coupons')}
      </Typography.Title>
      <Table
        rowKey="couponId"
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        loading={coupons.isPending}
        locale={noRows(t)}
        dataSource={coupons.data?.coupons ?? []}
        columns={[
          { title: t('campaigns.name'), dataIndex: 'title' },
          { title: '¥', key: 'value', render: (_, coupon) => yuan(coupon.faceValueFen) },
          {
            title: t('campaigns.state'),
            key: 'state',
            render: (_, coupon) => t(`couponState.${coupon.state}`),
          },
          {
            title: t('users.source'),
            key: 'source',
            render: (_, coupon) => t(`couponSource.${coupon.source}`),
          },
          { title: t('users.until'), key: 'until', render: (_, coupon) => when(coupon.expiresAt) },
        ]}
      />
      {can(operator, 'operator') ? <GiveCoupon userId={userId} userType={userType} /> : null}
    </Space>
  );
}

/**
 * One coupon of a template for this user (a complaint, a goodwill gesture), with why: only the
 * templates of the user's kind that can still be given are offered; one per filled form.
 */
function GiveCoupon({ userId, userType }: { userId: number; userType: 1 | 3 }) {
  const t = useT();
  const bilingual = useBilingual();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ templateId: number; note: string }>();
  const templates = useOpsQuery(listCouponTemplates, { query: { userType } });
  // One key per filled form: a double submit or a retry is one coupon.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const give = useOpsMutation(issueUserCoupon, {
    request: (fields: { templateId: number; note: string }) => ({
      params: { userId },
      body: { ...fields, idempotencyKey: key },
    }),
    invalidates: USER_READS,
    onSuccess: () => {
      form.resetFields();
      setKey(crypto.randomUUID());
      void message.success(t('users.coupon.given'));
    },
  });
  const giving = useSave(give, {
    form,
    labels: { templateId: 'users.coupon.template', note: 'users.adjust.note' },
  });
  const options = (templates.data?.templates ?? [])
    .filter((template) => template.issuable)
    .map((template) => {
      const title = bilingual(template.titleZh, template.titleEn);
      const threshold = yuan(template.thresholdFen);
      return {
        value: template.templateId,
        label:
          template.thresholdFen > 0 ? t('users.coupon.threshold', { title, threshold }) : title,
      };
    });
  return (
    <Card size="small" title={t('users.coupon.give')}>
      <Form form={form} name="coupon" layout="inline" onFinish={giving.run}>
        <Form.Item
          label={t('users.coupon.template')}
          name="templateId"
          rules={[{ required: true }]}
        >
          <Select
            style={{ width: 320 }}
            loading={templates.isPending}
            options={options}
            notFoundContent={t('users.coupon.none')}
          />
        </Form.Item>
        <Form.Item
          label={t('users.adjust.note')}
          name="note"
          rules={[{ required: true, whitespace: true, min: 2, max: 200 }]}
        >
          <Input maxLength={200} style={{ width: 320 }} />
        </Form.Item>
        <Button htmlType="submit" loading={give.isPending}>
          {t('users.coupon.give')}
        </Button>
      </Form>
      {giving.refusal({ marginTop: 8 })}
    </Card>
  );
}
