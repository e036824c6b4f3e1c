import { getReferralFunnel, listCampaigns } from '@freight/contract/ops';
import { Card, Descriptions, Progress, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useOpsQuery } from '../api';
import { useBilingual, useT } from '../i18n';
import { QueryState } from './query-state';
import { searchText } from './campaigns';
import { countsText } from './words';

/** The stages in order, each a share of those invited. */
const STAGES = ['invited', 'registered', 'qualified', 'rewarded'] as const;

export function shareOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10;
}

/**
 * A referral programme's funnel: invited → registered → qualified → rewarded, each as a share of
 * those invited, with the referrals withheld by reason and the acceptances refused by reason.
 */
export function FunnelScreen() {
  const t = useT();
  const bilingual = useBilingual();
  // Referral programmes only, found by the server as the operator types: every one can be chosen.
  const [typed, setTyped] = useState('');
  const q = searchText(typed);
  const campaigns = useOpsQuery(listCampaigns, {
    query: { kind: 'referral', pageSize: 100, ...(q ? { q } : {}) },
  });
  const programmes = campaigns.data?.items;
  const [slug, setSlug] = useState<string | null>(null);
  const [label, setLabel] = useState<string | null>(null);
  const chosen = slug ?? programmes?.[0]?.slug ?? null;
  const funnel = useOpsQuery(
    getReferralFunnel,
    { params: { programme: chosen ?? '' } },
    { enabled: chosen !== null },
  );
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('funnel.title')}
        </Typography.Title>
        <Select
          aria-label={t('funnel.programme')}
          style={{ width: 360 }}
          showSearch
          filterOption={false}
          onSearch={setTyped}
          placeholder={t('funnel.search')}
          loading={campaigns.isFetching}
          value={chosen}
          onChange={(value: string) => {
            setSlug(value);
            const programme = programmes?.find((each) => each.slug === value);
            setLabel(programme ? bilingual(programme.titleZh, programme.titleEn) : value);
            setTyped('');
          }}
          options={[
            // The chosen programme stays named while a search lists others.
            ...(slug !== null && label !== null && !programmes?.some((p) => p.slug === slug)
              ? [{ value: slug, label }]
              : []),
            ...(programmes ?? []).map((programme) => ({
              value: programme.slug,
              label: `${bilingual(programme.titleZh, programme.titleEn)} (${programme.slug})`,
            })),
          ]}
        />
      </Space>
      {campaigns.data && campaigns.data.total > campaigns.data.items.length ? (
        <Typography.Text type="secondary">
          {t('funnel.more', { total: campaigns.data.total, shown: campaigns.data.items.length })}
        </Typography.Text>
      ) : null}
      {chosen === null ? null : (
        <QueryState query={funnel}>
          {(data) => (
            <>
              <Card size="small">
                {STAGES.map((stage) => (
                  <div key={stage} style={{ marginBottom: 12 }}>
                    <Typography.Text strong>
                      {t(`funnel.${stage}`)}: {data[stage]}
                    </Typography.Text>
                    <Progress
                      percent={shareOf(data[stage], data.invited)}
                      aria-label={t(`funnel.${stage}`)}
                    />
                  </div>
                ))}
              </Card>
              <Descriptions bordered size="small" column={2} title={t('funnel.lost')}>
                <Descriptions.Item label={t('funnel.expired')}>{data.expired}</Descriptions.Item>
                <Descriptions.Item label={t('funnel.withheld')}>
                  {t('common.detail', {
                    main: data.withheld,
                    detail: countsText(data.withheldBy, (why) => t(`withheld.${why}`)),
                  })}
                </Descriptions.Item>
                <Descriptions.Item label={t('funnel.refused')} span={2}>
                  {t('common.detail', {
                    main: data.refused,
                    detail: countsText(data.refusedBy, (why) => t(`refused.${why}`)),
                  })}
                </Descriptions.Item>
              </Descriptions>
            </>
          )}
        </QueryState>
      )}
    </Space>
  );
}
