import type { RoadReportState } from '@freight/contract/endpoints/epidemic-values';
import {
  approveRoadReport,
  listRoadReportsByState,
  type OpsRoadReportRow,
  rejectRoadReport,
  unpublishRoadReport,
} from '@freight/contract/ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Form,
  Image,
  Input,
  Modal,
  Pagination,
  Segmented,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { opsCall, opsQueryKey, useOpsQuery } from '../api';
import { useT } from '../i18n';
import { can, useOperator } from '../session';
import { FIELD_LABELS, kindTag, markFields, Refusal } from './epidemic-parts';
import { QueryState } from './query-state';
import { pagerOf, when } from './words';

/**
 * Road conditions drivers reported, by state: the queue of pending ones (oldest first) to approve
 * or turn down with the reason the reporter reads, the published ones (which may be taken down,
 * with a reason), and those turned down. Every decision is audited (ADR 029); viewers read only.
 */
export function RoadReportsScreen() {
  const t = useT();
  const [state, setState] = useState<RoadReportState>('pending');
  const [page, setPage] = useState(1);
  const reports = useOpsQuery(listRoadReportsByState, { query: { state, page, pageSize: 10 } });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('roads.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('roads.hint')}</Typography.Text>
      </div>
      <Segmented<RoadReportState>
        value={state}
        onChange={(next) => {
          setState(next);
          setPage(1);
        }}
        options={[
          { value: 'pending', label: t('roads.state.pending') },
          { value: 'published', label: t('roads.state.published') },
          { value: 'rejected', label: t('roads.state.rejected') },
        ]}
      />
      <QueryState query={reports}>
        {(data) => (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            {data.items.length === 0 ? (
              <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
            ) : null}
            {data.items.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
            <Pagination {...pagerOf(data, setPage)} />
          </Space>
        )}
      </QueryState>
    </Space>
  );
}

type Decision = { verb: 'approve' } | { verb: 'reject' | 'unpublish'; reason: string };

function ReportCard({ report }: { report: OpsRoadReportRow }) {
  const t = useT();
  const operator = useOperator().data;
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useMutation({
    mutationFn: (decision: Decision) => {
      const params = { id: report.id };
      if (decision.verb === 'approve') return opsCall(approveRoadReport, { params });
      return opsCall(decision.verb === 'reject' ? rejectRoadReport : unpublishRoadReport, {
        params,
        body: { reason: decision.reason },
      });
    },
    onSuccess: () => {
      setAsking(false);
      void client.invalidateQueries({ queryKey: opsQueryKey(listRoadReportsByState) });
    },
    onError: (error) => markFields(form, error, ['reason']),
  });
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
      {report.photoUrls.length > 0 ? (
        <Image.PreviewGroup>
          <Space wrap style={{ marginBottom: 12 }}>
            {report.photoUrls.map((url, index) => (
              <Image
                key={url}
                src={url}
                width={96}
                height={96}
                style={{ objectFit: 'cover' }}
                alt={t('roads.photo', { n: index + 1 })}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      ) : null}
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
              loading={decide.isPending && decide.variables?.verb === 'approve'}
              onClick={() => decide.mutate({ verb: 'approve' })}
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
      {decide.isError && !asking ? (
        <div style={{ marginTop: 12 }}>
          <Refusal error={decide.error} labels={FIELD_LABELS} />
        </div>
      ) : null}
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
            decide.mutate({ verb: refusing, reason: fields.reason.trim() })
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
          {decide.isError ? (
            <div style={{ marginBottom: 16 }}>
              <Refusal error={decide.error} labels={FIELD_LABELS} />
            </div>
          ) : null}
          <Button danger type="primary" htmlType="submit" loading={decide.isPending}>
            {refuseLabel}
          </Button>
        </Form>
      </Modal>
    </Card>
  );
}
