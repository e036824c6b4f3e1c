import { PageFrame } from '@/components/page/page-frame';
import { rewardText } from '@/components/rules-page/reward-text';
import { useSession } from '@/lib/identity/session';
import { useValueBalance } from '@/lib/value/balances';
import { useSignInStatus } from '../api/loyalty';
import { useScoreRuleI18n } from '../i18n/catalogue';
import { NumberedRules } from '../components/numbered-rules';
import '../components/loyalty.css';

const RULES = ['scoreRule.1', 'scoreRule.2', 'scoreRule.3', 'scoreRule.4'] as const;

export default function ScoreRulePage() {
  const { t } = useScoreRuleI18n();
  const user = useSession().data;
  return (
    <PageFrame>
      <NumberedRules rules={RULES.map((key) => t(key))} />
      {user ? <Mine /> : null}
    </PageFrame>
  );
}

function Mine() {
  const { t } = useScoreRuleI18n();
  const signIn = useSignInStatus().data;
  const points = useValueBalance('points');
  return (
    <>
      {signIn?.campaign ? (
        <section className="fy-card" aria-labelledby="fy-score-cycle">
          <h2 id="fy-score-cycle">{t('scoreRule.cycle')}</h2>
          <ul>
            {signIn.cycle.map((day) => (
              <li key={day.day}>
                {t('scoreRule.day', {
                  day: day.day,
                  reward: day.reward ? rewardText(day.reward, t) : t('signIn.dayGone'),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {points ? (
        <section className="fy-card" role="status">
          <p>
            {points.nextExpiry
              ? t('centre.expiry', {
                  amount: points.nextExpiry.amount,
                  date: points.nextExpiry.expiresOn,
                })
              : t('scoreRule.noExpiry')}
          </p>
        </section>
      ) : null}
    </>
  );
}
