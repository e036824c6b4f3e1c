// Large numbers as pages show them: digits grouped in threes with a comma, as amounts are written
// in both zh-CN and en-US (¥12,450; 1,024 趟). Decimals are kept as given (yuan() decides them).

/** 12450 → '12,450'; '12450.5' → '12,450.5'; -1000 → '-1,000'; 950 → '950'. */
export function groupDigits(value: number | string): string {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
