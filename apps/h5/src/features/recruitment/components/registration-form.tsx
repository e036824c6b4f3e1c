import { isOneOf } from '@freight/contract/one-of';
import { CARGO_TYPES, type LEAD_SOURCES } from '@freight/contract/endpoints/recruitment-values';
import { VEHICLE_TYPES } from '@freight/contract/endpoints/driver-values';
import { personNamePattern } from '@freight/contract/rules/person-name';
import { isPlateNumber } from '@freight/contract/rules/plate';
import type { SubmitLeadData } from '@freight/contract/endpoints/index';
import { type FormEvent, useState } from 'react';
import { AgreementField } from '@/components/form/agreement-field';
import { ChoiceField } from '@/components/form/choice-field';
import { CityField } from '@/components/form/city-field';
import { serverFieldErrors, useFieldRules } from '@/components/form/field-rules';
import { FormError } from '@/components/form/form-error';
import {
  CODE_PATTERN,
  MOBILE_PATTERN,
  type MobileCodeError,
  MobileCodeFields,
} from '@/components/form/mobile-code-fields';
import { plateAsTyped } from '@/components/form/normalize';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useSendKey } from '@/components/form/use-send-key';
import { useSessionDraft } from '@/components/form/use-session-draft';
import { loginErrorMessage } from '@/components/login/login-errors';
import type { ThemeColor } from '@/components/theme/theme';
import { useSingleFlight } from '@/lib/actions/single-flight';
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
  const { t, locale } = useFeatureI18n();
  const rule = useFieldRules();
  const submitLead = useSubmitLead();
  // Kept for the tab: a reload (the web-view brought back from the background) keeps what was
  // typed, and a tap again after a lost answer sends the same key (one lead, server side).
  const form = `register:${source}:${userType}`;
  const [draft, update, clearDraft] = useSessionDraft(form, {
    ...EMPTY_DRAFT,
    cityCode: initialCityCode,
  });
  const sendKey = useSendKey(form);
  const { name, mobile, cityCode, company, plate } = draft;
  const cargoType = isCargoType(draft.cargoType) ? draft.cargoType : '';
  const vehicleType = isVehicleType(draft.vehicleType) ? draft.vehicleType : '';
  const vehicleLength = truckLengthOf(draft.vehicleLength);
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [codeError, setCodeError] = useState<MobileCodeError>(null);

  // The ad's city may arrive after the visitor started typing: it fills the city if none is chosen
  // then, nothing else (a city cleared later stays cleared).
  const [adCity, setAdCity] = useState(initialCityCode);
  if (initialCityCode !== adCity) {
    setAdCity(initialCityCode);
    if (initialCityCode && !cityCode) update({ cityCode: initialCityCode });
  }

  // Name and plate are checked as the visitor leaves them, before the SMS step below.
  const nameProblem = () =>
    !name.trim()
      ? t('register.error.name')
      : personNamePattern.test(name.trim())
        ? undefined
        : rule('name.format');
  const plateProblem = () => (plate && !isPlateNumber(plate) ? rule('plate.format') : undefined);
  const checkOnLeave = (field: 'name' | 'plate', problem: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: problem }));

  const submit = useSingleFlight(async () => {
    const found: Errors = {};
    const say = (field: Field, key: FeatureKey) => (found[field] = t(key));
    found.name = nameProblem();
    found.plate = userType === 3 ? plateProblem() : undefined;
    if (!cityCode) say('city', 'register.error.city');
    if (userType === 1 && !cargoType) say('cargoType', 'register.error.cargoType');
    if (userType === 3 && !vehicleType) say('vehicleType', 'register.error.vehicleType');
    if (userType === 3 && !vehicleLength) say('vehicleLengthM', 'register.error.vehicleLength');
    if (!agreed) say('agreement', 'login.error.agreement');
    const mobileError: MobileCodeError = !MOBILE_PATTERN.test(mobile)
      ? { field: 'mobile', text: t('login.error.mobile') }
      : !CODE_PATTERN.test(code)
        ? { field: 'code', text: t('login.error.code') }
        : null;
    setErrors(found);
    setCodeError(mobileError);
    if (Object.values(found).some(Boolean) || mobileError) return;
    const lead = {
      userType,
      name: name.trim(),
      mobile,
      code,
      cityCode,
      source,
      ...(color ? { color } : {}),
      ...(userType === 1
        ? {
            cargoType: cargoType as CargoType,
            ...(company.trim() ? { company: company.trim() } : {}),
          }
        : {
            vehicleType: vehicleType as VehicleType,
            vehicleLengthM: Number(vehicleLength),
            ...(plate ? { plateNumber: plate } : {}),
          }),
    } as const;
    try {
      const result = await submitLead.mutateAsync({ ...lead, requestId: sendKey.for(lead) });
      sendKey.forget();
      clearDraft();
      onDone(result, cityCode);
    } catch (failure) {
      // The server's refusal of a field lands at that field, in the visitor's language.
      const placed = serverFieldErrors(failure, locale, FIELD_OF);
      if (!placed) {
        setErrors({ form: loginErrorMessage(failure, t) });
        return;
      }
      const { mobile: badMobile, code: badCode, ...rest } = placed;
      setErrors(rest);
      if (badMobile) setCodeError({ field: 'mobile', text: badMobile });
      else if (badCode) setCodeError({ field: 'code', text: badCode });
    }
  });

  return (
    <form
      className="fy-form fy-register"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit.run();
      }}
      noValidate
    >
      <TextField
        label={t('register.name')}
        autoComplete="name"
        maxLength={30}
        value={name}
        onChange={(value) => update({ name: value })}
        onBlur={() => name && checkOnLeave('name', nameProblem())}
        error={errors.name}
      />
      <MobileCodeFields
        userType={userType}
        mobile={mobile}
        code={code}
        onMobile={(value) => update({ mobile: value })}
        onCode={setCode}
        error={codeError}
        onError={setCodeError}
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
            onBlur={() => checkOnLeave('plate', plateProblem())}
            error={errors.plate}
          />
        </>
      )}
      <AgreementField checked={agreed} onChange={setAgreed} error={errors.agreement} />
      <SubmitButton busy={submit.busy} busyLabel={t('register.submitting')}>
        {t('register.submit')}
      </SubmitButton>
      <FormError text={errors.form ?? null} />
    </form>
  );
}
