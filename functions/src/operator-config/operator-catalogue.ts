import type { Operator } from '../card/card-record.ts';
import { operatorStatus, operatorStatusCodes } from '../operator/index.ts';

export const operators = ['CMCC', 'CUCC', 'CTCC'] as const satisfies readonly Operator[];

const operatorNames: Record<Operator, { zh: string; en: string }> = {
  CMCC: { zh: '中国移动', en: 'China Mobile' },
  CUCC: { zh: '中国联通', en: 'China Unicom' },
  CTCC: { zh: '中国电信', en: 'China Telecom' },
};

/**
 * The operator names list: the three operators with the operator-side status codes they report
 * (spec §4, from the operator boundary), labelled in the request's language.
 */
export function operatorNameList(lang: 'zh-CN' | 'en-US') {
  const en = lang === 'en-US';
  return operators.map((operator) => ({
    operator,
    name: en ? operatorNames[operator].en : operatorNames[operator].zh,
    statusCodes: operatorStatusCodes.map((code) => ({
      code,
      label: en ? operatorStatus[code as keyof typeof operatorStatus].en : operatorStatus[code as keyof typeof operatorStatus].zh,
    })),
  }));
}
