import { VEHICLE_TYPES } from '@freight/contract/endpoints/driver-values';
import type { DriverDetail } from '@freight/contract/endpoints/index';
import { ChoiceField } from '@/components/form/choice-field';
import { isPlateNumber } from '@freight/contract/rules/plate';
import { DecimalField } from '@/components/form/decimal-field';
import { useFieldRules } from '@/components/form/field-rules';
import { useForm } from '@/components/form/use-form';
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
  const form = useForm<
    {
      plate: string;
      vehicleType: VehicleType | '';
      length: string;
      load: string;
      expiry: string;
      photo: string | null;
    },
    Field
  >({
    initial: {
      plate: detail.plateNumber ?? signUp?.plateNumber ?? '',
      vehicleType: detail.vehicleType ?? signUp?.vehicleType ?? '',
      length: (detail.vehicleLengthM ?? signUp?.vehicleLengthM)?.toString() ?? '',
      load: detail.loadTonnes?.toString() ?? '',
      expiry: current?.expiresOn ?? '',
      photo: null,
    },
    failure: (failure) => stepFailure(failure, locale, FIELD_OF, t),
    check: ({ plate, vehicleType, length, load, expiry, photo }) => {
      const found: StepErrors<Field> = {};
      if (!photo && !current) found.photo = t('auth.error.photo.vehicle');
      if (!plate) found.plate = t('auth.error.plate');
      else if (!isPlateNumber(plate)) found.plate = rule('plate.format');
      if (!vehicleType) found.vehicleType = t('auth.error.vehicleType');
      if (!(Number(length) > 0)) found.length = t('auth.error.size');
      if (!(Number(load) > 0)) found.load = t('auth.error.size');
      found.expiry = expiryProblem(expiry);
      return found;
    },
    send: async ({ plate, vehicleType, length, load, expiry, photo }) => {
      if (!vehicleType) return { vehicleType: t('auth.error.vehicleType') };
      const truck = {
        plateNumber: plate,
        vehicleType,
        vehicleLengthM: Number(length),
        loadTonnes: Number(load),
      };
      const legal = await checkTruckLegal(truck);
      if (!legal.legal) return truckVerdictErrors(legal, rule);
      await update.mutateAsync({
        ...truck,
        vehicleLicenceExpiry: expiry,
        ...(photo ? { vehicleLicenceImageKey: photo } : {}),
      });
      onDone();
    },
  });
  const { plate, vehicleType, length, load, expiry } = form.values;

  return (
    <StepForm form={form} onBack={onBack}>
      <PhotoField
        label={t('auth.cert.vehicle_licence')}
        currentUrl={current?.url ?? null}
        onUploaded={form.edit('photo')}
        error={form.errors.photo}
      />
      <TextField
        label={t('auth.field.plateNumber')}
        hint={t('auth.plateHint')}
        maxLength={12}
        value={plate}
        normalize={plateAsTyped}
        onChange={form.edit('plate')}
        error={form.errors.plate}
      />
      <ChoiceField
        label={t('vehicle.field.type')}
        value={vehicleType}
        options={VEHICLE_TYPES}
        optionLabel={(option) => t(`vehicle.type.${option}` as FeatureKey)}
        onChange={form.edit('vehicleType')}
        error={form.errors.vehicleType}
      />
      <div className="fy-field-pair">
        <DecimalField
          label={t('vehicle.field.lengthM')}
          value={length}
          onChange={form.edit('length')}
          error={form.errors.length}
        />
        <DecimalField
          label={t('auth.field.loadTonnes')}
          value={load}
          onChange={form.edit('load')}
          error={form.errors.load}
        />
      </div>
      <ExpiryField
        label={t('auth.field.vehicleLicenceExpiry')}
        value={expiry}
        onChange={form.edit('expiry')}
        error={form.errors.expiry}
      />
    </StepForm>
  );
}
