/** The label aggregate of an enterprise: the label, the claim of its name, and one membership per labelled card. */
import { attr, entity } from '../entity.ts';
import { keys } from '../keys.ts';
import { createdStamps } from './stamps.ts';

export const LABEL_COLORS = ['slate', 'red', 'orange', 'amber', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink'] as const;

export const labelEntity = /* @__PURE__ */ entity({
  name: 'label',
  attributes: {
    labelId: attr<string>(),
    channelCustId: attr<string>(),
    name: attr<string>(),
    color: attr<(typeof LABEL_COLORS)[number]>(),
    description: attr<string>(),
    /** Cards carrying the label (null when hidden from a secondary customer, who sees only its own). */
    cardCount: attr<number | null>(),
    ...createdStamps,
    updatedAt: attr<string>(),
  },
  key: ({ channelCustId, labelId }: { channelCustId: string; labelId: string }) => keys.label(channelCustId, labelId),
});

export const labelNameEntity = /* @__PURE__ */ entity({
  name: 'label name claim',
  attributes: { labelId: attr<string>() },
  /** `nameKey` is the folded name: unique per enterprise, case- and width-insensitive. */
  key: ({ channelCustId, nameKey }: { channelCustId: string; nameKey: string }) => keys.labelName(channelCustId, nameKey),
});

export const labelCardEntity = /* @__PURE__ */ entity({
  name: 'label membership',
  attributes: { iccid: attr<string>(), labelId: attr<string>(), attachedAt: attr<string>() },
  key: ({ channelCustId, labelId, iccid }: { channelCustId: string; labelId: string; iccid: string }) =>
    keys.labelCard(channelCustId, labelId, iccid),
});
