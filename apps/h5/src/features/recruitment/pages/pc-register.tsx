import type { SubmitLeadData } from '@freight/contract/endpoints/index';
import { useState } from 'react';
import { PageFrame } from '@/components/page/page-frame';
import { useFeatureI18n } from '../i18n/catalogue';
import { RegistrationDone } from '../components/registration-done';
import { RegistrationForm } from '../components/registration-form';

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
            <fieldset className="fy-recruit__roles">
              <legend className="fy-visually-hidden">{t('choose.title')}</legend>
              <label>
                <input
                  type="radio"
                  name="role"
                  checked={userType === 1}
                  onChange={() => setUserType(1)}
                />
                {t('choose.shipper')}
              </label>
              <label>
                <input
                  type="radio"
                  name="role"
                  checked={userType === 3}
                  onChange={() => setUserType(3)}
                />
                {t('choose.driver')}
              </label>
            </fieldset>
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
