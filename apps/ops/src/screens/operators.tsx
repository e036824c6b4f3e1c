import {
  changeOperatorAccountRole,
  createOperatorAccount,
  disableOperatorAccount,
  enableOperatorAccount,
  listOperatorAccountLogins,
  listOperatorAccounts,
  OPERATOR_ROLES,
  type OperatorAccount,
  type OperatorCreateRequest,
  type OperatorRole,
  resetOperatorAccountPassword,
  resetOperatorAccountSecondFactor,
  unlockOperatorAccount,
} from '@freight/contract/ops';
import {
  Alert,
  App,
  Button,
  Card,
  Drawer,
  Form,
  Input,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useOpsMutation, useOpsQuery } from '../api';
import { useT } from '../i18n';
import { can, useOperator } from '../session';
import { actionText } from './audit';
import { useSave } from './editor-card';
import { QueryState } from './query-state';
import { RolesHelpButton } from './roles-help';
import { noRows, pagerOf, when } from './words';

/**
 * Operator accounts (admins only): who may use the console and with which role; a new account
 * with its first password, another role for an account (from its next request), disabling one
 * (its sessions end at once) and enabling it again, and an account's login history. Each change is
 * confirmed first and audited.
 */
export function OperatorsScreen() {
  const t = useT();
  const me = useOperator().data;
  if (!can(me, 'admin'))
    return <Alert type="warning" showIcon message={t('operators.adminOnly')} />;
  return <Operators myId={me?.id ?? 0} />;
}

