import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CityField } from '@/components/form/city-field';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { endpointQuery } from '@/lib/request/endpoint';
import { useCatalogue } from '@/lib/i18n/i18n';
import { joinWechatGroupCatalogue } from '../i18n/catalogue';
import '../components/guide.css';

export default function JoinWechatGroupPage() {
  const { t } = useCatalogue(joinWechatGroupCatalogue);
  const [cityCode, setCityCode] = useState('');
  const group = useQuery(endpointQuery('getWechatGroup', cityCode ? { cityCode } : {}));
  return (
    <PageFrame title={t('group.title')} subtitle={t('group.intro')}>
      <section className="fy-card">
        <CityField value={cityCode} onChange={setCityCode} />
      </section>
      <div aria-live="polite">
        <QueryView query={group} rows={2}>
          {(data) => (
            <section className="fy-card fy-group">
              <h2>{data.name}</h2>
              {/* In English, the name the driver will see in WeChat's chat list after joining. */}
              {data.wechatName && data.wechatName !== data.name ? (
                <p>
                  {t('group.wechatName')} <span lang="zh-CN">{data.wechatName}</span>
                </p>
              ) : null}
              {data.scope !== 'city' && cityCode ? <p>{t('group.noCityGroup')}</p> : null}
              {/* A plain image: WeChat offers "save" and "scan" on a long press. */}
              <LazyImage
                className="fy-group__qr"
                src={data.qrImageUrl}
                width={240}
                height={240}
                alt={t('group.qrAlt', { name: data.name })}
              />
              <p className="fy-group__hint">{t('group.hint')}</p>
            </section>
          )}
        </QueryView>
      </div>
    </PageFrame>
  );
}
