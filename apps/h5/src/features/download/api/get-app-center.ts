import type { GetAppCenterData, GetAppCenterRequest } from '@freight/contract/endpoints/index';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/request/endpoint';

export type DownloadApp = GetAppCenterRequest['app'];
export type AppCenter = GetAppCenterData;

/** The latest release of an app for the visitor's system (POST /api/upgrade/getAppCenter). */
export function appCenterQuery(app: DownloadApp, system: GetAppCenterRequest['system']) {
  return { ...endpointQuery('getAppCenter', { app, system }), staleTime: 5 * 60_000 };
}

export function useAppCenter(app: DownloadApp, system: GetAppCenterRequest['system']) {
  return useQuery(appCenterQuery(app, system));
}
