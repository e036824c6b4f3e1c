import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { useCentreRulesI18n } from '../i18n/catalogue';
import { NumberedRules } from '../components/numbered-rules';
import '../components/loyalty.css';

const RULES = ['rule.1', 'rule.2', 'rule.3', 'rule.4', 'rule.5'] as const;

/**
 * No figures here: what a day's sign-in or a task gives is on the points' and the tasks' rules,
 * from the server.
 */
export default function RewardRulePage() {
  const { t } = useCentreRulesI18n();
  return (
    <PageFrame>
      <NumberedRules rules={RULES.map((key) => t(key))}>
        <p className="fy-loyalty-links">
          <Link to="/rewardCenter/scoreRule">{t('title.rewardCenter.scoreRule')}</Link>
          <Link to="/rewardCenter/taskRule">{t('title.rewardCenter.taskRule')}</Link>
        </p>
      </NumberedRules>
    </PageFrame>
  );
}