function Operators({ myId }: { myId: number }) {
  const t = useT();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<OperatorCreateRequest>();
  const list = useOpsQuery(listOperatorAccounts, {});
  // Each change refreshes the list.
  const invalidates = [listOperatorAccounts];
  const byId = (id: number) => ({ params: { id } });
  const create = useOpsMutation(createOperatorAccount, {
    request: (fields: OperatorCreateRequest) => ({ body: fields }),
    invalidates,
    onSuccess: (account) => {
      form.resetFields();
      void message.success(t('operators.created', { name: account.username }));
    },
  });
  const creating = useSave(create, {
    form,
    labels: { username: 'login.username', role: 'operators.role', password: 'login.password' },
  });
  // A change from a row: its refusal is said in a message (useSave without a form).
  const unlock = useOpsMutation(unlockOperatorAccount, {
    request: byId,
    invalidates,
    onSuccess: (account) => {
      void message.success(t('operators.unlock.done', { name: account.username }));
    },
  });
  const unlocking = useSave(unlock);
  const resetPassword = useSave(
    useOpsMutation(resetOperatorAccountPassword, {
      request: byId,
      invalidates,
      onSuccess: ({ account, password }) => {
        // Shown this once: the server keeps only its hash.
        modal.info({
          title: t('operators.resetPassword.done', { name: account.username }),
          content: (
            <Space direction="vertical">
              <Typography.Text code copyable data-testid="temporary-password">
                {password}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('operators.resetPassword.hint')}
              </Typography.Text>
            </Space>
          ),
        });
      },
    }),
  );
  const resetFactor = useSave(
    useOpsMutation(resetOperatorAccountSecondFactor, {
      request: byId,
      invalidates,
      onSuccess: (account) => {
        void message.success(t('operators.resetSecondFactor.done', { name: account.username }));
      },
    }),
  );
  const disable = useSave(useOpsMutation(disableOperatorAccount, { request: byId, invalidates }));
  const enable = useSave(
    useOpsMutation(enableOperatorAccount, {
      request: byId,
      invalidates,
      onSuccess: (account) => {
        void message.success(t('operators.enable.done', { name: account.username }));
      },
    }),
  );
  const changeRole = useOpsMutation(changeOperatorAccountRole, {
    request: ({ id, role }: { id: number; role: OperatorRole }) => ({
      params: { id },
      body: { role },
    }),
    invalidates,
    onSuccess: (account) => {
      void message.success(
        t('operators.changeRole.done', {
          name: account.username,
          role: t(`app.role.${account.role}`),
        }),
      );
    },
  });
  const changingRole = useSave(changeRole);
  // The account whose login history is open.
  const [history, setHistory] = useState<OperatorAccount | null>(null);
  const askRole = (row: OperatorAccount, to: OperatorRole) =>
    void modal.confirm({
      title: t('operators.changeRole.title', {
        name: row.username,
        from: t(`app.role.${row.role}`),
        to: t(`app.role.${to}`),
      }),
      content: t('operators.changeRole.confirm'),
      onOk: () => changingRole.runAsync({ id: row.id, role: to }),
    });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('operators.title')}
        </Typography.Title>
        <RolesHelpButton />
      </Space>
      <QueryState query={list}>
        {(data) => (
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={data.items}
            columns={[
              { title: t('login.username'), dataIndex: 'username' },
              {
                title: t('operators.role'),
                key: 'role',
                // Another account's role is changed here, after a confirmation; one's own is not.
                render: (_, row) =>
                  row.id === myId ? (
                    t(`app.role.${row.role}`)
                  ) : (
                    <Select
                      size="small"
                      aria-label={`${t('operators.role')} ${row.username}`}
                      value={row.role}
                      loading={changeRole.isPending && changeRole.variables.id === row.id}
                      onChange={(to: OperatorRole) => askRole(row, to)}
                      options={OPERATOR_ROLES.map((role) => ({
                        value: role,
                        label: t(`app.role.${role}`),
                      }))}
                      style={{ width: 110 }}
                    />
                  ),
              },
              {
                title: t('operators.createdAt'),
                key: 'createdAt',
                render: (_, row) => when(row.createdAt),
              },
              {
                title: t('operators.secondFactor'),
                key: 'secondFactor',
                render: (_, row) =>
                  t(row.secondFactor ? 'operators.secondFactor.on' : 'operators.secondFactor.off'),
              },
              {
                title: t('operators.state'),
                key: 'state',
                render: (_, row) =>
                  row.disabledAt ? (
                    t('operators.disabledAt', { at: when(row.disabledAt) })
                  ) : row.failedLogins > 0 ? (
                    <Space size="small" wrap>
                      <Typography.Text type="warning">
                        {t('operators.failedLogins', { count: row.failedLogins })}
                      </Typography.Text>
                      <Button
                        size="small"
                        aria-label={`${t('operators.unlock')} ${row.username}`}
                        loading={unlock.isPending && unlock.variables === row.id}
                        onClick={() => unlocking.run(row.id)}
                      >
                        {t('operators.unlock')}
                      </Button>
                    </Space>
                  ) : row.mustChangePassword ? (
                    t('operators.mustChangePassword')
                  ) : (
                    t('operators.active')
                  ),
              },
              {
                title: '',
                key: 'disable',
                render: (_, row) => (
                  <Space size="small" wrap>
                    <Button
                      size="small"
                      aria-label={`${t('operators.logins')} ${row.username}`}
                      onClick={() => setHistory(row)}
                    >
                      {t('operators.logins')}
                    </Button>
                    {row.id === myId ? null : row.disabledAt ? (
                      <Button
                        size="small"
                        aria-label={`${t('operators.enable')} ${row.username}`}
                        onClick={() =>
                          void modal.confirm({
                            title: `${t('operators.enable')} ${row.username}`,
                            content: t('operators.enable.confirm'),
                            onOk: () => enable.runAsync(row.id),
                          })
                        }
                      >
                        {t('operators.enable')}
                      </Button>
                    ) : (
                      <>
                        <Button
                          size="small"
                          aria-label={`${t('operators.resetPassword')} ${row.username}`}
                          onClick={() =>
                            void modal.confirm({
                              title: `${t('operators.resetPassword')} ${row.username}`,
                              content: t('operators.resetPassword.confirm'),
                              onOk: () => resetPassword.runAsync(row.id),
                            })
                          }
                        >
                          {t('operators.resetPassword')}
                        </Button>
                        {row.secondFactor ? (
                          <Button
                            size="small"
                            aria-label={`${t('operators.resetSecondFactor')} ${row.username}`}
                            onClick={() =>
                              void modal.confirm({
                                title: `${t('operators.resetSecondFactor')} ${row.username}`,
                                content: t('operators.resetSecondFactor.confirm'),
                                onOk: () => resetFactor.runAsync(row.id),
                              })
                            }
                          >
                            {t('operators.resetSecondFactor')}
                          </Button>
                        ) : null}
                        <Button
                          size="small"
                          danger
                          aria-label={`${t('operators.disable')} ${row.username}`}
                          onClick={() =>
                            void modal.confirm({
                              title: `${t('operators.disable')} ${row.username}`,
                              content: t('operators.disable.confirm'),
                              onOk: () => disable.runAsync(row.id),
                            })
                          }
                        >
                          {t('operators.disable')}
                        </Button>
                      </>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <Drawer
        open={history !== null}
        onClose={() => setHistory(null)}
        title={history ? t('operators.logins.title', { name: history.username }) : ''}
        width={820}
        destroyOnHidden
      >
        {history ? <LoginHistory id={history.id} /> : null}
      </Drawer>
      <Card size="small" title={t('operators.new')} style={{ maxWidth: 520 }}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ role: 'viewer' }}
          onFinish={creating.run}
        >
          <Form.Item
            label={t('login.username')}
            name="username"
            rules={[
              {
                required: true,
                pattern: /^[a-z0-9][a-z0-9._-]{2,39}$/,
                message: t('operators.username.rule'),
              },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label={t('operators.role')} name="role">
            <Select
              options={OPERATOR_ROLES.map((role) => ({
                value: role,
                label: t(`app.role.${role}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            rules={[{ required: true, min: 12, max: 200, message: t('operators.password.rule') }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          {creating.refusal({ marginBottom: 16 })}
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('operators.create')}
          </Button>
        </Form>
      </Card>
    </Space>
  );
}

/** An account's logins, failed logins, recovery codes, password and second factor changes. */
function LoginHistory({ id }: { id: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const logins = useOpsQuery(listOperatorAccountLogins, {
    params: { id },
    query: { page, pageSize: 20 },
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('operators.logins.hint')}</Typography.Text>
      <QueryState query={logins}>
        {(data) => (
          <Table
            rowKey="id"
            size="small"
            dataSource={data.items}
            locale={noRows(t)}
            pagination={pagerOf(data, setPage)}
            columns={[
              {
                title: t('operators.logins.at'),
                key: 'at',
                render: (_, entry) => when(entry.at),
                width: 160,
              },
              {
                title: t('operators.logins.event'),
                key: 'action',
                render: (_, entry) => actionText(entry.action, t),
              },
              {
                title: t('operators.logins.detail'),
                key: 'detail',
                render: (_, entry) =>
                  entry.failed !== null
                    ? t(`operators.logins.failed.${entry.failed}`)
                    : entry.recoveryCodesLeft !== null
                      ? t('operators.logins.recoveryLeft', { count: entry.recoveryCodesLeft })
                      : null,
              },
              { title: t('operators.logins.address'), key: 'address', dataIndex: 'address' },
              { title: t('operators.logins.actor'), key: 'actor', dataIndex: 'actor' },
            ]}
          />
        )}
      </QueryState>
    </Space>
  );
}
