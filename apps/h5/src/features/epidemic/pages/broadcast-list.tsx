import { Link } from '@/lib/routing/router';
import { ChineseOnlyNote } from '@/components/chinese-only/chinese-only-note';
import { PageFrame } from '@/components/page/page-frame';
import { MoreButton } from '@/components/query-view/more-button';
import { QueryView } from '@/components/query-view/query-view';
import { formatDate } from '@/lib/format/date-time';
import { useBroadcasts } from '../api/epidemic';
import { useFeatureI18n } from '../i18n/catalogue';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';
import '../components/epidemic.css';

/** `/epidemic/broadcastList`: the platform's broadcasts to people on the road, newest first. */
export default function BroadcastListPage() {
  const { t } = useFeatureI18n();
  const list = useBroadcasts();
  return (
    <PageFrame subtitle={t('epi.broadcast.subtitle')}>
      <QueryView
        query={list}
        rows={5}
        isEmpty={(data) => data.pages.every((page) => page.broadcasts.length === 0)}
        emptyText={t('epi.broadcast.empty')}
      >
        {(data) => (
          <>
            <ChineseOnlyNote>{t('epi.chineseOnly.list')}</ChineseOnlyNote>
            <ul className="fy-epidemic-list">
              {data.pages
                .flatMap((page) => page.broadcasts)
                .map((broadcast) => (
                  <li key={broadcast.id}>
                    <Link className="fy-choice" to={`/epidemic/broadcastInfo?id=${broadcast.id}`}>
                      <strong lang={OPERATOR_TEXT_LANG}>{broadcast.title}</strong>
                      <span lang={OPERATOR_TEXT_LANG}>{broadcast.summary}</span>
                      <small>{formatDate(broadcast.publishedAt, 'YYYY-MM-DD HH:mm')}</small>
                    </Link>
                  </li>
                ))}
            </ul>
            <MoreButton query={list} label={t('epi.more')} />
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
