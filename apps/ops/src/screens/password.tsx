import { App, Button, Card, Form, Input, Layout, Modal, Typography } from 'antd';
import { useT } from '../i18n';
import { useChangePassword, useLogout } from '../session';
import { useSave } from './editor-card';

interface Fields {
  currentPassword: string;
  newPassword: string;
  newAgain: string;
}

/**
 * One's own new password, the current one asked (ADR 037): the server refuses a short or easily
 * guessed one, and says so in the console's language. `onDone` runs after the change.
 */
export function PasswordChangeForm({ onDone }: { onDone?: () => void }) {
  const t = useT();
  const change = useChangePassword();
  const [form] = Form.useForm<Fields>();
  const changing = useSave(change, {
    form,
    labels: { currentPassword: 'password.current', newPassword: 'password.new' },
  });
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={({ currentPassword, newPassword }: Fields) =>
        changing.run(
          { currentPassword, newPassword },
          {
            onSuccess: () => {
              form.resetFields();
              onDone?.();
            },
          },
        )
      }
    >
      <Form.Item
        label={t('password.current')}
        name="currentPassword"
        rules={[{ required: true, message: t('login.required', { field: t('password.current') }) }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label={t('password.new')}
        name="newPassword"
        extra={t('password.rule')}
        rules={[{ required: true, min: 12, max: 200, message: t('operators.password.rule') }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('password.newAgain')}
        name="newAgain"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('login.required', { field: t('password.newAgain') }) },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || getFieldValue('newPassword') === value
                ? Promise.resolve()
                : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {changing.refusal({ marginBottom: 16 })}
      <Button type="primary" htmlType="submit" block loading={change.isPending}>
        {t('password.change')}
      </Button>
    </Form>
  );
}

/** After an admin's reset: the console opens on this until the operator chooses a password. */
export function ForcedPasswordChangeScreen() {
  const t = useT();
  const logout = useLogout();
  return (
    <Layout style={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <main>
        <Card
          title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('password.forced.title')}</h1>}
          extra={
            <Button size="small" onClick={() => logout.mutate()} loading={logout.isPending}>
              {t('app.logout')}
            </Button>
          }
          style={{ width: 420 }}
        >
          <Typography.Paragraph>{t('password.forced.hint')}</Typography.Paragraph>
          <PasswordChangeForm />
        </Card>
      </main>
    </Layout>
  );
}

/** One's own password in a dialog, opened from the header's account menu (shell.tsx). */
export function PasswordChangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  return (
    <Modal
      title={t('password.change')}
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <PasswordChangeForm
        onDone={() => {
          onClose();
          void message.success(t('password.changed'));
        }}
      />
    </Modal>
  );
}
