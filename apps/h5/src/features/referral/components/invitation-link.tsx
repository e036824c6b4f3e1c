import { INVITE_TOKEN_PATTERN } from '@freight/contract/endpoints/referral-values';
import { PageFrame } from '@/components/page/page-frame';
import type { InviteFamily } from '../family';
import { useInviteeI18n } from '../i18n/catalogue';

/** The link's token when it is well formed and of the page's family; null otherwise. */
export function validInvitation(search: URLSearchParams, family: InviteFamily): string | null {
  const token = search.get('token') ?? '';
  return INVITE_TOKEN_PATTERN.test(token) && search.get('type') === String(family.inviteType)
    ? token
    : null;
}

/** A share or login page opened with a malformed link, or one of another family. */
export function InvalidInvitation() {
  const { t } = useInviteeI18n();
  return <PageFrame title={t('share.invalid')} subtitle={t('share.invalid.hint')} />;
}
