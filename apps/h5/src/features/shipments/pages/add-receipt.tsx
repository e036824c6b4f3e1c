import { Link, useNavigate } from '@/lib/routing/router';
import { useFieldRules } from '@/components/form/field-rules';
import { MOBILE_AS_TYPED_MAX, mobileAsTyped } from '@/components/form/normalize';
import { TextField } from '@/components/form/text-field';
import { type FormErrors, useForm } from '@/components/form/use-form';
import { PageFrame } from '@/components/page/page-frame';
import { useRegionName } from '@/lib/regions/use-place-name';
import { type ReceiptField as Field, receiptProblems } from '../components/receipt-problems';
import { setReceiptDraft, useReceiptDraft } from '../flow';
import { useAddressI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '@/components/form/form.css';
import '../components/flash-sale.css';

/**
 * The consignee is kept in the flow's store (receiptJson) for the second step, which the page goes
 * back to.
 */
export default function AddReceiptPage() {
  const { t } = useAddressI18n();
  const regionIn = useRegionName();
  const rule = useFieldRules();
  const navigate = useNavigate();
  const stored = useReceiptDraft();
  // The values live in the flow's store (the place is picked on another page); the form owns the
  // send and its errors.
  const form = useForm<typeof stored, Field>({
    initial: stored,
    check: () => {
      const problems = receiptProblems(stored);
      const found: FormErrors<Field> = {};
      for (const field of Object.keys(problems) as Field[]) {
        const problem = problems[field];
        if (problem) found[field] = problem === 'place' ? t('receipt.missingPlace') : rule(problem);
      }
      return found;
    },
    send: () => {
      setReceiptDraft({ ...stored, name: stored.name?.trim(), address: stored.address?.trim() });
      void navigate('/flashSale/publishStep2');
    },
  });
  const error = (field: Field) => form.errors[field] ?? null;
  const edit = (field: Field) => form.edited(field, setReceiptDraft);
  return (
    <PageFrame>
      <form className="fy-card" onSubmit={form.submit} noValidate>
        <TextField
          label={t('receipt.name')}
          value={stored.name ?? ''}
          onChange={(name) => edit('name')({ ...stored, name })}
          autoComplete="name"
          maxLength={30}
          error={error('name')}
        />
        <TextField
          label={t('receipt.mobile')}
          value={stored.mobile ?? ''}
          onChange={(mobile) => edit('mobile')({ ...stored, mobile })}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={MOBILE_AS_TYPED_MAX}
          normalize={mobileAsTyped}
          error={error('mobile')}
        />
        <div className="fy-field">
          <p className="fy-stop__place" id="fy-receipt-place">
            {t('receipt.place', {
              place:
                stored.regionCode && stored.regionName
                  ? regionIn(stored.regionCode, stored.regionName)
                  : t('receipt.noPlace'),
            })}
          </p>
          <Link
            className="fy-button"
            to="/flashSale/mapSearch?for=receipt"
            aria-describedby="fy-receipt-place"
          >
            {stored.regionCode ? t('stop.change') : t('stop.pick')}
          </Link>
          {error('place') ? (
            <p className="fy-field__error" role="alert">
              {error('place')}
            </p>
          ) : null}
        </div>
        <TextField
          label={t('receipt.address')}
          value={stored.address ?? ''}
          onChange={(address) => edit('address')({ ...stored, address })}
          maxLength={80}
          error={error('address')}
        />
        <button type="submit" className="fy-button fy-button--primary">
          {t('receipt.save')}
        </button>
      </form>
    </PageFrame>
  );
}
