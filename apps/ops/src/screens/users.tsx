import {
  eraseUser,
  lookupUser,
  type OpsUserLookup,
  revealUserData,
  searchUsers,
} from '@freight/contract/ops';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Segmented,
  Space,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { OpsApiError, useOpsMutation, useOpsQuery } from '../api';
import { useT } from '../i18n';
import { can, useOperator } from '../session';
import { useSave } from './editor-card';
import { type AdminRevealReason, RevealWithReason } from './reveal';
import { Referrals } from './users-referrals';
import { Coupons, Ledger, USER_READS } from './users-value';
import { countsText, halfWidth, noRows, when, yuan } from './words';

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
