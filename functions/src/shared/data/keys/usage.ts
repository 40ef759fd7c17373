import { skPrefix } from './parts.ts';

/** Usage roll-ups of scopes and cards, and the usage files ingested. */
export const usageKeys = {
  usageMonth: (scope: string, month: string) => ({ pk: `${scope}#USAGE`, sk: `M#${month}` }),
  usageYear: (scope: string, year: string) => ({ pk: `${scope}#USAGE`, sk: `Y#${year}` }),
  cardUsageMonth: (channelCustId: string, iccid: string, month: string) => ({
    pk: `CUST#${channelCustId}#CARD#${iccid}`,
    sk: `${skPrefix.cardUsage}${month}`,
  }),
  usageFile: (key: string) => ({ pk: 'PLATFORM#CDR', sk: `FILE#${key}` }),
  /** One part's marker of a large usage file's roll-ups (usage.repository.ts `applyRollups`). */
  usageFilePart: (key: string, part: number) => ({ pk: 'PLATFORM#CDR', sk: `FILE#${key}#PART#${part}` }),
} as const;
