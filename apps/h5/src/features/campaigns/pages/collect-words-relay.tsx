import { CAMPAIGN_SLUG_PATTERN } from '@freight/contract/endpoints/campaign-values';
import { useEffect } from 'react';
import { PageFrame } from '@/components/page/page-frame';
import { type MessageKey, useI18n } from '@/lib/i18n/i18n';
import { type OpenIdFailure, retryOpenIdTrip, routeRequestUrl } from '@/lib/wechat/open-id';
import { useOpenIdTrip } from '@/lib/wechat/use-open-id-trip';
import { Link, useLocation, useNavigate, useSearchParams } from '@/lib/routing/router';
import { useGamesI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

const FAILURES: Record<OpenIdFailure, MessageKey> = {
  expired: 'wechat.needs.failed.expired',
  rejected: 'wechat.needs.failed.rejected',
  unavailable: 'wechat.needs.failed.unavailable',
  'too-many-attempts': 'wechat.needs.failed.tooMany',
};

/**
 * ADR 030. The trip is the `needOasOpenId` guard's (lib/wechat/open-id-guard.ts), as for the
 * identity feature's relays (`/c2c/wxauth`, `/jimu-wxauth`). A failed trip may be skipped: the game
 * needs a login, not the openid.
 */
export default function CollectWordsRelayPage() {
  const { t } = useGamesI18n();
  const shell = useI18n();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const slug = search.get('slug') ?? '';
  const valid = CAMPAIGN_SLUG_PATTERN.test(slug);
  const index = `/collectword/index?slug=${slug}`;
  // In WeChat without an openid yet: the silent authorisation, once per visit.
  const openId = useOpenIdTrip(valid);
  // Each visit goes on once, a visit while the relay is still shown too (use-open-id-trip.ts).
  const visit = useLocation();

  useEffect(() => {
    if (valid && (openId.kind === 'available' || openId.kind === 'outside-wechat')) {
      void navigate(index, { replace: true });
    }
  }, [valid, openId.kind, index, navigate, visit]);

  if (!valid) return <PageFrame subtitle={t('words.badLink')} />;
  if (openId.kind === 'failed') {
    return (
      <PageFrame
        title={shell.t('wechat.needs.authTitle')}
        subtitle={<span role="alert">{shell.t(FAILURES[openId.reason])}</span>}
      >
        <button
          type="button"
          className="fy-button fy-button--primary"
          onClick={() => void retryOpenIdTrip(routeRequestUrl())}
        >
          {shell.t('wechat.needs.retry')}
        </button>
        <Link className="fy-button" to={index} replace>
          {t('words.continue')}
        </Link>
      </PageFrame>
    );
  }
  return <PageFrame subtitle={<span role="status">{t('words.relay')}</span>} />;
}
