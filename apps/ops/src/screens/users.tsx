import { VALUE_ASSETS, type ValueAsset } from '@freight/contract/endpoints/value';
import {
  adjustUserValue,
  eraseUser,
  exportReferrals,
  exportUserValueEntries,
  issueUserCoupon,
  listCouponTemplates,
  listReferrals,
  listUserCoupons,
  listUserValueEntries,
  lookupUser,
  type OpsUserLookup,
  revealUserData,
  searchUsers,
  withholdReferral,
} from '@freight/contract/ops';
import { useInfiniteQuery } from '@tanstack/react-query';
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
  Segmented,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { OpsApiError, opsCall, opsQueryKey, useOpsMutation, useOpsQuery } from '../api';
import { useBilingual, useT } from '../i18n';
import { can, useOperator } from '../session';
import { useSave } from './editor-card';
import { ExportButton } from './export-button';
import { type AdminRevealReason, RevealWithReason } from './reveal';
import { countsText, halfWidth, noRows, pagerOf, when, yuan } from './words';

/** Every read of the user screen: what a change to the user makes stale. */
const USER_READS = [lookupUser, listUserValueEntries, listUserCoupons, listReferrals];

type SearchBy = 'mobile' | 'userId' | 'masked' | 'plate';
const SEARCH_BY: readonly SearchBy[] = ['mobile', 'userId', 'masked', 'plate'];
/** What each way takes, after full-width characters are folded and spaces dropped. */
const SEARCH_PATTERNS: Record<SearchBy, RegExp> = {
  mobile: /^1[3-9]\d{9}$/,
  userId: /^[1-9]\d{0,15}$/,
  masked: /^1\d{2}\*{4}\d{4}$/,
  plate: /^[\u4e00-\u9fa5A-Z0-9]{2,8}$/,
};

/** Half-width letters, digits and stars, upper case, without spaces (as pasted or typed on a phone). */
export function searchText(text: string): string {
  return halfWidth(text).replace(/\s+/g, '').toUpperCase();
}

type Lookup = { mobile: string } | { userId: number };
type Search = { masked: string } | { plate: string };

/**
 * Finds a user: by the whole mobile a caller gives or by a user id another screen shows, straight
 * to who they are (the number masked), their balances, coupons by state and the referrals they
 * brought; or by a masked number (`138****0002`) or the first characters of a plate, to a list to
 * choose from. Never by the first digits of a number alone (they would undo the masks). An admin
 * may reveal the number (audited).
 */
export function UsersScreen() {
  const t = useT();
  const [by, setBy] = useState<SearchBy>('mobile');
  const [found, setFound] = useState<Lookup | null>(null);
  const [search, setSearch] = useState<Search | null>(null);
  const [page, setPage] = useState(1);
  const lookup = useOpsQuery(
    lookupUser,
    { query: found ?? { mobile: '' } },
    { enabled: found !== null, retry: false },
  );
  const matches = useOpsQuery(
    searchUsers,
    { query: { ...(search ?? { masked: '' }), page, pageSize: 20 } },
    { enabled: search !== null, retry: false },
  );
  const submit = ({ text }: { text: string }) => {
    const value = searchText(text);
    setPage(1);
    if (by === 'mobile' || by === 'userId') {
      setSearch(null);
      setFound(by === 'mobile' ? { mobile: value } : { userId: Number(value) });
    } else {
      setFound(null);
      setSearch(by === 'masked' ? { masked: value } : { plate: value });
    }
  };
  const refusal = found ? lookup.error : search ? matches.error : null;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('users.title')}
      </Typography.Title>
      <Form name="find-user" layout="inline" onFinish={submit}>
        <Form.Item label={t('users.findBy')}>
          <Segmented
            value={by}
            onChange={(value) => setBy(value)}
            options={SEARCH_BY.map((way) => ({ value: way, label: t(`users.by.${way}`) }))}
          />
        </Form.Item>
        <Form.Item
          label={t(`users.by.${by}`)}
          name="text"
          rules={[
            {
              validator: (_, value: string | undefined) =>
                SEARCH_PATTERNS[by].test(searchText(value ?? ''))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t(`users.by.${by}.rule`))),
            },
          ]}
        >
          <Input
            inputMode={by === 'mobile' || by === 'userId' ? 'numeric' : 'text'}
            placeholder={t(`users.by.${by}.example`)}
            maxLength={24}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={lookup.isFetching || matches.isFetching}>
          {t('users.find')}
        </Button>
      </Form>
      {refusal ? (
        <Alert
          type={refusal instanceof OpsApiError && refusal.status === 404 ? 'info' : 'error'}
          showIcon
          message={refusal.message}
        />
      ) : null}
      {search && matches.data ? (
        <Table
          rowKey="userId"
          size="small"
          dataSource={matches.data.items}
          locale={noRows(t)}
          pagination={{
            current: matches.data.page,
            pageSize: matches.data.pageSize,
            total: matches.data.total,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            { title: t('users.userId'), dataIndex: 'userId' },
            { title: t('verifications.mobile'), dataIndex: 'mobileMasked' },
            {
              title: t('users.userType'),
              key: 'type',
              render: (_, row) => t(`users.type.${row.userType}`),
            },
            {
              title: t('verifications.plate'),
              key: 'plate',
              render: (_, row) => row.plateNumber ?? '—',
            },
            {
              title: t('users.registeredAt'),
              key: 'at',
              render: (_, row) => when(row.registeredAt),
            },
            {
              title: '',
              key: 'open',
              render: (_, row) => (
                <Button
                  type="link"
                  aria-label={`${t('users.open')} ${t('users.card', { id: row.userId })}`}
                  onClick={() => setFound({ userId: row.userId })}
                >
                  {t('users.open')}
                </Button>
              ),
            },
          ]}
        />
      ) : null}
      {/* A failed refetch keeps the last answer: after a deletion the card must go. */}
      {found && lookup.data && !lookup.isError ? <User found={lookup.data} /> : null}
    </Space>
  );
}

