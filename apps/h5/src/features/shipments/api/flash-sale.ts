// The flash-sale lines, the grab, the shipper's grabs (the hold the server keeps), the quote,
// publishing and changing a shipment, and the place search of the address page (GET/POST
// oms-service /api/flash-sale/*, /api/shipments/*, /api/places/search). Value safe on a phone as
// the other grabs: the grab keeps its request id in the flow's store, so a retry after a lost
// answer (or a reload) gets the same hold back.

import type {
  FlashSaleQuote,
  PublishShipmentRequest,
  ShipmentGoods,
  ShipmentReceipt,
  ShipmentStop,
} from '@freight/contract/endpoints/index';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { refreshUnlessNetworkFailure } from '@/lib/request/refresh';

export const shipmentKeys = {
  all: ['shipments'] as const,
  lines: (filters: LineFilters) => [...shipmentKeys.all, 'lines', filters] as const,
  grabs: () => [...shipmentKeys.all, 'grabs'] as const,
  quote: (lineId: number, stops: readonly ShipmentStop[]) =>
    [...shipmentKeys.all, 'quote', lineId, stops] as const,
  places: (q: string, cityCode: string | undefined) =>
    [...shipmentKeys.all, 'places', q, cityCode ?? ''] as const,
  shipment: (ref: string) => [...shipmentKeys.all, 'shipment', ref] as const,
  mine: () => [...shipmentKeys.all, 'mine'] as const,
};

export interface LineFilters {
  start?: string;
  end?: string;
  /** Comma-separated body types. */
  vehicleTypes?: string;
}

export function flashSaleLinesQuery(filters: LineFilters = {}) {
  return queryOptions({
    queryKey: shipmentKeys.lines(filters),
    queryFn: () => callEndpoint('listFlashSaleLines', filters),
  });
}

export function useFlashSaleLines(filters: LineFilters = {}) {
  return useQuery(flashSaleLinesQuery(filters));
}

/**
 * The lines the logged-in shipper grabbed on, each with the hold the server keeps for them (GET
 * /api/flash-sale/my-grabs): the tab that grabbed is not the only one that may go on publishing.
 * Only for a shipper (`enabled`); anyone else has none.
 */
export function useMyFlashSaleGrabs(enabled: boolean) {
  return useQuery({
    queryKey: shipmentKeys.grabs(),
    queryFn: () => callEndpoint('listMyFlashSaleGrabs', {}),
    enabled,
  });
}

/** Holds one truck of a line (POST /api/flash-sale/grab) under the flow's request id. */
export function useGrabLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: { lineId: number; requestId: string }) =>
      callEndpoint('grabFlashSaleLine', fields),
    // Also after a lost answer: the hold it may have made shows (the retry repeats it).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...shipmentKeys.all, 'lines'] }),
        queryClient.invalidateQueries({ queryKey: shipmentKeys.grabs() }),
      ]),
  });
}

/** The line's price for these stops, with how it was made; asked again when the stops change. */
export function useQuote(lineId: number | null, stops: readonly ShipmentStop[] | null) {
  return useQuery({
    queryKey: shipmentKeys.quote(lineId ?? 0, stops ?? []),
    queryFn: (): Promise<FlashSaleQuote> =>
      callEndpoint('quoteFlashSale', { lineId: lineId ?? 0, stops: [...(stops ?? [])] }),
    enabled: lineId !== null && stops !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePublishShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: PublishShipmentRequest) => callEndpoint('publishShipment', fields),
    onSettled: (_answer, error) =>
      refreshUnlessNetworkFailure(queryClient, error, shipmentKeys.all),
  });
}

export function useUpdateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: { shipmentId: number; goods: ShipmentGoods; receipt: ShipmentReceipt }) =>
      callEndpoint('updateShipment', fields),
    onSettled: (_answer, error) =>
      refreshUnlessNetworkFailure(queryClient, error, shipmentKeys.all),
  });
}

/** Places for the address page, as the shipper types (GET /api/places/search). */
export function usePlaceSearch(q: string, cityCode: string | undefined) {
  const query = q.trim();
  return useQuery({
    queryKey: shipmentKeys.places(query, cityCode),
    queryFn: () =>
      callEndpoint('searchPlaces', cityCode === undefined ? { q: query } : { q: query, cityCode }),
    enabled: query.length > 0,
    // The last words' hits stay while the next load, but only within the same city: hits of
    // "anywhere" must not stand, tappable, under a search narrowed to the line's city.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.at(-1) === (cityCode ?? '') ? keepPreviousData(previous) : undefined,
    staleTime: 10 * 60_000,
  });
}
