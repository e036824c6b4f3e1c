import { VEHICLE_TYPES } from '@freight/contract/endpoints/driver-values';
import type { DriverDetail } from '@freight/contract/endpoints/index';
import { useState } from 'react';
import { ChoiceField } from '@/components/form/choice-field';
import { DateField } from '@/components/form/date-field';
import { DecimalField } from '@/components/form/decimal-field';
import { plateAsTyped } from '@/components/form/normalize';
import { PhotoField } from '@/components/form/photo-field';
import { TextField } from '@/components/form/text-field';
import { checkTruckLegal, useUpdateDriverInfo } from '../api/driver-profile';
import { type FeatureKey, useFeatureI18n } from '../i18n/catalogue';
import { StepForm } from './step-form';
import { certificate, DATE_PATTERN, failureText, type StepErrors } from './verification-steps';

type VehicleType = (typeof VEHICLE_TYPES)[number];
type Field = 'photo' | 'plate' | 'vehicleType' | 'length' | 'load' | 'expiry';

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
  const { t } = useFeatureI18n();
  const update = useUpdateDriverInfo();
  const current = certificate(detail, 'vehicle_licence');
  const [plate, setPlate] = useState(detail.plateNumber ?? '');
  const [vehicleType, setVehicleType] = useState<VehicleType | ''>(detail.vehicleType ?? '');
  const [length, setLength] = useState(detail.vehicleLengthM?.toString() ?? '');
  const [load, setLoad] = useState(detail.loadTonnes?.toString() ?? '');
  const [expiry, setExpiry] = useState(current?.expiresOn ?? '');
  const [photo, setPhoto] = useState<string | null>(null);
  const [errors, setErrors] = useState<StepErrors<Field>>({});
  const [checking, setChecking] = useState(false);

  const save = async () => {
    const lengthM = Number(length);
    const tonnes = Number(load);
    const found: StepErrors<Field> = {};
    if (!photo && !current) found.photo = t('auth.error.photo.vehicle');
    if (!plate) found.plate = t('auth.error.plate');
    if (!vehicleType) found.vehicleType = t('auth.error.vehicleType');
    if (!(lengthM > 0)) found.length = t('auth.error.size');
    if (!(tonnes > 0)) found.load = t('auth.error.size');
    if (!DATE_PATTERN.test(expiry)) found.expiry = t('auth.error.expiry');
    setErrors(found);
    if (Object.keys(found).length > 0 || !vehicleType) return;
    const truck = { plateNumber: plate, vehicleType, vehicleLengthM: lengthM, loadTonnes: tonnes };
    try {
      setChecking(true);
      const legal = await checkTruckLegal(truck);
      if (!legal.legal) {
        const reasons = legal.reasons.map((reason) =>
          t(`auth.truckReason.${reason}` as FeatureKey),
        );
        setErrors({ form: reasons.join(' ') });
        return;
      }
      await update.mutateAsync({
        ...truck,
        vehicleLicenceExpiry: expiry,
        ...(photo ? { vehicleLicenceImageKey: photo } : {}),
      });
      onDone();
    } catch (failure) {
      setErrors({ form: failureText(failure, t) });
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
        onUploaded={setPhoto}
        error={errors.photo}
      />
      <TextField
        label={t('auth.field.plateNumber')}
        hint={t('auth.plateHint')}
        maxLength={12}
        value={plate}
        normalize={plateAsTyped}
        onChange={setPlate}
        error={errors.plate}
      />
      <ChoiceField
        label={t('vehicle.field.type')}
        value={vehicleType}
        options={VEHICLE_TYPES}
        optionLabel={(option) => t(`vehicle.type.${option}` as FeatureKey)}
        onChange={setVehicleType}
        error={errors.vehicleType}
      />
      <div className="fy-field-pair">
        <DecimalField
          label={t('vehicle.field.lengthM')}
          value={length}
          onChange={setLength}
          error={errors.length}
        />
        <DecimalField
          label={t('auth.field.loadTonnes')}
          value={load}
          onChange={setLoad}
          error={errors.load}
        />
      </div>
      <DateField
        label={t('auth.field.vehicleLicenceExpiry')}
        value={expiry}
        onChange={setExpiry}
        error={errors.expiry}
      />
    </StepForm>
  );
}
