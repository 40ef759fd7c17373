/**
 * The entity layer (docs/decisions.md, "Entity library"): an item type is declared once — its
 * attributes, the primary key and every index key computed from those attributes with the builders
 * of keys.ts — and its TypeScript type is derived from the declaration (`InferItem`). A thin layer of
 * our own rather than dynamodb-toolbox's Entity: the measurement and the reason are in the decision.
 */
import type { TableKey } from './batch-get.ts';

/**
 * The secondary indexes of the table and their key attributes, named after the access pattern they
 * serve (platform/table-definition.ts creates them from this).
 */
export const tableIndexes = {
  /** Every card of an enterprise (allocated or not) by lifecycle state, then ICCID. */
  byCustomerState: { pk: 'gsi1pk', sk: 'gsi1sk' },
  /** Lookups by an alternate identifier (accounts of a tenant by login name, a card by MSISDN). */
  byAlternateId: { pk: 'gsi2pk', sk: 'gsi2sk' },
  /** Cards allocated to one secondary customer by lifecycle state, then ICCID (sparse). */
  bySubCustomerState: { pk: 'gsi3pk', sk: 'gsi3sk' },
} as const;
export type TableIndex = keyof typeof tableIndexes;

/** Every key attribute an item may carry; `parse` drops them, so an item read back is its attributes only. */
const KEY_ATTRIBUTES = ['pk', 'sk', ...Object.values(tableIndexes).flatMap((i) => [i.pk, i.sk])];

declare const typeOf: unique symbol;

/** One declared attribute: its TypeScript type (a phantom, never stored) and whether it may be absent. */
export interface Attribute<T = unknown, Optional extends boolean = boolean> {
  readonly optional: Optional;
  readonly [typeOf]?: () => T;
}

/** A required attribute of type `T`. */
export const attr = <T>(): Attribute<T, false> => ({ optional: false });
/** An attribute of type `T` that an item may lack (older items, or set only in some states). */
export const optionalAttr = <T>(): Attribute<T, true> => ({ optional: true });

/**
 * Attributes named by a pattern rather than one by one (a month's `d01`..`d31`, counters `s60`..`s68`):
 * optional attributes of type `T` under any name starting with `prefix`. Types only: nothing to check at run time.
 */
export const attrsNamed = <Prefix extends string, T>(_prefix: Prefix, _each: Attribute<T>) =>
  ({}) as Record<`${Prefix}${string}`, Attribute<T, true>>;

export type Attributes = Record<string, Attribute>;
type TypeOf<A> = A extends Attribute<infer T, boolean> ? T : never;
type RequiredNames<A extends Attributes> = { [K in keyof A]: A[K] extends Attribute<unknown, false> ? K : never }[keyof A];
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The item type of a declaration's attributes: required ones present, optional ones `?`. */
export type InferAttributes<A extends Attributes> = Simplify<
  { [K in RequiredNames<A>]: TypeOf<A[K]> } & { [K in Exclude<keyof A, RequiredNames<A>>]?: TypeOf<A[K]> }
>;

/** The item type an entity declares: `type Label = InferItem<typeof labelEntity>`. */
export type InferItem<E> = E extends Entity<infer I, object, string> ? I : never;
/** The primary key arguments of an entity: `KeyOfEntity<typeof labelEntity>` is `{ channelCustId; labelId }`. */
export type KeyOfEntity<E> = E extends Entity<unknown, infer P, string> ? P : never;

/** An index key of an access pattern: which table index, the attributes it is computed from, and how. */
export interface IndexKey<I> {
  index: TableIndex;
  /** The attributes the key is computed from: an update that changes one of them recomputes the key. */
  uses: readonly (keyof I & string)[];
  /**
   * When given, the attributes the partition key alone is computed from (a change of one recomputes
   * the whole key, like `uses`): an update touching none of them recomputes only the sort key (a card's state change keeps its card-list shard, which needs
   * an attribute the update does not carry).
   */
  partitionUses?: readonly (keyof I & string)[];
  /** The index's key attributes, or undefined to keep the item out of the index (a sparse index). */
  key: (item: I) => Record<string, string> | undefined;
}

export interface EntityDeclaration<A extends Attributes, P extends object, X extends string> {
  /** The item's name in docs/data-model.md (its row of the Items table). */
  name: string;
  attributes: A;
  /**
   * The primary key, from the attributes it is computed from (`P`, usually attributes of the item; a
   * part that is not an attribute, like a role's tenant, is a key argument and is not stored).
   */
  key: (k: P) => TableKey;
  /** Index keys, named after the access pattern that reads them. */
  indexes?: Record<X, IndexKey<InferAttributes<A>>>;
}

