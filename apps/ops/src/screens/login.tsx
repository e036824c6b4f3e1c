import { Button, Card, Form, Input, Layout } from 'antd';
import { useState } from 'react';
import { useT } from '../i18n';
import { needsSecondFactor, useLogin } from '../session';
import { useSave } from './editor-card';

interface Fields {
  username: string;
  password: string;
  code?: string;
}

/**
 * The login: an operator account's name and password (the demo admin's are printed at start), then,
 * for an operator with a second factor, the authenticator's code or a recovery code (ADR 037).
 */
export function LoginScreen() {
  const t = useT();
  const login = useLogin();
  const [form] = Form.useForm<Fields>();
  const signingIn = useSave(login, {
    form,
    labels: { username: 'login.username', password: 'login.password', code: 'login.code' },
  });
  const [askCode, setAskCode] = useState(false);
  const submit = (fields: Fields) =>
    signingIn.run(
      { ...fields, code: askCode ? fields.code?.trim() : undefined },
      { onError: (error) => needsSecondFactor(error) && setAskCode(true) },
    );
  return (
    <Layout style={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <main>
        <Card
          title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('login.title')}</h1>}
          style={{ width: 380 }}
        >
          <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
            <Form.Item
              label={t('login.username')}
              name="username"
              rules={[
                { required: true, message: t('login.required', { field: t('login.username') }) },
              ]}
            >
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item
              label={t('login.password')}
              name="password"
              rules={[
                { required: true, message: t('login.required', { field: t('login.password') }) },
              ]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            {askCode ? (
              <Form.Item
                label={t('login.code')}
                name="code"
                extra={t('login.code.hint')}
                rules={[
                  { required: true, message: t('login.required', { field: t('login.code') }) },
                ]}
              >
                <Input autoComplete="one-time-code" inputMode="numeric" autoFocus />
              </Form.Item>
            ) : null}
            {/* Asked for the code: the field says so, not a refusal. */}
            {needsSecondFactor(login.error) && askCode
              ? null
              : signingIn.refusal({ marginBottom: 16 })}
            <Button type="primary" htmlType="submit" block loading={login.isPending}>
              {t('login.submit')}
            </Button>
          </Form>
        </Card>
      </main>
    </Layout>
  );
}
