// The publishing flow's drafts, typed over the flash-sale store's records (store/flash-sale-store.ts,
// SPEC §3): what was held (lockStockInfo), the truck (carInfo), the stops, the goods as typed
// (goodsEditJson, with the shipment's id when an edit re-opens the flow) and the consignee
// (receiptJson). Everything but the token survives a reload; the grab's request id is kept, so
// a reload asks for the same hold again and gets its token back. The hold itself is the server's:
// a tab without it learns it from the shipper's grabs (resumeFlow).

import type {
  FlashSaleLine,
  MyFlashSaleGrab,
  ShipmentGoods,
  ShipmentReceipt,
  ShipmentStop,
} from '@freight/contract/endpoints/index';
import { MAX_STOPS, MIN_STOPS, type Packaging } from '@freight/contract/endpoints/shipment-values';
import { decimalAsTyped } from '@/components/form/normalize';
import { useI18n } from '@/lib/i18n/i18n';
import { useRegionName } from '@/lib/regions/use-place-name';
import { type FlashSaleRecord, useFlashSaleStore } from './store/flash-sale-store';

/** What a grab holds: the line as it was shown, the grab's request id and the hold's end. */
export interface HeldLine {
  line: FlashSaleLine;
  requestId: string;
  expiresAt: string;
}

export interface StopDraft {
  kind?: ShipmentStop['kind'];
  regionCode?: string;
  regionName?: string;
  placeName?: string;
  /** A hub's English name, for an English reader (the request carries the Chinese name). */
  placeNameEn?: string;
  address?: string;
}

export interface GoodsDraft {
  /** Set when an edit of a published shipment re-opened the flow. */
  shipmentId?: number;
  name: string;
  /** As typed, in tonnes. */
  weightT: string;
  /** As typed, in cubic metres. */
  volumeM3: string;
  packaging: Packaging | '';
  remarks: string;
}

export const EMPTY_GOODS: GoodsDraft = {
  name: '',
  weightT: '',
  volumeM3: '',
  packaging: '',
  remarks: '',
};

const asRecord = (value: object) => value as unknown as FlashSaleRecord;

export function heldLine(): HeldLine | null {
  return useFlashSaleStore.getState().lockStockInfo as unknown as HeldLine | null;
}

export function useHeldLine(): HeldLine | null {
  return useFlashSaleStore((state) => state.lockStockInfo) as unknown as HeldLine | null;
}

/** The hold the server keeps for the shipper on this grab's line, or null. */
export function heldLineOf(grab: MyFlashSaleGrab): HeldLine | null {
  return grab.hold ? { line: grab.line, ...grab.hold } : null;
}

/** The server's holds, soonest to lapse first (as it answers them). */
export function heldLinesOf(grabs: readonly MyFlashSaleGrab[]): HeldLine[] {
  return grabs.map(heldLineOf).filter((held) => held !== null);
}

/**
 * Goes on with a hold the server told of: what this tab typed for it stays; another hold (grabbed
 * in another tab, web view or before the app restarted) starts afresh, without a token, which
 * publishing asks for again by the grab's request id.
 */
export function resumeFlow(held: HeldLine): void {
  if (heldLine()?.requestId === held.requestId) return;
  startFlow(held, null);
}

/** Starts a flow on a grabbed line: the hold, its truck, two empty stops, nothing typed yet. */
export function startFlow(held: HeldLine, token: string | null): void {
  const store = useFlashSaleStore.getState();
  store.reset();
  store.setLockStockInfo(asRecord(held));
  store.setToken(token);
  store.setSaleCountDown(Date.parse(held.expiresAt));
  store.setCarInfo(
    asRecord({
      vehicleType: held.line.vehicleType,
      vehicleLengthM: held.line.vehicleLengthM,
      maxLoadKg: held.line.maxLoadKg,
    }),
  );
  store.setStopPoints([{ kind: 'load' }, { kind: 'unload' }]);
}

export function useStops(): StopDraft[] {
  return useFlashSaleStore((state) => state.stopPoints);
}

/** The kind of the stop at `index` of `count`: the first loads, the last unloads, others as chosen. */
export function stopKind(stop: StopDraft, index: number, count: number): ShipmentStop['kind'] {
  if (index === 0) return 'load';
  if (index === count - 1) return 'unload';
  return stop.kind ?? 'unload';
}

export function setStops(stops: StopDraft[]): void {
  useFlashSaleStore.getState().setStopPoints(stops.map(asRecord));
}

export function updateStop(index: number, change: Partial<StopDraft>): void {
  const stops = [...(useFlashSaleStore.getState().stopPoints as StopDraft[])];
  stops[index] = { ...stops[index], ...change };
  setStops(stops);
}

