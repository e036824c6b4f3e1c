import { useLocation } from '@/lib/routing/router';

/** Whose gift pack a `/package` route shows: the drivers' under `/package/driver/`, else shippers'. */
export function usePackUserType(): 1 | 3 {
  return useLocation().pathname.startsWith('/package/driver/') ? 3 : 1;
}

/** The routes of the pack of a user type (the drivers' have a home and an end page of their own). */
export function packRoutes(userType: 1 | 3) {
  const base = userType === 3 ? '/package/driver' : '/package';
  return {
    home: `${base}/packageHome`,
    over: `${base}/activityOver`,
    success: '/package/receiveSuccess',
    old: '/package/oldReceive',
  };
}
