import { exportReferrals, listReferrals, withholdReferral } from '@freight/contract/ops';
import { App, Button, Form, Input, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useOpsMutation, useOpsQuery } from '../api';
import { useBilingual, useT } from '../i18n';
import { can, useOperator } from '../session';
import { useSave } from './editor-card';
import { ExportButton } from './export-button';
import { USER_READS } from './users-value';
import { noRows, pagerOf, when } from './words';

// The user screen's referrals (users.tsx): the friends the user invited, a page at a time, and a
// reward not yet paid withheld after a review, with why.

/**
 * The friends the user invited, each with its programme and state (masked numbers), newest first,
 * ten a page from the server with their total: none left out however many.
 */
export function Referrals({ userId }: { userId: number }) {
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
