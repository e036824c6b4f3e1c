import {
  Button,
  Dropdown,
  Layout,
  Menu,
  type MenuProps,
  Result,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useContext, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageContext, type MessageKey, useT } from './i18n';
import { LoginScreen } from './screens/login';
import { ForcedPasswordChangeScreen, PasswordChangeDialog } from './screens/password';
import { RolesHelpDialog } from './screens/roles-help';
import { SecondFactorEnrolmentScreen } from './screens/second-factor';
import { can, useLogout, useOperator } from './session';
import type { OperatorRole } from '@freight/contract/ops';

type MenuItem = NonNullable<MenuProps['items']>[number] & { children?: MenuItem[] };

const SCREENS: readonly {
  path: string;
  label: MessageKey;
  role: OperatorRole;
  /** Screens of one kind sit under one menu entry (the header has room for about eight). */
  group?: MessageKey;
}[] = [
  { path: '/campaigns', label: 'nav.campaigns', role: 'viewer' },
  { path: '/verifications', label: 'nav.verifications', role: 'viewer' },
  { path: '/users', label: 'nav.users', role: 'viewer' },
  { path: '/shipments', label: 'nav.shipments', role: 'viewer' },
  { path: '/funnel', label: 'nav.funnel', role: 'viewer' },
  { path: '/knowledge', label: 'nav.articles', role: 'viewer', group: 'nav.content' },
  { path: '/coupon-templates', label: 'nav.templates', role: 'viewer', group: 'nav.content' },
  { path: '/grades', label: 'nav.grades', role: 'viewer', group: 'nav.content' },
  { path: '/feedback', label: 'nav.feedback', role: 'viewer', group: 'nav.content' },
  { path: '/edu/course', label: 'nav.eduCourse', role: 'viewer', group: 'nav.content' },
  { path: '/edu', label: 'nav.edu', role: 'viewer', group: 'nav.content' },
  { path: '/party', label: 'nav.party', role: 'viewer', group: 'nav.content' },
  { path: '/epidemic/reports', label: 'nav.roadReports', role: 'viewer', group: 'nav.epidemic' },
  { path: '/epidemic/broadcasts', label: 'nav.broadcasts', role: 'viewer', group: 'nav.epidemic' },
  { path: '/epidemic/risk-areas', label: 'nav.riskAreas', role: 'viewer', group: 'nav.epidemic' },
  { path: '/epidemic/policies', label: 'nav.policies', role: 'viewer', group: 'nav.epidemic' },
  { path: '/audit', label: 'nav.audit', role: 'admin' },
  { path: '/operators', label: 'nav.operators', role: 'admin' },
];

/**
 * The console's frame: the login until an operator is in, then the menu of the screens their role
 * may use, who they are and their role, the language switch and the logout.
 */
export function Shell() {
  const t = useT();
  const { language, setLanguage } = useContext(LanguageContext);
  const operator = useOperator();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    document.title = t('app.title');
  });
  if (operator.isPending) {
    return (
      <Spin size="large" tip={t('common.loading')}>
        <div style={{ height: '100vh' }} />
      </Spin>
    );
  }
  if (operator.isError) {
    return (
      <Result
        status="error"
        title={operator.error.message}
        extra={<Button onClick={() => void operator.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!operator.data) return <LoginScreen />;
  const me = operator.data;
  // Until the sign-in is finished (a required second factor enrolled, a reset password replaced)
  // the API opens nothing else (403 4032).
  if (me.needs === 'second_factor_enrolment') return <SecondFactorEnrolmentScreen />;
  if (me.needs === 'password_change') return <ForcedPasswordChangeScreen />;
  // The menu in the list's order, each group's screens under one entry where its first one is.
  const items: MenuItem[] = [];
  for (const screen of SCREENS.filter((each) => can(me, each.role))) {
    const item = { key: screen.path, label: t(screen.label) };
    if (!screen.group) {
      items.push(item);
      continue;
    }
    const group = items.find((each) => each.key === screen.group);
    if (group && 'children' in group && group.children) group.children.push(item);
    else items.push({ key: screen.group, label: t(screen.group), children: [item] });
  }
  const selected = SCREENS.find((screen) => location.pathname.startsWith(screen.path))?.path;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* Nine entries share 1280 px with the account's menu in English too: gutters narrower than
          antd's 50 px keep every entry in view, none folded behind an ellipsis. */}
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, paddingInline: 24 }}>
        <Typography.Title level={4} style={{ color: '#fff', margin: 0, whiteSpace: 'nowrap' }}>
          {t('app.title')}
        </Typography.Title>
        <Menu
          theme="dark"
          mode="horizontal"
          selectedKeys={selected ? [selected] : []}
          items={items}
          onClick={({ key }) => void navigate(key)}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Space>
          <AccountMenu name={me.username} role={me.role} />
          <Button
            size="small"
            onClick={() => setLanguage(language === 'zh-CN' ? 'en-US' : 'zh-CN')}
            lang={language === 'zh-CN' ? 'en' : 'zh-CN'}
          >
            {t('app.language')}
          </Button>
        </Space>
      </Layout.Header>
      {/* antd's content is the page's one <main>. */}
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}

/**
 * The operator's name and role, which opens their account's menu: their password, what each role
 * may do, and the logout. One entry in the header instead of three buttons, which left the nine
 * screens' menu no room in English at 1280 px.
 */
function AccountMenu({ name, role }: { name: string; role: OperatorRole }) {
  const t = useT();
  const logout = useLogout();
  const [dialog, setDialog] = useState<'password' | 'roles' | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'password', label: t('password.change') },
            { key: 'roles', label: t('roles.help') },
            { type: 'divider' },
            { key: 'logout', label: t('app.logout'), disabled: logout.isPending },
          ],
          onClick: ({ key }) => {
            if (key === 'logout') logout.mutate();
            else setDialog(key === 'password' ? 'password' : 'roles');
          },
        }}
      >
        <Button
          size="small"
          type="text"
          aria-label={t('app.account', { name, role: t(`app.role.${role}`) })}
          style={{ color: '#fff' }}
        >
          <span data-testid="operator">
            {t('app.signedInAs', { name, role: t(`app.role.${role}`) })}
          </span>{' '}
          ▾
        </Button>
      </Dropdown>
      <PasswordChangeDialog open={dialog === 'password'} onClose={close} />
      <RolesHelpDialog open={dialog === 'roles'} onClose={close} />
    </>
  );
}
