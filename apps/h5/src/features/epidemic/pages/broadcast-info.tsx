import { useSearchParams } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { formatDate } from '@/lib/format/date-time';
import { isRequestError } from '@/lib/request/request-error';
import { ITEM_ID, useBroadcast } from '../api/epidemic';
import { OperatorArticle } from '../components/operator-article';
import { Missing } from '../components/parts';
import { useFeatureI18n } from '../i18n/catalogue';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';

export default function BroadcastInfoPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return ITEM_ID.test(id) ? <LoadedBroadcast id={Number(id)} /> : <MissingBroadcast />;
}

function MissingBroadcast() {
  const { t } = useFeatureI18n();
  return <Missing back="/epidemic/broadcastList">{t('epi.broadcast.back')}</Missing>;
}

function LoadedBroadcast({ id }: { id: number }) {
  const { t } = useFeatureI18n();
  const broadcast = useBroadcast(id);
  if (isRequestError(broadcast.error) && broadcast.error.status === 404) {
    return <MissingBroadcast />;
  }
  const data = broadcast.data;
  return (
    <PageFrame
      title={data?.title}
      titleLang={OPERATOR_TEXT_LANG}
      subtitle={data ? formatDate(data.publishedAt, 'YYYY-MM-DD HH:mm') : undefined}
    >
      <QueryView query={broadcast} rows={8}>
        {(loaded) => (
          <OperatorArticle
            summary={loaded.summary}
            sections={loaded.sections}
            back={{ to: '/epidemic/broadcastList', label: t('epi.broadcast.back') }}
          />
        )}
      </QueryView>
    </PageFrame>
  );
}