export interface Entity<I, P extends object, X extends string> {
  readonly name: string;
  readonly attributeNames: readonly string[];
  readonly indexes: Readonly<Record<X, IndexKey<I>>>;
  /** The primary key of the item with these key attributes. */
  key(k: P): TableKey;
  /**
   * The partition and sort-key prefix of the items sharing the given leading key attributes: the key
   * computed with the others left out, the sort key cut where the first one would start.
   */
  prefix(k: Partial<P>): { pk: string; skPrefix: string };
  /** The same for an index key: its partition and sort-key prefix under the given attributes. */
  indexPrefix(index: X, k: Partial<I>): { pk: string; skPrefix: string };
  /** The stored record: attributes (key arguments that are not attributes left out), primary key, index keys. */
  record(item: I & P): TableKey & Record<string, unknown>;
  /** An item as read back, without its key attributes (pk, sk, gsi…). */
  parse(raw: Record<string, unknown>): I;
  /** The index keys to SET and REMOVE when `change` (and the `removed` attributes) apply to an item that is `current`. */
  indexChanges(
    change: Partial<I>,
    current?: Partial<I>,
    removed?: readonly string[],
  ): { set: Record<string, string>; remove: string[] };
}

/** Marks where a left-out key attribute would start, so `prefix` can cut the sort key there. */
const CUT = '\u0000';

/** Every attribute the caller left out reads as the cut mark. */
const filled = (given: object) =>
  new Proxy(given as Record<string | symbol, unknown>, { get: (t, name) => (name in t ? t[name] : CUT) });

function cutKey(name: string, { pk, sk }: TableKey): { pk: string; skPrefix: string } {
  if (pk.includes(CUT)) throw new Error(`${name}: a prefix needs every partition key attribute`);
  const cut = sk.indexOf(CUT);
  return { pk, skPrefix: cut < 0 ? sk : sk.slice(0, cut) };
}

/** Declares an item type once; see `InferItem` for its type. */
export function entity<A extends Attributes, P extends object, X extends string = never>(
  d: EntityDeclaration<A, P, X>,
): Entity<InferAttributes<A>, P, X> {
  type I = InferAttributes<A>;
  const indexes = (d.indexes ?? {}) as Record<X, IndexKey<I>>;
  // The key arguments that are not attributes (a role's tenant): read by the key builder, never stored.
  const read = new Set<string>();
  const recorder = (_: object, name: string | symbol) => {
    read.add(String(name));
    return CUT;
  };
  d.key(new Proxy({}, { get: recorder }) as P);
  const keyArguments = [...read].filter((a) => !(a in d.attributes));
  const indexKeys = (item: I): Record<string, string> =>
    Object.assign({}, ...Object.values<IndexKey<I>>(indexes).map((x) => x.key(item) ?? {}));
  return {
    name: d.name,
    attributeNames: Object.keys(d.attributes),
    indexes,
    key: (k) => d.key(k),
    prefix: (k) => cutKey(d.name, d.key(filled(k) as P)),
    indexPrefix(index, k) {
      const key = indexes[index].key(filled(k) as I) ?? {};
      const names = tableIndexes[indexes[index].index];
      return cutKey(`${d.name}.${index}`, { pk: key[names.pk] ?? '', sk: key[names.sk] ?? '' });
    },
    record(item) {
      const stored = Object.fromEntries(Object.entries(item).filter(([a]) => !keyArguments.includes(a)));
      return { ...stored, ...d.key(item), ...indexKeys(item) };
    },
    parse(raw) {
      const item = { ...raw };
      for (const a of KEY_ATTRIBUTES) delete item[a];
      return item as I;
    },
    indexChanges(change, current = {}, removed = []) {
      const touched = new Set([...Object.keys(change), ...removed]);
      const merged: Record<string, unknown> = { ...current, ...change };
      for (const a of removed) delete merged[a];
      const out = { set: {} as Record<string, string>, remove: [] as string[] };
      for (const [name, x] of Object.entries<IndexKey<I>>(indexes)) {
        if (!x.uses.some((a) => touched.has(a)) && !x.partitionUses?.some((a) => touched.has(a))) continue;
        const missing = x.uses.filter((a) => merged[a] === undefined && !removed.includes(a));
        if (missing.length) throw new Error(`${d.name}.${name}: an update of its key needs ${missing.join(', ')}`);
        const names = tableIndexes[x.index];
        if (x.partitionUses && !x.partitionUses.some((a) => touched.has(a))) {
          const sk = x.key(merged as I)?.[names.sk];
          if (sk !== undefined) out.set[names.sk] = sk;
          else out.remove.push(names.sk);
          continue;
        }
        const key = x.key(merged as I) ?? {};
        Object.assign(out.set, key);
        // A key attribute the item no longer has (all of them when it leaves a sparse index) is removed.
        for (const a of Object.values(names)) if (!(a in key)) out.remove.push(a);
      }
      return out;
    },
  };
}
