import { isOneOf } from '@freight/contract/one-of';
import { CARGO_TYPES, type LEAD_SOURCES } from '@freight/contract/endpoints/recruitment-values';
import { VEHICLE_TYPES } from '@freight/contract/endpoints/driver-values';
import { personNamePattern } from '@freight/contract/rules/person-name';
import { isPlateNumber } from '@freight/contract/rules/plate';
import type { SubmitLeadData } from '@freight/contract/endpoints/index';
import { useState } from 'react';
import { AgreementField } from '@/components/form/agreement-field';
import { ChoiceField } from '@/components/form/choice-field';
import { CityField } from '@/components/form/city-field';
import { refusalAt } from '@/components/form/field-refusals';
import { useFieldRules } from '@/components/form/field-rules';
import { FormError } from '@/components/form/form-error';
import {
  CODE_PATTERN,
  MOBILE_PATTERN,
  MobileCodeFields,
  mobileCodeError,
  mobileCodeErrors,
} from '@/components/form/mobile-code-fields';
import { plateAsTyped } from '@/components/form/normalize';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { loginErrorMessage } from '@/components/login/login-errors';
import type { ThemeColor } from '@/components/theme/theme';
import type { UserType } from '@/lib/routing/route-table';
import { useSubmitLead } from '../api/submit-lead';
import { type FeatureKey, useFeatureI18n } from '../i18n/catalogue';
import './registration.css';

/** Where the server's refusal of a request field is shown on this form. */
const FIELD_OF = {
  name: 'name',
  mobile: 'mobile',
  code: 'code',
  cityCode: 'city',
  cargoType: 'cargoType',
  vehicleType: 'vehicleType',
  vehicleLengthM: 'vehicleLengthM',
  plateNumber: 'plate',
} as const satisfies Record<string, Field>;

/** The common truck lengths of China's freight market, in metres. */
export const TRUCK_LENGTHS = [4.2, 5.2, 6.8, 7.6, 9.6, 12.5, 13, 17.5] as const;

type CargoType = (typeof CARGO_TYPES)[number];
type VehicleType = (typeof VEHICLE_TYPES)[number];
type TruckLength = (typeof TRUCK_LENGTHS)[number];
type Field =
  | 'name'
  | 'city'
  | 'cargoType'
  | 'vehicleType'
  | 'vehicleLengthM'
  | 'plate'
  | 'mobile'
  | 'code'
  | 'agreement'
  | 'form';
type Errors = Partial<Record<Field, string>>;

/** What is kept for the tab while the form is filled in (not the code, nor the agreement's tick). */
const EMPTY_DRAFT = {
  name: '',
  mobile: '',
  cityCode: '',
  company: '',
  cargoType: '',
  vehicleType: '',
  vehicleLength: '',
  plate: '',
};

const isCargoType = (value: string): value is CargoType => isOneOf(CARGO_TYPES, value);
const isVehicleType = (value: string): value is VehicleType => isOneOf(VEHICLE_TYPES, value);
const truckLengthOf = (value: string): TruckLength | '' =>
  TRUCK_LENGTHS.find((length) => String(length) === value) ?? '';

/** The draft's fields (the form's values but the code and the agreement's tick). */
const DRAFT_FIELDS = Object.keys(EMPTY_DRAFT) as (keyof typeof EMPTY_DRAFT)[];

export interface RegistrationFormProps {
  userType: UserType;
  source: (typeof LEAD_SOURCES)[number];
  color?: ThemeColor | null;
  /** A city chosen beforehand (from an ad link); it fills the city only while none is chosen. */
  initialCityCode?: string;
  onDone: (result: SubmitLeadData, cityCode: string) => void;
}

/**
 * The recruitment sign-up, one form for shippers and drivers: name, mobile with SMS code, city,
 * then the shipper's company and usual cargo, or the driver's truck type, length and plate.
 */
