import type { ComponentType } from 'react';
import { Link, useSearchParams } from '@/lib/routing/router';
import { downloadPathFor } from '@/lib/identity/session';
import { PageFrame } from '@/components/page/page-frame';
import { expiredLink, useInviter } from '../api/inviter';
import { type InviteFamily, useInviteFamily, validInvitation } from '../family';
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

/** What a page of an invitation is given: its link's token and family, once the link can invite. */
export interface InvitationPageProps {
  token: string;
  family: InviteFamily;
}

/**
 * A page of an invitation (the share, login, choice and sign-up pages), shown for a link that can
 * invite: a malformed link or one of another family is said in its place at once, and an unknown
 * or expired one as soon as the server says so (the page's own ask for the inviter is this one).
 */
export function ForInvitation({ page }: { page: ComponentType<InvitationPageProps> }) {
  const family = useInviteFamily();
  const [search] = useSearchParams();
  const token = validInvitation(search, family);
  if (token === null) return <InvalidInvitation />;
  return <LiveInvitation token={token} family={family} page={page} />;
}

function LiveInvitation({
  token,
  family,
  page: Page,
}: InvitationPageProps & { page: ComponentType<InvitationPageProps> }) {
  const expired = expiredLink(useInviter(token, family.inviteType));
  if (expired !== null) return <InvalidInvitation expired={expired} />;
  return <Page token={token} family={family} />;
}
