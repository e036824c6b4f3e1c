import type { SubmitLeadData } from '@freight/contract/endpoints/index';
import { useState } from 'react';
import { PageFrame } from '@/components/page/page-frame';
import { useFeatureI18n } from '../i18n/catalogue';
import { useRouteMeta } from '@/lib/routing/use-route-meta';
import { RegistrationDone } from '../components/registration-done';
import { RegistrationForm } from '../components/registration-form';

export default function SemRegisterPage() {
  const { t } = useFeatureI18n();
  const userType = useRouteMeta()?.userType === 3 ? 3 : 1;
  const [done, setDone] = useState<SubmitLeadData | null>(null);
  return (
    <PageFrame
      title={t(userType === 3 ? 'register.title.driver' : 'register.title.shipper')}
      subtitle={t(userType === 3 ? 'register.pitch.driver' : 'register.pitch.shipper')}
    >
      {done ? (
        <RegistrationDone result={done} />
      ) : (
        <RegistrationForm userType={userType} source="sem" onDone={(result) => setDone(result)} />
      )}
    </PageFrame>
  );
}
