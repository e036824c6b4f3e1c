import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useMemo, useState } from 'react';
import { createHashRouter, Navigate, RouterProvider } from 'react-router';
import { currentLanguage, type Language, LanguageContext, saveLanguage } from './i18n';
import { Shell } from './shell';
import { AuditScreen } from './screens/audit';
import { CampaignScreen } from './screens/campaign';
import { CampaignEditorScreen } from './screens/campaign-editor';
import { CampaignsScreen } from './screens/campaigns';
import { ReviewScreen } from './screens/review';
import { EduAttemptsScreen } from './screens/edu-attempts';
import { BroadcastsScreen } from './screens/epidemic-broadcasts';
import { PoliciesScreen } from './screens/epidemic-policies';
import { RoadReportsScreen } from './screens/epidemic-reports';
import { RiskAreasScreen } from './screens/epidemic-risk-areas';
import { CouponTemplatesScreen } from './screens/coupon-templates';
import { EduCourseScreen } from './screens/edu-course';
import { FeedbackScreen } from './screens/feedback';
import { KnowledgeArticlesScreen } from './screens/knowledge-articles';
import { FunnelScreen } from './screens/funnel';
import { GradesScreen } from './screens/grades';
import { NeedsRole } from './screens/needs-role';
import { OperatorsScreen } from './screens/operators';
import { PartyScreen } from './screens/party';
import { ShipmentScreen, ShipmentsScreen } from './screens/shipments';
import { UsersScreen } from './screens/users';
import { VerificationsScreen } from './screens/verifications';

const router = createHashRouter([
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <Navigate to="/campaigns" replace /> },
      { path: 'campaigns', element: <CampaignsScreen /> },
      {
        path: 'campaigns/new',
        element: (
          <NeedsRole role="operator">
            <CampaignEditorScreen />
          </NeedsRole>
        ),
      },
      { path: 'campaigns/:id', element: <CampaignScreen /> },
      {
        path: 'campaigns/:id/edit',
        element: (
          <NeedsRole role="operator">
            <CampaignEditorScreen />
          </NeedsRole>
        ),
      },
      { path: 'verifications', element: <VerificationsScreen /> },
      { path: 'verifications/:userId', element: <ReviewScreen /> },
      { path: 'users', element: <UsersScreen /> },
      { path: 'shipments', element: <ShipmentsScreen /> },
      { path: 'shipments/:id', element: <ShipmentScreen /> },
      { path: 'funnel', element: <FunnelScreen /> },
      { path: 'knowledge', element: <KnowledgeArticlesScreen /> },
      { path: 'grades', element: <GradesScreen /> },
      { path: 'coupon-templates', element: <CouponTemplatesScreen /> },
      { path: 'feedback', element: <FeedbackScreen /> },
      { path: 'edu/course', element: <EduCourseScreen /> },
      { path: 'edu', element: <EduAttemptsScreen /> },
      { path: 'party', element: <PartyScreen /> },
      { path: 'epidemic/reports', element: <RoadReportsScreen /> },
      { path: 'epidemic/broadcasts', element: <BroadcastsScreen /> },
      { path: 'epidemic/risk-areas', element: <RiskAreasScreen /> },
      { path: 'epidemic/policies', element: <PoliciesScreen /> },
      {
        path: 'audit',
        element: (
          <NeedsRole role="admin">
            <AuditScreen />
          </NeedsRole>
        ),
      },
      {
        path: 'operators',
        element: (
          <NeedsRole role="admin">
            <OperatorsScreen />
          </NeedsRole>
        ),
      },
      { path: '*', element: <Navigate to="/campaigns" replace /> },
    ],
  },
]);

/** The console: its language (kept in the browser), Ant Design's locale, the server state, the routes. */
export function App() {
  const [language, setLanguageState] = useState<Language>(currentLanguage);
  const client = useMemo(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
    [],
  );
  const setLanguage = (next: Language) => {
    saveLanguage(next);
    document.documentElement.lang = next;
    setLanguageState(next);
    // What the server words (its refusals) follows the language too.
    void client.invalidateQueries();
  };
  return (
    <LanguageContext.Provider value={{ language, setLanguage }}>
      <ConfigProvider
        locale={language === 'en-US' ? enUS : zhCN}
        // Colours dark enough for text to keep 4.5:1 (WCAG AA): links, selected items, hints.
        theme={{
          token: {
            colorPrimary: '#0958d9',
            // Pointed at, a button or link gets darker, not lighter: antd's derived lighter blue
            // under white text was 3:1 (a clean-clone run read the primary button hovered).
            colorPrimaryHover: '#003eb3',
            colorPrimaryActive: '#002c8c',
            colorLink: '#0958d9',
            colorLinkHover: '#003eb3',
            colorLinkActive: '#002c8c',
            colorErrorHover: '#a8071a',
            colorErrorActive: '#820014',
            colorInfo: '#0958d9',
            // Secondary text, the success and error colours: dark enough for 4.5:1 on white.
            colorTextSecondary: '#595959',
            colorTextTertiary: '#595959',
            colorTextDescription: '#595959',
            // A field's placeholder ("Any action", "From"): 4.5:1 on white too (antd's is 1.9:1).
            colorTextPlaceholder: '#737373',
            colorSuccess: '#237804',
            colorError: '#cf1322',
          },
          // The header's entries closer together, so that all of them fit at 1280 px in English
          // too (an entry that does not fit is folded behind "…", where nobody looks for it).
          components: { Menu: { itemPaddingInline: 12 }, Layout: { headerPadding: '0 24px' } },
        }}
        // Button labels as written: no space put between two Chinese characters ("登 录").
        button={{ autoInsertSpace: false }}
      >
        {/* Messages below the header: over it they hid its entries (and what a screen reader or a
            click meant for them found there). */}
        <AntApp message={{ top: 80 }}>
          <QueryClientProvider client={client}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </LanguageContext.Provider>
  );
}
