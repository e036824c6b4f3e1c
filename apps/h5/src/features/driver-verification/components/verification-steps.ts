import type { DriverDetail } from '@freight/contract/endpoints/index';
import { serverFieldErrors } from '@/components/form/field-refusals';
import type { Locale } from '@/lib/i18n/i18n';
import { isRequestError } from '@/lib/request/request-error';
import type { FeatureKey } from '../i18n/catalogue';

// The four steps of driver verification and where a driver picks up: pure functions, shared by the
// flow and its step forms.

export type Step = 'identity' | 'licence' | 'vehicle' | 'review';
export const STEPS: readonly Step[] = ['identity', 'licence', 'vehicle', 'review'];
export type CertificateKind = DriverDetail['certificates'][number]['kind'];

export function certificate(detail: DriverDetail, kind: CertificateKind) {
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
export function stepOfField(field: string): Step {
  if (['name', 'idCardNo', 'idCardFrontKey', 'idCardBackKey'].includes(field)) return 'identity';
  if (['licenceClass', 'licenceImageKey', 'licenceExpiry'].includes(field)) return 'licence';
  return 'vehicle';
}

/** A failed call, in words: the server's own message, or "the request failed". */
export function failureText(error: unknown, t: (key: FeatureKey) => string): string {
  return isRequestError(error) ? error.message : t('request.failed');
}

/** Errors of a step's fields, by field; `form` for what belongs to no one field. */
export type StepErrors<F extends string> = Partial<Record<F | 'form', string>>;

/** A failed save: at the step's fields the server named (`at` maps them), else for the form. */
export function stepFailure<F extends string>(
  failure: unknown,
  locale: Locale,
  at: Readonly<Record<string, F>>,
  t: (key: FeatureKey) => string,
): StepErrors<F> {
  const placed: StepErrors<F> | null = serverFieldErrors(failure, locale, at);
  if (placed) return placed;
  const form: StepErrors<F> = {};
  form.form = failureText(failure, t);
  return form;
}

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
