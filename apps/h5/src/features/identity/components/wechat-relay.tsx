import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@/lib/routing/router';
import { withChannelParams } from '@/lib/cookies/channel';
import { useFeatureI18n, type FeatureKey } from '../i18n/catalogue';
import { useSession } from '@/lib/identity/session';
import { allowedUrl } from '@/lib/links/safe-url';
import { safeInternalPath } from '@/lib/routing/safe-redirect';
import { type OpenIdFailure, retryOpenIdTrip } from '@/lib/wechat/open-id';
import { useOpenIdTrip } from '@/lib/wechat/use-open-id-trip';
import '@/components/button-link.css';
import { PageFrame } from '@/components/page/page-frame';

const FAILURE_TEXT: Record<OpenIdFailure, FeatureKey> = {
  expired: 'wechat.needs.failed.expired',
  rejected: 'wechat.needs.failed.rejected',
  unavailable: 'wechat.needs.failed.unavailable',
  'too-many-attempts': 'wechat.needs.failed.tooMany',
};

/** Where a relay may send the visitor: an in-app path, or an http(s) URL on the allow-list. */
export type RelayTarget = { kind: 'app'; path: string } | { kind: 'web'; url: string };

export function relayTarget(raw: string | null, fallback: string | null): RelayTarget | null {
  const path = safeInternalPath(raw ?? fallback);
  if (path) return { kind: 'app', path };
  const url = raw ? allowedUrl(raw) : null;
  return url ? { kind: 'web', url: url.href } : null;
}

export interface WechatRelayProps {
  /** Also make sure the visitor is logged in before continuing (jimu-wxauth). */
  login: boolean;
  /** Where to go when the link names no `target`. */
  fallback?: string;
}

/**
 * A relay page: in WeChat, get the visitor's official-account openid silently (the OAuth trip of
 * lib/wechat), log in when asked, then continue to `?target=` (allow-listed) with the channel ids.
 * Outside WeChat there is nothing to authorise and it continues at once.
 */
export function WechatRelay({ login, fallback }: WechatRelayProps) {
  const { t } = useFeatureI18n();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const raw = search.get('target');
  const target = useMemo(() => relayTarget(raw, fallback ?? null), [raw, fallback]);
  // In WeChat without an openid yet: the silent authorisation, once per visit.
  const openId = useOpenIdTrip(target !== null);
  const ready = openId.kind === 'available' || openId.kind === 'outside-wechat';
  // Asked once the trip has settled: asked before, it is cut off as the page leaves for WeChat
  // (a console error) and asked again on the way back.
  const session = useSession({ enabled: login && ready });
  // Each visit goes on once, a visit while the relay is still shown too (use-open-id-trip.ts).
  const visit = useLocation();

  const needsLogin = login && ready && session.data === null;
  useEffect(() => {
    if (!target || !ready || session.isPending) return;
    if (needsLogin) {
      // Log in, then come back here (with the target) to continue.
      const back = window.location.hash.slice(1);
      void navigate(`/c2c/choose?redirect=${encodeURIComponent(back)}`, { replace: true });
      return;
    }
    if (login && !session.data) return;
    if (target.kind === 'app') void navigate(withChannelParams(target.path), { replace: true });
    else window.location.replace(withChannelParams(target.url));
  }, [target, ready, needsLogin, login, session.data, session.isPending, navigate, visit]);

  if (!target) {
    return (
      <PageFrame title={t('relay.invalid.title')} subtitle={t('relay.invalid.description')}>
        <Link className="fy-button fy-button--primary" to="/">
          {t('common.backHome')}
        </Link>
      </PageFrame>
    );
  }
  if (openId.kind === 'failed') {
    return (
      <PageFrame title={t('relay.failed.title')} subtitle={t(FAILURE_TEXT[openId.reason])}>
        <button
          type="button"
          className="fy-button fy-button--primary"
          onClick={() => void retryOpenIdTrip(window.location.href)}
        >
          {t('common.retry')}
        </button>
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={t('relay.going.title')}
      subtitle={<span role="status">{t('relay.going.description')}</span>}
    />
  );
}
