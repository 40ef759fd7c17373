import { api } from '../../../app/services';
import type { AttachOutcome, Label, LabelColor } from './label-model';

// Calls of the label screens; SWR keys are [path, body] (see app/services.ts).

export const LABEL_LIST = '/cmp/sim/label/list';
export const LABEL_DETAIL = '/cmp/sim/label/detail';
export const LABEL_CARDS = '/cmp/sim/label/cards';

type Scope = { channelCustId?: string };
export const saveLabel = (body: Scope & { labelId?: string; name: string; color: LabelColor; description: string }) =>
  api.post<Label>('/cmp/sim/label/save', body, { silent: true });
export const deleteLabel = (body: Scope & { labelId: string }) =>
  api.post<{ labelId: string; detached: number }>('/cmp/sim/label/delete', body, { silent: true });
export const attachCards = (body: Scope & { labelId: string; iccids: string[] }) =>
  api.post<AttachOutcome>('/cmp/sim/label/attach', body, { silent: true });
export const detachCards = (body: Scope & { labelId: string; iccids: string[] }) =>
  api.post<AttachOutcome>('/cmp/sim/label/detach', body, { silent: true });
