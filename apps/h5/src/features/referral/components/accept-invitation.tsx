import { Link, useNavigate } from '@/lib/routing/router';
import { FormError } from '@/components/form/form-error';
import { useSingleFlight } from '@/lib/actions/single-flight';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useMyInvitation } from '../api/my-invitation';
import type { InviteFamily } from '../family';
import { useInviteeI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '@/components/form/form.css';

/**
 * "Accept" for the logged-in invitee (one request however often it is tapped), with a refusal said
 * in place. Families with a success page go there (it reads the invitation from the server, so a
 * reload or a later visit shows it too); the others say it here, with the next step. An invitee who
 * has accepted an invitation of this share type already (this link or another's) is told so, with
 * the next step, and offered no "accept" again (docs/decisions/016).
 */
export function AcceptInvitation({
  token,
  family,
  event,
}: {
  token: string;
  family: InviteFamily;
  /** What qualifies the invitation, in words; null while the programme is unknown. */
  event: string | null;
}) {
  const { t } = useInviteeI18n();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const accepted = useMyInvitation(family.inviteType);
  const { next } = family;
  // A double tap is one request.
  const send = useSingleFlight(async () => {
    const accepted = await accept.mutateAsync({ token }).catch(() => null);
    if (accepted && family.successPath) {
      void navigate(`../${family.successPath}`, { relative: 'path', replace: true });
    }
  });
  if (accept.isSuccess && !family.successPath) {
    return (
      <section className="fy-card" role="status">
        <h2>{t('share.accepted')}</h2>
        {event ? <p>{t('share.accepted.next', { event })}</p> : null}
        <Link className="fy-button fy-button--primary" to={next.to}>
          {t(next.label)}
        </Link>
      </section>
    );
  }
  // Asked before the button shows, so an invitee who accepted never sees "accept" flash.
  if (accepted.isPending) return null;
  if (accepted.data && !accept.isPending && !accept.isSuccess) {
    return (
      <section className="fy-card" role="status">
        <h2>{t('share.accepted')}</h2>
        <p>{t('share.accepted.from', { inviter: accepted.data.inviterMobileMasked })}</p>
        {event ? <p>{t('share.accepted.next', { event })}</p> : null}
        <Link className="fy-button fy-button--primary" to={next.to}>
          {t(next.label)}
        </Link>
      </section>
    );
  }
  return (
    <section className="fy-card">
      <button
        type="button"
        className="fy-button fy-button--primary"
        // Still disabled once accepted, while the success page opens.
        disabled={send.busy || accept.isSuccess}
        aria-busy={send.busy}
        onClick={() => send.run()}
      >
        {send.busy ? t('share.accepting') : t('share.accept')}
      </button>
      <FormError text={accept.isError ? accept.error.message : null} />
    </section>
  );
}
