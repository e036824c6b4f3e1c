/** `hh:mm:ss` of a countdown, with the days in front (in the page's words) when there are any. */
export function clockText(seconds: number, days: (days: number, time: string) => string): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(Math.floor((seconds % 86_400) / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  const d = Math.floor(seconds / 86_400);
  return d > 0 ? days(d, time) : time;
}
