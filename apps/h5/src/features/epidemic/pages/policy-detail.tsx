import { useSearchParams } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { formatDate } from '@/lib/format/date-time';
import { isRequestError } from '@/lib/request/request-error';
import { ITEM_ID, useTravelPolicy } from '../api/epidemic';
import { OperatorArticle } from '../components/operator-article';
import { Missing } from '../components/parts';
import { useFeatureI18n } from '../i18n/catalogue';
import { usePlaceName } from '@/lib/regions/use-place-name';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';

/** The policy is the operators' headings and paragraphs as text, never HTML. */
export default function PolicyDetailPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return ITEM_ID.test(id) ? <LoadedPolicy id={Number(id)} /> : <MissingPolicy />;
}

function MissingPolicy() {
  const { t } = useFeatureI18n();
  return <Missing back="/epidemic/policy">{t('epi.policy.back')}</Missing>;
}

function LoadedPolicy({ id }: { id: number }) {
  const { t } = useFeatureI18n();
  const policy = useTravelPolicy(id);
  const placeName = usePlaceName();
  if (isRequestError(policy.error) && policy.error.status === 404) return <MissingPolicy />;
  const data = policy.data;
  // The province, and the city of a city's policy, in the page's language.
  const place = data
    ? [
        placeName(data.provinceCode, data.provinceName),
        data.cityCode && data.cityName ? placeName(data.cityCode, data.cityName) : '',
      ]
        .filter(Boolean)
        .join(' ')
    : '';
  return (
    <PageFrame
      title={data?.title}
      titleLang={OPERATOR_TEXT_LANG}
      subtitle={
        data
          ? `${place} · ${t('epi.updated', { date: formatDate(data.updatedAt, 'YYYY-MM-DD') })}`
          : undefined
      }
    >
      <QueryView query={policy} rows={8}>
        {(loaded) => (
          <OperatorArticle
            summary={loaded.summary}
            sections={loaded.sections}
            back={{ to: '/epidemic/policy', label: t('epi.policy.back') }}
          />
        )}
      </QueryView>
    </PageFrame>
  );
}
