// Join the drivers' WeChat group (/driver/joinWechatGroup): the group for the driver's city (else
// province, else national) with its QR code to long-press and save or scan. See docs/pages.md.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CitySelect } from '@/components/city-select';
import { QueryError } from '@/components/query-error/query-error';
import { useFeatureI18n } from '../i18n/catalogue';
import { callEndpoint } from '@/lib/request/endpoint';
import '../components/guide.css';

export default function JoinWechatGroupPage() {
  const { t } = useFeatureI18n();
  const [cityCode, setCityCode] = useState('');
  const group = useQuery({
    queryKey: ['wechat-group', cityCode],
    queryFn: () =>
      callEndpoint('getWechatGroup', cityCode ? { cityCode } : {}, {
        loading: false,
        errorDialog: false,
      }),
  });
  return (
    <main className="fy-page">
      <header className="fy-page__hero">
        <h1>{t('group.title')}</h1>
        <p>{t('group.intro')}</p>
      </header>
      <section className="fy-card">
        <CitySelect value={cityCode} onChange={setCityCode} invalid={false} />
      </section>
      <section className="fy-card fy-group" aria-live="polite" aria-busy={group.isPending}>
        {group.isPending ? (
          <div className="fy-skeleton">
            <div className="fy-skeleton__bar fy-skeleton__bar--short" />
          </div>
        ) : group.error ? (
          <QueryError
            error={group.error}
            onRetry={() => void group.refetch()}
            retrying={group.isRefetching}
          />
        ) : (
          <>
            <h2>{group.data.name}</h2>
            {group.data.scope !== 'city' && cityCode ? <p>{t('group.noCityGroup')}</p> : null}
            <img
              className="fy-group__qr"
              src={group.data.qrImageUrl}
              width={240}
              height={240}
              alt={t('group.qrAlt', { name: group.data.name })}
            />
            <p className="fy-group__hint">{t('group.hint')}</p>
          </>
        )}
      </section>
    </main>
  );
}
