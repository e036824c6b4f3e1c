// Builds collector requests the way sa-sdk-javascript 1.27 does (its `encodeTrackData`): the JSON
// text's UTF-8 bytes in Base64, then `data=<escaped Base64>&ext=<escaped "crc=<hash>">`.

import { gzipSync } from 'node:zlib';
import { sensorsCrc } from '../../src/modules/analytics/sensors-payload.ts';

export function encodeTrackData(record: unknown): string {
  const base64 = Buffer.from(JSON.stringify(record), 'utf8').toString('base64');
  return `data=${encodeURIComponent(base64)}&ext=${encodeURIComponent(`crc=${sensorsCrc(base64)}`)}`;
}

/** A batch as the Sensors protocol sends it, optionally gzipped. */
export function encodeDataList(records: unknown[], gzip = false): string {
  const json = Buffer.from(JSON.stringify(records), 'utf8');
  const base64 = (gzip ? gzipSync(json) : json).toString('base64');
  return `data_list=${encodeURIComponent(base64)}${gzip ? '&gzip=1' : ''}`;
}

let trackId = 0;

/** A `$pageview` shaped like the SDK's, with the page properties the H5 registers. */
export function pageView(
  overrides: Record<string, unknown> = {},
  properties: Record<string, unknown> = {},
) {
  trackId += 1;
  return {
    identities: { $identity_cookie_id: '18f0c2a1b3d-0a1b2c3d4e5f6-1' },
    distinct_id: '18f0c2a1b3d-0a1b2c3d4e5f6-1',
    lib: { $lib: 'js', $lib_method: 'code', $lib_version: '1.27.11' },
    properties: {
      $timezone_offset: -480,
      $screen_height: 667,
      $screen_width: 375,
      $lib: 'js',
      $lib_version: '1.27.11',
      $latest_traffic_source_type: '直接流量',
      $url: 'http://127.0.0.1:8080/#/customer/login?last_channel_id=abc',
      $url_path: '/',
      $title: '登录',
      page_id: 'CustomerLogin',
      app_id: 'FYNewCustomer',
      platform_type: 'h5',
      brand: 'customer',
      ...properties,
    },
    anonymous_id: '18f0c2a1b3d-0a1b2c3d4e5f6-1',
    type: 'track',
    event: '$pageview',
    time: Date.now(),
    _track_id: trackId,
    _flush_time: Date.now(),
    ...overrides,
  };
}
