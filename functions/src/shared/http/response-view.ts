/**
 * Response shaping: which fields of an answer each audience may see, applied on the server to the
 * whole answer of a route (list rows and nested objects included) after the route ran, so a field
 * cannot reach a role that must not see it whatever the service returned (docs/api.md "Response
 * shaping").
 *
 * Two rules:
 * - a route (or the entity view it answers with) declares per-field audiences (`fieldsFor`,
 *   `platformOnly`); a field not named is visible to everyone who may call the route;
 * - actor fields (`createdBy`, `updatedBy`, `by`) that hold a platform account's login name are
 *   shown to every non-platform audience as the platform (`PLATFORM_ACTOR`), on every route.
 */
import { type Principal, isPlatformRole } from '../auth/principal.ts';

/** Who sees an answer: platform roles (1000/2000 and custom platform roles), enterprises (3000/4000), secondary customers (5000). */
export type Audience = 'platform' | 'enterprise' | 'secondary';

export const audienceOf = (p: Pick<Principal, 'roleType'>): Audience =>
  isPlatformRole(p) ? 'platform' : p.roleType === 5000 ? 'secondary' : 'enterprise';

export interface ResponseView {
  /** Field name → the audiences that may see it, at any depth of the answer. */
  readonly fields: Readonly<Record<string, readonly Audience[]>>;
}

/** A view from per-field audiences. */
export const fieldsFor = (fields: Record<string, readonly Audience[]>): ResponseView => ({ fields });

/** A view whose named fields only platform roles see. */
export const platformOnly = (...names: string[]): ResponseView =>
  fieldsFor(Object.fromEntries(names.map((n) => [n, ['platform']])));

/** The union of views: a field named by several is seen only by the audiences all of them allow. */
export function mergeViews(...views: ResponseView[]): ResponseView {
  const fields: Record<string, Audience[]> = {};
  for (const v of views)
    for (const [name, who] of Object.entries(v.fields))
      fields[name] = fields[name] ? fields[name].filter((a) => who.includes(a)) : [...who];
  return { fields };
}

/** Fields that hold the login name of whoever created or changed a record. */
export const ACTOR_FIELDS: readonly string[] = ['createdBy', 'updatedBy', 'decidedBy', 'auditedBy', 'by'];
/** What a non-platform audience sees instead of a platform account's login name; the portal says "Platform" / "平台". */
export const PLATFORM_ACTOR = 'platform';

/** Which of these login names belong to platform accounts. */
export type PlatformActors = (loginNames: string[]) => Promise<ReadonlySet<string>>;

const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * The answer as `audience` may see it: a copy without the fields the view withholds from it and,
 * for non-platform audiences, platform login names in actor fields replaced by `PLATFORM_ACTOR`.
 * Only plain objects and arrays are walked; the input is not changed.
 */
export async function shapeAnswer(
  data: unknown,
  audience: Audience,
  view: ResponseView | undefined,
  platformActors: PlatformActors,
): Promise<unknown> {
  const hidden = new Set(Object.entries(view?.fields ?? {}).flatMap(([name, who]) => (who.includes(audience) ? [] : [name])));
  const actors: [Record<string, unknown>, string][] = [];
  const copy = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(copy);
    if (!isPlain(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (hidden.has(k)) continue;
      out[k] = copy(x);
      if (audience !== 'platform' && typeof x === 'string' && x && ACTOR_FIELDS.includes(k)) actors.push([out, k]);
    }
    return out;
  };
  const shaped = copy(data);
  if (actors.length) {
    const platform = await platformActors([...new Set(actors.map(([o, k]) => o[k] as string))]);
    for (const [o, k] of actors) if (platform.has(o[k] as string)) o[k] = PLATFORM_ACTOR;
  }
  return shaped;
}
