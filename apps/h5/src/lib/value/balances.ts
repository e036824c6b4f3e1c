import type { ValueAsset, ValueBalance } from '@freight/contract/endpoints/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { valueKeys } from './keys';

/**
 * "我的余额", where the rules of red packets and invitations send cash: the page that shows the cash
 * balance and its entries (features/referral, `/commission/index`).
 */
export const CASH_BALANCE_PATH = '/commission/index';

/** The session user's points, lucky beans and cash (GET oms-service /api/value/balances). */
export const valueBalancesQuery = queryOptions({
  queryKey: valueKeys.balances(),
  // Pages show their own skeleton and their own "log in first".
  queryFn: () => callEndpoint('getValueBalances', {}),
});

export function useValueBalances() {
  return useQuery(valueBalancesQuery);
}

/** One asset's balance of the session user (and what lapses next); undefined until it is read. */
export function useValueBalance(asset: ValueAsset): ValueBalance | undefined {
  return useValueBalances().data?.balances.find((balance) => balance.asset === asset);
}