function User({ found }: { found: OpsUserLookup }) {
  const t = useT();
  const operator = useOperator().data;
  const reveal = useOpsMutation(revealUserData, {
    request: (reason: AdminRevealReason) => ({
      params: { userId: found.user.userId },
      body: { fields: ['mobile' as const], reason },
    }),
  });
  const { user, summary } = found;
  return (
    <Card title={t('users.card', { id: user.userId })}>
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label={t('verifications.mobile')}>
          <Space>
            <span data-testid="mobile">{reveal.data?.mobile ?? user.mobileMasked}</span>
            {can(operator, 'admin') && !reveal.data ? (
              <RevealWithReason
                label={t('users.reveal')}
                loading={reveal.isPending}
                onReveal={(reason) => reveal.mutate(reason)}
              />
            ) : null}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('campaigns.userType')}>
          {t(`users.type.${user.userType}`)}
          {user.driverState ? ` · ${t(`driverState.${user.driverState}`)}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('users.registeredAt')}>
          {when(user.registeredAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('users.balances')}>
          {t('users.balances.text', {
            points: summary.balances.points,
            beans: summary.balances.lucky_beans,
            cash: yuan(summary.balances.cash_fen),
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('users.coupons')}>
          {t('users.coupons.text', summary.coupons)}
        </Descriptions.Item>
        <Descriptions.Item label={t('users.referrals')}>
          {countsText(summary.referralsAsInviter, (state) => t(`referralState.${state}`))}
        </Descriptions.Item>
      </Descriptions>
      {reveal.isError ? <Alert type="error" message={reveal.error.message} /> : null}
      {reveal.data ? (
        <Typography.Text type="secondary">{t('users.revealed')}</Typography.Text>
      ) : null}
      <Ledger userId={user.userId} />
      <Coupons userId={user.userId} userType={user.userType} />
      <Referrals key={user.userId} userId={user.userId} />
      {can(operator, 'admin') ? <Erase userId={user.userId} /> : null}
    </Card>
  );
}
/**
 * Deletes the account on the person's request (README "Personal data"): a note on how the request
 * came, then a confirmation; audited as `user.erase`. The lookup then finds nobody by that number.
 */
function Erase({ userId }: { userId: number }) {
  const t = useT();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const erase = useOpsMutation(eraseUser, {
    request: (fields: { note: string }) => ({ params: { userId }, body: fields }),
    invalidates: USER_READS,
    onSuccess: () => void message.success(t('users.erased')),
  });
  const erasing = useSave(erase, { form, labels: { note: 'users.erase.note' } });
  return (
    <Card size="small" title={t('users.erase')} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('users.erase.explain')}</Typography.Paragraph>
      <Form
        form={form}
        // Its own name: the adjustment's form above has a \`note\` too, and ids must differ.
        name="erase"
        layout="inline"
        onFinish={(fields: { note: string }) =>
          void modal.confirm({
            title: t('users.erase'),
            content: t('users.erase.confirm'),
            okButtonProps: { danger: true },
            onOk: () => erasing.runAsync(fields),
          })
        }
      >
        <Form.Item
          label={t('users.erase.note')}
          name="note"
          rules={[{ required: true, whitespace: true, min: 2, max: 200 }]}
        >
          <Input maxLength={200} style={{ width: 320 }} />
        </Form.Item>
        <Button danger htmlType="submit" loading={erase.isPending}>
          {t('users.erase')}
        </Button>
      </Form>
      {erasing.refusal()}
    </Card>
  );
}

/** A ledger's amount as its unit reads: points and beans whole, cash in yuan. */
export function amountText(asset: ValueAsset, amount: number): string {
  const sign = amount > 0 ? '+' : '';
  return asset === 'cash_fen' ? `${sign}¥${yuan(amount)}` : `${sign}${amount}`;
}

/** One asset's entries, newest first, every one with its reason; an operator may adjust it. */
function Ledger({ userId }: { userId: number }) {
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
function Coupons({ userId, userType }: { userId: number; userType: 1 | 3 }) {
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

/**
 * The friends the user invited, each with its programme and state (masked numbers), newest first,
 * ten a page from the server with their total: none left out however many.
 */
function Referrals({ userId }: { userId: number }) {
  const t = useT();
  const bilingual = useBilingual();
  const operator = useOperator().data;
  const [page, setPage] = useState(1);
  const [withholding, setWithholding] = useState<{
    id: number;
    inviteeMobileMasked: string;
  } | null>(null);
  const referrals = useOpsQuery(listReferrals, {
    query: { inviterUserId: userId, page, pageSize: 10 },
  });
  return (
    <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
      <Space align="start" style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {referrals.data
            ? t('users.referrals.total', { n: referrals.data.total })
            : t('users.referrals')}
        </Typography.Title>
        {can(operator, 'operator') ? (
          <ExportButton endpoint={exportReferrals} call={{ query: { inviterUserId: userId } }} />
        ) : null}
      </Space>
      <Table
        rowKey="id"
        size="small"
        pagination={
          referrals.data ? { ...pagerOf(referrals.data, setPage), hideOnSinglePage: true } : false
        }
        loading={referrals.isPending}
        locale={noRows(t)}
        dataSource={referrals.data?.items ?? []}
        columns={[
          { title: t('verifications.mobile'), dataIndex: 'inviteeMobileMasked' },
          {
            title: t('funnel.programme'),
            key: 'programme',
            render: (_, row) => bilingual(row.programmeTitleZh, row.programmeTitleEn),
          },
          {
            title: t('campaigns.state'),
            key: 'state',
            render: (_, row) =>
              row.reason
                ? t('common.detail', {
                    main: t(`referralState.${row.state}`),
                    detail: t(`withheld.${row.reason}`),
                  })
                : t(`referralState.${row.state}`),
          },
          { title: t('users.registeredAt'), key: 'at', render: (_, row) => when(row.registeredAt) },
          ...(can(operator, 'operator')
            ? [
                {
                  title: t('users.actions'),
                  key: 'withhold',
                  render: (
                    _: unknown,
                    row: { id: number; state: string; inviteeMobileMasked: string },
                  ) =>
                    row.state === 'registered' || row.state === 'qualified' ? (
                      <Button size="small" danger onClick={() => setWithholding(row)}>
                        {t('users.withhold')}
                      </Button>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      <Withhold referral={withholding} onClose={() => setWithholding(null)} />
    </Space>
  );
}

/**
 * Withholds a referral not yet paid after a review, with why (audited, and the inviter's page says
 * it was withheld): a note, then the button; the server refuses one already settled.
 */
function Withhold({
  referral,
  onClose,
}: {
  referral: { id: number; inviteeMobileMasked: string } | null;
  onClose: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const withhold = useOpsMutation(withholdReferral, {
    request: (fields: { id: number; note: string }) => ({
      params: { id: fields.id },
      body: { note: fields.note },
    }),
    invalidates: USER_READS,
    onSuccess: () => {
      onClose();
      void message.success(t('users.withheld'));
    },
  });
  const withholding = useSave(withhold, { form, labels: { note: 'users.adjust.note' } });
  return (
    <Modal
      open={referral !== null}
      title={referral ? t('users.withhold.title', { mobile: referral.inviteeMobileMasked }) : ''}
      okText={t('users.withhold')}
      okButtonProps={{ danger: true, loading: withhold.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        withhold.reset();
      }}
      forceRender
    >
      <Typography.Paragraph type="secondary">{t('users.withhold.explain')}</Typography.Paragraph>
      <Form
        form={form}
        name="withhold"
        layout="vertical"
        onFinish={(fields) => referral && withholding.run({ id: referral.id, note: fields.note })}
      >
        <Form.Item
          label={t('users.adjust.note')}
          name="note"
          rules={[{ required: true, whitespace: true, min: 2, max: 200 }]}
        >
          <Input maxLength={200} />
        </Form.Item>
      </Form>
      {withholding.refusal()}
    </Modal>
  );
}
