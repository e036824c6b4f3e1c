// The fixed values of driver profiles (classes, truck types, states, reason codes), without zod:
// the H5 imports these for its forms, and zod stays off the page's critical path.

/** Driving-licence classes a freight driver may hold. */
export const LICENCE_CLASSES = ['A1', 'A2', 'A3', 'B1', 'B2', 'C1', 'C2'] as const;

/** Truck bodies as the freight market names them (平板, 高栏, 厢式, 冷藏, 自卸, 罐式, 集装箱, 其他). */
export const VEHICLE_TYPES = [
  'flatbed',
  'high_rail',
  'van',
  'refrigerated',
  'dump',
  'tank',
  'container',
  'other',
] as const;

/** Fields of the driver profile, as named in requests and in `rejectReasons[].field`. */
export const DRIVER_PROFILE_FIELDS = [
  'name',
  'idCardNo',
  'idCardFrontKey',
  'idCardBackKey',
  'licenceClass',
  'licenceImageKey',
  'licenceExpiry',
  'vehicleLicenceImageKey',
  'vehicleLicenceExpiry',
  'plateNumber',
  'vehicleType',
  'vehicleLengthM',
  'loadTonnes',
] as const;

export const DRIVER_STATES = [
  'not_started',
  'in_progress',
  'submitted',
  'approved',
  'rejected',
] as const;

export const CERTIFICATE_KINDS = [
  'id_card_front',
  'id_card_back',
  'driving_licence',
  'vehicle_licence',
] as const;

/** A certificate expiring within this many days (China dates) is `nearExpiry`. */
export const CERTIFICATE_NEAR_EXPIRY_DAYS = 30;

/** Reason codes of checkTruckLegal; the H5 translates them. */
export const TRUCK_LEGAL_REASONS = [
  'plate_invalid',
  'length_exceeds_limit',
  'load_exceeds_limit',
  'type_not_allowed',
] as const;
