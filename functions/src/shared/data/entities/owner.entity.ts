/** Which enterprise owns a thing a platform caller may open by id alone (a batch, an import, a pool, …). */
import { attr, entity } from '../entity.ts';
import { type OwnedKind, keys } from '../keys.ts';

export const ownerDirectoryEntity = /* @__PURE__ */ entity({
  name: 'owner pointer',
  attributes: { channelCustId: attr<string>() },
  key: ({ kind, id }: { kind: OwnedKind; id: string }) => keys.ownerDirectory(kind, id),
});
