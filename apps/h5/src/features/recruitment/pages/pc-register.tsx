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
  const [role, setRole] = useState<(typeof ROLES)[number]>('shipper');
  const userType = role === 'shipper' ? 1 : 3;
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
            {/* Whom the account is for, in a card above the form and outside it: the form is
                drawn anew for the other role, the choice keeps the finger's (or focus's) place. */}
            <div className="fy-card">
              <RadioField
                legend={t('choose.title')}
                value={role}
                options={ROLES}
                optionLabel={(option) =>
                  t(option === 'shipper' ? 'choose.shipper' : 'choose.driver')
                }
                onChange={setRole}
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
