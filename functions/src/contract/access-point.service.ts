/**
 * A contract's network access points (issue #14, item 6): name, operator, an APN of the catalogue, an
 * IP range inside the APN's and a card limit; enabled, disabled, changed on the version read and
 * deleted, each audited. Reached through the contract on the contract service's scope rules
 * (contract.service.ts): a terminated contract's points only read.
 */
import type { Apn } from '../apn/apn.repository.ts';
import type { Client } from '../audit/audit-trail.ts';
import type { Principal } from '../shared/auth/principal.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import {
  type AccessPoint,
  type AccessPointOperator,
  type AccessPointState,
  type Contract,
  accessPointProblem,
  timeId,
} from './contract-model.ts';
import type { ContractRepository } from './contract.repository.ts';

export interface AccessPointInput {
  name: string;
  operator: AccessPointOperator;
  apnId: string;
  startIp: string;
  endIp: string;
  cardLimit: number;
}

type Scoped = { contractNumber: string; channelCustId?: string };

export interface AccessPointDeps {
  contracts: ContractRepository;
  apns: { get(apnId: string): Promise<Apn | undefined> };
  clock: () => Date;
}

/** What the contract service lends: its scope rule, its ids and its audit writer. */
export interface ContractScope {
  scoped(p: Principal, body: Scoped): Promise<Contract>;
  newId: () => string;
  audit: (p: Principal, action: 'accessPointChange', client: Client, detail: string) => Promise<unknown>;
}

export function createAccessPointService(d: AccessPointDeps, { scoped, newId, audit }: ContractScope) {
  async function apnOf(input: AccessPointInput): Promise<Apn> {
    const apn = await d.apns.get(input.apnId);
    if (!apn) throw new AppError('APN_NOT_FOUND', {}, 'apnId');
    const problem = accessPointProblem(input, apn);
    if (problem) {
      const params: Record<string, string> =
        problem.key === 'ACCESS_POINT_OUTSIDE_APN' ? { start: apn.startIp, end: apn.endIp } : {};
      throw new AppError(problem.key, params, problem.field);
    }
    return apn;
  }

  async function active(p: Principal, body: Scoped): Promise<Contract> {
    const c = await scoped(p, body);
    if (c.state === 'terminated') throw new AppError('CONTRACT_TERMINATED');
    return c;
  }

  return {
    /** A contract's access points, oldest first (with the contract's number and enterprise). */
    async accessPoints(p: Principal, body: Scoped) {
      const c = await scoped(p, body);
      return { items: await d.contracts.accessPoints(c.channelCustId, c.contractNumber) };
    },

    async addAccessPoint(p: Principal, body: AccessPointInput & Scoped, client: Client) {
      const c = await active(p, body);
      const apn = await apnOf(body);
      const at = d.clock().toISOString();
      const ap: AccessPoint = {
        accessPointId: timeId('AP', d.clock(), newId()),
        contractNumber: c.contractNumber,
        channelCustId: c.channelCustId,
        name: body.name.trim(),
        operator: body.operator,
        apnId: apn.apnId,
        apnName: apn.name,
        startIp: body.startIp,
        endIp: body.endIp,
        cardLimit: body.cardLimit,
        state: 'enabled',
        createdAt: at,
        createdBy: p.loginName,
        updatedAt: at,
        updatedBy: p.loginName,
        version: 1,
      };
      if (!ap.name) throw new AppError('CONTRACT_NAME', {}, 'name');
      await d.contracts.putAccessPoint(ap, null);
      await audit(p, 'accessPointChange', client, `accessPoint.add ${c.contractNumber} ${ap.accessPointId} ${ap.name}`);
      return ap;
    },

    async updateAccessPoint(
      p: Principal,
      body: AccessPointInput & Scoped & { accessPointId: string; version: number },
      client: Client,
    ) {
      const { c, ap } = await ownAccessPoint(p, body);
      const apn = await apnOf(body);
      const name = body.name.trim();
      if (!name) throw new AppError('CONTRACT_NAME', {}, 'name');
      const { operator, startIp, endIp, cardLimit } = body;
      const set = { name, operator, apnId: apn.apnId, apnName: apn.name, startIp, endIp, cardLimit };
      return saveAccessPoint(p, c, ap, set, 'update', client);
    },

    async setAccessPointState(
      p: Principal,
      body: Scoped & { accessPointId: string; version: number; state: AccessPointState },
      client: Client,
    ) {
      const { c, ap } = await ownAccessPoint(p, body);
      return saveAccessPoint(p, c, ap, { state: body.state }, body.state, client);
    },

    async deleteAccessPoint(p: Principal, body: Scoped & { accessPointId: string; version: number }, client: Client) {
      const { c, ap } = await ownAccessPoint(p, body);
      await d.contracts.deleteAccessPoint(ap, body.version);
      await audit(p, 'accessPointChange', client, `accessPoint.delete ${c.contractNumber} ${ap.accessPointId} ${ap.name}`);
      return { accessPointId: ap.accessPointId, deleted: true };
    },
  };

  /** Writes a changed access point on condition that it is still at the version read. */
  async function saveAccessPoint(
    p: Principal,
    c: Contract,
    ap: AccessPoint,
    set: Partial<AccessPoint>,
    what: string,
    client: Client,
  ) {
    const after: AccessPoint = {
      ...ap,
      ...set,
      updatedAt: d.clock().toISOString(),
      updatedBy: p.loginName,
      version: ap.version + 1,
    };
    await d.contracts.putAccessPoint(after, ap.version);
    await audit(p, 'accessPointChange', client, `accessPoint.${what} ${c.contractNumber} ${ap.accessPointId}`);
    return after;
  }

  async function ownAccessPoint(p: Principal, body: Scoped & { accessPointId: string; version: number }) {
    const c = await scoped(p, body);
    if (c.state === 'terminated') throw new AppError('CONTRACT_TERMINATED');
    const ap = await d.contracts.getAccessPoint(c.channelCustId, c.contractNumber, body.accessPointId);
    if (!ap) throw new AppError('NOT_FOUND', {}, 'accessPointId');
    if (ap.version !== body.version) throw new AppError('ACCESS_POINT_CHANGED');
    return { c, ap };
  }
}
