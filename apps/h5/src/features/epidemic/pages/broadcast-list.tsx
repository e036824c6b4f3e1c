import { Link } from '@/lib/routing/router';
import { ChineseOnlyNote } from '@/components/chinese-only/chinese-only-note';
import { PageFrame } from '@/components/page/page-frame';
import { PagedList } from '@/components/query-view/paged-list';
import { formatDate } from '@/lib/format/date-time';
import { useBroadcasts } from '../api/epidemic';
import { useFeatureI18n } from '../i18n/catalogue';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';
import '../components/epidemic.css';

export default function BroadcastListPage() {
  const { t } = useFeatureI18n();
  const list = useBroadcasts();
  return (
    <PageFrame subtitle={t('epi.broadcast.subtitle')}>
      <PagedList
        query={list}
        itemsOf={(page) => page.broadcasts}
        rows={5}
        emptyText={t('epi.broadcast.empty')}
        moreLabel={t('epi.more')}
      >
        {(broadcasts, more) => (
          <>
            <ChineseOnlyNote>{t('epi.chineseOnly.list')}</ChineseOnlyNote>
            <ul className="fy-epidemic-list">
              {broadcasts.map((broadcast) => (
                <li key={broadcast.id}>
                  <Link className="fy-choice" to={`/epidemic/broadcastInfo?id=${broadcast.id}`}>
                    <strong lang={OPERATOR_TEXT_LANG}>{broadcast.title}</strong>
                    <span lang={OPERATOR_TEXT_LANG}>{broadcast.summary}</span>
                    <small>{formatDate(broadcast.publishedAt, 'YYYY-MM-DD HH:mm')}</small>
                  </Link>
                </li>
              ))}
            </ul>
            {more}
          </>
        )}
      </PagedList>
    </PageFrame>
  );
}
