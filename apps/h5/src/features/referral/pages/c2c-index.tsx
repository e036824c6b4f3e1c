import { useState } from 'react';
import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { rewardText } from '@/components/rules-page/reward-text';
import { formatDate } from '@/lib/format/date-time';
import { currentHost } from '@/lib/hosts/detect-host';
import { useSession } from '@/lib/identity/session';
import { isRequestError } from '@/lib/request/request-error';
import { useRunningProgramme } from '../api/running-programme';
import { useInviteFamily } from '../family';
import { useC2cI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

/**
 * A driver, by the host or the session, is sent on to the drivers' own invitation (issue 44 item
 * 10).
 */
export default function C2cIndexPage() {
  const { t } = useC2cI18n();
  const family = useInviteFamily();
  const programme = useRunningProgramme(family.inviteType);
  const [host] = useState(currentHost);
  const session = useSession();
  if (host.app === 'driver' || session.data?.userType === 3) {
    return (
      <PageFrame>
        <section className="fy-card" role="note">
          <h2>{t('c2c.driver')}</h2>
          <p>{t('c2c.driver.hint')}</p>
          <Link className="fy-button fy-button--primary" to="/driver-invite-driver/index">
            {t('c2c.driver.link')}
          </Link>
        </section>
      </PageFrame>
    );
  }
  if (isRequestError(programme.error) && programme.error.status === 404) {
    return <PageFrame subtitle={t('programme.none')} />;
  }
  const day = (iso: string) => formatDate(iso, 'YYYY-MM-DD');
  const [to, label] =
    host.app === 'shipper'
      ? (['../appinvite', 'c2c.inviteInApp'] as const)
      : host.wechat
        ? (['../follow', 'c2c.follow'] as const)
        : (['../gotoinvite', 'c2c.invite'] as const);
  return (
    <PageFrame title={programme.data?.title}>
      <QueryView query={programme} rows={3}>
        {(rules) => {
          const terms = rules.referral;
          const event = terms ? t(`rules.referral.event.${terms.qualifyEvent}`) : null;
          return (
            <>
              <section className="fy-card">
                {terms ? (
                  <p>{t('c2c.you', { reward: rewardText(terms.inviterReward, t) })}</p>
                ) : null}
                {terms?.inviteeReward ? (
                  <p>{t('c2c.friend', { reward: rewardText(terms.inviteeReward, t) })}</p>
                ) : null}
                {event ? <p>{t('c2c.when', { event })}</p> : null}
                <p>{t('c2c.window', { from: day(rules.startsAt), to: day(rules.endsAt) })}</p>
                {rules.rules.split('\n').map((line, i) => (
                  <p key={`${i}:${line}`}>{line}</p>
                ))}
              </section>
              <section className="fy-card">
                <Link className="fy-button fy-button--primary" to={to} relative="path">
                  {t(label)}
                </Link>
                <Link className="fy-button" to="../receivedetail" relative="path">
                  {t('c2c.records')}
                </Link>
              </section>
            </>
          );
        }}
      </QueryView>
    </PageFrame>
  );
}
