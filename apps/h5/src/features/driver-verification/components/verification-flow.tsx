import { BUSINESS_CODES } from '@freight/contract/business-codes';
import { LICENCE_CLASSES, VEHICLE_TYPES } from '@freight/contract/endpoints/driver-values';
import type { DriverDetail } from '@freight/contract/endpoints/index';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { useFeatureI18n, type FeatureKey } from '../i18n/catalogue';
import { isRequestError } from '@/lib/request/request-error';
import {
  checkIdCard,
  checkTruckLegal,
  useDriverDetail,
  useUpdateDriverInfo,
} from '../api/driver-profile';
import { PhotoField } from './photo-field';
import '@/components/button-link.css';
import './verification.css';

type Step = 'identity' | 'licence' | 'vehicle' | 'review';
const STEPS: Step[] = ['identity', 'licence', 'vehicle', 'review'];
type CertificateKind = DriverDetail['certificates'][number]['kind'];

const ID_PATTERN = /^\d{17}[\dX]$/;
const NAME_PATTERN = /^\S.{0,28}\S$/u;

function certificate(detail: DriverDetail, kind: CertificateKind) {
  return detail.certificates.find((item) => item.kind === kind) ?? null;
}

/** Where a returning driver picks up: the first step with something missing. */
export function firstOpenStep(detail: DriverDetail): Step {
  if (
    !detail.name ||
    !detail.idCardMasked ||
    !certificate(detail, 'id_card_front') ||
    !certificate(detail, 'id_card_back')
  ) {
    return 'identity';
  }
  if (!detail.licenceClass || !certificate(detail, 'driving_licence')) return 'licence';
  if (
    !detail.plateNumber ||
    !detail.vehicleType ||
    detail.vehicleLengthM === null ||
    detail.loadTonnes === null ||
    !certificate(detail, 'vehicle_licence')
  ) {
    return 'vehicle';
  }
  return 'review';
}

/** The step a rejected field belongs to. */
function stepOfField(field: string): Step {
  if (['name', 'idCardNo', 'idCardFrontKey', 'idCardBackKey'].includes(field)) return 'identity';
  if (['licenceClass', 'licenceImageKey', 'licenceExpiry'].includes(field)) return 'licence';
  return 'vehicle';
}

function failureText(error: unknown, t: (key: FeatureKey) => string): string {
  return isRequestError(error) ? error.message : t('request.failed');
}

/**
 * Driver verification, step by step (ID card, driving licence, vehicle, review), resumable from the
 * saved profile; then the review state: submitted, approved, or rejected with the reason per field.
 */
export function VerificationFlow({ partner = false }: { partner?: boolean }) {
  const { t } = useFeatureI18n();
  const detail = useDriverDetail();
  const [editing, setEditing] = useState<Step | null>(null);

  if (detail.isPending) {
    return (
      <Shell partner={partner}>
        <div className="fy-skeleton" aria-busy="true">
          <div className="fy-skeleton__bar" />
          <div className="fy-skeleton__bar fy-skeleton__bar--short" />
        </div>
      </Shell>
    );
  }
  if (detail.error) {
    const needsLogin =
      isRequestError(detail.error) && detail.error.code === BUSINESS_CODES.UNAUTHENTICATED;
    return (
      <Shell partner={partner}>
        <section className="fy-card">
          <p>{needsLogin ? t('auth.needLogin') : detail.error.message}</p>
          {needsLogin ? (
            <Link
              className="fy-button fy-button--primary"
              to={`/c2c/login?userType=3&redirect=${partner ? '/driver/jimuAuth' : '/driver/auth'}`}
            >
              {t('auth.login')}
            </Link>
          ) : (
            <button
              type="button"
              className="fy-button fy-button--primary"
              onClick={() => void detail.refetch()}
            >
              {t('common.retry')}
            </button>
          )}
        </section>
      </Shell>
    );
  }
  const profile = detail.data;
  const expiring = profile.certificates.filter((item) => item.nearExpiry);
  const reviewState =
    editing === null &&
    (profile.state === 'submitted' || profile.state === 'approved' || profile.state === 'rejected');
  return (
    <Shell partner={partner}>
      {expiring.map((item) => (
        <p key={item.kind} className="fy-auth__warning" role="note">
          {t('auth.expiring', {
            doc: t(`auth.cert.${item.kind}` as FeatureKey),
            date: item.expiresOn ?? '',
          })}
        </p>
      ))}
      {reviewState ? (
        <ReviewState
          detail={profile}
          onEdit={() =>
            setEditing(stepOfField(profile.rejectReasons[0]?.field ?? firstOpenStep(profile)))
          }
        />
      ) : (
        <Steps
          detail={profile}
          initial={editing ?? firstOpenStep(profile)}
          onSubmitted={() => setEditing(null)}
        />
      )}
    </Shell>
  );
}

