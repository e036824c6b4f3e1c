// One shipment as the caller may see it, and the steps of its life (GET /api/shipments/detail,
// POST /api/shipments/{take,deliver,confirm,cancel}): each step one request however often tapped.

import type { ShipmentStep } from '@freight/contract/endpoints/index';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
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

export function useShipment(ref: string) {
  const userId = useSession().data?.userId ?? null;
  return useQuery(shipmentQuery(ref, userId));
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
