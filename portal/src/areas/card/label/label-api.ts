import type { RouteId } from '@cmp/functions/contracts';
import { api } from '../../../app/services';
import type { LabelColor } from '../shared/label-model';

// Calls of the label screens; SWR keys are [route id, body] (see app/services.ts).

export const LABEL_LIST = 'card-label.list' satisfies RouteId;
export const LABEL_DETAIL = 'card-label.detail' satisfies RouteId;
export const LABEL_CARDS = 'card-label.cards' satisfies RouteId;

type Scope = { channelCustId?: string };
export const saveLabel = (body: Scope & { labelId?: string; name: string; color: LabelColor; description: string }) =>
  api.call('card-label.save', body, { silent: true });
export const deleteLabel = (body: Scope & { labelId: string }) => api.call('card-label.delete', body, { silent: true });
export const attachCards = (body: Scope & { labelId: string; iccids: string[] }) =>
  api.call('card-label.attach', body, { silent: true });
export const detachCards = (body: Scope & { labelId: string; iccids: string[] }) =>
  api.call('card-label.detach', body, { silent: true });
