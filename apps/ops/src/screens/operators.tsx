import {
  createOperatorAccount,
  disableOperatorAccount,
  listOperatorAccounts,
  OPERATOR_ROLES,
  type OperatorCreateRequest,
  type OperatorRole,
  resetOperatorAccountPassword,
  resetOperatorAccountSecondFactor,
  unlockOperatorAccount,
} from '@freight/contract/ops';
import { Alert, App, Button, Card, Form, Input, Select, Space, Table, Typography } from 'antd';
import { useOpsMutation, useOpsQuery } from '../api';
import { useT } from '../i18n';
import { can, useOperator } from '../session';
import { QueryState } from './query-state';
import { when } from './words';

/**
 * Operator accounts (admins only): who may use the console and with which role; a new account
 * with its first password, and disabling one (its sessions end at once). Each change is audited.
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
  const [form] = Form.useForm<{ username: string; role: OperatorRole; password: string }>();
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
  const unlock = useOpsMutation(unlockOperatorAccount, {
    request: byId,
    invalidates,
    onSuccess: (account) => {
      void message.success(t('operators.unlock.done', { name: account.username }));
    },
    onError: (error) => void message.error(error.message),
  });
  const resetPassword = useOpsMutation(resetOperatorAccountPassword, {
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
            <Typography.Text type="secondary">{t('operators.resetPassword.hint')}</Typography.Text>
          </Space>
        ),
      });
    },
    onError: (error) => void message.error(error.message),
  });
  const resetFactor = useOpsMutation(resetOperatorAccountSecondFactor, {
    request: byId,
    invalidates,
    onSuccess: (account) => {
      void message.success(t('operators.resetSecondFactor.done', { name: account.username }));
    },
    onError: (error) => void message.error(error.message),
  });
  const disable = useOpsMutation(disableOperatorAccount, {
    request: byId,
    invalidates,
    onError: (error) => void message.error(error.message),
  });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('operators.title')}
      </Typography.Title>
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
                render: (_, row) => t(`app.role.${row.role}`),
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
                        onClick={() => unlock.mutate(row.id)}
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
                render: (_, row) =>
                  row.disabledAt || row.id === myId ? null : (
                    <Space size="small">
                      <Button
                        size="small"
                        aria-label={`${t('operators.resetPassword')} ${row.username}`}
                        onClick={() =>
                          modal.confirm({
                            title: `${t('operators.resetPassword')} ${row.username}`,
                            content: t('operators.resetPassword.confirm'),
                            onOk: () => resetPassword.mutateAsync(row.id),
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
                            modal.confirm({
                              title: `${t('operators.resetSecondFactor')} ${row.username}`,
                              content: t('operators.resetSecondFactor.confirm'),
                              onOk: () => resetFactor.mutateAsync(row.id),
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
                          modal.confirm({
                            title: `${t('operators.disable')} ${row.username}`,
                            content: t('operators.disable.confirm'),
                            onOk: () => disable.mutateAsync(row.id),
                          })
                        }
                      >
                        {t('operators.disable')}
                      </Button>
                    </Space>
                  ),
              },
            ]}
          />
        )}
      </QueryState>
      <Card size="small" title={t('operators.new')} style={{ maxWidth: 520 }}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ role: 'viewer' }}
          onFinish={(fields) => create.mutate(fields)}
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
          {create.isError ? (
            <Alert
              type="error"
              showIcon
              message={create.error.message}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('operators.create')}
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
