import { VEHICLE_TYPES } from '@freight/contract/endpoints/driver-values';
import { isPlateNumber } from '@freight/contract/rules/plate';
import { useLocation, useNavigate } from '@/lib/routing/router';
import { ChoiceField } from '@/components/form/choice-field';
import { DecimalField } from '@/components/form/decimal-field';
import { refusalAt } from '@/components/form/field-refusals';
import { useFieldRules } from '@/components/form/field-rules';
import { FormError } from '@/components/form/form-error';
import { plateAsTyped } from '@/components/form/normalize';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { truckVerdictErrors } from '@/components/form/truck-verdict';
import { useForm } from '@/components/form/use-form';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInviter } from '../api/inviter';
import { saveTruck } from '../api/truck';
import { AcceptInvitation } from '../components/accept-invitation';
import { ForInvitation, type InvitationPageProps } from '../components/invitation-link';
import { useTruckI18n } from '../i18n/catalogue';
import '@/components/form/form.css';
import '../components/invite.css';

type VehicleType = (typeof VEHICLE_TYPES)[number];
type Field = 'plate' | 'vehicleType' | 'length' | 'load' | 'form';
type Errors = Partial<Record<Field, string>>;

/** Where the server's refusal of a request field is shown on the truck form. */
const FIELD_OF = {
  plateNumber: 'plate',
  vehicleType: 'vehicleType',
  vehicleLengthM: 'length',
  loadTonnes: 'load',
} as const satisfies Record<string, Field>;

export default function TruckSignUpPage() {
  return <ForInvitation page={SignUp} />;
}

function SignUp({ token, family }: InvitationPageProps) {
  const { t } = useTruckI18n();
  const hasTruck = useLocation().pathname.endsWith('/hascar');
  const inviter = useInviter(token, family.inviteType);
  const from = inviter.data?.[0]?.inviterMobileMasked;
  return (
    <PageFrame subtitle={from ? t('share.from', { inviter: from }) : t('share.join')}>
      <LoginGate userType={3}>
        {() =>
          hasTruck ? (
            <TruckForm token={token} />
          ) : (
            <>
              <section className="fy-card">
                <h2>{t('nocar.title')}</h2>
                <p>{t('nocar.hint')}</p>
              </section>
              <AcceptInvitation token={token} family={family} event={null} />
            </>
          )
        }
      </LoginGate>
    </PageFrame>
  );
}

function TruckForm({ token }: { token: string }) {
  const { t } = useTruckI18n();
  const rule = useFieldRules();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const form = useForm<
    { plate: string; vehicleType: VehicleType | ''; length: string; load: string },
    Field
  >({
    initial: { plate: '', vehicleType: '', length: '', load: '' },
    refusal: refusalAt(FIELD_OF),
    check: ({ plate, vehicleType, length, load }) => {
      const found: Errors = {};
      if (!plate) found.plate = t('truck.error.plate');
      else if (!isPlateNumber(plate)) found.plate = rule('plate.format');
      if (!vehicleType) found.vehicleType = t('truck.error.type');
      if (!(Number(length) > 0)) found.length = t('truck.error.size');
      if (!(Number(load) > 0)) found.load = t('truck.error.size');
      return found;
    },
    send: async ({ plate, vehicleType, length, load }) => {
      if (!vehicleType) return { vehicleType: t('truck.error.type') };
      const verdict = await saveTruck({
        plateNumber: plate,
        vehicleType,
        vehicleLengthM: Number(length),
        loadTonnes: Number(load),
      });
      if (!verdict.legal) return truckVerdictErrors(verdict, rule);
      await accept.mutateAsync({ token });
      void navigate('../success', { relative: 'path', replace: true });
    },
  });
  // An edit leaves the field's error until the next tap (this form's errors name the whole truck).
  const { values, set, errors } = form;

  return (
    <form className="fy-card fy-form" onSubmit={form.submit} noValidate>
      <h2>{t('truck.title')}</h2>
      <p>{t('truck.hint')}</p>
      <TextField
        label={t('truck.plate')}
        maxLength={12}
        value={values.plate}
        normalize={plateAsTyped}
        onChange={(plate) => set({ plate })}
        error={errors.plate}
      />
      <ChoiceField
        label={t('vehicle.field.type')}
        value={values.vehicleType}
        options={VEHICLE_TYPES}
        optionLabel={(option) => t(`vehicle.type.${option}`)}
        onChange={(vehicleType) => set({ vehicleType })}
        error={errors.vehicleType}
      />
      <div className="fy-field-pair">
        <DecimalField
          label={t('vehicle.field.lengthM')}
          value={values.length}
          onChange={(length) => set({ length })}
          error={errors.length}
        />
        <DecimalField
          label={t('truck.load')}
          value={values.load}
          onChange={(load) => set({ load })}
          error={errors.load}
        />
      </div>
      <SubmitButton busy={form.busy} busyLabel={t('truck.submitting')}>
        {t('truck.submit')}
      </SubmitButton>
      <FormError text={errors.form ?? null} />
    </form>
  );
}
