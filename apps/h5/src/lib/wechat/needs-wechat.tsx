import type { ReactNode } from 'react';
import { type MessageKey, useI18n } from '@/lib/i18n/i18n';
import { browserGuardEnv, startAuthorization } from './open-id-guard';
import { type OpenIdStatus, useOpenId } from './open-id';
import '@/components/button-link.css';
import './needs-wechat.css';

// Wraps the part of a page that needs the visitor's official-account openid (a draw, a vote, an
// invitation): the part itself once the openid is known; otherwise a notice saying why not and,
// inside WeChat, a way to try again. Outside WeChat: "open this page in WeChat to take part".

const MESSAGES: Record<Exclude<OpenIdStatus['kind'], 'available'>, MessageKey> = {
  'outside-wechat': 'wechat.needs.outside',
  pending: 'wechat.needs.pending',
  failed: 'wechat.needs.failed.unavailable',
};

const FAILURES: Record<Extract<OpenIdStatus, { kind: 'failed' }>['reason'], MessageKey> = {
  expired: 'wechat.needs.failed.expired',
  rejected: 'wechat.needs.failed.rejected',
  unavailable: 'wechat.needs.failed.unavailable',
  'too-many-attempts': 'wechat.needs.failed.tooMany',
};

export interface NeedsWechatProps {
  /** Rendered with the openid once it is known. */
  children: (openid: string) => ReactNode;
  /** Starts the trip to the authorize page again (tests pass their own). */
  onRetry?: () => void;
}

export function NeedsWechat({ children, onRetry }: NeedsWechatProps) {
  const { t } = useI18n();
  const status = useOpenId();
  if (status.kind === 'available') return <>{children(status.openid)}</>;
  const message = status.kind === 'failed' ? FAILURES[status.reason] : MESSAGES[status.kind];
  const retry = onRetry ?? (() => startAuthorization(browserGuardEnv()));
  return (
    <section
      className="fy-needs-wechat"
      role={status.kind === 'failed' ? 'alert' : 'status'}
      aria-live="polite"
    >
      <h2 className="fy-needs-wechat__title">
        {t(status.kind === 'outside-wechat' ? 'wechat.needs.title' : 'wechat.needs.authTitle')}
      </h2>
      <p className="fy-needs-wechat__text">{t(message)}</p>
      {status.kind === 'failed' && (
        <button type="button" className="fy-button fy-button--primary" onClick={retry}>
          {t('wechat.needs.retry')}
        </button>
      )}
    </section>
  );
}
