import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/routing/router';
import { type OpenIdStatus, startOpenIdTrip, useOpenId } from './open-id';
import { tripSettled } from './trip-state';

/**
 * The openid as a relay page needs it (the WeChat relays): while `active` and no openid is known
 * yet, starts (or finishes, back from WeChat with a code) the silent authorisation once per
 * visit. A visit is a navigation, not a mount: a relay opened again while still shown (before the
 * page it went on to had loaded) is a new visit with its own trip. Pages add `useLocation()` to
 * the effect that goes on, for the same reason. A visit that starts no trip (`active` false, or
 * the openid known) settles the one its route's guard marked as deciding (`relayGuard`).
 */
export function useOpenIdTrip(active: boolean): OpenIdStatus {
  const openId = useOpenId();
  const visit = useLocation();
  const started = useRef<object | null>(null);
  useEffect(() => {
    if (!active || openId.kind !== 'pending') {
      tripSettled();
      return;
    }
    if (started.current === visit) return;
    started.current = visit;
    void startOpenIdTrip();
  }, [active, openId.kind, visit]);
  return openId;
}