function Shell({ partner, children }: { partner: boolean; children: ReactNode }) {
  const { t } = useFeatureI18n();
  return (
    <main className="fy-page">
      <header className="fy-page__hero">
        <h1>{t('auth.title')}</h1>
        <p>{t(partner ? 'auth.subtitle.partner' : 'auth.subtitle')}</p>
      </header>
      {children}
    </main>
  );
}

function ReviewState({ detail, onEdit }: { detail: DriverDetail; onEdit: () => void }) {
  const { t } = useFeatureI18n();
  return (
    <section className="fy-card" data-state={detail.state}>
      <div role="status">
        <h2>{t(`auth.state.${detail.state}` as FeatureKey)}</h2>
        <p>{t(`auth.state.${detail.state}.hint` as FeatureKey)}</p>
      </div>
      {detail.state === 'rejected' ? (
        <>
          <ul className="fy-auth__reasons">
            {detail.rejectReasons.map((item) => (
              <li key={item.field}>
                <strong>{t(`auth.field.${item.field}` as FeatureKey)}</strong>：{item.reason}
              </li>
            ))}
          </ul>
          <button type="button" className="fy-button fy-button--primary" onClick={onEdit}>
            {t('auth.edit')}
          </button>
        </>
      ) : null}
    </section>
  );
}

function Steps({
  detail,
  initial,
  onSubmitted,
}: {
  detail: DriverDetail;
  initial: Step;
  onSubmitted: () => void;
}) {
  const { t } = useFeatureI18n();
  const [step, setStep] = useState<Step>(initial);
  const index = STEPS.indexOf(step);
  const next = () => setStep(STEPS[Math.min(index + 1, STEPS.length - 1)] ?? 'review');
  return (
    <>
      <ol className="fy-auth__steps" aria-label={t('auth.steps')}>
        {STEPS.map((item, position) => (
          <li
            key={item}
            aria-current={item === step ? 'step' : undefined}
            data-done={position < index}
          >
            {t(`auth.step.${item}` as FeatureKey)}
          </li>
        ))}
      </ol>
      {step === 'identity' ? <IdentityStep detail={detail} onDone={next} /> : null}
      {step === 'licence' ? (
        <LicenceStep detail={detail} onDone={next} onBack={() => setStep('identity')} />
      ) : null}
      {step === 'vehicle' ? (
        <VehicleStep detail={detail} onDone={next} onBack={() => setStep('licence')} />
      ) : null}
      {step === 'review' ? (
        <SubmitStep detail={detail} onBack={() => setStep('vehicle')} onSubmitted={onSubmitted} />
      ) : null}
    </>
  );
}

