import { DRIVER_PROFILE_FIELDS, VEHICLE_TYPES } from '@freight/contract/endpoints/driver-values';
import {
  getDriverVerification,
  getVerificationHistory,
  listDriverVerifications,
  type RevealedPersonalData,
  type RevealRequest,
  type ReviewDecisionRequest,
  reviewDriverVerification,
  revealUserData,
  VERIFICATION_PHOTOS,
  type VerificationDetail,
} from '@freight/contract/ops';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Image,
  Input,
  Row,
  Space,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { opsCall, useOpsMutation, useOpsQuery } from '../api';
import { type MessageKey, type T, useT } from '../i18n';
import { can, useOperator } from '../session';
import { useSave } from './editor-card';
import { QueryState } from './query-state';
import { type AdminRevealReason, RevealWithReason } from './reveal';
import { when } from './words';

type Field = (typeof DRIVER_PROFILE_FIELDS)[number];

const PHOTOS = VERIFICATION_PHOTOS;
const TEXTS = DRIVER_PROFILE_FIELDS.filter(
  (field) => !(PHOTOS as readonly Field[]).includes(field),
);

/** The reasons of the fields marked for rejection, each with its text; null when one lacks it. */
export function rejectionOf(
  marked: Readonly<Record<string, string | undefined>>,
): ReviewDecisionRequest | null {
  const reasons = Object.entries(marked)
    .filter((entry): entry is [Field, string] => entry[1] !== undefined)
    .map(([field, reason]) => ({ field, reason: reason.trim() }));
  if (reasons.length === 0 || reasons.some((each) => each.reason === '')) return null;
  return { decision: 'reject', reasons };
}

/**
 * One driver's verification: the certificate photos large (antd's preview enlarges and rotates
 * them), the fields beside them, and the decision: approve, or reject chosen fields each with the
 * reason the driver will read next to that field. A decision is final and audited. The whole ID
 * number and the photos come from the audited reveal: by itself, with the reason `review`, when a
 * reviewer opens a profile waiting for review; by an admin's choice of reason otherwise.
 */
export function ReviewScreen() {
  const t = useT();
  const { userId } = useParams();
  const detail = useOpsQuery(getDriverVerification, { params: { userId } });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Link to="/verifications">← {t('common.back')}</Link>
      <QueryState query={detail}>{(data) => <Review driver={data} />}</QueryState>
    </Space>
  );
}

/** A field as the driver gave it (the ID number masked until revealed); the truck type in words. */
function value(
  driver: VerificationDetail,
  revealed: RevealedPersonalData | undefined,
  field: Field,
  t: T,
): string {
  const raw =
    field === 'idCardNo'
      ? (revealed?.idCardNo ?? driver.idCardMasked)
      : driver[field as keyof VerificationDetail];
  if (raw == null) return '—';
  const type = field === 'vehicleType' ? VEHICLE_TYPES.find((each) => each === raw) : undefined;
  return type ? t(`vehicleType.${type}`) : String(raw);
}

