import { FEEDBACK_REPLY, FEEDBACK_STATUSES } from '@freight/contract/endpoints/knowledge-values';
import {
  exportFeedback,
  type FeedbackListQuery,
  listFeedback,
  type OpsFeedbackRow,
  revealFeedbackMobile,
  stepFeedback,
} from '@freight/contract/ops';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useOpsMutation, useOpsQuery } from '../api';
import { useT } from '../i18n';
import { can, useOperator } from '../session';
import { useSave } from './editor-card';
import { ExportButton } from './export-button';
import { QueryState } from './query-state';
import { type AdminRevealReason, RevealWithReason } from './reveal';
import { noRows, pagerOf, when } from './words';

type Filters = Pick<FeedbackListQuery, 'subject' | 'status' | 'assignee'>;

// antd's gold tag reads at under 4.5:1 (axe); purple is the in-between colour that reads.
const STATUS_COLOUR = {
  new: 'blue',
  in_progress: 'purple',
  answered: 'green',
  closed: 'default',
} as const;

/**
 * The feedback inbox (ADR 026, ADR 041): what the knowledge base's readers sent, newest first, by
 * subject, status and whose; an operator takes one, answers it (a logged-in sender reads the reply
 * on the feedback page), closes or reopens it.
 */
export function FeedbackScreen() {
  const t = useT();
  const operator = useOperator().data;
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Filters>({});
  const [answering, setAnswering] = useState<OpsFeedbackRow | null>(null);
  const list = useOpsQuery(listFeedback, { query: { page, pageSize: 20, ...filters } });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('feedback.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('feedback.hint')}</Typography.Text>
      </div>
      <Form
        layout="inline"
        onFinish={(fields: Filters) => {
          setPage(1);
          setFilters({
            ...(fields.subject?.trim() ? { subject: fields.subject.trim() } : {}),
            ...(fields.status ? { status: fields.status } : {}),
            ...(fields.assignee ? { assignee: fields.assignee } : {}),
          });
        }}
      >
        <Form.Item label={t('feedback.subject')} name="subject">
          <Input placeholder="general / track-deduction" allowClear />
        </Form.Item>
        <Form.Item label={t('feedback.status')} name="status">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 140 }}
            placeholder={t('feedback.any')}
            options={FEEDBACK_STATUSES.map((status) => ({
              value: status,
              label: t(`feedback.status.${status}`),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('feedback.assignee')} name="assignee">
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={t('feedback.any')}
            options={[
              { value: 'mine', label: t('feedback.assignee.mine') },
              { value: 'none', label: t('feedback.assignee.none') },
            ]}
          />
        </Form.Item>
        <Button htmlType="submit" type="primary">
          {t('feedback.filter')}
        </Button>
        {can(operator, 'operator') ? (
          <ExportButton endpoint={exportFeedback} call={{ query: filters }} />
        ) : null}
      </Form>
      <QueryState query={list}>
        {(data) => (
          <Table
            rowKey="id"
            size="small"
            dataSource={data.items}
            locale={noRows(t)}
            pagination={pagerOf(data, setPage)}
            columns={[
              {
                title: t('feedback.at'),
                key: 'at',
                render: (_, row) => when(row.createdAt),
                width: 150,
              },
              { title: t('feedback.ticket'), dataIndex: 'ticket', width: 130 },
              {
                title: t('feedback.subject'),
                key: 'subject',
                render: (_, row) => row.articleTitle ?? t('feedback.general'),
                width: 180,
              },
              {
                title: t('feedback.helpful'),
                key: 'helpful',
                render: (_, row) =>
                  row.helpful ? t(row.helpful === 'yes' ? 'common.yes' : 'common.no') : '—',
                width: 90,
              },
              {
                title: t('feedback.text'),
                key: 'text',
                render: (_, row) => (
                  <Space direction="vertical" size={4}>
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                      {row.text}
                    </Typography.Paragraph>
                    {row.reply ? (
                      <Typography.Paragraph
                        type="secondary"
                        style={{ whiteSpace: 'pre-wrap', margin: 0 }}
                      >
                        {t('feedback.replied', {
                          reply: row.reply,
                          by: row.repliedBy ?? '—',
                          at: row.repliedAt ? when(row.repliedAt) : '—',
                        })}
                      </Typography.Paragraph>
                    ) : null}
                  </Space>
                ),
              },
              {
                title: t('feedback.status'),
                key: 'status',
                width: 150,
                render: (_, row) => (
                  <Space direction="vertical" size={4}>
                    <Tag color={STATUS_COLOUR[row.status]}>
                      {t(`feedback.status.${row.status}`)}
                    </Tag>
                    {row.assignee ? (
                      <Typography.Text type="secondary">{row.assignee}</Typography.Text>
                    ) : null}
                  </Space>
                ),
              },
              {
                title: t('feedback.mobile'),
                key: 'mobile',
                render: (_, row) => <CallBack row={row} />,
                width: 200,
              },
              {
                title: t('feedback.user'),
                key: 'user',
                render: (_, row) => row.userId ?? '—',
                width: 90,
              },
              ...(can(operator, 'operator')
                ? [
                    {
                      title: t('feedback.steps'),
                      key: 'steps',
                      width: 120,
                      render: (_: unknown, row: OpsFeedbackRow) => (
                        <Steps row={row} onAnswer={() => setAnswering(row)} />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryState>
      <Answer row={answering} onClose={() => setAnswering(null)} />
    </Space>
  );
}

/** The steps a feedback's status allows, each named with its ticket for a screen reader. */
function Steps({ row, onAnswer }: { row: OpsFeedbackRow; onAnswer: () => void }) {
  const t = useT();
  const step = useOpsMutation(stepFeedback, {
    request: (body: { step: 'take' | 'close' | 'reopen' }) => ({ params: { id: row.id }, body }),
    invalidates: [listFeedback],
  });
  const stepping = useSave(step);
  const button = (name: 'take' | 'close' | 'reopen') => (
    <Button
      size="small"
      loading={step.isPending && step.variables.step === name}
      aria-label={t(`feedback.step.${name}.named`, { ticket: row.ticket })}
      onClick={() => stepping.run({ step: name })}
    >
      {t(`feedback.step.${name}`)}
    </Button>
  );
  if (row.status === 'closed') return button('reopen');
  return (
    <Space direction="vertical" size={4}>
      {row.status === 'new' ? button('take') : null}
      <Button
        size="small"
        type="primary"
        aria-label={t('feedback.step.reply.named', { ticket: row.ticket })}
        onClick={onAnswer}
      >
        {t(row.reply ? 'feedback.step.replyAgain' : 'feedback.step.reply')}
      </Button>
      {button('close')}
    </Space>
  );
}

/**
 * The reply, with the feedback above it. A sender who was not logged in cannot read it: the dialog
 * says so, and to call back when a number was left.
 */
function Answer({ row, onClose }: { row: OpsFeedbackRow | null; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reply: string }>();
  const answer = useOpsMutation(stepFeedback, {
    request: (fields: { id: number; reply: string }) => ({
      params: { id: fields.id },
      body: { step: 'reply' as const, reply: fields.reply },
    }),
    invalidates: [listFeedback],
    onSuccess: () => {
      onClose();
      void message.success(t('feedback.answered'));
    },
  });
  const answering = useSave(answer, { form, labels: { reply: 'feedback.reply' } });
  // The reply as it stands, set as the dialog opens: not after its animation, which on a slow
  // machine ends after the first keys are typed and would wipe them.
  const replying = row?.id;
  const replied = row?.reply ?? '';
  useEffect(() => {
    if (replying !== undefined) form.setFieldsValue({ reply: replied });
  }, [form, replying, replied]);
  return (
    <Modal
      open={row !== null}
      title={row ? t('feedback.answer.title', { ticket: row.ticket }) : ''}
      okText={t('feedback.step.reply')}
      okButtonProps={{ loading: answer.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        answer.reset();
      }}
      forceRender
    >
      {row ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{row.text}</Typography.Paragraph>
      ) : null}
      {row && row.userId === null ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t(row.mobileMasked ? 'feedback.answer.callBack' : 'feedback.answer.unseen')}
        />
      ) : null}
      <Form
        form={form}
        name="answer"
        layout="vertical"
        onFinish={(fields) => row && answering.run({ id: row.id, reply: fields.reply })}
      >
        <Form.Item
          label={t('feedback.reply')}
          name="reply"
          rules={[
            { required: true, whitespace: true },
            { min: FEEDBACK_REPLY.min, max: FEEDBACK_REPLY.max },
          ]}
        >
          <Input.TextArea rows={4} maxLength={FEEDBACK_REPLY.max} showCount />
        </Form.Item>
      </Form>
      {answering.refusal()}
    </Modal>
  );
}

/** The call-back number, masked; an admin may reveal it with a reason (audited), one row at a time. */
function CallBack({ row }: { row: OpsFeedbackRow }) {
  const t = useT();
  const operator = useOperator().data;
  const reveal = useOpsMutation(revealFeedbackMobile, {
    request: (reason: AdminRevealReason) => ({ params: { id: row.id }, body: { reason } }),
  });
  if (!row.mobileMasked) return '—';
  return (
    <Space direction="vertical" size={4}>
      <span>{reveal.data?.mobile ?? row.mobileMasked}</span>
      {can(operator, 'admin') && !reveal.data ? (
        <RevealWithReason
          label={t('users.reveal')}
          loading={reveal.isPending}
          onReveal={(reason) => reveal.mutate(reason)}
        />
      ) : null}
      {reveal.isError ? <Alert type="error" message={reveal.error.message} /> : null}
    </Space>
  );
}
