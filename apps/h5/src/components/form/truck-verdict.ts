import type { CheckTruckLegalData } from '@freight/contract/endpoints/index';
import type { FieldRule, FieldRuleParams } from '@freight/contract/rules/field-rules';

/** The fields of a truck form a road-rules verdict speaks of. */
export type TruckField = 'plate' | 'vehicleType' | 'length' | 'load';

/**
 * The road rules' verdict on a truck (checkTruckLegal), each reason at its field in the rules'
 * words and naming the limit broken ("车长不能超过 13.75 米"): the verification's vehicle step and
 * the truck owner's sign-up say it alike.
 */
export function truckVerdictErrors(
  verdict: Pick<CheckTruckLegalData, 'reasons' | 'limits'>,
  rule: (rule: FieldRule, params?: FieldRuleParams) => string,
): Partial<Record<TruckField, string>> {
  const { maxLengthM, maxLoadTonnes } = verdict.limits;
  const at: Partial<Record<TruckField, string>> = {};
  for (const reason of verdict.reasons) {
    if (reason === 'plate_invalid') at.plate = rule('plate.notForHire');
    if (reason === 'type_not_allowed') at.vehicleType = rule('vehicle.type');
    if (reason === 'length_exceeds_limit') at.length = rule('vehicle.length', { max: maxLengthM });
    if (reason === 'load_exceeds_limit') at.load = rule('vehicle.load', { max: maxLoadTonnes });
  }
  return at;
}
