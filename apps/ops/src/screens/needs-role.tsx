import type { OperatorRole } from '@freight/contract/ops';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n';
import { can, useOperator } from '../session';

/**
 * A screen for `role` and up: anyone else who opens its address (a bookmark, a link from an admin)
 * is told so instead of filling in a form the API will refuse (issue 43). The API checks anyway.
 */
export function NeedsRole({ role, children }: { role: OperatorRole; children: ReactNode }) {
  const t = useT();
  const operator = useOperator().data;
  if (can(operator, role)) return children;
  return (
    <Result
      status="403"
      title={t('app.needsRole', { role: t(`app.role.${role}`) })}
      extra={<Link to="/campaigns">{t('app.toCampaigns')}</Link>}
    />
  );
}
