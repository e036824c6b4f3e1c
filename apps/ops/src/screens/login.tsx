import { Alert, Button, Card, Form, Input, Layout } from 'antd';
import { useT } from '../i18n';
import { useLogin } from '../session';

/** The login: an operator account's name and password (the demo admin's is printed at start). */
export function LoginScreen() {
  const t = useT();
  const login = useLogin();
  return (
    <Layout style={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <main>
        <Card
          title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('login.title')}</h1>}
          style={{ width: 380 }}
        >
          <Form
            layout="vertical"
            requiredMark={false}
            onFinish={(fields: { username: string; password: string }) => login.mutate(fields)}
          >
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
            {login.isError ? (
              <Alert
                type="error"
                showIcon
                message={login.error.message}
                style={{ marginBottom: 16 }}
              />
            ) : null}
            <Button type="primary" htmlType="submit" block loading={login.isPending}>
              {t('login.submit')}
            </Button>
          </Form>
        </Card>
      </main>
    </Layout>
  );
}
