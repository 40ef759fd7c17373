/** The announcement aggregate: the live announcement and the history of every published one. */
import { attr, entity } from '../entity.ts';
import { keys } from '../keys.ts';
import { createdStamps } from './stamps.ts';

export const sendModes = ['banner', 'banner+email'] as const;

const announcementAttributes = {
  content: attr<string>(),
  englishContent: attr<string>(),
  /** ISO-8601 UTC. */
  endDate: attr<string>(),
  sendMode: attr<(typeof sendModes)[number]>(),
  ...createdStamps,
};

export const announcementEntity = /* @__PURE__ */ entity({
  name: 'announcement',
  attributes: announcementAttributes,
  key: (_: object) => keys.announcement(),
});

export const announcementHistoryEntity = /* @__PURE__ */ entity({
  name: 'announcement history',
  attributes: announcementAttributes,
  key: ({ createdAt, id }: { createdAt: string; id: string }) => keys.announcementHistory(createdAt, id),
});
