// The inviter as a poster shows them to strangers: the surname and the mobile's first three and
// last four digits, the way the apps show them. Masking twice changes nothing, so a name the
// server already masked can be passed as it is.

/** `张三丰` → `张**`; `Li Lei` → `L*****`; a one-character name stays. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  return chars[0] + '*'.repeat(chars.length - 1);
}

/** `13812348000` → `138****8000`; anything not shaped like a mobile keeps only its last four. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/[\s-]/g, '');
  if (/^1\d{2}[\d*]{4}\d{4}$/.test(digits)) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return '*'.repeat(digits.length - 4) + digits.slice(-4);
}