export function RegistrationForm({
  userType,
  source,
  color,
  initialCityCode = '',
  onDone,
}: RegistrationFormProps) {
  const { t } = useFeatureI18n();
  const rule = useFieldRules();
  const submitLead = useSubmitLead();
  const nameProblem = (name: string) =>
    !name.trim()
      ? t('register.error.name')
      : personNamePattern.test(name.trim())
        ? undefined
        : rule('name.format');
  const plateProblem = (plate: string) =>
    plate && !isPlateNumber(plate) ? rule('plate.format') : undefined;
  // Kept for the tab: a reload (the web-view brought back from the background) keeps what was
  // typed, and a tap again after a lost answer sends the same key (one lead, server side).
  const form = `register:${source}:${userType}`;
  const owner = useForm<typeof EMPTY_DRAFT & { code: string; agreed: boolean }, Field>({
    draft: form,
    keep: DRAFT_FIELDS,
    initial: { ...EMPTY_DRAFT, cityCode: initialCityCode, code: '', agreed: false },
    refusal: refusalAt(FIELD_OF),
    failure: (failure) => ({ form: loginErrorMessage(failure, t) }),
    check: (values) => {
      const found: Errors = {};
      const say = (field: Field, key: FeatureKey) => (found[field] = t(key));
      found.name = nameProblem(values.name);
      found.plate = userType === 3 ? plateProblem(values.plate) : undefined;
      if (!values.cityCode) say('city', 'register.error.city');
      if (userType === 1 && !isCargoType(values.cargoType)) {
        say('cargoType', 'register.error.cargoType');
      }
      if (userType === 3 && !isVehicleType(values.vehicleType)) {
        say('vehicleType', 'register.error.vehicleType');
      }
      if (userType === 3 && !truckLengthOf(values.vehicleLength)) {
        say('vehicleLengthM', 'register.error.vehicleLength');
      }
      if (!values.agreed) say('agreement', 'login.error.agreement');
      if (!MOBILE_PATTERN.test(values.mobile)) found.mobile = t('login.error.mobile');
      else if (!CODE_PATTERN.test(values.code)) found.code = t('login.error.code');
      return found;
    },
    send: async (values, { requestId }) => {
      const lead = {
        userType,
        name: values.name.trim(),
        mobile: values.mobile,
        code: values.code,
        cityCode: values.cityCode,
        source,
        ...(color ? { color } : {}),
        ...(userType === 1
          ? {
              cargoType: values.cargoType as CargoType,
              ...(values.company.trim() ? { company: values.company.trim() } : {}),
            }
          : {
              vehicleType: values.vehicleType as VehicleType,
              vehicleLengthM: Number(truckLengthOf(values.vehicleLength)),
              ...(values.plate ? { plateNumber: values.plate } : {}),
            }),
      } as const;
      const result = await submitLead.mutateAsync({ ...lead, requestId: requestId(lead) });
      onDone(result, values.cityCode);
    },
  });
  const { values: draft, set: update, errors, setErrors } = owner;
  const { name, mobile, cityCode, company, plate, code, agreed } = draft;
  const cargoType = isCargoType(draft.cargoType) ? draft.cargoType : '';
  const vehicleType = isVehicleType(draft.vehicleType) ? draft.vehicleType : '';
  const vehicleLength = truckLengthOf(draft.vehicleLength);

  // The ad's city may arrive after the visitor started typing: it fills the city if none is chosen
  // then, nothing else (a city cleared later stays cleared).
  const [adCity, setAdCity] = useState(initialCityCode);
  if (initialCityCode !== adCity) {
    setAdCity(initialCityCode);
    if (initialCityCode && !cityCode) update({ cityCode: initialCityCode });
  }

  // Name and plate are checked as the visitor leaves them, before the SMS step below.
  const checkOnLeave = (field: 'name' | 'plate', problem: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: problem }));

  return (
    <form className="fy-form fy-register" onSubmit={owner.submit} noValidate>
      <TextField
        label={t('register.name')}
        autoComplete="name"
        maxLength={30}
        value={name}
        onChange={(value) => update({ name: value })}
        onBlur={() => name && checkOnLeave('name', nameProblem(name))}
        error={errors.name}
      />
      <MobileCodeFields
        userType={userType}
        mobile={mobile}
        code={code}
        onMobile={(value) => update({ mobile: value })}
        onCode={(value) => update({ code: value })}
        error={mobileCodeError(errors)}
        onError={(error) => setErrors((current) => ({ ...current, ...mobileCodeErrors(error) }))}
      />
      <CityField
        value={cityCode}
        onChange={(value) => update({ cityCode: value })}
        error={errors.city}
      />
      {userType === 1 ? (
        <>
          <TextField
            label={t('register.company')}
            autoComplete="organization"
            maxLength={50}
            value={company}
            onChange={(value) => update({ company: value })}
          />
          <ChoiceField
            label={t('register.cargoType')}
            value={cargoType}
            options={CARGO_TYPES}
            optionLabel={(item) => t(`register.cargo.${item}` as FeatureKey)}
            onChange={(value) => update({ cargoType: value })}
            error={errors.cargoType}
          />
        </>
      ) : (
        <>
          <div className="fy-field-pair">
            <ChoiceField
              label={t('vehicle.field.type')}
              value={vehicleType}
              options={VEHICLE_TYPES}
              optionLabel={(item) => t(`vehicle.type.${item}` as FeatureKey)}
              onChange={(value) => update({ vehicleType: value })}
              error={errors.vehicleType}
            />
            <ChoiceField
              label={t('vehicle.field.lengthM')}
              value={vehicleLength}
              options={TRUCK_LENGTHS}
              optionLabel={(length) => String(length)}
              onChange={(value) => update({ vehicleLength: String(value) })}
              error={errors.vehicleLengthM}
            />
          </div>
          <TextField
            label={t('register.plate')}
            maxLength={12}
            value={plate}
            normalize={plateAsTyped}
            onChange={(value) => update({ plate: value })}
            onBlur={() => checkOnLeave('plate', plateProblem(plate))}
            error={errors.plate}
          />
        </>
      )}
      <AgreementField
        checked={agreed}
        onChange={(value) => update({ agreed: value })}
        error={errors.agreement}
      />
      <SubmitButton busy={owner.busy} busyLabel={t('register.submitting')}>
        {t('register.submit')}
      </SubmitButton>
      <FormError text={errors.form ?? null} />
    </form>
  );
}