function Review({ driver }: { driver: VerificationDetail }) {
  const t = useT();
  const { modal, message } = App.useApp();
  const operator = useOperator().data;
  const navigate = useNavigate();
  const [marked, setMarked] = useState<Record<string, string | undefined>>({});
  const decide = useOpsMutation(reviewDriverVerification, {
    request: (decision: ReviewDecisionRequest) => ({
      params: { userId: driver.userId },
      body: decision,
    }),
    invalidates: [listDriverVerifications, getDriverVerification, getVerificationHistory],
    onSuccess: (_, decision) => {
      void message.success(
        t(decision.decision === 'approve' ? 'review.done.approve' : 'review.done.reject'),
      );
      void navigate('/verifications');
    },
  });
  const deciding = useSave(decide);
  const mayDecide = can(operator, 'operator') && driver.state === 'submitted';
  const revealFor = (request: RevealRequest) =>
    opsCall(revealUserData, { params: { userId: driver.userId }, body: request });
  // One reveal per opening (a POST: never refetched on focus, forgotten when the screen closes).
  const forReview = useQuery({
    queryKey: ['reveal-for-review', driver.userId],
    queryFn: () => revealFor({ fields: ['idCardNo', 'photos'], reason: 'review' }),
    enabled: mayDecide,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const byAdmin = useMutation({
    mutationFn: (reason: AdminRevealReason) =>
      revealFor({ fields: ['mobile', 'idCardNo', 'photos'], reason }),
  });
  const revealed = byAdmin.data ?? forReview.data;
  const toggle = (field: Field, on: boolean) =>
    setMarked((current) => ({ ...current, [field]: on ? (current[field] ?? '') : undefined }));
  const confirm = (decision: ReviewDecisionRequest) =>
    void modal.confirm({
      title: t(decision.decision === 'approve' ? 'review.approve' : 'review.reject'),
      content: t('review.final'),
      onOk: () => deciding.runAsync(decision),
    });
  const rejection = rejectionOf(marked);
  const reasonBox = (field: Field) =>
    mayDecide ? (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Checkbox
          checked={marked[field] !== undefined}
          onChange={(e) => toggle(field, e.target.checked)}
        >
          {t('review.reject.field')}
        </Checkbox>
        {marked[field] !== undefined ? (
          <Input
            aria-label={`${t(`field.${field}` as MessageKey)}: ${t('review.reject.reason')}`}
            placeholder={t('review.reject.reason')}
            maxLength={200}
            value={marked[field]}
            onChange={(e) => setMarked((current) => ({ ...current, [field]: e.target.value }))}
          />
        ) : null}
      </Space>
    ) : null;
  return (
    <>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('review.title', { name: driver.name ?? String(driver.userId) })}{' '}
        <Tag>{t(`driverState.${driver.state}`)}</Tag>
      </Typography.Title>
      {/* The numbers, and the way to reveal them, on one line with room between. */}
      <Space wrap size={[16, 8]}>
        <Typography.Text type="secondary">
          {revealed?.mobile ?? driver.mobileMasked} · {t('verifications.submittedAt')}{' '}
          {when(driver.submittedAt)}
        </Typography.Text>
        {revealed ? (
          <Typography.Text type="secondary">
            {t(byAdmin.data ? 'review.revealed.admin' : 'review.revealed')}
          </Typography.Text>
        ) : can(operator, 'admin') && !mayDecide ? (
          <RevealWithReason
            label={t('review.reveal')}
            loading={byAdmin.isPending}
            onReveal={(reason) => byAdmin.mutate(reason)}
          />
        ) : null}
      </Space>
      {forReview.isError ? <Alert type="error" message={forReview.error.message} /> : null}
      {byAdmin.isError ? <Alert type="error" message={byAdmin.error.message} /> : null}
      {driver.rejectReasons.length > 0 ? (
        <Alert
          type="warning"
          message={driver.rejectReasons
            .map((each) => `${t(`field.${each.field}` as MessageKey)}: ${each.reason}`)
            .join('；')}
        />
      ) : null}
      <Row gutter={24}>
        <Col span={14}>
          <Card title={t('review.photos')} size="small">
            <Image.PreviewGroup>
              <Row gutter={[16, 16]}>
                {PHOTOS.map((field) => {
                  const url = revealed?.photoUrls?.[field];
                  return (
                    <Col span={12} key={field}>
                      <Typography.Text strong>{t(`field.${field}` as MessageKey)}</Typography.Text>
                      {url ? (
                        <Image
                          src={url}
                          alt={t(`field.${field}` as MessageKey)}
                          width="100%"
                          style={{ maxHeight: 260, objectFit: 'contain', background: '#f5f5f5' }}
                        />
                      ) : (
                        <div>{driver.photos[field] ? t('review.photo.hidden') : '—'}</div>
                      )}
                      {reasonBox(field)}
                    </Col>
                  );
                })}
              </Row>
            </Image.PreviewGroup>
          </Card>
        </Col>
        <Col span={10}>
          <Card title={t('review.fields')} size="small">
            <Descriptions column={1} size="small" bordered>
              {TEXTS.map((field) => (
                <Descriptions.Item key={field} label={t(`field.${field}` as MessageKey)}>
                  {value(driver, revealed, field, t)}
                  {reasonBox(field)}
                </Descriptions.Item>
              ))}
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <DecisionHistory userId={driver.userId} />
      {mayDecide ? (
        <Space>
          <Button
            type="primary"
            loading={decide.isPending}
            onClick={() => confirm({ decision: 'approve' })}
          >
            {t('review.approve')}
          </Button>
          <Button
            danger
            disabled={rejection === null}
            loading={decide.isPending}
            onClick={() => rejection && confirm(rejection)}
          >
            {t('review.reject')}
          </Button>
          {rejection === null ? (
            <Typography.Text type="secondary">{t('review.reject.none')}</Typography.Text>
          ) : null}
        </Space>
      ) : null}
    </>
  );
}

/** The profile's decisions, newest first, with who made each and the reasons the driver read. */
function DecisionHistory({ userId }: { userId: number }) {
  const t = useT();
  const history = useOpsQuery(getVerificationHistory, { params: { userId } });
  return (
    <Card title={t('review.history')} size="small">
      <QueryState query={history}>
        {(data) =>
          data.decisions.length === 0 ? (
            <Typography.Text type="secondary">{t('review.history.none')}</Typography.Text>
          ) : (
            <Timeline
              items={data.decisions.map((decision) => ({
                color: decision.decision === 'approve' ? 'green' : 'red',
                children: (
                  <Space direction="vertical" size={0}>
                    <Typography.Text>
                      {when(decision.at)} ·{' '}
                      {t(`review.history.${decision.decision}`, { by: decision.by })}
                    </Typography.Text>
                    {decision.reasons.map((each) => (
                      <Typography.Text type="secondary" key={each.field}>
                        {t(`field.${each.field}` as MessageKey)}: {each.reason}
                      </Typography.Text>
                    ))}
                  </Space>
                ),
              }))}
            />
          )
        }
      </QueryState>
    </Card>
  );
}
