import type { OpsRoadReportRow } from '@freight/contract/ops';
import { Alert, Button, Card, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../i18n';
import { can, useOperator } from '../session';
import { useSave } from './editor-card';
import { FIELD_LABELS, kindTag } from './epidemic-parts';
import { ModerationQueue, PostPhotos, useDecision } from './moderation-queue';
import { when } from './words';

/**
 * Road conditions drivers reported, by state: the queue of pending ones (oldest first) to approve
 * or turn down with the reason the reporter reads, the published ones (which may be taken down,
 * with a reason), and those turned down. Every decision is audited (ADR 029); viewers read only.
 */
export function RoadReportsScreen() {
  return <ModerationQueue kind="roads" card={(report) => <ReportCard report={report} />} />;
}

function ReportCard({ report }: { report: OpsRoadReportRow }) {
  const t = useT();
  const operator = useOperator().data;
  const [asking, setAsking] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useDecision('roads', report.id, { onSuccess: () => setAsking(false) });
  // The approval's refusal is said on the card, the turning down's in its dialog.
  const deciding = useSave(decide, { form, labels: FIELD_LABELS });
  const mayDecide = can(operator, 'operator');
  const refusing = report.state === 'pending' ? 'reject' : 'unpublish';
  const refuseLabel = t(refusing === 'reject' ? 'roads.reject' : 'roads.unpublish');
  const times = [
    t('roads.reportedAt', { at: when(report.createdAt) }),
    report.reviewedAt ? t('roads.reviewedAt', { at: when(report.reviewedAt) }) : null,
    report.publishedAt ? t('roads.publishedAt', { at: when(report.publishedAt) }) : null,
  ].filter((each) => each !== null);
  return (
    <Card
      title={
        <Space>
          {kindTag(report.kind, t)}
          <span>{report.road}</span>
        </Space>
      }
      extra={`${report.provinceName} ${report.cityName} · ${t(`author.${report.reporter.userType}`, { mobile: report.reporter.mobileMasked })}`}
      data-testid={`road-report-${report.id}`}
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{report.text}</Typography.Paragraph>
      <PostPhotos
        urls={report.photoUrls}
        alt={(n) => t('roads.photo', { n })}
        size={{ square: 96 }}
      />
      <div>
        <Typography.Text type="secondary">{times.join(' · ')}</Typography.Text>
      </div>
      {report.rejectReason ? (
        <Alert
          type="warning"
          showIcon
          message={t('roads.reason', { reason: report.rejectReason })}
          style={{ marginTop: 12 }}
        />
      ) : null}
      {mayDecide && report.state !== 'rejected' ? (
        <Space wrap style={{ marginTop: 12 }}>
          {report.state === 'pending' ? (
            <Button
              type="primary"
              loading={decide.isPending && decide.variables.verb === 'approve'}
              onClick={() => deciding.run({ verb: 'approve' })}
            >
              {t('roads.approve')}
            </Button>
          ) : null}
          <Button
            danger
            onClick={() => {
              decide.reset();
              setAsking(true);
            }}
          >
            {refuseLabel}
          </Button>
        </Space>
      ) : null}
      {asking ? null : deciding.refusal({ marginTop: 12 })}
      <Modal
        open={asking}
        title={`${refuseLabel} · ${report.road}`}
        onCancel={() => setAsking(false)}
        footer={null}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(fields: { reason: string }) =>
            deciding.run({ verb: refusing, reason: fields.reason.trim() })
          }
        >
          <Form.Item
            label={t('roads.reasonLabel')}
            name="reason"
            rules={[
              { required: true, whitespace: true, max: 200, message: t('roads.reason.rule') },
            ]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
          {deciding.refusal({ marginBottom: 16 })}
          <Button danger type="primary" htmlType="submit" loading={decide.isPending}>
            {refuseLabel}
          </Button>
        </Form>
      </Modal>
    </Card>
  );
}
