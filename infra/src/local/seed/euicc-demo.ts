/** Demo eUICC cards: a few seeded cards get an eID and profiles (deterministic, derived from the ICCID). */
import type { Card, Operator } from '@cmp/functions/card/card-record';
import type { EuiccProfileState } from '@cmp/functions/operator/operator-adapter';
import { keys } from '@cmp/functions/shared/data/keys';

const opCode: Record<Operator, string> = { CMCC: '00', CUCC: '01', CTCC: '03' };
const patterns: EuiccProfileState[][] = [
  ['enabled', 'disabled', 'bound'],
  ['enabled', 'downloaded', 'download-failed'],
  ['disabled', 'downloaded', 'enable-failed'],
];
/** How many eUICC cards each owner gets (an enterprise's own cards, then a secondary customer's). */
const quota: Record<string, number> = { C1001: 4, 'C1001#S2001': 2, C1002: 2 };

export interface EuiccDemo {
  eid: string;
  profiles: { profileIccid: string; operator: Operator; state: EuiccProfileState }[];
}

/** Picks the eUICC cards of a seed run; call once per card in seed order. */
export function createEuiccPicker() {
  const taken = new Map<string, number>();
  return (card: Card): EuiccDemo | undefined => {
    const owner = card.custId ? `${card.channelCustId}#${card.custId}` : card.channelCustId;
    const n = taken.get(owner) ?? 0;
    if (n >= (quota[owner] ?? 0) || card.state !== 64) return undefined;
    taken.set(owner, n + 1);
    const ops: Operator[] = ['CMCC', 'CUCC', 'CTCC'];
    return {
      eid: `89049032${card.iccid.padStart(24, '0')}`,
      profiles: patterns[n % patterns.length]!.map((state, k) => ({
        profileIccid: `8986${opCode[ops[k]!]}${card.iccid.slice(6)}`,
        operator: ops[k]!,
        state,
      })),
    };
  };
}

/** The card attributes and the list pointer of a demo eUICC card. */
export const euiccItems = (card: Card, demo: EuiccDemo) => ({
  attributes: { eid: demo.eid, profiles: demo.profiles },
  pointer: { ...keys.euicc(card.channelCustId, demo.eid), eid: demo.eid, iccid: card.iccid },
});
