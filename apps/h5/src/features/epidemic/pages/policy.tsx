import { Link } from '@/lib/routing/router';
import { ChineseOnlyNote } from '@/components/chinese-only/chinese-only-note';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { formatDate } from '@/lib/format/date-time';
import { useTravelPolicies } from '../api/epidemic';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';
import { isMunicipality, ProvinceBar, useProvince } from '../components/province';
import { useFeatureI18n } from '../i18n/catalogue';
import '../components/epidemic.css';

/** Kept mounted while a policy is open, so that coming back finds the list and its place. */
export default function PolicyPage() {
  const { t } = useFeatureI18n();
  const province = useProvince();
  return (
    <PageFrame subtitle={t('epi.policy.subtitle')}>
      <ProvinceBar province={province} from="policy" />
      {province ? (
        <Policies province={province.code} />
      ) : (
        <p className="fy-card" role="status">
          {t('epi.noProvince')}
        </p>
      )}
    </PageFrame>
  );
}

function Policies({ province }: { province: string }) {
  const { t } = useFeatureI18n();
  const policies = useTravelPolicies(province);
  return (
    <QueryView
      query={policies}
      rows={4}
      isEmpty={(data) => data.policies.length === 0}
      emptyText={t('epi.policy.empty')}
    >
      {(data) => (
        <>
          <ChineseOnlyNote>{t('epi.chineseOnly.list')}</ChineseOnlyNote>
          <ul className="fy-epidemic-list">
            {data.policies.map((policy) => (
              <li key={policy.id}>
                <Link className="fy-choice" to={`/epidemic/detail?id=${policy.id}`}>
                  <strong lang={OPERATOR_TEXT_LANG}>{policy.title}</strong>
                  <span lang={OPERATOR_TEXT_LANG}>{policy.summary}</span>
                  <small>
                    {policy.cityName ??
                      t(
                        isMunicipality(province)
                          ? 'epi.policy.wholeCity'
                          : 'epi.policy.wholeProvince',
                      )}{' '}
                    · {t('epi.updated', { date: formatDate(policy.updatedAt, 'YYYY-MM-DD') })}
                  </small>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryView>
  );
}
