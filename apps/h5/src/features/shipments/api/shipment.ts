// One shipment as the caller may see it, and the steps of its life (GET /api/shipments/detail,
// POST /api/shipments/{take,deliver,confirm,cancel}): each step one request however often tapped.

import type { PublicShipment, ShipmentStep } from '@freight/contract/endpoints/index';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { earlyReadQuery, linkReadUrl, withEarlyRead } from '@/lib/campaigns/early-read';
import { useI18n } from '@/lib/i18n/i18n';
import { LINK_READS } from '@/lib/routing/route-table';
import { useSession } from '@/lib/identity/session';
import { callEndpoint } from '@/lib/request/endpoint';
import { refreshUnlessNetworkFailure } from '@/lib/request/refresh';
import { shipmentKeys } from './flash-sale';

/** By its link's ref; keyed by who is logged in too: what a shipment shows depends on who asks. */
export function shipmentQuery(ref: string, userId: number | null) {
  return queryOptions({
    queryKey: [...shipmentKeys.shipment(ref), userId],
    queryFn: () => callEndpoint('getShipment', { ref }),
  });
}

/**
 * The shipment of a link as the caller may see it: while the signed read is on its way, the open
 * shipment index.html's script read for anyone (GET /public/shipment/…, docs/decisions/050), which
 * has no state and nothing the caller may do (`'state' in data` tells them apart). `signed` is the
 * signed read alone, for its error.
 */
export function useShipment(ref: string) {
  const userId = useSession().data?.userId ?? null;
  const { locale } = useI18n();
  const signed = useQuery(shipmentQuery(ref, userId));
  const early = useQuery({
    ...earlyReadQuery(
      ['shipment-early-read', ref, locale] as const,
      linkReadUrl(LINK_READS.shipment, ref, locale),
      (data: PublicShipment) => data.ref === ref,
    ),
    enabled: signed.isPending,
  }).data;
  return { signed, shown: withEarlyRead(signed, early) };
}

const STEPS = {
  take: 'takeShipment',
  deliver: 'deliverShipment',
  confirm: 'confirmShipment',
  cancel: 'cancelShipment',
} as const;

/** One step of a shipment's life; `run` ignores taps while one is under way. */
export function useShipmentStep(step: keyof typeof STEPS, shipmentId: number) {
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const mutation = useMutation<ShipmentStep, Error, void>({
    mutationFn: () => callEndpoint(STEPS[step], { shipmentId }),
    onSettled: (_step, error) => {
      busy.current = false;
      void refreshUnlessNetworkFailure(queryClient, error, shipmentKeys.all);
    },
  });
  return {
    ...mutation,
    run: () => {
      if (busy.current) return;
      busy.current = true;
      mutation.mutate();
    },
  };
}
