import { PageFrame } from '@/components/page/page-frame';
import { rewardText } from '@/components/rules-page/reward-text';
import { useSession } from '@/lib/identity/session';
import { useTasks } from '../api/loyalty';
import { useTaskRuleI18n } from '../i18n/catalogue';
import { NumberedRules } from '../components/numbered-rules';
import '../components/loyalty.css';

const RULES = ['taskRule.1', 'taskRule.2', 'taskRule.3', 'taskRule.4'] as const;

export default function TaskRulePage() {
  const { t } = useTaskRuleI18n();
  const user = useSession().data;
  return (
    <PageFrame>
      <NumberedRules rules={RULES.map((key) => t(key))} />
      {user ? <Tasks /> : null}
    </PageFrame>
  );
}

function Tasks() {
  const { t } = useTaskRuleI18n();
  const tasks = useTasks().data?.tasks ?? [];
  if (tasks.length === 0) return null;
  return (
    <section className="fy-card" aria-labelledby="fy-task-rules">
      <h2 id="fy-task-rules">{t('task.heading')}</h2>
      <ul className="fy-loyalty-list">
        {tasks.map((task) => (
          <li key={task.taskId}>
            <strong>{task.title}</strong> · {t(`task.period.${task.period}`)}
            <br />
            {task.description}
            <br />
            {t('taskRule.gives', { target: task.target, reward: rewardText(task.reward, t) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
