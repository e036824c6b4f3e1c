import { Link } from '@/lib/routing/router';
import { downloadPathFor } from '@/lib/identity/session';
import { PageFrame } from '@/components/page/page-frame';
import { useInviteFamily } from '../family';
import { useInviteeI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

/**
 * A page of an invitation opened with a link that cannot invite: malformed or of another family,
 * or (`expired`: the server's words) unknown or expired. Said, with the way to join without it
 * (the invitee's app), so that the page is no dead end.
 */
export function InvalidInvitation({ expired }: { expired?: string }) {
  const { t } = useInviteeI18n();
  const invitee = useInviteFamily().invitee;
  return (
    <PageFrame
      title={t(expired === undefined ? 'share.invalid' : 'share.expired')}
      subtitle={expired ?? t('share.invalid.hint')}
    >
      <section className="fy-card">
        <p>{t('share.invalid.onward')}</p>
        <Link className="fy-button fy-button--primary" to={downloadPathFor(invitee)}>
          {t(invitee === 3 ? 'share.download.driver' : 'share.download')}
        </Link>
      </section>
    </PageFrame>
  );
}