export function canAddStop(stops: readonly StopDraft[]): boolean {
  return stops.length < MAX_STOPS;
}

export function canRemoveStop(stops: readonly StopDraft[]): boolean {
  return stops.length > MIN_STOPS;
}

/** A stop is complete with a place picked and an address of two characters or more. */
export function stopComplete(stop: StopDraft): boolean {
  return Boolean(stop.regionCode && stop.regionName && (stop.address?.trim().length ?? 0) >= 2);
}

/** The stops as the request takes them, or null while one is incomplete. */
export function requestStops(stops: readonly StopDraft[]): ShipmentStop[] | null {
  if (stops.length < MIN_STOPS || !stops.every(stopComplete)) return null;
  return stops.map((stop, index) => ({
    kind: stopKind(stop, index, stops.length),
    regionCode: stop.regionCode as string,
    regionName: stop.regionName as string,
    ...(stop.placeName ? { placeName: stop.placeName } : {}),
    address: (stop.address as string).trim(),
  }));
}

export function useGoodsDraft(): GoodsDraft {
  const stored = useFlashSaleStore((state) => state.goodsEditJson) as Partial<GoodsDraft> | null;
  return { ...EMPTY_GOODS, ...stored };
}

export function setGoodsDraft(draft: GoodsDraft): void {
  useFlashSaleStore.getState().setGoodsEditJson(asRecord(draft));
}

/** The consignee as typed. */
export type ReceiptDraft = Partial<ShipmentReceipt>;

export function useReceiptDraft(): ReceiptDraft {
  return useFlashSaleStore((state) => state.receiptJson) ?? {};
}

export function setReceiptDraft(receipt: ReceiptDraft): void {
  useFlashSaleStore.getState().setReceiptJson(asRecord(receipt));
}

/**
 * The consignee as the request takes it: the contract's fields only (a draft kept by an earlier
 * version of the page may hold more, and the request's schema refuses an unknown key).
 */
export function requestReceipt(receipt: ReceiptDraft): ShipmentReceipt {
  const { name, mobile, regionCode, regionName, address } = receipt as ShipmentReceipt;
  return { name, mobile, regionCode, regionName, address };
}

/** A picked place's or region's name in the reader's language (Chinese where no English is kept). */
export function nameIn(
  locale: string,
  chinese: string | undefined,
  english: string | null | undefined,
): string | undefined {
  return locale === 'en-US' ? (english ?? chinese) : chinese;
}

/** Where a stop is, as a draft or a published shipment holds it. */
interface StopPlace {
  placeName?: string | null;
  placeNameEn?: string | null;
  regionCode: string;
  regionName: string;
}

/**
 * A stop's place in the reader's language: the picked place (a hub's English name for an English
 * reader) and its region, `上海港洋山港区 · 上海市 浦东新区`, `Yangshan Port Area, Port of
 * Shanghai · Shanghai`; the region alone where a county was picked.
 */
export function useStopPlace(): (stop: StopPlace) => string {
  const { locale } = useI18n();
  const regionIn = useRegionName();
  return ({ placeName, placeNameEn, regionCode, regionName }) => {
    const region = regionIn(regionCode, regionName);
    return placeName ? `${nameIn(locale, placeName, placeNameEn)} · ${region}` : region;
  };
}

/** A decimal as typed (full-width digits, a comma) as a number, or null. */
export function typedNumber(text: string): number | null {
  const plain = decimalAsTyped(text);
  if (!/^\d+(\.\d+)?$/.test(plain)) return null;
  return Number(plain);
}

/** The goods as the request takes them: tonnes to kg, one decimal of volume. */
export function requestGoods(draft: GoodsDraft): ShipmentGoods | null {
  const weightT = typedNumber(draft.weightT);
  const volume = typedNumber(draft.volumeM3);
  if (!draft.name.trim() || weightT === null || volume === null || draft.packaging === '') {
    return null;
  }
  return {
    name: draft.name.trim(),
    weightKg: Math.round(weightT * 1000),
    volumeM3: Math.round(volume * 10) / 10,
    packaging: draft.packaging,
    ...(draft.remarks.trim() ? { remarks: draft.remarks.trim() } : {}),
  };
}

/** The two days a shipment on a line may load: the departure day and the one before. */
export function loadDates(departureDate: string): [string, string] {
  const departure = Date.parse(`${departureDate}T00:00:00Z`);
  const before = new Date(departure - 86_400_000).toISOString().slice(0, 10);
  return [before, departureDate];
}
