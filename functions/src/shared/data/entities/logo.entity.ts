/** The logo an owner (the platform, an enterprise or a secondary customer) shows: the S3 key of its file. */
import { attr, entity } from '../entity.ts';
import { keys } from '../keys.ts';

export const logoEntity = /* @__PURE__ */ entity({
  name: 'logo',
  attributes: { objectKey: attr<string>(), updatedBy: attr<string>(), updatedAt: attr<string>() },
  /** `owner` is the owner's scope key (`PLATFORM`, `CUST#<c>`, `CUST#<c>#SUB#<s>`). */
  key: ({ owner }: { owner: string }) => keys.logo(owner),
});
