import type { Language } from '../../../i18n/language';

export type GuideEdition = 'manager' | 'customer';

/** Platform roles (1000 administrator, 2000 operator) read the manager guide (spec §2, §6). */
const MANAGER_ROLES = new Set(['1000', '2000']);

/**
 * Which user guide a reader gets: the manager edition for roles 1000 and 2000, otherwise the
 * customer edition; either in the reader's language (Chinese or English).
 */
export function guideVersion(roleId: string | null, language: Language): { edition: GuideEdition; language: Language } {
  return { edition: roleId && MANAGER_ROLES.has(roleId) ? 'manager' : 'customer', language };
}
