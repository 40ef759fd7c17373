/**
 * Rate plans and APNs end to end against the local stack: APN validation, basic plans built,
 * edited, published, switched and deleted by the platform, seen by enterprises only when published
 * to them, retail plans made by an enterprise for its secondary customers, and the change log.
 * The zones and communication services these plans name are written straight into DynamoDB here
 * (test ids `ZPT…`/`9PT…`), so the suite does not depend on the catalogue's demo data.
 */
import { PutCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login } from '../support/api-client.ts';
import { stackDb } from '../support/cards.ts';

interface Plan {
  goodsReleaseId: string;
  status: string;
  name: string;
  apns: string[];
  zones: { elementId: string; elementName: string }[];
  commservIds: string[];
  apnNames?: Record<string, string>;
}
interface Retail {
  retailId: string;
  retailName: string;
  retailPrice: number;
  custIds?: string[];
  proportion?: number;
  basicPrice?: number;
  status: string;
}
interface Page<T> {
  items: T[];
  cursor: string | null;
}

const put = (Item: Record<string, unknown>) =>
  stackDb().send(new PutCommand({ TableName: inject('stack').env.TABLE_NAME, Item }));

const apnBody = (name: string) => ({
  name,
  operator: 'CMCC',
  operatorApnCode: 'cmiot.test',
  startIp: '10.1.0.1',
  endIp: '10.1.0.254',
  publicDns: '8.8.8.8',
  backupDns: '8.8.4.4',
  privateDns: '10.1.0.2',
});

const planBody = (code: string, apnId: string, overrides: Record<string, unknown> = {}) => ({
  code,
  name: `Plan ${code}`,
  goodsType: 2,
  tariffType: 0,
  operator: 'CMCC',
  releasePrice: 2000,
  normPrice: 2500,
  modeType: '01',
  releaseCycle: 1,
  durationMonths: 1,
  apnConfigs: [
    {
      apnId,
      zones: [
        { elementId: 'ZPT01', commservIds: ['9PT01', '9PT02'] },
        { elementId: 'ZPT02', commservIds: ['9PT01'] },
      ],
    },
  ],
  quotaBytes: 1024 ** 3,
  useUpAction: 'blockUntilCycleEnd',
  terminateByUsage: false,
  testPrice: 0,
  testPeriodMonths: 3,
  silentPeriodMonths: 6,
  renewalMode: 'auto',
  taxRate: 6,
  currency: 'CNY',
  ...overrides,
});

