/**
 * The stamps items carry of who made them and who changed them last, and when, declared once and
 * spread into the entities that keep them (ISO times, login names).
 */
import { attr } from '../entity.ts';

/** Who created the item, and when. */
export const createdStamps = {
  createdAt: attr<string>(),
  createdBy: attr<string>(),
};

/** Who changed the item last, and when. */
export const updatedStamps = {
  updatedAt: attr<string>(),
  updatedBy: attr<string>(),
};
