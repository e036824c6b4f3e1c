import type { CampaignRules } from '@freight/contract/endpoints/index';
import { rewardText } from '@/components/rules-page/reward-text';
import { SharePoster } from '@/components/share-poster/share-poster';
import type { SessionUser } from '@/lib/identity/session';
import { useInviteI18n } from '../i18n/catalogue';

/**
 * The programme's poster with the QR code of `url`: the inviter as the server gives them to
 * strangers (the masked name the token carries, the session's masked mobile), and what the friend
 * gets with the condition the server pays it on (the programme's qualifying event, within its
 * days), from the programme's terms.
 */
export function InvitationPoster({
  url,
  rules,
  inviter,
  inviterName,
}: {
  url: string;
  rules: CampaignRules;
  inviter: SessionUser;
  /** `张**`, or null while the account has no name (getMyInviteToken's `inviterNameMasked`). */
  inviterName: string | null;
}) {
  const { t } = useInviteI18n();
  const terms = rules.referral;
  const invitee = terms?.inviteeReward;
  return (
    <SharePoster
      inviteUrl={url}
      title={rules.title}
      caption={t('index.poster.join')}
      reward={
        terms && invitee
          ? {
              reward: rewardText(invitee, t),
              event: t(`rules.referral.event.${terms.qualifyEvent}`),
              days: terms.expiryDays,
            }
          : null
      }
      inviterName={inviterName}
      inviterMobile={inviter.mobileMasked}
      fileName="invitation.png"
    />
  );
}
