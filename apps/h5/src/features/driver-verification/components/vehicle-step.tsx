import { VEHICLE_TYPES } from '@freight/contract/endpoints/driver-values';
import type { DriverDetail } from '@freight/contract/endpoints/index';
import { useState } from 'react';
import { ChoiceField } from '@/components/form/choice-field';
import { isPlateNumber } from '@freight/contract/rules/plate';
import { DecimalField } from '@/components/form/decimal-field';
import { useFieldRules, useFieldErrors } from '@/components/form/field-rules';
import { plateAsTyped } from '@/components/form/normalize';
import { PhotoField } from '@/components/form/photo-field';
import { TextField } from '@/components/form/text-field';
import { truckVerdictErrors } from '@/components/form/truck-verdict';
import { checkTruckLegal, useUpdateDriverInfo } from '../api/driver-profile';
import { type FeatureKey, useFeatureI18n } from '../i18n/catalogue';
import { ExpiryField, useExpiryCheck } from './expiry-field';
import { StepForm } from './step-form';
import { certificate, type StepErrors, stepFailure } from './verification-steps';

type VehicleType = (typeof VEHICLE_TYPES)[number];
type Field = 'photo' | 'plate' | 'vehicleType' | 'length' | 'load' | 'expiry';

/** Where the server's refusal of a request field is shown on this step. */
const FIELD_OF = {
  vehicleLicenceImageKey: 'photo',
  plateNumber: 'plate',
  vehicleType: 'vehicleType',
  vehicleLengthM: 'length',
  loadTonnes: 'load',
  vehicleLicenceExpiry: 'expiry',
} as const satisfies Record<string, Field>;

/** Step 3: the vehicle licence's photo, the plate, type, length and load (checked against the road rules), expiry. */
export function VehicleStep({
  detail,
  onDone,
  onBack,
}: {
  detail: DriverDetail;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t, locale } = useFeatureI18n();
  const rule = useFieldRules();
  const expiryProblem = useExpiryCheck();
  const update = useUpdateDriverInfo();
  const current = certificate(detail, 'vehicle_licence');
  // What the driver gave at sign-up fills what this profile does not have yet.
  const { signUp } = detail;
  const [plate, setPlate] = useState(detail.plateNumber ?? signUp?.plateNumber ?? '');
  const [vehicleType, setVehicleType] = useState<VehicleType | ''>(
    detail.vehicleType ?? signUp?.vehicleType ?? '',
  );
  const [length, setLength] = useState(
    (detail.vehicleLengthM ?? signUp?.vehicleLengthM)?.toString() ?? '',
  );
  const [load, setLoad] = useState(detail.loadTonnes?.toString() ?? '');
  const [expiry, setExpiry] = useState(current?.expiresOn ?? '');
  const [photo, setPhoto] = useState<string | null>(null);
  const { errors, setErrors, edited } = useFieldErrors<Field>();
  const [checking, setChecking] = useState(false);

  const save = async () => {
    const lengthM = Number(length);
    const tonnes = Number(load);
    const found: StepErrors<Field> = {};
    if (!photo && !current) found.photo = t('auth.error.photo.vehicle');
    if (!plate) found.plate = t('auth.error.plate');
    else if (!isPlateNumber(plate)) found.plate = rule('plate.format');
    if (!vehicleType) found.vehicleType = t('auth.error.vehicleType');
    if (!(lengthM > 0)) found.length = t('auth.error.size');
    if (!(tonnes > 0)) found.load = t('auth.error.size');
    found.expiry = expiryProblem(expiry);
    setErrors(found);
    if (Object.values(found).some(Boolean) || !vehicleType) return;
    const truck = { plateNumber: plate, vehicleType, vehicleLengthM: lengthM, loadTonnes: tonnes };
    try {
      setChecking(true);
      const legal = await checkTruckLegal(truck);
      if (!legal.legal) {
        setErrors(truckVerdictErrors(legal, rule));
        return;
      }
      await update.mutateAsync({
        ...truck,
        vehicleLicenceExpiry: expiry,
        ...(photo ? { vehicleLicenceImageKey: photo } : {}),
      });
      onDone();
    } catch (failure) {
      setErrors(stepFailure(failure, locale, FIELD_OF, t));
    } finally {
      setChecking(false);
    }
  };

  return (
    <StepForm
      onSubmit={save}
      busy={checking || update.isPending}
      error={errors.form}
      onBack={onBack}
    >
      <PhotoField
        label={t('auth.cert.vehicle_licence')}
        currentUrl={current?.url ?? null}
        onUploaded={edited('photo', setPhoto)}
        error={errors.photo}
      />
      <TextField
        label={t('auth.field.plateNumber')}
        hint={t('auth.plateHint')}
        maxLength={12}
        value={plate}
        normalize={plateAsTyped}
        onChange={edited('plate', setPlate)}
        error={errors.plate}
      />
      <ChoiceField
        label={t('vehicle.field.type')}
        value={vehicleType}
        options={VEHICLE_TYPES}
        optionLabel={(option) => t(`vehicle.type.${option}` as FeatureKey)}
        onChange={edited('vehicleType', setVehicleType)}
        error={errors.vehicleType}
      />
      <div className="fy-field-pair">
        <DecimalField
          label={t('vehicle.field.lengthM')}
          value={length}
          onChange={edited('length', setLength)}
          error={errors.length}
        />
        <DecimalField
          label={t('auth.field.loadTonnes')}
          value={load}
          onChange={edited('load', setLoad)}
          error={errors.load}
        />
      </div>
      <ExpiryField
        label={t('auth.field.vehicleLicenceExpiry')}
        value={expiry}
        onChange={edited('expiry', setExpiry)}
        error={errors.expiry}
      />
    </StepForm>
  );
}
