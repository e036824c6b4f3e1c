// Strings of the address search and the consignee in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'map.search': 'Search a place (port, logistics park, town)',
  'map.anywhere': 'Search all of China (unticked: {city} only)',
  'map.none': 'Nothing found for “{q}”; try other words, such as “Kunshan Huaqiao”',
  'map.hint': 'e.g. Yangshan Port',
  'map.kind.port': 'Port',
  'map.kind.rail_freight': 'Rail freight',
  'map.kind.airport_cargo': 'Airport cargo',
  'map.kind.logistics_park': 'Logistics park',
  'map.kind.town': 'Town',
  'map.kind.county': 'District',
  'map.back': 'Back',
  'receipt.name': 'Consignee',
  'receipt.mobile': 'Consignee’s mobile',
  'receipt.place': 'Delivery place: {place}',
  'receipt.noPlace': 'not chosen yet',
  'receipt.address': 'Address',
  'receipt.save': 'Save the consignee',
  'receipt.missingPlace': 'Choose the delivery place',
};

export default enUS;
