// Is a truck road-legal for the platform? Source: GB 1589-2016 limits, simplified (decision in
// docs/decisions/007). Lengths are the freight market's "车长" (the body length drivers quote:
// 4.2, 6.8, 9.6, 13, 17.5 m); loads are the rated load in tonnes.
//
// - Enclosed bodies (van, refrigerated, tank, container, dump) are semi-trailers or rigid trucks:
//   GB 1589-2016 caps a semi-trailer at 13.75 m, so 13.75 m.
// - Open bodies (flatbed, high rail) may be the 17.5 m low-bed heavy-haul trailers the market
//   still lists: 17.5 m, the platform's overall ceiling.
// - `other`: no limits to check against, and shippers match trucks by body type, so it is
//   `type_not_allowed`; the driver picks the body type that comes closest.
// - Load: 49 t for every type, GB 1589-2016's ceiling for the heaviest (six-axle) combination,
//   used here as the rated-load ceiling (the simplification: tare is not subtracted).
// - Plates of learner (学) and police (警) vehicles are valid plates but may not haul freight for
//   hire: `plate_invalid`. Hong Kong and Macau (港, 澳) cross-border trucks are allowed.

import type { TRUCK_LEGAL_REASONS, VEHICLE_TYPES } from '@freight/contract/endpoints/driver';

type VehicleType = (typeof VEHICLE_TYPES)[number];
type TruckReason = (typeof TRUCK_LEGAL_REASONS)[number];

export const TRUCK_LIMITS_SOURCE = 'GB 1589-2016 limits, simplified';
export const MAX_LENGTH_M = 17.5;
export const MAX_LOAD_TONNES = 49;
const SEMI_TRAILER_LENGTH_M = 13.75;

export const TRUCK_LIMITS: Record<
  VehicleType,
  { maxLengthM: number; maxLoadTonnes: number } | null
> = {
  flatbed: { maxLengthM: MAX_LENGTH_M, maxLoadTonnes: MAX_LOAD_TONNES },
  high_rail: { maxLengthM: MAX_LENGTH_M, maxLoadTonnes: MAX_LOAD_TONNES },
  van: { maxLengthM: SEMI_TRAILER_LENGTH_M, maxLoadTonnes: MAX_LOAD_TONNES },
  refrigerated: { maxLengthM: SEMI_TRAILER_LENGTH_M, maxLoadTonnes: MAX_LOAD_TONNES },
  dump: { maxLengthM: SEMI_TRAILER_LENGTH_M, maxLoadTonnes: MAX_LOAD_TONNES },
  tank: { maxLengthM: SEMI_TRAILER_LENGTH_M, maxLoadTonnes: MAX_LOAD_TONNES },
  container: { maxLengthM: SEMI_TRAILER_LENGTH_M, maxLoadTonnes: MAX_LOAD_TONNES },
  other: null,
};

/** The limits a truck of `type` is held to: its own, or the overall ceiling for `other`. */
export function truckLimits(type: VehicleType): { maxLengthM: number; maxLoadTonnes: number } {
  return TRUCK_LIMITS[type] ?? { maxLengthM: MAX_LENGTH_M, maxLoadTonnes: MAX_LOAD_TONNES };
}

// Last character of an ordinary plate that marks a vehicle barred from for-hire freight.
const NOT_FOR_HIRE = /[学警]$/;

export interface Truck {
  /** Normalised and matching the contract's plate pattern (the request schema sees to both). */
  plateNumber: string;
  vehicleType: VehicleType;
  vehicleLengthM: number;
  loadTonnes: number;
}

/** The reasons `truck` is not legal; empty when it is. */
export function truckLegalReasons(truck: Truck): TruckReason[] {
  const limits = TRUCK_LIMITS[truck.vehicleType];
  const reasons: TruckReason[] = [];
  if (NOT_FOR_HIRE.test(truck.plateNumber)) reasons.push('plate_invalid');
  if (limits === null) {
    reasons.push('type_not_allowed');
    // The overall ceiling still tells the driver whether the numbers themselves are plausible.
    if (truck.vehicleLengthM > MAX_LENGTH_M) reasons.push('length_exceeds_limit');
    if (truck.loadTonnes > MAX_LOAD_TONNES) reasons.push('load_exceeds_limit');
    return reasons;
  }
  if (truck.vehicleLengthM > limits.maxLengthM) reasons.push('length_exceeds_limit');
  if (truck.loadTonnes > limits.maxLoadTonnes) reasons.push('load_exceeds_limit');
  return reasons;
}
