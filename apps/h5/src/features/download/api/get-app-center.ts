import type { GetAppCenterData, GetAppCenterRequest } from '@freight/contract/endpoints/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';

export type DownloadApp = GetAppCenterRequest['app'];
export type AppCenter = GetAppCenterData;

/** The latest release of an app for the visitor's system (POST /api/upgrade/getAppCenter). */
export function appCenterQuery(app: DownloadApp, system: GetAppCenterRequest['system']) {
  return queryOptions({
    queryKey: ['app-center', app, system],
    // The page shows its own skeleton; no global loading indicator on top of it.
    queryFn: () => callEndpoint('getAppCenter', { app, system }),
    staleTime: 5 * 60_000,
  });
}

export function useAppCenter(app: DownloadApp, system: GetAppCenterRequest['system']) {
  return useQuery(appCenterQuery(app, system));
}
