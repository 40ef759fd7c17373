// Pure logic of the card screens (the list's links and state colours; the allocation page's filter
// drafts → API bodies, checks, selection). Unit-tested.
import type { LifecycleState, RequestOf } from '@cmp/functions/contracts';
import { type StateTone, toneOf } from '@cmp/ui-kit';

export {
  lifecycleCodes as LIFECYCLE_STATES,
  cardOperators as OPERATORS,
  networkTypes as NETWORK_TYPES,
  type CardRow,
} from '@cmp/functions/contracts';
/** Spec §9: at most 10,000 cards selected. */
export const MAX_SELECTION = 10_000;
/** errorCode of 'The quantity is more than 10000…' (docs/api.md). */
export const TOO_MANY_CODE = 40001;

/** What the filter form edits (all text, '' = not set). */
export interface FilterDraft {
  iccidMode: 'exact' | 'range';
  iccid: string;
  iccidFrom: string;
  iccidTo: string;
  msisdnMode: 'exact' | 'range';
  msisdn: string;
  msisdnFrom: string;
  msisdnTo: string;
  imsi: string;
  imei: string;
  state: number | '';
  operator: string;
  goodsReleaseId: string;
  networkType: number | '';
  activatedFrom: string;
  activatedTo: string;
  /** One of the enterprise's labels (card-label). */
  labelId: string;
  /** One of the enterprise's data pools (card-pool). */
  poolId: string;
}

export const emptyDraft: FilterDraft = {
  iccidMode: 'exact',
  iccid: '',
  iccidFrom: '',
  iccidTo: '',
  msisdnMode: 'exact',
  msisdn: '',
  msisdnFrom: '',
  msisdnTo: '',
  imsi: '',
  imei: '',
  state: '',
  operator: '',
  goodsReleaseId: '',
  networkType: '',
  activatedFrom: '',
  activatedTo: '',
  labelId: '',
  poolId: '',
};

/** docs/api.md `CardFilter` (scope included). */
export type CardFilterBody = RequestOf<'card.iccids'>;

export interface Scope {
  channelCustId?: string;
  custId?: string;
}

/** The API filter of a draft and a scope: trimmed, empty values dropped, only the active ICCID/MSISDN mode. */
export function toFilterBody(draft: FilterDraft, scope: Scope): CardFilterBody {
  const text = (v: string) => v.trim();
  const body: Record<string, string | number> = {};
  const put = (key: string, value: string | number) => {
    if (value !== '') body[key] = value;
  };
  if (scope.channelCustId) put('channelCustId', scope.channelCustId);
  if (scope.custId) put('custId', scope.custId);
  if (draft.iccidMode === 'exact') put('iccid', text(draft.iccid));
  else {
    put('iccidFrom', text(draft.iccidFrom));
    put('iccidTo', text(draft.iccidTo));
  }
  if (draft.msisdnMode === 'exact') put('msisdn', text(draft.msisdn));
  else {
    put('msisdnFrom', text(draft.msisdnFrom));
    put('msisdnTo', text(draft.msisdnTo));
  }
  put('imsi', text(draft.imsi));
  put('imei', text(draft.imei));
  put('state', draft.state);
  put('operator', draft.operator);
  put('goodsReleaseId', draft.goodsReleaseId);
  put('networkType', draft.networkType);
  put('activatedFrom', draft.activatedFrom);
  put('activatedTo', draft.activatedTo);
  put('labelId', draft.labelId);
  put('poolId', draft.poolId);
  return body as CardFilterBody;
}

export type DraftProblem = { field: keyof FilterDraft; key: string };

/** Checks the browser can make before asking (the server checks again). */
export function checkDraft(draft: FilterDraft): DraftProblem | null {
  const digits = (field: keyof FilterDraft, min: number, max: number): DraftProblem | null => {
    const v = String(draft[field]).trim();
    return v && !new RegExp(`^\\d{${min},${max}}$`).test(v) ? { field, key: `card.list.errors.${field}` } : null;
  };
  const checks =
    draft.iccidMode === 'exact' ? [digits('iccid', 19, 20)] : [digits('iccidFrom', 19, 20), digits('iccidTo', 19, 20)];
  checks.push(
    ...(draft.msisdnMode === 'exact' ? [digits('msisdn', 5, 15)] : [digits('msisdnFrom', 5, 15), digits('msisdnTo', 5, 15)]),
    digits('imsi', 15, 15),
    digits('imei', 15, 15),
  );
  const found = checks.find(Boolean);
  if (found) return found;
  const ordered = (from: keyof FilterDraft, to: keyof FilterDraft) => {
    const a = String(draft[from]).trim();
    const b = String(draft[to]).trim();
    return !a || !b || a <= b;
  };
  if (draft.iccidMode === 'range' && !ordered('iccidFrom', 'iccidTo'))
    return { field: 'iccidTo', key: 'card.list.errors.rangeOrder' };
  if (draft.msisdnMode === 'range' && !ordered('msisdnFrom', 'msisdnTo'))
    return { field: 'msisdnTo', key: 'card.list.errors.rangeOrder' };
  if (!ordered('activatedFrom', 'activatedTo')) return { field: 'activatedTo', key: 'card.list.errors.rangeOrder' };
  return null;
}

/** The card detail page of a row; platform roles carry the enterprise in the path. */
export function detailPath(iccid: string, channelCustId: string | undefined, platform: boolean): string {
  const base = `/card/card-list/detail/${encodeURIComponent(iccid)}`;
  return platform && channelCustId ? `${base}/${encodeURIComponent(channelCustId)}` : base;
}

/** The badge colours of the lifecycle states (others are slate). */
export const cardStateTones: Partial<Record<LifecycleState, StateTone>> = {
  64: 'green',
  65: 'amber',
  68: 'amber',
  66: 'red',
  67: 'red',
  61: 'blue',
  62: 'blue',
};

/** The badge colour of a lifecycle state. */
export const stateTone = (state: number): StateTone => toneOf(cardStateTones, state as LifecycleState);

export const batchDetailPath = (batchId: string) => `/card/batchoperate/detail/${encodeURIComponent(batchId)}/processing`;
