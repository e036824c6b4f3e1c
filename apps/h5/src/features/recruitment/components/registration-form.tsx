import { CARGO_TYPES, type LEAD_SOURCES } from '@freight/contract/endpoints/recruitment-values';
import { VEHICLE_TYPES } from '@freight/contract/endpoints/driver-values';
import type { SubmitLeadData } from '@freight/contract/endpoints/index';
import { type FormEvent, useId, useState } from 'react';
import { AgreementCheckbox } from '@/components/login-flow/login-flow';
import {
  CODE_PATTERN,
  MOBILE_PATTERN,
  MobileCodeFields,
} from '@/components/login-flow/mobile-code-fields';
import type { ThemeColor } from '@/components/theme/theme';
import { useFeatureI18n, type FeatureKey } from '../i18n/catalogue';
import { loginErrorMessage } from '@/components/login-flow/login-errors';
import type { UserType } from '@/lib/routing/route-table';
import { useSubmitLead } from '../api/submit-lead';
import { CitySelect } from '@/components/city-select';
import '@/components/button-link.css';
import './registration.css';

/** The common truck lengths of China's freight market, in metres. */
export const TRUCK_LENGTHS = [4.2, 5.2, 6.8, 7.6, 9.6, 12.5, 13, 17.5] as const;

type Field =
  | 'name'
  | 'mobile'
  | 'code'
  | 'city'
  | 'cargoType'
  | 'vehicleType'
  | 'vehicleLengthM'
  | 'agreement'
  | 'form';

export interface RegistrationFormProps {
  userType: UserType;
  source: (typeof LEAD_SOURCES)[number];
  color?: ThemeColor | null;
  /** A city chosen beforehand (from an ad link). */
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
  const id = useId();
  const submitLead = useSubmitLead();
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [cityCode, setCityCode] = useState(initialCityCode);
  const [company, setCompany] = useState('');
  const [cargoType, setCargoType] = useState('');
  const [vehicleType, setVehicleType] = useState('');
  const [vehicleLength, setVehicleLength] = useState('');
  const [plate, setPlate] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);

  const fail = (field: Field, key: FeatureKey) => setError({ field, text: t(key) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\S.{0,28}\S$/u.test(name.trim())) return fail('name', 'register.error.name');
    if (!MOBILE_PATTERN.test(mobile)) return fail('mobile', 'login.error.mobile');
    if (!CODE_PATTERN.test(code)) return fail('code', 'login.error.code');
    if (!cityCode) return fail('city', 'register.error.city');
    if (userType === 1 && !cargoType) return fail('cargoType', 'register.error.cargoType');
    if (userType === 3 && !vehicleType) return fail('vehicleType', 'register.error.vehicleType');
    if (userType === 3 && !vehicleLength)
      return fail('vehicleLengthM', 'register.error.vehicleLength');
    if (!agreed) return fail('agreement', 'login.error.agreement');
    setError(null);
    submitLead.mutate(
      {
        userType,
        name: name.trim(),
        mobile,
        code,
        cityCode,
        source,
        ...(color ? { color } : {}),
        ...(userType === 1
          ? {
              cargoType: cargoType as (typeof CARGO_TYPES)[number],
              ...(company.trim() ? { company: company.trim() } : {}),
            }
          : {
              vehicleType: vehicleType as (typeof VEHICLE_TYPES)[number],
              vehicleLengthM: Number(vehicleLength),
              ...(plate.trim() ? { plateNumber: plate.trim() } : {}),
            }),
      },
      {
        onSuccess: (result) => onDone(result, cityCode),
        onError: (failure) => setError({ field: 'form', text: loginErrorMessage(failure, t) }),
      },
    );
  };

  const errorFor = (field: Field) =>
    error?.field === field ? (
      <p className="fy-login__error" role="alert">
        {error.text}
      </p>
    ) : null;

  return (
    <form className="fy-register fy-login" onSubmit={submit} noValidate>
      <div className="fy-field">
        <label htmlFor={`${id}-name`}>{t('register.name')}</label>
        <input
          id={`${id}-name`}
          className="fy-input"
          autoComplete="name"
          maxLength={30}
          value={name}
          aria-invalid={error?.field === 'name'}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {errorFor('name')}
      </div>
      <MobileCodeFields
        id={id}
        userType={userType}
        mobile={mobile}
        code={code}
        onMobile={setMobile}
        onCode={setCode}
        error={
          error?.field === 'mobile' || error?.field === 'code'
            ? { field: error.field, text: error.text }
            : null
        }
        onError={setError}
      />
      <CitySelect value={cityCode} onChange={setCityCode} invalid={error?.field === 'city'} />
      {errorFor('city')}
      {userType === 1 ? (
        <>
          <div className="fy-field">
            <label htmlFor={`${id}-company`}>{t('register.company')}</label>
            <input
              id={`${id}-company`}
              className="fy-input"
              autoComplete="organization"
              maxLength={50}
              value={company}
              onChange={(event) => setCompany(event.currentTarget.value)}
            />
          </div>
          <div className="fy-field">
            <label htmlFor={`${id}-cargo`}>{t('register.cargoType')}</label>
            <select
              id={`${id}-cargo`}
              className="fy-input"
              value={cargoType}
              aria-invalid={error?.field === 'cargoType'}
              onChange={(event) => setCargoType(event.currentTarget.value)}
            >
              <option value="">{t('register.choose')}</option>
              {CARGO_TYPES.map((item) => (
                <option key={item} value={item}>
                  {t(`register.cargo.${item}` as FeatureKey)}
                </option>
              ))}
            </select>
            {errorFor('cargoType')}
          </div>
        </>
      ) : (
        <>
          <div className="fy-field-pair">
            <div className="fy-field">
              <label htmlFor={`${id}-type`}>{t('vehicle.field.type')}</label>
              <select
                id={`${id}-type`}
                className="fy-input"
                value={vehicleType}
                aria-invalid={error?.field === 'vehicleType'}
                onChange={(event) => setVehicleType(event.currentTarget.value)}
              >
                <option value="">{t('register.choose')}</option>
                {VEHICLE_TYPES.map((item) => (
                  <option key={item} value={item}>
                    {t(`vehicle.type.${item}` as FeatureKey)}
                  </option>
                ))}
              </select>
            </div>
            <div className="fy-field">
              <label htmlFor={`${id}-length`}>{t('vehicle.field.lengthM')}</label>
              <select
                id={`${id}-length`}
                className="fy-input"
                value={vehicleLength}
                aria-invalid={error?.field === 'vehicleLengthM'}
                onChange={(event) => setVehicleLength(event.currentTarget.value)}
              >
                <option value="">{t('register.choose')}</option>
                {TRUCK_LENGTHS.map((length) => (
                  <option key={length} value={length}>
                    {length}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {errorFor('vehicleType')}
          {errorFor('vehicleLengthM')}
          <div className="fy-field">
            <label htmlFor={`${id}-plate`}>{t('register.plate')}</label>
            <input
              id={`${id}-plate`}
              className="fy-input"
              autoComplete="off"
              maxLength={10}
              value={plate}
              onChange={(event) => setPlate(event.currentTarget.value.toUpperCase())}
            />
          </div>
        </>
      )}
      <AgreementCheckbox
        id={id}
        checked={agreed}
        onChange={setAgreed}
        error={error?.field === 'agreement' ? error.text : null}
      />
      {errorFor('form')}
      <button
        type="submit"
        className="fy-button fy-button--primary"
        disabled={submitLead.isPending}
      >
        {submitLead.isPending ? t('register.submitting') : t('register.submit')}
      </button>
    </form>
  );
}
