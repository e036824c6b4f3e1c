import { PageFrame } from '@/components/page/page-frame';
import { useInviteeI18n } from '../i18n/catalogue';

/** A share or login page opened with a malformed link, or one of another family. */
export function InvalidInvitation() {
  const { t } = useInviteeI18n();
  return <PageFrame title={t('share.invalid')} subtitle={t('share.invalid.hint')} />;
}
