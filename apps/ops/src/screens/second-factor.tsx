import type { SecondFactorConfirmed } from '@freight/contract/ops';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  Layout,
  List,
  QRCode,
  Space,
  Steps,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useT } from '../i18n';
import { sessionKey, useConfirmEnrolment, useLogout, useStartEnrolment } from '../session';
import { useSave } from './editor-card';

/** The secret in groups of four, as an authenticator app's "enter a setup key" takes it. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Enrolling the second factor at the first login where it is required (ADR 037): a new secret to
 * scan into an authenticator app as a QR code of its otpauth:// link (antd's QRCode, drawn here:
 * the secret never goes to another service), or to type in, a first code to confirm it, then the ten
 * recovery codes, shown this once, before the console opens.
 */
export function SecondFactorEnrolmentScreen() {
  const t = useT();
  const client = useQueryClient();
  const logout = useLogout();
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const [form] = Form.useForm<{ code: string }>();
  const confirming = useSave(confirm, { form, labels: { code: 'login.code' } });
  const [done, setDone] = useState<SecondFactorConfirmed | null>(null);
  const step = done ? 2 : start.data ? 1 : 0;
  return (
    <Layout style={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <main>
        <Card
          title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('factor.title')}</h1>}
          extra={
            <Button size="small" onClick={() => logout.mutate()} loading={logout.isPending}>
              {t('app.logout')}
            </Button>
          }
          style={{ width: 520 }}
        >
          <Steps
            size="small"
            current={step}
            style={{ marginBottom: 24 }}
            items={[
              { title: t('factor.step.app') },
              { title: t('factor.step.code') },
              { title: t('factor.step.recovery') },
            ]}
          />
          {done ? (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Paragraph>{t('factor.recovery.hint')}</Typography.Paragraph>
              <List
                size="small"
                bordered
                data-testid="recovery-codes"
                dataSource={done.recoveryCodes}
                renderItem={(code) => (
                  <List.Item>
                    <Typography.Text code>{code}</Typography.Text>
                  </List.Item>
                )}
              />
              <Button
                type="primary"
                block
                onClick={() => client.setQueryData(sessionKey, done.operator)}
              >
                {t('factor.recovery.saved')}
              </Button>
            </Space>
          ) : start.data ? (
            <Form
              form={form}
              layout="vertical"
              requiredMark={false}
              onFinish={({ code }) =>
                confirming.run(code.trim(), { onSuccess: (answer) => setDone(answer) })
              }
            >
              <Typography.Paragraph>{t('factor.qr')}</Typography.Paragraph>
              <QRCode
                value={start.data.uri}
                type="svg"
                size={200}
                bordered={false}
                style={{ marginBottom: 16 }}
                aria-label={t('factor.qr.label')}
                role="img"
              />
              <Typography.Paragraph>{t('factor.secret.hint')}</Typography.Paragraph>
              <Typography.Paragraph>
                <Typography.Text
                  code
                  copyable={{ text: start.data.secret }}
                  data-testid="totp-secret"
                >
                  {groupedSecret(start.data.secret)}
                </Typography.Text>
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary" style={{ wordBreak: 'break-all' }}>
                {t('factor.uri')} <Typography.Text copyable>{start.data.uri}</Typography.Text>
              </Typography.Paragraph>
              <Form.Item
                label={t('login.code')}
                name="code"
                rules={[
                  { required: true, pattern: /^\s*\d{6}\s*$/, message: t('factor.code.rule') },
                ]}
              >
                <Input autoComplete="one-time-code" inputMode="numeric" />
              </Form.Item>
              {confirming.refusal({ marginBottom: 16 })}
              <Button type="primary" htmlType="submit" block loading={confirm.isPending}>
                {t('factor.confirm')}
              </Button>
            </Form>
          ) : (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Paragraph>{t('factor.intro')}</Typography.Paragraph>
              {start.isError ? <Alert type="error" showIcon message={start.error.message} /> : null}
              <Button type="primary" block loading={start.isPending} onClick={() => start.mutate()}>
                {t('factor.start')}
              </Button>
            </Space>
          )}
        </Card>
      </main>
    </Layout>
  );
}
