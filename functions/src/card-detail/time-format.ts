/** `YYYY/MM/DD HH:mm:ss` in Asia/Shanghai (UTC+8, no daylight saving), the spec's date-time format. */
export function formatShanghaiTime(iso: string): string {
  const d = new Date(Date.parse(iso) + 8 * 3_600_000).toISOString();
  return `${d.slice(0, 10).replaceAll('-', '/')} ${d.slice(11, 19)}`;
}
