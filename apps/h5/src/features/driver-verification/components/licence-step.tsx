import { LICENCE_CLASSES } from '@freight/contract/endpoints/driver-values';
import type { DriverDetail } from '@freight/contract/endpoints/index';
import { useState } from 'react';
import { ChoiceField } from '@/components/form/choice-field';
import { PhotoField } from '@/components/form/photo-field';
import { useUpdateDriverInfo } from '../api/driver-profile';
import { useFeatureI18n } from '../i18n/catalogue';
import { ExpiryField, useExpiryCheck } from './expiry-field';
import { useFieldErrors } from '@/components/form/field-rules';
import { StepForm } from './step-form';
import { certificate, type StepErrors, stepFailure } from './verification-steps';

type LicenceClass = (typeof LICENCE_CLASSES)[number];
type Field = 'photo' | 'licenceClass' | 'expiry';

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
  const [licenceClass, setLicenceClass] = useState<LicenceClass | ''>(
    (detail.licenceClass as LicenceClass | null) ?? '',
  );
  const [expiry, setExpiry] = useState(current?.expiresOn ?? '');
  const [photo, setPhoto] = useState<string | null>(null);
  const { errors, setErrors, edited } = useFieldErrors<Field>();

  const save = async () => {
    const found: StepErrors<Field> = {};
    if (!photo && !current) found.photo = t('auth.error.photo.licence');
    if (!licenceClass) found.licenceClass = t('auth.error.licenceClass');
    found.expiry = expiryProblem(expiry);
    setErrors(found);
    if (Object.values(found).some(Boolean) || !licenceClass) return;
    try {
      await update.mutateAsync({
        licenceClass,
        licenceExpiry: expiry,
        ...(photo ? { licenceImageKey: photo } : {}),
      });
      onDone();
    } catch (failure) {
      setErrors(
        stepFailure(
          failure,
          locale,
          { licenceImageKey: 'photo', licenceClass: 'licenceClass', licenceExpiry: 'expiry' },
          t,
        ),
      );
    }
  };

  return (
    <StepForm onSubmit={save} busy={update.isPending} error={errors.form} onBack={onBack}>
      <PhotoField
        label={t('auth.cert.driving_licence')}
        currentUrl={current?.url ?? null}
        onUploaded={edited('photo', setPhoto)}
        error={errors.photo}
      />
      <ChoiceField
        label={t('auth.field.licenceClass')}
        value={licenceClass}
        options={LICENCE_CLASSES}
        optionLabel={(option) => option}
        onChange={edited('licenceClass', setLicenceClass)}
        error={errors.licenceClass}
      />
      <ExpiryField
        label={t('auth.field.licenceExpiry')}
        value={expiry}
        onChange={edited('expiry', setExpiry)}
        error={errors.expiry}
      />
    </StepForm>
  );
}
