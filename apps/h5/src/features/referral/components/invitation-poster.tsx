import type { CampaignRules } from '@freight/contract/endpoints/index';
import { rewardText } from '@/components/rules-page/reward-text';
import { SharePoster } from '@/components/share-poster/share-poster';
import { useInviteI18n } from '../i18n/catalogue';

/** The programme's poster with the QR code of `url`, and what the friend gets under it. */
export function InvitationPoster({ url, rules }: { url: string; rules: CampaignRules }) {
  const { t } = useInviteI18n();
  const invitee = rules.referral?.inviteeReward;
  return (
    <SharePoster
      inviteUrl={url}
      title={rules.title}
      caption={
        invitee
          ? t('index.poster.caption', { reward: rewardText(invitee, t) })
          : t('index.poster.join')
      }
      fileName="invitation.png"
    />
  );
}