function StepForm({
  onSubmit,
  busy,
  error,
  onBack,
  submitLabel,
  children,
}: {
  onSubmit: () => void;
  busy: boolean;
  error: string | null;
  onBack?: () => void;
  submitLabel?: string;
  children: ReactNode;
}) {
  const { t } = useFeatureI18n();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="fy-card" onSubmit={submit} noValidate>
      {children}
      {error ? (
        <p className="fy-auth__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="fy-auth__actions">
        {onBack ? (
          <button type="button" className="fy-button" onClick={onBack}>
            {t('auth.back')}
          </button>
        ) : null}
        <button type="submit" className="fy-button fy-button--primary" disabled={busy}>
          {busy ? t('auth.saving') : (submitLabel ?? t('auth.next'))}
        </button>
      </div>
    </form>
  );
}

function Field({
  label,
  children,
  hint,
}: {
  label: string;
  children: (id: string) => ReactNode;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="fy-auth__field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint ? <p className="fy-auth__hint">{hint}</p> : null}
    </div>
  );
}

/** A number with one decimal (metres, tonnes) on the phone's decimal keypad, as typed. */
function DecimalField({
  label,
  min,
  max,
  value,
  onChange,
}: {
  label: string;
  min: string;
  max: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          className="fy-input"
          type="number"
          inputMode="decimal"
          step="0.1"
          min={min}
          max={max}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}

/** A date field (certificate expiry), value as YYYY-MM-DD. */
function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          className="fy-input"
          type="date"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}

/** A choice among fixed values, "please choose" first; `optionLabel` names each value. */
function ChoiceField({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  optionLabel: (option: string) => string;
  onChange: (value: string) => void;
}) {
  const { t } = useFeatureI18n();
  return (
    <Field label={label}>
      {(id) => (
        <select
          id={id}
          className="fy-input"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          <option value="">{t('auth.choose')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function IdentityStep({ detail, onDone }: { detail: DriverDetail; onDone: () => void }) {
  const { t } = useFeatureI18n();
  const update = useUpdateDriverInfo();
  const [name, setName] = useState(detail.name ?? '');
  const [idCardNo, setIdCardNo] = useState('');
  const [front, setFront] = useState<string | null>(null);
  const [back, setBack] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const onFile = (kind: CertificateKind) => certificate(detail, kind)?.url ?? null;

  const save = async () => {
    const trimmed = name.trim();
    const id = idCardNo.trim().toUpperCase();
    if (!NAME_PATTERN.test(trimmed)) return setError(t('auth.error.name'));
    if (!id && !detail.idCardMasked) return setError(t('auth.error.idCard'));
    if (id && !ID_PATTERN.test(id)) return setError(t('auth.error.idCard'));
    if (!front && !onFile('id_card_front')) return setError(t('auth.error.photo.front'));
    if (!back && !onFile('id_card_back')) return setError(t('auth.error.photo.back'));
    setError(null);
    try {
      if (id) {
        setChecking(true);
        const check = await checkIdCard({ name: trimmed, idCardNo: id });
        if (!check.valid) {
          setError(
            check.reasons.map((reason) => t(`auth.idReason.${reason}` as FeatureKey)).join(' '),
          );
          return;
        }
      }
      await update.mutateAsync({
        name: trimmed,
        ...(id ? { idCardNo: id } : {}),
        ...(front ? { idCardFrontKey: front } : {}),
        ...(back ? { idCardBackKey: back } : {}),
      });
      onDone();
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setChecking(false);
    }
  };

  return (
    <StepForm onSubmit={() => void save()} busy={checking || update.isPending} error={error}>
      <Field label={t('auth.field.name')}>
        {(id) => (
          <input
            id={id}
            className="fy-input"
            autoComplete="name"
            maxLength={30}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
        )}
      </Field>
      <Field
        label={t('auth.field.idCardNo')}
        hint={detail.idCardMasked ? t('auth.idOnFile', { id: detail.idCardMasked }) : undefined}
      >
        {(id) => (
          <input
            id={id}
            className="fy-input"
            inputMode="text"
            autoComplete="off"
            maxLength={18}
            value={idCardNo}
            onChange={(e) => setIdCardNo(e.currentTarget.value.replace(/[^\dXx]/g, ''))}
          />
        )}
      </Field>
      <PhotoField
        label={t('auth.cert.id_card_front')}
        currentUrl={onFile('id_card_front')}
        onUploaded={setFront}
      />
      <PhotoField
        label={t('auth.cert.id_card_back')}
        currentUrl={onFile('id_card_back')}
        onUploaded={setBack}
      />
    </StepForm>
  );
}

function LicenceStep({
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
  const current = certificate(detail, 'driving_licence');
  const [licenceClass, setLicenceClass] = useState(detail.licenceClass ?? '');
  const [expiry, setExpiry] = useState(current?.expiresOn ?? '');
  const [photo, setPhoto] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (!licenceClass) return setError(t('auth.error.licenceClass'));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(expiry)) return setError(t('auth.error.expiry'));
    if (!photo && !current) return setError(t('auth.error.photo.licence'));
    setError(null);
    try {
      await update.mutateAsync({
        licenceClass: licenceClass as (typeof LICENCE_CLASSES)[number],
        licenceExpiry: expiry,
        ...(photo ? { licenceImageKey: photo } : {}),
      });
      onDone();
    } catch (failure) {
      setError(failureText(failure, t));
    }
  };

  return (
    <StepForm onSubmit={() => void save()} busy={update.isPending} error={error} onBack={onBack}>
      <PhotoField
        label={t('auth.cert.driving_licence')}
        currentUrl={current?.url ?? null}
        onUploaded={setPhoto}
      />
      <ChoiceField
        label={t('auth.field.licenceClass')}
        value={licenceClass}
        options={LICENCE_CLASSES}
        optionLabel={(option) => option}
        onChange={setLicenceClass}
      />
      <DateField label={t('auth.field.licenceExpiry')} value={expiry} onChange={setExpiry} />
    </StepForm>
  );
}

function VehicleStep({
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
  const [vehicleType, setVehicleType] = useState(detail.vehicleType ?? '');
  const [length, setLength] = useState(detail.vehicleLengthM?.toString() ?? '');
  const [load, setLoad] = useState(detail.loadTonnes?.toString() ?? '');
  const [expiry, setExpiry] = useState(current?.expiresOn ?? '');
  const [photo, setPhoto] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const save = async () => {
    const lengthM = Number(length);
    const tonnes = Number(load);
    if (!plate.trim()) return setError(t('auth.error.plate'));
    if (!vehicleType) return setError(t('auth.error.vehicleType'));
    if (!(lengthM > 0) || !(tonnes > 0)) return setError(t('auth.error.size'));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(expiry)) return setError(t('auth.error.expiry'));
    if (!photo && !current) return setError(t('auth.error.photo.vehicle'));
    setError(null);
    const type = vehicleType as (typeof VEHICLE_TYPES)[number];
    try {
      setChecking(true);
      const legal = await checkTruckLegal({
        plateNumber: plate,
        vehicleType: type,
        vehicleLengthM: lengthM,
        loadTonnes: tonnes,
      });
      if (!legal.legal) {
        setError(
          legal.reasons.map((reason) => t(`auth.truckReason.${reason}` as FeatureKey)).join(' '),
        );
        return;
      }
      await update.mutateAsync({
        plateNumber: plate,
        vehicleType: type,
        vehicleLengthM: lengthM,
        loadTonnes: tonnes,
        vehicleLicenceExpiry: expiry,
        ...(photo ? { vehicleLicenceImageKey: photo } : {}),
      });
      onDone();
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setChecking(false);
    }
  };

  return (
    <StepForm
      onSubmit={() => void save()}
      busy={checking || update.isPending}
      error={error}
      onBack={onBack}
    >
      <PhotoField
        label={t('auth.cert.vehicle_licence')}
        currentUrl={current?.url ?? null}
        onUploaded={setPhoto}
      />
      <Field label={t('auth.field.plateNumber')} hint={t('auth.plateHint')}>
        {(id) => (
          <input
            id={id}
            className="fy-input"
            autoComplete="off"
            maxLength={10}
            value={plate}
            onChange={(e) => setPlate(e.currentTarget.value.toUpperCase())}
          />
        )}
      </Field>
      <ChoiceField
        label={t('vehicle.field.type')}
        value={vehicleType}
        options={VEHICLE_TYPES}
        optionLabel={(option) => t(`vehicle.type.${option}` as FeatureKey)}
        onChange={setVehicleType}
      />
      <DecimalField
        label={t('vehicle.field.lengthM')}
        min="1"
        max="30"
        value={length}
        onChange={setLength}
      />
      <DecimalField
        label={t('auth.field.loadTonnes')}
        min="0.1"
        max="100"
        value={load}
        onChange={setLoad}
      />
      <DateField label={t('auth.field.vehicleLicenceExpiry')} value={expiry} onChange={setExpiry} />
    </StepForm>
  );
}

function SubmitStep({
  detail,
  onBack,
  onSubmitted,
}: {
  detail: DriverDetail;
  onBack: () => void;
  onSubmitted: () => void;
}) {
  const { t } = useFeatureI18n();
  const update = useUpdateDriverInfo();
  const [error, setError] = useState<string | null>(null);
  const rows: [FeatureKey, string | null][] = [
    ['auth.field.name', detail.name],
    ['auth.field.idCardNo', detail.idCardMasked],
    ['auth.field.licenceClass', detail.licenceClass],
    ['auth.field.plateNumber', detail.plateNumber],
    [
      'vehicle.field.type',
      detail.vehicleType ? t(`vehicle.type.${detail.vehicleType}` as FeatureKey) : null,
    ],
    ['vehicle.field.lengthM', detail.vehicleLengthM?.toString() ?? null],
    ['auth.field.loadTonnes', detail.loadTonnes?.toString() ?? null],
  ];
  const submit = async () => {
    setError(null);
    try {
      await update.mutateAsync({ submit: true });
      onSubmitted();
    } catch (failure) {
      setError(failureText(failure, t));
    }
  };
  return (
    <StepForm
      onSubmit={() => void submit()}
      busy={update.isPending}
      error={error}
      onBack={onBack}
      submitLabel={t('auth.submit')}
    >
      <dl className="fy-auth__summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value ?? '-'}</dd>
          </div>
        ))}
      </dl>
    </StepForm>
  );
}
