import type { OpsUserLookup, RevealedMobile } from '@freight/contract/ops';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { OpsApiError, opsApi } from '../api';
import { useT } from '../i18n';
import { can, useOperator } from '../session';
import { userTypeText, when, yuan } from './words';

/**
 * Finds a user by the mobile a caller gives: who they are (the number masked), their balances,
 * coupons by state and the referrals they brought. An admin may reveal the number (audited).
 */
export function UsersScreen() {
  const t = useT();
  const [mobile, setMobile] = useState<string | null>(null);
  const lookup = useQuery({
    queryKey: ['user', mobile],
    queryFn: () => opsApi.get<OpsUserLookup>('/users', { mobile: mobile ?? '' }),
    enabled: mobile !== null,
    retry: false,
  });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('users.title')}
      </Typography.Title>
      <Form
        layout="inline"
        onFinish={(fields: { mobile: string }) => setMobile(fields.mobile.trim())}
      >
        <Form.Item
          label={t('verifications.mobile')}
          name="mobile"
          rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: t('users.mobile.invalid') }]}
        >
          <Input inputMode="numeric" maxLength={11} style={{ width: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={lookup.isFetching}>
          {t('users.find')}
        </Button>
      </Form>
      {lookup.isError ? (
        <Alert
          type={
            lookup.error instanceof OpsApiError && lookup.error.status === 404 ? 'info' : 'error'
          }
          showIcon
          message={lookup.error.message}
        />
      ) : null}
      {lookup.data ? <User found={lookup.data} /> : null}
    </Space>
  );
}

function User({ found }: { found: OpsUserLookup }) {
  const t = useT();
  const operator = useOperator().data;
  const reveal = useMutation({
    mutationFn: () => opsApi.post<RevealedMobile>(`/users/${found.user.userId}/reveal`),
  });
  const { user, summary } = found;
  return (
    <Card title={`#${user.userId}`}>
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label={t('verifications.mobile')}>
          <Space>
            <span data-testid="mobile">{reveal.data?.mobile ?? user.mobileMasked}</span>
            {can(operator, 'admin') && !reveal.data ? (
              <Button size="small" onClick={() => reveal.mutate()} loading={reveal.isPending}>
                {t('users.reveal')}
              </Button>
            ) : null}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('campaigns.userType')}>
          {userTypeText(user.userType, t)}
          {user.driverState ? ` · ${user.driverState}` : ''}
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
          {Object.entries(summary.referralsAsInviter)
            .map(([state, n]) => `${state} ${n}`)
            .join(' · ')}
        </Descriptions.Item>
      </Descriptions>
      {reveal.isError ? <Alert type="error" message={reveal.error.message} /> : null}
      {reveal.data ? (
        <Typography.Text type="secondary">{t('users.revealed')}</Typography.Text>
      ) : null}
    </Card>
  );
}
