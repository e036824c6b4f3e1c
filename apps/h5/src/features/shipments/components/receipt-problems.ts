import type { ShipmentReceipt } from '@freight/contract/endpoints/index';
import { personNamePattern } from '@freight/contract/rules/person-name';
import { MOBILE_PATTERN } from '@/components/form/mobile-code-fields';

export type ReceiptField = 'name' | 'mobile' | 'place' | 'address';

/** What is wrong with a consignee as typed, by field (the contract's rules, in the page's words). */
export function receiptProblems(
  receipt: Partial<ShipmentReceipt>,
): Partial<Record<ReceiptField, 'name.format' | 'mobile.format' | 'place' | 'required'>> {
  const problems: Partial<
    Record<ReceiptField, 'name.format' | 'mobile.format' | 'place' | 'required'>
  > = {};
  if (!personNamePattern.test(receipt.name?.trim() ?? '')) problems.name = 'name.format';
  if (!MOBILE_PATTERN.test(receipt.mobile ?? '')) problems.mobile = 'mobile.format';
  if (!receipt.regionCode) problems.place = 'place';
  if ((receipt.address?.trim().length ?? 0) < 2) problems.address = 'required';
  return problems;
}
