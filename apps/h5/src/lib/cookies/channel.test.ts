import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHANNEL_COOKIE,
  captureChannelParams,
  readChannelParams,
  SHARE_USER_COOKIE,
  withChannelParams,
} from './channel';
import {
  clearCookies,
  lifetimeDays,
  recordCookieWrites,
  writeRawCookie,
} from './cookie-writes.fixture';
import { landingQuery, readQueryId } from './query-ids';

const local = { hostname: 'localhost', protocol: 'http:' };
let recording: ReturnType<typeof recordCookieWrites>;

beforeEach(() => {
  recording = recordCookieWrites();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  recording.stop();
  clearCookies();
  vi.restoreAllMocks();
});

describe('captureChannelParams', () => {
  it('keeps both ids for 365 days on the parent domain at path /', () => {
    const query = new URLSearchParams('last_channel_id=ch_42&last_share_user_id=u-7');
    const captured = captureChannelParams(query, {
      hostname: 'a.b.example.com',
      protocol: 'https:',
    });
    expect(captured).toEqual({ channelId: 'ch_42', shareUserId: 'u-7' });
    expect(recording.writes.map((w) => w.name)).toEqual([CHANNEL_COOKIE, SHARE_USER_COOKIE]);
    for (const write of recording.writes) {
      expect(lifetimeDays(write)).toBe(365);
      expect(write.attributes).toMatchObject({ domain: '.example.com', path: '/' });
    }
  });

  it('writes no domain attribute on localhost or an IP address', () => {
    captureChannelParams('?last_channel_id=ch1', local);
    captureChannelParams('?last_channel_id=ch2', { hostname: '10.0.0.8', protocol: 'http:' });
    for (const write of recording.writes) {
      expect(write.attributes.domain).toBeUndefined();
      expect(write.attributes.path).toBe('/');
    }
    expect(readChannelParams()).toEqual({ channelId: 'ch2' });
  });

  it('drops a hostile value: never stored, never read back', () => {
    const hostile = [
      '<script>alert(1)</script>',
      'a"; domain=evil.com',
      'x'.repeat(65),
      '',
      'ch 1',
      'ch%0Aset',
    ];
    for (const value of hostile) {
      const query = new URLSearchParams();
      query.set('last_channel_id', value);
      query.set('last_share_user_id', value);
      expect(captureChannelParams(query, local)).toEqual({});
    }
    expect(recording.writes).toEqual([]);

    writeRawCookie(`${CHANNEL_COOKIE}=${encodeURIComponent('<b>x</b>')}; path=/`);
    expect(readChannelParams()).toEqual({});
  });

  it('leaves an earlier channel alone when the new URL has none', () => {
    captureChannelParams('?last_channel_id=first', local);
    captureChannelParams('?other=1', local);
    expect(readChannelParams()).toEqual({ channelId: 'first' });
  });
});

describe('withChannelParams', () => {
  const channel = { channelId: 'ch_42', shareUserId: 'u-7' };

  it('appends the ids to a plain URL, keeping its query and hash', () => {
    expect(withChannelParams('https://h5.example.com/page', channel)).toBe(
      'https://h5.example.com/page?channel_id=ch_42&share_user_id=u-7',
    );
    expect(withChannelParams('https://h5.example.com/page?a=1%202#top', channel)).toBe(
      'https://h5.example.com/page?a=1%202&channel_id=ch_42&share_user_id=u-7#top',
    );
  });

  it('puts them inside the hash of a hash-route URL', () => {
    expect(withChannelParams('https://h/#/x?y=1', channel)).toBe(
      'https://h/#/x?y=1&channel_id=ch_42&share_user_id=u-7',
    );
    expect(withChannelParams('https://h/?code=9#/sem/index', channel)).toBe(
      'https://h/?code=9#/sem/index?channel_id=ch_42&share_user_id=u-7',
    );
    expect(withChannelParams('#/customer/download', { channelId: 'c' })).toBe(
      '#/customer/download?channel_id=c',
    );
  });

  it('keeps a channel the link names itself, and leaves links alone without a stored channel', () => {
    expect(withChannelParams('https://h/#/x?channel_id=own', channel)).toBe(
      'https://h/#/x?channel_id=own&share_user_id=u-7',
    );
    expect(withChannelParams('https://h/#/x?y=1', {})).toBe('https://h/#/x?y=1');
  });

  it('reads the stored cookies by default', () => {
    captureChannelParams('?last_channel_id=ch9&last_share_user_id=s9', local);
    expect(withChannelParams('/p')).toBe('/p?channel_id=ch9&share_user_id=s9');
  });
});

describe('readQueryId', () => {
  it.each(['extendId', 'openidmyself', 'sw', 'shareId'] as const)(
    'reads a valid %s and drops a malformed one',
    (name) => {
      expect(readQueryId(`?${name}=abc_DEF-123`, name)).toBe('abc_DEF-123');
      expect(readQueryId(new URLSearchParams({ [name]: 'a<b' }), name)).toBeNull();
      expect(readQueryId('?x=1', name)).toBeNull();
    },
  );

  it('accepts an openid up to 128 characters, other ids up to 64', () => {
    expect(readQueryId(`?openidmyself=${'o'.repeat(128)}`, 'openidmyself')).toHaveLength(128);
    expect(readQueryId(`?shareId=${'s'.repeat(64)}`, 'shareId')).toHaveLength(64);
    expect(readQueryId(`?shareId=${'s'.repeat(65)}`, 'shareId')).toBeNull();
  });
});

describe('landingQuery', () => {
  it('reads the fields before the hash and inside it, the hash winning', () => {
    const query = landingQuery({
      search: '?last_channel_id=outer&code=1',
      hash: '#/sem/index?last_channel_id=inner&last_share_user_id=u1',
    });
    expect(query.get('last_channel_id')).toBe('inner');
    expect(query.get('last_share_user_id')).toBe('u1');
    expect(query.get('code')).toBe('1');
    expect(landingQuery({ search: '', hash: '#/x' }).toString()).toBe('');
  });
});
