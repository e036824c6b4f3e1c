import type { EpidemicBroadcast } from '@freight/contract/endpoints/index';
import { Link, useSearchParams } from '@/lib/routing/router';
import { TextSections } from '@/components/agreement/agreement-text';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { formatDate } from '@/lib/format/date-time';
import { isRequestError } from '@/lib/request/request-error';
import { ITEM_ID, useBroadcast } from '../api/epidemic';
import { Missing } from '../components/parts';
import { useFeatureI18n } from '../i18n/catalogue';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';

/**
 * `/epidemic/broadcastInfo?id=N`: one broadcast as text. One withdrawn since, or an id that names
 * none, says so and leads back to the list.
 */
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
        {(loaded) => <BroadcastBody broadcast={loaded} />}
      </QueryView>
    </PageFrame>
  );
}

function BroadcastBody({ broadcast }: { broadcast: EpidemicBroadcast }) {
  const { t, locale } = useFeatureI18n();
  return (
    <>
      <article className="fy-card fy-epidemic-article">
        {locale === 'en-US' ? <p className="fy-epidemic-meta">{t('epi.chineseOnly')}</p> : null}
        <p className="fy-epidemic-meta" lang={OPERATOR_TEXT_LANG}>
          {broadcast.summary}
        </p>
        <TextSections
          lang={OPERATOR_TEXT_LANG}
          sections={broadcast.sections}
          className="fy-epidemic-article__section"
        />
      </article>
      <Link className="fy-button" to="/epidemic/broadcastList">
        {t('epi.broadcast.back')}
      </Link>
    </>
  );
}
