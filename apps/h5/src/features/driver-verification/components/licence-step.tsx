import { LICENCE_CLASSES } from '@freight/contract/endpoints/driver-values';
import type { DriverDetail } from '@freight/contract/endpoints/index';
import { ChoiceField } from '@/components/form/choice-field';
import { PhotoField } from '@/components/form/photo-field';
import { useUpdateDriverInfo } from '../api/driver-profile';
import { useFeatureI18n } from '../i18n/catalogue';
import { ExpiryField, useExpiryCheck } from './expiry-field';
import { useForm } from '@/components/form/use-form';
import { StepForm } from './step-form';
import { certificate, type StepErrors, stepFailure } from './verification-steps';

type LicenceClass = (typeof LICENCE_CLASSES)[number];
type Field = 'photo' | 'licenceClass' | 'expiry';

/** Where the server's refusal of a request field is shown on this step. */
const FIELD_OF = {
  licenceImageKey: 'photo',
  licenceClass: 'licenceClass',
  licenceExpiry: 'expiry',
} as const satisfies Record<string, Field>;

/** Step 2: the driving licence's photo, class and expiry date. */
export function LicenceStep({
  detail,
  onDone,
  onBack,
}: {
  detail: DriverDetail;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t, locale } = useFeatureI18n();
  const expiryProblem = useExpiryCheck();
  const update = useUpdateDriverInfo();
  const current = certificate(detail, 'driving_licence');
  const form = useForm<
    { licenceClass: LicenceClass | ''; expiry: string; photo: string | null },
    Field
  >({
    initial: {
      licenceClass: detail.licenceClass ?? '',
      expiry: current?.expiresOn ?? '',
      photo: null,
    },
    failure: (failure) => stepFailure(failure, locale, FIELD_OF, t),
    check: ({ licenceClass, expiry, photo }) => {
      const found: StepErrors<Field> = {};
      if (!photo && !current) found.photo = t('auth.error.photo.licence');
      if (!licenceClass) found.licenceClass = t('auth.error.licenceClass');
      found.expiry = expiryProblem(expiry);
      return found;
    },
    send: async ({ licenceClass, expiry, photo }) => {
      if (!licenceClass) return { licenceClass: t('auth.error.licenceClass') };
      await update.mutateAsync({
        licenceClass,
        licenceExpiry: expiry,
        ...(photo ? { licenceImageKey: photo } : {}),
      });
      onDone();
    },
  });
  const { licenceClass, expiry } = form.values;

  return (
    <StepForm form={form} onBack={onBack}>
      <PhotoField
        label={t('auth.cert.driving_licence')}
        currentUrl={current?.url ?? null}
        onUploaded={form.edit('photo')}
        error={form.errors.photo}
      />
      <ChoiceField
        label={t('auth.field.licenceClass')}
        value={licenceClass}
        options={LICENCE_CLASSES}
        optionLabel={(option) => option}
        onChange={form.edit('licenceClass')}
        error={form.errors.licenceClass}
      />
      <ExpiryField
        label={t('auth.field.licenceExpiry')}
        value={expiry}
        onChange={form.edit('expiry')}
        error={form.errors.expiry}
      />
    </StepForm>
  );
}
