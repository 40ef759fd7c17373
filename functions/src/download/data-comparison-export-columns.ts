import type { ComparisonField } from '../data-comparison/comparison-model.ts';
import type { ComparisonRow } from '../data-comparison/data-comparison.service.ts';
/** Columns of the data comparison's export (issue #17 item 2): the list's rows in the words of its screen. */
import type { Lang } from '../shared/i18n/lang.ts';
import type { Column } from './catalogue-export-columns.ts';

const operators = {
  CMCC: { zh: '中国移动', en: 'China Mobile' },
  CUCC: { zh: '中国联通', en: 'China Unicom' },
  CTCC: { zh: '中国电信', en: 'China Telecom' },
};
const kinds: Record<ComparisonField, { zh: string; en: string }> = {
  status: { zh: '状态', en: 'Status' },
  usage: { zh: '用量', en: 'Usage' },
  unreachable: { zh: '运营商无法连接', en: 'Operator not reachable' },
};
const say = (t: { zh: string; en: string }, l: Lang) => (l === 'en-US' ? t.en : t.zh);
const status = (s: ComparisonRow['ours'] | null) => (s ? `${s.status} ${s.statusLabel}`.trim() : '');

export const comparisonColumns: Column<ComparisonRow>[] = [
  { zh: 'ICCID', en: 'ICCID', value: (r) => r.iccid },
  { zh: 'MSISDN', en: 'MSISDN', value: (r) => r.msisdn },
  { zh: '运营商', en: 'Operator', value: (r, l) => say(operators[r.operator], l) },
  { zh: '生命周期状态', en: 'Lifecycle state', value: (r) => r.state },
  { zh: '状态（平台）', en: 'Status (platform)', value: (r) => status(r.ours) },
  { zh: '状态（运营商）', en: 'Status (operator)', value: (r) => status(r.theirs) },
  { zh: '周期开始', en: 'Cycle start', value: (r) => r.cycleStart },
  { zh: '周期用量（平台，字节）', en: 'Cycle usage (platform, bytes)', value: (r) => r.ours.cycleBytes },
  { zh: '周期用量（运营商，字节）', en: 'Cycle usage (operator, bytes)', value: (r) => r.theirs?.cycleBytes ?? '' },
  { zh: '差异', en: 'Differences', value: (r, l) => r.differences.map((d) => say(kinds[d], l)).join(' ') },
];
