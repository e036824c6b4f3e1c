// The CSV encoder (ADR 042): RFC 4180 quoting, CRLF, and the formula guard.

import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvLine } from '../src/http/csv.ts';

describe('csv encoder', () => {
  it('leaves plain text and numbers as they are and writes null as empty', () => {
    expect(csvField('张三 abc')).toBe('张三 abc');
    expect(csvField(42)).toBe('42');
    expect(csvField(-500)).toBe('-500');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes a field with a comma, a quote, CR or LF, doubling its quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('a=1')).toBe('a=1');
  });

  it('ends a line with CRLF and opens a file with the UTF-8 BOM', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