describe('rate plans and APNs', () => {
  let admin: string;
  let acme: string;
  let globex: string;
  let east: string;
  let west: string;
  let apnId: string;
  let apn2: string;
  let shared: Plan;

  beforeAll(async () => {
    admin = await login('admin');
    acme = await login('acme');
    globex = await login('globex');
    east = await login('acme-east');
    west = await login('acme-west');
    await put({ pk: 'PLATFORM#ZONE', sk: 'ZONE#ZPT01', elementId: 'ZPT01', elementName: 'Test zone one', status: 2 });
    await put({ pk: 'PLATFORM#ZONE', sk: 'ZONE#ZPT02', elementId: 'ZPT02', elementName: 'Test zone two', status: 2 });
    await put({ pk: 'PLATFORM#ZONE', sk: 'ZONE#ZPT09', elementId: 'ZPT09', elementName: 'Blocked zone', status: 1 });
    for (const [id, type] of [
      ['9PT01', 'data'],
      ['9PT02', 'sms'],
    ])
      await put({
        pk: 'PLATFORM#COMMSERV',
        sk: `CS#${id}`,
        commservId: id,
        name: `Service ${id}`,
        type,
        priority: 5,
        status: 2,
        domains: [],
      });
  });

  describe('APNs', () => {
    it('adds, lists and edits APNs as the platform', async () => {
      const res = await call<{ apnId: string }>('/cmp/base/apn/save', apnBody('PT APN one'), { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      apnId = res.body.data!.apnId;
      apn2 = (await call<{ apnId: string }>('/cmp/base/apn/save', apnBody('PT APN two'), { token: admin })).body.data!.apnId;
      const edit = await call<{ endIp: string }>(
        '/cmp/base/apn/update',
        { ...apnBody('PT APN one'), apnId, endIp: '10.1.1.254' },
        { token: admin },
      );
      expect(edit.body.data!.endIp).toBe('10.1.1.254');
      const list = await call<Page<{ apnId: string; name: string }>>(
        '/cmp/base/apn/list',
        { name: 'PT APN', pageSize: 100 },
        { token: admin },
      );
      expect(list.body.data!.items.map((a) => a.name).sort()).toEqual(['PT APN one', 'PT APN two']);
      const detail = await call<{ endIp: string }>('/cmp/base/apn/detail', { apnId }, { token: admin });
      expect(detail.body.data!.endIp).toBe('10.1.1.254');
    });

    it('refuses bad addresses with the spec messages and stores nothing', async () => {
      const bad = await call('/cmp/base/apn/save', { ...apnBody('PT bad'), startIp: '10.1.0.300' }, { token: admin });
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({ errorCode: 44240, msg: 'IP format wrong', field: 'startIp' });
      const zh = await call('/cmp/base/apn/save', { ...apnBody('PT bad'), privateDns: 'dns' }, { token: admin, lang: 'zh-CN' });
      expect(zh.body).toMatchObject({ msg: 'IP 格式错误', field: 'privateDns' });
      const order = await call(
        '/cmp/base/apn/save',
        { ...apnBody('PT bad'), startIp: '10.1.0.9', endIp: '10.1.0.9' },
        { token: admin },
      );
      expect(order.body).toMatchObject({ errorCode: 44241, msg: 'The end IP must come after the start IP', field: 'endIp' });
      const list = await call<Page<{ name: string }>>('/cmp/base/apn/list', { name: 'PT bad' }, { token: admin });
      expect(list.body.data!.items).toEqual([]);
      const dup = await call('/cmp/base/apn/save', apnBody('PT APN two'), { token: admin });
      expect(dup.status).toBe(409);
    });

    it('lists the seeded demo APNs and keeps their names and the demo plan codes taken', async () => {
      const list = await call<Page<{ apnId: string; name: string }>>('/cmp/base/apn/list', { pageSize: 100 }, { token: admin });
      expect(list.body.data!.items.map((a) => a.apnId)).toEqual(expect.arrayContaining(['APN0001', 'APN0002', 'APN0003']));
      const dupName = await call('/cmp/base/apn/save', apnBody('cmcc iot PUBLIC'), { token: admin });
      expect(dupName.status).toBe(409);
      const dupCode = await call('/cmp/base/goods/basic/save', planBody('M1G', 'APN0001'), { token: admin });
      expect(dupCode.body.errorCode).toBe(44221);
    });

    it('keeps APNs to the platform', async () => {
      expect((await call('/cmp/base/apn/list', {}, { token: acme })).status).toBe(403);
      expect((await call('/cmp/base/apn/save', apnBody('PT acme'), { token: acme })).status).toBe(403);
    });
  });

  describe('basic plans', () => {
    it('builds a draft with two zones and services, hidden from enterprises until published', async () => {
      const res = await call<Plan>('/cmp/base/goods/basic/save', planBody('PT-SHARED', apnId), { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      shared = res.body.data!;
      expect(shared).toMatchObject({
        status: 'draft',
        apns: [apnId],
        commservIds: ['9PT01', '9PT02'],
        zones: [
          { elementId: 'ZPT01', elementName: 'Test zone one' },
          { elementId: 'ZPT02', elementName: 'Test zone two' },
        ],
      });
      const detail = await call<Plan>(
        '/cmp/base/goods/basic/detail',
        { goodsReleaseId: shared.goodsReleaseId },
        { token: admin },
      );
      expect(detail.body.data!.apnNames).toEqual({ [apnId]: 'PT APN one' });
      expect(
        (await call('/cmp/base/goods/basic/detail', { goodsReleaseId: shared.goodsReleaseId }, { token: acme })).status,
      ).toBe(404);
      const acmeList = await call<Page<Plan>>('/cmp/base/goods/basic/list', { code: 'PT-SHARED' }, { token: acme });
      expect(acmeList.body.data!.items).toEqual([]);
    });

    it('applies the limits with their messages and stores nothing', async () => {
      const cases: [Record<string, unknown>, number, string, string][] = [
        [
          {
            apnConfigs: [apnId, apn2, 'X3', 'X4', 'X5'].map((a) => ({
              apnId: a,
              zones: [{ elementId: 'ZPT01', commservIds: ['9PT01'] }],
            })),
          },
          44201,
          'A rate plan holds at most 4 APNs',
          'apnConfigs',
        ],
        [
          { apnConfigs: [{ apnId, zones: [{ elementId: 'ZPT01', commservIds: ['9PT01', '9PT01'] }] }] },
          44204,
          'The same communication service cannot appear twice under one regional package',
          'apnConfigs[0].zones[0].commservIds',
        ],
        [
          { apnConfigs: [{ apnId, zones: [{ elementId: 'ZPT09', commservIds: ['9PT01'] }] }] },
          44214,
          'Zone status is blocked.',
          'apnConfigs[0].zones[0].elementId',
        ],
        [
          { apnConfigs: [{ apnId, zones: [{ elementId: 'ZPT01', commservIds: ['9PT77'] }] }] },
          44215,
          'No such communication service.',
          'apnConfigs[0].zones[0].commservIds[0]',
        ],
        [
          { apnConfigs: [{ apnId: 'NOPE', zones: [{ elementId: 'ZPT01', commservIds: ['9PT01'] }] }] },
          44217,
          'No such APN',
          'apnConfigs[0].apnId',
        ],
        [
          { testPeriodMonths: 6, silentPeriodMonths: 7 },
          44206,
          'The test period plus the silent period cannot exceed 12 months',
          'silentPeriodMonths',
        ],
        [
          { goodsType: 10, tariffType: 10, modeType: '00', operator: 'CMCC', quotaBytes: 1024 },
          44207,
          'The standard edition supports only the Unicom test plan',
          'operator',
        ],
        [
          { goodsType: 10, tariffType: 10, modeType: '00', operator: 'CUCC', quotaBytes: 2 * 1024 * 1024 },
          44208,
          'The standard edition test plan is limited to 1024 KB',
          'quotaBytes',
        ],
        [
          { goodsType: 10, tariffType: 10, modeType: '01', quotaBytes: 100 * 1024, testValidDays: 45 },
          44210,
          'The professional edition test usage is valid for 30, 60, 90, 180 or 360 days',
          'testValidDays',
        ],
      ];
      for (const [overrides, errorCode, msg, field] of cases) {
        const res = await call('/cmp/base/goods/basic/save', planBody('PT-BAD', apnId, overrides), { token: admin });
        expect(res.status, msg).toBe(422);
        expect(res.body).toMatchObject({ errorCode, msg, field });
      }
      const zh = await call(
        '/cmp/base/goods/basic/save',
        planBody('PT-BAD', apnId, { testPeriodMonths: 12, silentPeriodMonths: 1 }),
        {
          token: admin,
          lang: 'zh-CN',
        },
      );
      expect(zh.body.msg).toBe('测试期与沉默期之和不能超过 12 个月');
      const list = await call<Page<Plan>>('/cmp/base/goods/basic/list', { code: 'PT-BAD' }, { token: admin });
      expect(list.body.data!.items).toEqual([]);
    });

    it('keeps codes unique and lets only the platform build plans', async () => {
      expect((await call('/cmp/base/goods/basic/save', planBody('PT-SHARED', apnId), { token: admin })).body.errorCode).toBe(
        44221,
      );
      expect((await call('/cmp/base/goods/basic/save', planBody('PT-ACME', apnId), { token: acme })).status).toBe(403);
    });

    it('edits a draft, publishes it to one enterprise only, then refuses edits', async () => {
      const edit = await call<Plan>(
        '/cmp/base/goods/basic/update',
        { ...planBody('PT-SHARED', apnId, { name: 'PT shared plan' }), goodsReleaseId: shared.goodsReleaseId },
        { token: admin },
      );
      expect(edit.body.data!.name).toBe('PT shared plan');
      const pub = await call<Plan>(
        '/cmp/base/goods/basic/publish',
        { goodsReleaseId: shared.goodsReleaseId, publishScope: 'selected', publishTo: ['C1001'] },
        { token: admin },
      );
      expect(pub.body.data!.status).toBe('published');
      const acmeList = await call<Page<Plan>>('/cmp/base/goods/basic/list', { code: 'PT-SHARED' }, { token: acme });
      expect(acmeList.body.data!.items.map((p) => p.name)).toEqual(['PT shared plan']);
      const globexList = await call<Page<Plan>>('/cmp/base/goods/basic/list', { code: 'PT-SHARED' }, { token: globex });
      expect(globexList.body.data!.items).toEqual([]);
      expect(
        (await call('/cmp/base/goods/basic/detail', { goodsReleaseId: shared.goodsReleaseId }, { token: globex })).status,
      ).toBe(404);
      // Seeded plans are published to every enterprise.
      const seeded = await call<Page<Plan>>('/cmp/base/goods/basic/list', { code: 'M1G' }, { token: globex });
      expect(seeded.body.data!.items.map((p) => p.goodsReleaseId)).toEqual(['G001']);
      const again = await call(
        '/cmp/base/goods/basic/update',
        { ...planBody('PT-SHARED', apnId), goodsReleaseId: shared.goodsReleaseId },
        { token: admin },
      );
      expect(again.body.errorCode).toBe(44219);
      expect((await call('/cmp/base/goods/basic/list', {}, { token: east })).status).toBe(403);
    });

    it('switches a plan off and on; an enterprise sees it only while on', async () => {
      expect(
        (await call('/cmp/base/goods/basic/switch', { goodsReleaseId: shared.goodsReleaseId, on: false }, { token: admin })).body
          .data,
      ).toMatchObject({
        status: 'disabled',
      });
      expect(
        (await call<Page<Plan>>('/cmp/base/goods/basic/list', { code: 'PT-SHARED' }, { token: acme })).body.data!.items,
      ).toEqual([]);
      await call('/cmp/base/goods/basic/switch', { goodsReleaseId: shared.goodsReleaseId, on: true }, { token: admin });
      expect(
        (await call<Page<Plan>>('/cmp/base/goods/basic/list', { code: 'PT-SHARED' }, { token: acme })).body.data!.items,
      ).toHaveLength(1);
      expect(
        (await call('/cmp/base/goods/basic/switch', { goodsReleaseId: shared.goodsReleaseId, on: false }, { token: acme }))
          .status,
      ).toBe(403);
    });

    it('deletes a draft but never a published plan or one cards use', async () => {
      const inUse = await call('/cmp/base/goods/basic/delete', { goodsReleaseId: 'G001' }, { token: admin });
      expect(inUse.status).toBe(409);
      expect(inUse.body.errorCode).toBe(44220);
      expect(
        (await call('/cmp/base/goods/basic/delete', { goodsReleaseId: shared.goodsReleaseId }, { token: admin })).status,
      ).toBe(409);
      const draft = (await call<Plan>('/cmp/base/goods/basic/save', planBody('PT-DRAFT', apnId), { token: admin })).body.data!;
      expect((await call('/cmp/base/goods/basic/delete', { goodsReleaseId: draft.goodsReleaseId }, { token: acme })).status).toBe(
        403,
      );
      expect(
        (await call('/cmp/base/goods/basic/delete', { goodsReleaseId: draft.goodsReleaseId }, { token: admin })).status,
      ).toBe(200);
      expect(
        (await call('/cmp/base/goods/basic/detail', { goodsReleaseId: draft.goodsReleaseId }, { token: admin })).status,
      ).toBe(404);
      // The code is free again.
      expect((await call('/cmp/base/goods/basic/save', planBody('PT-DRAFT', apnId), { token: admin })).status).toBe(201);
    });

    it('filters the platform list by status and goods type', async () => {
      const drafts = await call<Page<Plan>>('/cmp/base/goods/basic/list', { status: 'draft', pageSize: 100 }, { token: admin });
      expect(drafts.body.data!.items.length).toBeGreaterThan(0);
      expect(drafts.body.data!.items.every((p) => p.status === 'draft')).toBe(true);
      const tests = await call<Page<Plan & { goodsType: number }>>(
        '/cmp/base/goods/basic/list',
        { goodsType: 10 },
        { token: admin },
      );
      expect(tests.body.data!.items.map((p) => p.goodsReleaseId)).toContain('G004');
      expect(tests.body.data!.items.every((p) => p.goodsType === 10)).toBe(true);
    });
  });

  describe('retail plans', () => {
    let retail: Retail;
    const retailBody = (overrides: Record<string, unknown> = {}) => ({
      retailName: 'PT Acme retail',
      goodsReleaseId: shared.goodsReleaseId,
      retailPrice: 2600,
      dividend: 'profit',
      proportion: 40,
      taxRate: 6,
      remark: 'for the east',
      custIds: ['S2001'],
      ...overrides,
    });

    it('refuses a retail price not above the basic price, in both languages', async () => {
      for (const retailPrice of [2000, 1500]) {
        const res = await call('/cmp/base/goods/retail/save', retailBody({ retailPrice }), { token: acme });
        expect(res.status).toBe(422);
        expect(res.body).toMatchObject({
          errorCode: 44230,
          msg: 'Retail rate plan should be more expensive than basic rate plan.',
          field: 'retailPrice',
        });
      }
      const zh = await call('/cmp/base/goods/retail/save', retailBody({ retailPrice: 2000 }), { token: acme, lang: 'zh-CN' });
      expect(zh.body.msg).toBe('零售套餐价格应高于基础套餐价格。');
      const proportion = await call('/cmp/base/goods/retail/save', retailBody({ proportion: 101 }), { token: acme });
      expect(proportion.body).toMatchObject({ errorCode: 44235, field: 'proportion' });
    });

    it('creates a retail plan only on a basic plan published to the enterprise, for its own secondary customers', async () => {
      const res = await call<Retail>('/cmp/base/goods/retail/save', retailBody(), { token: acme });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      retail = res.body.data!;
      expect(retail).toMatchObject({ retailPrice: 2600, custIds: ['S2001'], status: 'on' });
      const globexTry = await call('/cmp/base/goods/retail/save', retailBody({ custIds: [] }), { token: globex });
      expect(globexTry.body.errorCode).toBe(44233);
      const foreign = await call('/cmp/base/goods/retail/save', retailBody({ custIds: ['S2003'] }), { token: acme });
      expect(foreign.body).toMatchObject({ errorCode: 44234, field: 'custIds' });
      expect((await call('/cmp/base/goods/retail/save', retailBody(), { token: admin })).status).toBe(403);
      expect((await call('/cmp/base/goods/retail/save', retailBody(), { token: east })).status).toBe(403);
    });

    it("asks 'name repeated, continue?' and saves when confirmed", async () => {
      const dup = await call('/cmp/base/goods/retail/save', retailBody({ custIds: [] }), { token: acme });
      expect(dup.status).toBe(409);
      expect(dup.body).toMatchObject({ errorCode: 44231, msg: 'name repeated, continue?', field: 'retailName' });
      const confirmed = await call<Retail>('/cmp/base/goods/retail/save', retailBody({ custIds: [], confirmDuplicate: true }), {
        token: acme,
      });
      expect(confirmed.status).toBe(201);
      expect(confirmed.body.data!.retailId).not.toBe(retail.retailId);
    });

    it('shows an enterprise its own retail plans and a secondary customer only the ones offered to it', async () => {
      const acmeList = await call<Page<Retail>>(
        '/cmp/base/goods/retail/list',
        { retailName: 'PT Acme', pageSize: 100 },
        { token: acme },
      );
      expect(acmeList.body.data!.items).toHaveLength(2);
      expect(acmeList.body.data!.items[0]!.basicPrice).toBe(2000);
      const globexList = await call<Page<Retail>>('/cmp/base/goods/retail/list', { pageSize: 100 }, { token: globex });
      expect(globexList.body.data!.items.map((r) => r.retailId)).toEqual(['R002']);
      const eastList = await call<Page<Retail>>('/cmp/base/goods/retail/list', { pageSize: 100 }, { token: east });
      // Other suites may offer S2001 more plans: it sees R001 and this suite's plan, and only plans offered to it.
      const eastIds = eastList.body.data!.items.map((r) => r.retailId);
      expect(eastIds).toEqual(expect.arrayContaining(['R001', retail.retailId]));
      for (const retailId of eastIds) {
        const offered = await call<Retail>('/cmp/base/goods/retail/detail', { retailId }, { token: admin });
        expect(offered.body.data!.custIds, retailId).toContain('S2001');
      }
      const mine = eastList.body.data!.items.find((r) => r.retailId === retail.retailId)!;
      expect(mine.retailPrice).toBe(2600);
      expect(mine.basicPrice).toBeUndefined();
      expect(mine.proportion).toBeUndefined();
      const westList = await call<Page<Retail>>('/cmp/base/goods/retail/list', { pageSize: 100 }, { token: west });
      expect(westList.body.data!.items).toEqual([]);
      expect((await call('/cmp/base/goods/retail/detail', { retailId: retail.retailId }, { token: west })).status).toBe(404);
      expect((await call('/cmp/base/goods/retail/detail', { retailId: retail.retailId }, { token: east })).status).toBe(200);
      expect((await call('/cmp/base/goods/retail/detail', { retailId: retail.retailId }, { token: globex })).status).toBe(404);
      const platform = await call<Page<Retail>>(
        '/cmp/base/goods/retail/list',
        { channelCustId: 'C1001', retailName: 'PT Acme' },
        { token: admin },
      );
      expect(platform.body.data!.items).toHaveLength(2);
    });

    it('records every change with before and after, who and when', async () => {
      const upd = await call<Retail>(
        '/cmp/base/goods/retail/update',
        { ...retailBody({ retailPrice: 2800, custIds: ['S2001', 'S2002'], dividend: 'turnover' }), retailId: retail.retailId },
        { token: acme },
      );
      expect(upd.status, JSON.stringify(upd.body)).toBe(200);
      const tooCheap = await call(
        '/cmp/base/goods/retail/update',
        { ...retailBody({ retailPrice: 1999 }), retailId: retail.retailId },
        { token: acme },
      );
      expect(tooCheap.body.errorCode).toBe(44230);
      expect(
        (await call('/cmp/base/goods/retail/switch', { retailId: retail.retailId, on: false }, { token: acme })).status,
      ).toBe(200);
      const westList = await call<Page<Retail>>('/cmp/base/goods/retail/list', {}, { token: west });
      expect(westList.body.data!.items).toEqual([]);

      type Rec = { action: string; by: string; at: string; changes: { field: string; before: unknown; after: unknown }[] };
      const log = await call<Page<Rec>>('/cmp/base/goods/retail/changeRecord', { retailId: retail.retailId }, { token: acme });
      const records = log.body.data!.items;
      expect(records.map((r) => r.action)).toEqual(['switch', 'update', 'create']);
      expect(records.every((r) => r.by === 'acme' && !Number.isNaN(Date.parse(r.at)))).toBe(true);
      expect(records[0]!.changes).toEqual([{ field: 'status', before: 'on', after: 'off' }]);
      expect(records[1]!.changes).toEqual([
        { field: 'retailPrice', before: 2600, after: 2800 },
        { field: 'dividend', before: 'profit', after: 'turnover' },
        { field: 'custIds', before: ['S2001'], after: ['S2001', 'S2002'] },
      ]);
      expect(records[2]!.changes.map((c) => c.field)).toEqual([
        'retailName',
        'goodsReleaseId',
        'retailPrice',
        'dividend',
        'proportion',
        'taxRate',
        'remark',
        'custIds',
        'status',
      ]);
      expect((await call('/cmp/base/goods/retail/changeRecord', { retailId: retail.retailId }, { token: east })).status).toBe(
        403,
      );
      expect(
        (
          await call(
            '/cmp/base/goods/retail/changeRecord',
            { retailId: retail.retailId, channelCustId: 'C1001' },
            { token: globex },
          )
        ).status,
      ).toBe(403);
    });

    it('deletes a retail plan only when switched off, and keeps its change log', async () => {
      const other = (
        await call<Page<Retail>>('/cmp/base/goods/retail/list', { retailName: 'PT Acme', status: 'on' }, { token: acme })
      ).body.data!.items[0]!;
      expect((await call('/cmp/base/goods/retail/delete', { retailId: other.retailId }, { token: acme })).body.errorCode).toBe(
        44236,
      );
      expect((await call('/cmp/base/goods/retail/delete', { retailId: retail.retailId }, { token: acme })).status).toBe(200);
      expect((await call('/cmp/base/goods/retail/detail', { retailId: retail.retailId }, { token: acme })).status).toBe(404);
      const log = await call<Page<{ action: string }>>(
        '/cmp/base/goods/retail/changeRecord',
        { retailId: retail.retailId },
        { token: acme },
      );
      expect(log.body.data!.items[0]!.action).toBe('delete');
    });
  });

  it('leaves operation-log entries for catalogue changes, in the log of the changer', async () => {
    type Entry = { loginName: string; action: string; detail: string };
    const log = async (body: Record<string, unknown>) =>
      (await call<Page<Entry>>('/cmp/core/operationLog/list', { pageSize: 100, ...body }, { token: admin })).body.data!.items;
    const platform = await log({ action: 'planChange' });
    const details = platform.filter((e) => e.loginName === 'admin').map((e) => e.detail);
    expect(details).toEqual(
      expect.arrayContaining([
        `basicSave ${shared.goodsReleaseId} PT-SHARED`,
        `basicUpdate ${shared.goodsReleaseId} PT-SHARED`,
        `basicPublish ${shared.goodsReleaseId} PT-SHARED → C1001`,
        `basicSwitch ${shared.goodsReleaseId} PT-SHARED disabled`,
      ]),
    );
    expect(details.some((d) => d.startsWith('basicDelete '))).toBe(true);
    expect((await log({ action: 'apnChange' })).map((e) => e.detail)).toEqual(
      expect.arrayContaining([`save ${apnId} PT APN one`, `update ${apnId} PT APN one`]),
    );
    // Retail plan changes are the enterprise's: in its log, not the platform's.
    const acmeLog = await log({ channelCustId: 'C1001', action: 'planChange' });
    expect(acmeLog.filter((e) => e.loginName === 'acme').map((e) => e.detail.split(' ')[0])).toEqual(
      expect.arrayContaining(['retailSave', 'retailUpdate', 'retailSwitch', 'retailDelete']),
    );
    expect(platform.some((e) => e.detail.startsWith('retail'))).toBe(false);
  });
});
