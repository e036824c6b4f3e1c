import { DRIVER_STATES } from '@freight/contract/endpoints/driver-values';
import { listDriverVerifications, type VerificationListQuery } from '@freight/contract/ops';
import { Button, Form, Input, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useOpsQuery } from '../api';
import { useT } from '../i18n';
import { QueryState } from './query-state';
import { halfWidth, noRows, pagerOf, when } from './words';

/** The states an operator looks through: the queue, then what was decided. */
const SHOWN_STATES = [
  'submitted',
  'approved',
  'rejected',
] as const satisfies readonly (typeof DRIVER_STATES)[number][];
type ShownState = (typeof SHOWN_STATES)[number];

type Search = Pick<VerificationListQuery, 'mobile' | 'masked' | 'plate'>;

/**
 * What a person typed as the search it is: 11 digits a whole mobile, a masked number as a
 * ticket shows it, else the start of a plate; full-width characters, spaces and dashes of a
 * pasted number folded first. Null when it is none of them.
 */
export function searchOf(typed: string): Search | null {
  const text = halfWidth(typed).trim();
  const digits = text.replace(/[\s-]/g, '');
  if (/^1\d{10}$/.test(digits)) return { mobile: digits };
  if (/^1\d{2}\*{4}\d{4}$/.test(digits)) return { masked: digits };
  // Digits alone are part of a number, which finds nobody by design (it would unmask numbers).
  if (/^\d+$/.test(digits)) return null;
  const plate = text.replace(/\s/g, '').toUpperCase();
  if (/^[\u4e00-\u9fa5A-Z0-9]{2,8}$/.test(plate)) return { plate };
  return null;
}

/**
 * The drivers' verification profiles: the queue waiting for a decision (oldest submission first,
 * the server's order), or those approved or rejected (latest decision first); one driver found by
 * the whole mobile, a masked one or the start of a plate. The state and search stay in the
 * address, so coming back from a review finds the list as it was left.
 */
export function VerificationsScreen() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('state');
  const state: ShownState = SHOWN_STATES.find((each) => each === wanted) ?? 'submitted';
  const typed = params.get('q') ?? '';
  // A search in the address that reads as none (typed by hand) is left out; the box shows why.
  const search = searchOf(typed) ?? {};
  const [page, setPage] = useState(1);
  const [form] = Form.useForm<{ q: string }>();
  const queue = useOpsQuery(listDriverVerifications, { query: { state, page, ...search } });
  const go = (next: { state?: ShownState; q?: string }) => {
    setPage(1);
    const merged = { state, q: typed, ...next };
    setParams(
      {
        ...(merged.state === 'submitted' ? {} : { state: merged.state }),
        ...(merged.q ? { q: merged.q } : {}),
      },
      { replace: true },
    );
  };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('verifications.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('verifications.hint')}</Typography.Text>
      </div>
      <Space size="large" wrap align="start">
        <Segmented<ShownState>
          aria-label={t('verifications.state')}
          value={state}
          onChange={(next) => go({ state: next })}
          options={SHOWN_STATES.map((each) => ({
            value: each,
            label: t(`driverState.${each}`),
            title: t(`driverState.${each}`),
          }))}
        />
        <Form
          form={form}
          layout="inline"
          name="verification-search"
          initialValues={{ q: typed }}
          onFinish={({ q }) => go({ q: q.trim() })}
        >
          <Form.Item
            label={t('verifications.search')}
            name="q"
            rules={[
              {
                validator: async (_, value: unknown) => {
                  if (typeof value !== 'string' || !value.trim() || searchOf(value)) return;
                  throw new Error(t('verifications.search.rule'));
                },
              },
            ]}
          >
            <Input
              placeholder={t('verifications.search.placeholder')}
              style={{ width: 300 }}
              maxLength={20}
            />
          </Form.Item>
          <Space>
            <Button htmlType="submit" type="primary">
              {t('verifications.find')}
            </Button>
            {typed ? (
              <Button
                onClick={() => {
                  form.setFieldsValue({ q: '' });
                  go({ q: '' });
                }}
              >
                {t('verifications.clear')}
              </Button>
            ) : null}
          </Space>
        </Form>
      </Space>
      <QueryState query={queue}>
        {(data) => (
          <Table
            rowKey="userId"
            dataSource={data.items}
            locale={noRows(t)}
            pagination={pagerOf(data, setPage)}
            columns={[
              {
                title: t('verifications.submittedAt'),
                key: 'at',
                render: (_, row) => when(row.submittedAt),
              },
              ...(state === 'submitted'
                ? []
                : [
                    {
                      title: t('verifications.reviewedAt'),
                      key: 'reviewedAt',
                      render: (_: unknown, row: (typeof data.items)[number]) =>
                        when(row.reviewedAt),
                    },
                  ]),
              { title: t('verifications.name'), dataIndex: 'name' },
              { title: t('verifications.mobile'), dataIndex: 'mobileMasked' },
              { title: t('verifications.plate'), dataIndex: 'plateNumber' },
              {
                title: '',
                key: 'open',
                render: (_, row) => {
                  const word = t(
                    row.state === 'submitted' ? 'verifications.open' : 'verifications.view',
                  );
                  return (
                    <Link
                      to={`/verifications/${row.userId}`}
                      aria-label={`${word} ${row.name ?? row.userId}`}
                    >
                      {word}
                    </Link>
                  );
                },
              },
            ]}
          />
        )}
      </QueryState>
    </Space>
  );
}
