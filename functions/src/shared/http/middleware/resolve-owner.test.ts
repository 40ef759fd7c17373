import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { testPrincipal } from '../../auth/principal.test-support.ts';
import type { Principal, RoleType } from '../../auth/principal.ts';
import type { OwnerKind } from '../../data/owner-directory.repository.ts';
import { type OwnerRef, ownedBy } from '../route.ts';
import { type ApiRequest, state } from './context.ts';
import { resolveOwner } from './resolve-owner.ts';

const principal = (roleType: RoleType): Principal =>
  testPrincipal(roleType, {
    loginName: 'u',
    channelCustId: roleType >= 3000 ? 'C1' : null,
    custId: roleType === 5000 ? 'S1' : null,
  });

/** Runs the middleware on a request whose route declares `owner`, with an owner table of `owners`. */
async function run(
  roleType: RoleType,
  body: Record<string, unknown>,
  owner: OwnerRef | undefined,
  owners: Record<string, string>,
) {
  const lookups: string[] = [];
  const ownerOf = async (kind: OwnerKind, id: string) => {
    lookups.push(`${kind}#${id}`);
    return owners[`${kind}#${id}`] ?? null;
  };
  const request = { context: {} as Context } as ApiRequest;
  const s = state(request);
  s.principal = principal(roleType);
  s.body = body;
  s.route = { def: { id: 'x', method: 'POST', path: '/x', permission: 'signedIn' }, impl: { owner, run: async () => null } };
  await resolveOwner({ ownerOf }).before!(request);
  return { body: s.body, lookups };
}

const batch = ownedBy('BATCH', 'batchId');

describe('resolveOwner (platform deep links)', () => {
  it('gives a platform caller who names no enterprise the owner of the id', async () => {
    for (const role of [1000, 2000] as const) {
      const out = await run(role, { batchId: 'b1' }, batch, { 'BATCH#b1': 'C7' });
      expect(out.body).toEqual({ batchId: 'b1', channelCustId: 'C7' });
    }
    const card = await run(1000, { iccid: '8986' }, ownedBy('CARD', 'iccid'), { 'CARD#8986': 'C9' });
    expect(card.body).toEqual({ iccid: '8986', channelCustId: 'C9' });
  });

  it('keeps an enterprise a platform caller names, without a look-up', async () => {
    const out = await run(1000, { batchId: 'b1', channelCustId: 'C2' }, batch, { 'BATCH#b1': 'C7' });
    expect(out).toEqual({ body: { batchId: 'b1', channelCustId: 'C2' }, lookups: [] });
  });

  it('answers an id without an owner with NOT_FOUND, or the route’s own key', async () => {
    await expect(run(1000, { batchId: 'nope' }, batch, {})).rejects.toMatchObject({ key: 'NOT_FOUND' });
    await expect(run(1000, { retailId: 'R1' }, ownedBy('RETAIL', 'retailId', 'RETAIL_NOT_FOUND'), {})).rejects.toMatchObject({
      key: 'RETAIL_NOT_FOUND',
    });
  });

  it('never scopes channel or secondary callers from the owner: their principal does', async () => {
    for (const role of [3000, 4000, 5000] as const) {
      const out = await run(role, { batchId: 'b1' }, batch, { 'BATCH#b1': 'C7' });
      expect(out).toEqual({ body: { batchId: 'b1' }, lookups: [] });
    }
  });

  it('leaves routes that declare no owner alone', async () => {
    expect(await run(1000, { batchId: 'b1' }, undefined, { 'BATCH#b1': 'C7' })).toEqual({ body: { batchId: 'b1' }, lookups: [] });
  });
});
