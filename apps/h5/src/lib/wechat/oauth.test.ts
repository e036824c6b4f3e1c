import { describe, expect, it } from 'vitest';
import { authorizeStartUrl, readOAuthReturn, withoutOAuthParams } from './oauth-url';
import {
  attempts,
  ATTEMPTS_KEY,
  checkState,
  countAttempt,
  newState,
  rememberState,
  resetAttempts,
  STATE_KEY,
} from './oauth-state';

const CODE = '061Abc2w3dEf4g5h6i7j8k9l0m1n2o3p';
const STATE = 'Zx9_-aB3cD4eF5gH6iJ7kL';

describe('readOAuthReturn', () => {
  it('reads code and state from the query before the hash', () => {
    expect(readOAuthReturn(`?last_channel_id=a&code=${CODE}&state=${STATE}`)).toEqual({
      kind: 'code',
      code: CODE,
      state: STATE,
    });
    expect(readOAuthReturn('?last_channel_id=a')).toBeNull();
    expect(readOAuthReturn('')).toBeNull();
  });

  it('tells a malformed return and the server saying OAuth is unavailable apart', () => {
    expect(readOAuthReturn(`?code=${CODE}`)).toEqual({ kind: 'malformed' });
    expect(readOAuthReturn(`?code=<script>&state=${STATE}`)).toEqual({ kind: 'malformed' });
    expect(readOAuthReturn(`?wx_oauth_error=unavailable&state=${STATE}`)).toEqual({
      kind: 'unavailable',
    });
  });
});

describe('withoutOAuthParams', () => {
  it('removes code, state and the error, keeping every other byte and the route', () => {
    expect(
      withoutOAuthParams(
        `https://h5.example.com/?last_channel_id=a%20b&code=${CODE}&x=%E4%B8%AD&state=${STATE}#/epidemic/index?code=keep`,
      ),
    ).toBe('https://h5.example.com/?last_channel_id=a%20b&x=%E4%B8%AD#/epidemic/index?code=keep');
    expect(withoutOAuthParams(`https://h5.example.com/?code=${CODE}&state=${STATE}#/x`)).toBe(
      'https://h5.example.com/#/x',
    );
    expect(withoutOAuthParams('https://h5.example.com/?wx_oauth_error=unavailable')).toBe(
      'https://h5.example.com/',
    );
    expect(withoutOAuthParams('https://h5.example.com/#/x')).toBe('https://h5.example.com/#/x');
  });
});

describe('authorizeStartUrl', () => {
  it("is the server's hop, given where to come back to and the state", () => {
    const url = new URL(
      authorizeStartUrl(
        'https://h5.example.com',
        'https://h5.example.com/?a=1#/epidemic/index',
        STATE,
      ),
    );
    expect(url.origin + url.pathname).toBe('https://h5.example.com/wechat/oauth/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'https://h5.example.com/?a=1#/epidemic/index',
    );
    expect(url.searchParams.get('state')).toBe(STATE);
  });
});

describe('state and attempts', () => {
  it('makes random URL-safe states of 22 characters', () => {
    const a = newState();
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newState()).not.toBe(a);
    expect(newState(() => new Uint8Array(16).fill(255))).toBe('_____________________w');
  });

  it('accepts the state this tab sent, once; refuses any other and a missing one', () => {
    rememberState(sessionStorage, STATE);
    expect(checkState(sessionStorage, 'x'.repeat(22))).toBe(false);
    expect(sessionStorage.getItem(STATE_KEY)).toBeNull();
    rememberState(sessionStorage, STATE);
    expect(checkState(sessionStorage, STATE)).toBe(true);
    expect(checkState(sessionStorage, STATE)).toBe(false);
  });

  it('counts trips per tab, and forgets them after a success', () => {
    expect(attempts(sessionStorage)).toBe(0);
    expect(countAttempt(sessionStorage)).toBe(1);
    expect(countAttempt(sessionStorage)).toBe(2);
    sessionStorage.setItem(ATTEMPTS_KEY, 'junk');
    expect(attempts(sessionStorage)).toBe(0);
    countAttempt(sessionStorage);
    resetAttempts(sessionStorage);
    expect(attempts(sessionStorage)).toBe(0);
  });
});
