import type { PartyPostSummary } from '@freight/contract/endpoints/index';
import { Link } from '@/lib/routing/router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { formatDate } from '@/lib/format/date-time';
import { useSession } from '@/lib/identity/session';
import { useMyPartyPosts, usePartyList } from '../api/party';
import { postPath, StateText } from '../components/party-parts';
import { usePartyI18n } from '../i18n/catalogue';
import { markWords } from '@/components/marked-words/marked-words';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';
import '@/components/button-link.css';
import '../components/content.css';

/**
 * The way to write a post is in the hero, not a sticky action bar: one would cover the list's
 * cards.
 */
export default function PartyListPage() {
  const { t } = usePartyI18n();
  const user = useSession().data;
  return (
    <PageFrame
      subtitle={t('party.subtitle')}
      hero={
        <Link className="fy-button fy-page__hero-action" to="/operate/partyBuilding/add">
          {t('party.new')}
        </Link>
      }
    >
      {user ? <MyPosts userId={user.userId} /> : null}
      <Posts />
    </PageFrame>
  );
}

function MyPosts({ userId }: { userId: number }) {
  const { t } = usePartyI18n();
  const mine = useMyPartyPosts(userId);
  const posts = mine.data?.posts ?? [];
  if (posts.length === 0) return null;
  return (
    <section className="fy-card">
      <h2>{t('party.mine')}</h2>
      <ul className="fy-party__mine">
        {posts.map((post) => (
          <li key={post.id}>
            <Link to={postPath(post.id)} lang={OPERATOR_TEXT_LANG}>
              {post.title}
            </Link>{' '}
            <StateText state={post.state} />
            {post.state === 'rejected' && post.rejectReason ? (
              <p className="fy-field__hint">
                {markWords(
                  t('party.rejected', { reason: post.rejectReason }),
                  [post.rejectReason],
                  OPERATOR_TEXT_LANG,
                )}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Posts() {
  const { t } = usePartyI18n();
  const list = usePartyList();
  return (
    <QueryView
      query={list}
      rows={6}
      isEmpty={(data) => data.pages.every((page) => page.posts.length === 0)}
      emptyText={t('party.empty')}
    >
      {(data) => (
        <>
          <ul className="fy-choices fy-knowledge-list">
            {data.pages
              .flatMap((page) => page.posts)
              .map((post) => (
                <PostItem key={post.id} post={post} />
              ))}
          </ul>
          {list.hasNextPage ? (
            <button
              type="button"
              className="fy-button"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t(list.isFetchingNextPage ? 'party.loadingMore' : 'party.more')}
            </button>
          ) : (
            <p className="fy-party__end">{t('party.end')}</p>
          )}
        </>
      )}
    </QueryView>
  );
}

function PostItem({ post }: { post: PartyPostSummary }) {
  const { t } = usePartyI18n();
  return (
    <li>
      <Link className="fy-choice fy-party__item" to={postPath(post.id)}>
        {post.coverUrl ? (
          <LazyImage
            src={post.coverUrl}
            alt=""
            width="100%"
            height="10rem"
            className="fy-party__cover"
          />
        ) : null}
        <strong lang={OPERATOR_TEXT_LANG}>{post.title}</strong>
        <span lang={OPERATOR_TEXT_LANG}>{post.excerpt}</span>
        <small>
          {t(`party.author.${post.author.userType}`, { mobile: post.author.mobileMasked })} ·{' '}
          {formatDate(post.publishedAt, 'YYYY-MM-DD')}
        </small>
      </Link>
    </li>
  );
}
