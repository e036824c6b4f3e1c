import type { SubmitLeadData } from '@freight/contract/endpoints/index';
import { useState } from 'react';
import { RadioField } from '@/components/form/radio-field';
import { PageFrame } from '@/components/page/page-frame';
import { useFeatureI18n } from '../i18n/catalogue';
import { RegistrationDone } from '../components/registration-done';
import { RegistrationForm } from '../components/registration-form';

const ROLES = ['shipper', 'driver'] as const;

export default function PcRegisterPage() {
  const { t } = useFeatureI18n();
  const [userType, setUserType] = useState<1 | 3>(1);
  const [done, setDone] = useState<SubmitLeadData | null>(null);
  return (
    <PageFrame
      className="fy-recruit--pc"
      subtitle={t('sem.pc.pitch')}
      hero={
        <ul>
          <li>{t('register.pitch.shipper')}</li>
          <li>{t('register.pitch.driver')}</li>
        </ul>
      }
    >
      <div>
        {done ? (
          <RegistrationDone result={done} />
        ) : (
          <>
            <div className="fy-recruit__roles">
              <RadioField
                legend={t('choose.title')}
                value={userType === 1 ? 'shipper' : 'driver'}
                options={ROLES}
                optionLabel={(role) => t(role === 'shipper' ? 'choose.shipper' : 'choose.driver')}
                onChange={(role) => setUserType(role === 'shipper' ? 1 : 3)}
              />
            </div>
            <RegistrationForm
              key={userType}
              userType={userType}
              source="sem_pc"
              onDone={(result) => setDone(result)}
            />
          </>
        )}
      </div>
    </PageFrame>
  );
}
