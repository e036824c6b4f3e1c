import { useQueryClient } from '@tanstack/react-query';
import { VEHICLE_TYPES } from '@freight/contract/endpoints/driver-values';
import { useId } from 'react';
import { regionsQuery } from '@/lib/regions/regions';
import { useNavigate } from '@/lib/routing/router';
import { CityField } from '@/components/form/city-field';
import { useForm } from '@/components/form/use-form';
import { useKitI18n } from '@/components/i18n/catalogue';
import { PageFrame } from '@/components/page/page-frame';
import { useSaleListI18n } from '../i18n/catalogue';
import { useSeckillLineStore } from '../store/seckill-line-store';
import '@/components/button-link.css';
import '@/components/form/form.css';
import '../components/flash-sale.css';

/**
 * The cities are the offline GB/T 2260 list; the line is kept in the seckill line store (start,
 * end, carList) for the seckill list, which the page opens.
 */
export default function CustomerSeckillSelectPage() {
  const { t } = useSaleListI18n();
  const kit = useKitI18n();
  const navigate = useNavigate();
  const store = useSeckillLineStore();
  const id = useId();
  const codeOf = (place: Record<string, unknown> | null) =>
    typeof place?.code === 'string' ? place.code : '';
  const queryClient = useQueryClient();
  const form = useForm<{ start: string; end: string; types: string[] }, 'start' | 'end'>({
    initial: {
      start: codeOf(store.start),
      end: codeOf(store.end),
      types: store.carList.flatMap((car) =>
        typeof car.vehicleType === 'string' ? [car.vehicleType] : [],
      ),
    },
    check: ({ start, end }) => ({
      start: start ? undefined : t('select.missing'),
      end: end ? undefined : t('select.missing'),
    }),
    send: ({ start, end, types }) => {
      // The cities' names as the list shows them (the picker has loaded the list already).
      const regions = queryClient.getQueryData(regionsQuery.queryKey);
      const nameOf = (code: string) => regions?.findCity(code)?.city.name ?? code;
      store.setStart({ code: start, name: nameOf(start) });
      store.setEnd({ code: end, name: nameOf(end) });
      store.setCarList(types.map((vehicleType) => ({ vehicleType })));
      void navigate('/customer/seckill/index');
    },
  });
  const { types } = form.values;
  return (
    <PageFrame>
      <form className="fy-card" onSubmit={form.submit} noValidate>
        <fieldset className="fy-fieldset">
          <legend>{t('select.start')}</legend>
          <CityField
            value={form.values.start}
            onChange={form.edit('start')}
            error={form.errors.start ?? null}
          />
        </fieldset>
        <fieldset className="fy-fieldset">
          <legend>{t('select.end')}</legend>
          <CityField
            value={form.values.end}
            onChange={form.edit('end')}
            error={form.errors.end ?? null}
          />
        </fieldset>
        <fieldset className="fy-fieldset">
          <legend>{t('select.types')}</legend>
          {VEHICLE_TYPES.map((type) => (
            <div className="fy-check" key={type}>
              <input
                id={`${id}-${type}`}
                type="checkbox"
                checked={types.includes(type)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  form.set({ types: on ? [...types, type] : types.filter((t2) => t2 !== type) });
                }}
              />
              <label htmlFor={`${id}-${type}`}>{kit.t(`vehicle.type.${type}`)}</label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="fy-button fy-button--primary">
          {t('select.apply')}
        </button>
      </form>
    </PageFrame>
  );
}
