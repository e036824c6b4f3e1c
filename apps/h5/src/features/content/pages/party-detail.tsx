import type { PartyPost } from '@freight/contract/endpoints/index';
import { Link, useSearchParams } from '@/lib/routing/router';
import { TextSections } from '@/components/agreement/agreement-text';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { formatDate } from '@/lib/format/date-time';
import { isRequestError } from '@/lib/request/request-error';
import { POST_ID, usePartyPost } from '../api/party';
import { MissingPost } from '../components/party-parts';
import { usePartyI18n } from '../i18n/catalogue';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';
import '@/components/button-link.css';
import '../components/content.css';

/** The post is shown as its author wrote it, as text, never HTML. */
export default function PartyDetailPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return POST_ID.test(id) ? <LoadedPost id={Number(id)} /> : <MissingPost />;
}

function LoadedPost({ id }: { id: number }) {
  const { t } = usePartyI18n();
  const post = usePartyPost(id);
  if (isRequestError(post.error) && post.error.status === 404) return <MissingPost />;
  const data = post.data;
  return (
    <PageFrame
      title={data?.title}
      titleLang={OPERATOR_TEXT_LANG}
      subtitle={
        data ? (
          <>
            {t(`party.author.${data.author.userType}`, { mobile: data.author.mobileMasked })} ·{' '}
            {formatDate(data.publishedAt ?? data.createdAt, 'YYYY-MM-DD')}
          </>
        ) : undefined
      }
    >
      <QueryView query={post} rows={6}>
        {(loaded) => <Post post={loaded} />}
      </QueryView>
    </PageFrame>
  );
}

function Post({ post }: { post: PartyPost }) {
  const { t } = usePartyI18n();
  const view = async (index: number) => {
    const { showImagePreview } = await import('@/components/image-preview/image-preview');
    showImagePreview(post.photoUrls, index);
  };
  return (
    <>
      {post.state === 'pending' ? (
        <p className="fy-card" role="status">
          {t('party.pendingNote')}
        </p>
      ) : null}
      {post.state === 'rejected' ? (
        <section className="fy-card" role="status">
          <p>{t('party.rejectedNote', { reason: post.rejectReason ?? '' })}</p>
          <Link className="fy-button" to="/operate/partyBuilding/add">
            {t('party.again')}
          </Link>
        </section>
      ) : null}
      <article className="fy-card fy-article">
        <TextSections
          lang={OPERATOR_TEXT_LANG}
          sections={[{ heading: '', paragraphs: post.paragraphs }]}
          className="fy-article__section"
        />
        {post.photoUrls.length > 0 ? (
          <ul className="fy-party__photos" aria-label={t('party.photos')}>
            {post.photoUrls.map((url, index) => (
              <li key={url}>
                <button type="button" className="fy-party__photo" onClick={() => void view(index)}>
                  <LazyImage
                    src={url}
                    alt={t('party.photo', { n: index + 1 })}
                    width="100%"
                    height="12rem"
                  />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      <Link className="fy-button" to="/operate/partyBuilding">
        {t('party.backToList')}
      </Link>
    </>
  );
}
