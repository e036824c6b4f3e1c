import { OPERATOR_ROLES } from '@freight/contract/ops';
import { Button, type ButtonProps, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../i18n';

/**
 * “角色说明 / Roles”: what each role can do, in the console's words. Its English words are README's
 * table's cells (console.test.ts checks), so the two say the same.
 */
export function RolesHelpButton(props: Pick<ButtonProps, 'size' | 'type'>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...props} onClick={() => setOpen(true)}>
        {t('roles.help')}
      </Button>
      <RolesHelpDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The table itself, also opened from the header's account menu (shell.tsx). */
export function RolesHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open={open} title={t('roles.help.title')} width={860} footer={null} onCancel={onClose}>
      <Typography.Paragraph>{t('roles.help.intro')}</Typography.Paragraph>
      <Table
        rowKey="role"
        size="small"
        pagination={false}
        dataSource={OPERATOR_ROLES.map((role) => ({ role }))}
        columns={[
          {
            title: t('roles.help.role'),
            key: 'role',
            width: 100,
            render: (_, row) => <strong>{t(`app.role.${row.role}`)}</strong>,
          },
          {
            title: t('roles.help.can'),
            key: 'can',
            render: (_, row) => t(`roles.can.${row.role}`),
          },
        ]}
      />
    </Modal>
  );
}
