import type { Card, Operator } from '@cmp/functions/card/card-record';
import type { LifecycleState } from '@cmp/functions/card/lifecycle';
import type { BasicPlanInput } from '@cmp/functions/plan/plan-model';
import { createRandom } from './random.ts';

export const DEMO_PASSWORD = 'Cmp@2026demo';
const MB = 1024 * 1024;
const GB = 1024 * MB;

/** The demo enterprises, each with the profile an enterprise must have (spec §5: licence, tax number, administrator). */
export const enterprises = [
  {
    channelCustId: 'C1001',
    code: 'ACME',
    name: 'Acme IoT Ltd.',
    nameZh: '艾克米物联',
    industry: 'Smart metering',
    share: 0.4,
    profile: {
      businessUnit: 'Shanghai Pudong',
      businessLicence: '91310115MA1K3ACME1',
      taxNumber: '91310115MA1K3ACME1',
      bank: { name: 'Bank of Shanghai, Pudong branch', account: '3100 1234 5678 9001' },
      // No invoice information on file: Acme's invoice requests start from its last request's buyer.
      salesPerson: 'Li Na',
      adminContact: { name: 'Zhang Wei', phone: '13800138001', email: 'it@acme.example' },
    },
  },
  {
    channelCustId: 'C1002',
    code: 'GLOBEX',
    name: 'Globex Logistics',
    nameZh: '环球物流',
    industry: 'Logistics',
    share: 0.3,
    profile: {
      businessUnit: 'Shenzhen Nanshan',
      businessLicence: '91440300MA5GLOBEX2',
      taxNumber: '91440300MA5GLOBEX2',
      bank: { name: 'China Merchants Bank, Shenzhen branch', account: '7559 8765 4321 0002' },
      invoice: {
        title: 'Globex Logistics',
        taxNumber: '91440300MA5GLOBEX2',
        type: 'normal',
        address: '1 Keyuan Road, Shenzhen',
        phone: '0755-26660002',
      },
      salesPerson: 'Wang Fang',
      adminContact: { name: 'Chen Jie', phone: '13900139002', email: 'ops@globex.example' },
    },
  },
  {
    channelCustId: 'C1003',
    code: 'INITECH',
    name: 'Initech Metering',
    nameZh: '英泰计量',
    industry: 'Utilities',
    share: 0.1,
    profile: {
      businessUnit: 'Hangzhou Binjiang',
      businessLicence: '91330108MA2INITEC3',
      taxNumber: '91330108MA2INITEC3',
      bank: { name: 'Bank of Hangzhou, Binjiang branch', account: '5710 2468 1357 0003' },
      invoice: { title: 'Initech Metering', taxNumber: '91330108MA2INITEC3', type: 'normal' },
      salesPerson: 'Li Na',
      adminContact: { name: 'Liu Yang', phone: '13700137003', email: 'admin@initech.example' },
    },
  },
  {
    channelCustId: 'C1004',
    code: 'UMBRELLA',
    name: 'Umbrella Health',
    nameZh: '伞康医疗',
    industry: 'Healthcare',
    share: 0.1,
    profile: {
      businessUnit: 'Beijing Haidian',
      businessLicence: '91110108MA0UMBREL4',
      taxNumber: '91110108MA0UMBREL4',
      bank: { name: 'Industrial and Commercial Bank of China, Haidian branch', account: '0200 1357 2468 0004' },
      invoice: {
        title: 'Umbrella Health',
        taxNumber: '91110108MA0UMBREL4',
        type: 'special',
        address: '5 Zhongguancun Street, Beijing',
        phone: '010-62220004',
      },
      salesPerson: 'Wang Fang',
      adminContact: { name: 'Zhao Min', phone: '13600136004', email: 'it@umbrella.example' },
    },
  },
  {
    channelCustId: 'C1005',
    code: 'HOOLI',
    name: 'Hooli Mobility',
    nameZh: '胡力出行',
    industry: 'Mobility',
    share: 0.1,
    profile: {
      businessUnit: 'Guangzhou Tianhe',
      businessLicence: '91440106MA9HOOLIM5',
      taxNumber: '91440106MA9HOOLIM5',
      bank: { name: 'Bank of Guangzhou, Tianhe branch', account: '2000 9753 1864 0005' },
      invoice: { title: 'Hooli Mobility', taxNumber: '91440106MA9HOOLIM5', type: 'normal' },
      salesPerson: 'Li Na',
      adminContact: { name: 'Huang Lei', phone: '13500135005', email: 'fleet@hooli.example' },
    },
  },
] as const;

export const secondaries = [
  { channelCustId: 'C1001', custId: 'S2001', name: 'Acme East', nameZh: '艾克米华东', share: 0.3 },
  { channelCustId: 'C1001', custId: 'S2002', name: 'Acme West', nameZh: '艾克米华西', share: 0.25 },
  { channelCustId: 'C1002', custId: 'S2003', name: 'Globex North', nameZh: '环球华北', share: 0.3 },
  { channelCustId: 'C1002', custId: 'S2004', name: 'Globex South', nameZh: '环球华南', share: 0.25 },
] as const;

export const demoAccounts = [
  { loginName: 'admin', displayName: 'Platform Admin', roleId: '1000', channelCustId: null, custId: null },
  { loginName: 'operator', displayName: 'Operations Desk', roleId: '2000', channelCustId: null, custId: null },
  { loginName: 'acme', displayName: 'Acme Admin', roleId: '3000', channelCustId: 'C1001', custId: null },
  { loginName: 'acme-staff', displayName: 'Acme Finance', roleId: '4000', channelCustId: 'C1001', custId: null },
  { loginName: 'acme-east', displayName: 'Acme East', roleId: '5000', channelCustId: 'C1001', custId: 'S2001' },
  { loginName: 'acme-west', displayName: 'Acme West', roleId: '5000', channelCustId: 'C1001', custId: 'S2002' },
  { loginName: 'globex', displayName: 'Globex Admin', roleId: '3000', channelCustId: 'C1002', custId: null },
  { loginName: 'globex-staff', displayName: 'Globex Sales', roleId: '4000', channelCustId: 'C1002', custId: null },
  { loginName: 'globex-north', displayName: 'Globex North', roleId: '5000', channelCustId: 'C1002', custId: 'S2003' },
  { loginName: 'globex-south', displayName: 'Globex South', roleId: '5000', channelCustId: 'C1002', custId: 'S2004' },
] as const;

/** A demo basic plan: the plan area's fields (`BasicPlanInput`), what the card area reads of them, and its publication. */
interface DemoPlan extends Omit<BasicPlanInput, 'apnConfigs' | 'currency'> {
  goodsReleaseId: string;
  /** APN ids: the "APN information" card plan changes compare. */
  apns: string[];
  apnConfigs: { apnId: string; zones: { elementId: string; elementName: string; commservIds: string[] }[] }[];
  zones: { elementId: string; elementName: string }[];
  commservIds: string[];
  publishScope: 'all';
  publishTo: readonly string[];
}

/** The demo APN catalogue (`keys.apn`), referenced by the demo plans. */
export const demoApns = [
  {
    apnId: 'APN0001',
    name: 'CMCC IoT public',
    operator: 'CMCC',
    operatorApnCode: 'cmiot',
    startIp: '10.64.0.1',
    endIp: '10.64.255.254',
    publicDns: '211.136.17.107',
    backupDns: '211.136.20.203',
    privateDns: '10.64.0.2',
    createdBy: 'admin',
  },
  {
    apnId: 'APN0002',
    name: 'CUCC IoT public',
    operator: 'CUCC',
    operatorApnCode: 'scuiot',
    startIp: '10.80.0.1',
    endIp: '10.80.255.254',
    publicDns: '123.125.81.6',
    backupDns: '140.207.198.6',
    privateDns: '10.80.0.2',
    createdBy: 'admin',
  },
  {
    apnId: 'APN0003',
    name: 'Acme private APN',
    operator: 'CMCC',
    operatorApnCode: 'acme.iot.cm',
    startIp: '172.20.0.1',
    endIp: '172.20.15.254',
    publicDns: '114.114.114.114',
    privateDns: '172.20.0.2',
    createdBy: 'admin',
  },
] as const;

const mainland = { elementId: 'ZCN000001', elementName: 'China mainland' };
const hkMacau = { elementId: 'ZHKMO0001', elementName: 'Hong Kong / Macau' };
/** Shared defaults of the demo plans: a plan without tests, silent period or overdraft. */
const planDefaults = {
  normPrice: 0,
  releaseCycle: 1,
  durationMonths: 1,
  useUpAction: 'blockUntilCycleEnd',
  terminateByUsage: false,
  testPrice: 0,
  testPeriodMonths: 0,
  silentPeriodMonths: 0,
  renewalMode: 'auto',
  taxRate: 6,
  publishScope: 'all',
  publishTo: [],
} as const;

export const basicPlans: readonly [DemoPlan, DemoPlan, DemoPlan, DemoPlan] = [
  {
    goodsReleaseId: 'G001',
    code: 'M1G',
    name: 'Monthly 1 GB individual',
    goodsType: 2,
    tariffType: 0,
    releasePrice: 1000,
    quotaBytes: GB,
    modeType: '01',
    ...planDefaults,
    operator: 'CMCC',
    normPrice: 1200,
    apns: ['APN0001'],
    apnConfigs: [{ apnId: 'APN0001', zones: [{ ...mainland, commservIds: ['100000001', '100000004'] }] }],
    zones: [mainland],
    commservIds: ['100000001', '100000004'],
    useUpAction: 'overdraw',
    outOfPlanGrade: 1,
    outOfPlanPrice: 30,
  },
  {
    goodsReleaseId: 'G002',
    code: 'P500M',
    name: 'Prepaid 500 MB yearly',
    goodsType: 1,
    tariffType: 1,
    releasePrice: 3600,
    quotaBytes: 500 * MB,
    modeType: '00',
    ...planDefaults,
    operator: 'CMCC',
    normPrice: 4800,
    releaseCycle: 12,
    durationMonths: 12,
    apns: ['APN0001'],
    apnConfigs: [{ apnId: 'APN0001', zones: [{ ...mainland, commservIds: ['100000001'] }] }],
    zones: [mainland],
    commservIds: ['100000001'],
    testPeriodMonths: 3,
    silentPeriodMonths: 6,
  },
  {
    goodsReleaseId: 'G003',
    code: 'S10G',
    name: 'Monthly 10 GB flexible shared',
    goodsType: 2,
    tariffType: 6,
    releasePrice: 5000,
    quotaBytes: 10 * GB,
    modeType: '01',
    ...planDefaults,
    operator: 'CMCC',
    normPrice: 6000,
    // The same APN information as G001/G002, so cards can change between them (card plan-change rule).
    apns: ['APN0001'],
    apnConfigs: [{ apnId: 'APN0001', zones: [{ ...mainland, commservIds: ['100000001', '100000002', '100000003'] }] }],
    zones: [mainland],
    commservIds: ['100000001', '100000002', '100000003'],
    useUpAction: 'nextStatus',
  },
  {
    goodsReleaseId: 'G004',
    code: 'T1M',
    name: 'Unicom test plan 1 MB',
    goodsType: 10,
    tariffType: 10,
    releasePrice: 0,
    quotaBytes: 1024 * 1024,
    modeType: '00',
    ...planDefaults,
    operator: 'CUCC',
    apns: ['APN0002'],
    apnConfigs: [{ apnId: 'APN0002', zones: [{ ...hkMacau, commservIds: ['100000001'] }] }],
    zones: [hkMacau],
    commservIds: ['100000001'],
    testPeriodMonths: 3,
    renewalMode: 'deactivate',
  },
];

export const retailPlans = [
  {
    channelCustId: 'C1001',
    retailId: 'R001',
    retailName: 'Acme Meter 1 GB',
    goodsReleaseId: 'G001',
    retailPrice: 1500,
    dividend: 'profit',
    proportion: 30,
    // Offered to Acme East only; retail fields of the plan area (`RetailPlan`).
    custIds: ['S2001'],
    taxRate: 6,
    remark: '',
    status: 'on',
    version: 1,
    createdBy: 'acme',
  },
  {
    channelCustId: 'C1002',
    retailId: 'R002',
    retailName: 'Globex Fleet 10 GB',
    goodsReleaseId: 'G003',
    retailPrice: 6500,
    dividend: 'turnover',
    proportion: 15,
    custIds: ['S2003', 'S2004'],
    taxRate: 6,
    remark: '',
    status: 'on',
    version: 1,
    createdBy: 'globex',
  },
] as const;

const stateWeights: readonly (readonly [LifecycleState, number])[] = [
  [64, 70],
  [65, 8],
  [62, 6],
  [63, 6],
  [61, 4],
  [68, 2],
  [66, 1.5],
  [67, 1.5],
  [60, 1],
];
const operatorWeights: readonly (readonly [Operator, number])[] = [
  ['CMCC', 50],
  ['CUCC', 30],
  ['CTCC', 20],
];
const opCode: Record<Operator, string> = { CMCC: '00', CUCC: '01', CTCC: '03' };

/**
 * `count` cards spread over the enterprises, secondary customers, operators, states and plans, one
 * at a time (deterministic), so the scale benchmark can load a million without holding them.
 */
export function* streamDemoCards(count: number, now: Date): Generator<Card> {
  const rnd = createRandom(20261122);
  for (let i = 0; i < count; i++) {
    const ent = rnd.weighted(enterprises.map((e) => [e, e.share] as const));
    const subs = secondaries.filter((s) => s.channelCustId === ent.channelCustId);
    const sub = subs.length
      ? rnd.weighted([
          ...subs.map((s) => [s as (typeof subs)[number] | null, s.share] as const),
          [null, 1 - subs.reduce((t, s) => t + s.share, 0)],
        ])
      : null;
    const operator = rnd.weighted(operatorWeights);
    const state = rnd.weighted(stateWeights);
    const plan =
      state === 61
        ? basicPlans[3]
        : rnd.weighted<DemoPlan>([
            [basicPlans[0], 5],
            [basicPlans[1], 3],
            [basicPlans[2], 2],
          ]);
    const seq = String(i).padStart(8, '0');
    const created = new Date(now.getTime() - rnd.int(120, 720) * 86_400_000);
    const activated = state >= 64 && state !== 66 ? new Date(created.getTime() + rnd.int(1, 60) * 86_400_000) : null;
    const changed = activated && state !== 64 ? stateChangeOf(i, activated, now) : null;
    yield {
      iccid: `8986${opCode[operator]}${rnd.digits(6)}${seq}`,
      msisdn: `1440${rnd.digits(1)}${seq}`,
      imsi: `460${opCode[operator]}${rnd.digits(2)}${seq}`,
      imei: `86${rnd.digits(5)}${seq}`,
      operator,
      state,
      channelCustId: ent.channelCustId,
      custId: sub?.custId ?? null,
      goodsReleaseId: plan.goodsReleaseId,
      quotaBytes: plan.quotaBytes,
      networkType: rnd.weighted([
        [2, 50],
        [5, 25],
        [3, 10],
        [4, 10],
        [1, 5],
      ] as const),
      modeType: plan.modeType,
      renewalMode: rnd.next() < 0.8 ? 'auto' : 'deactivate',
      activatedAt: activated?.toISOString() ?? null,
      createdAt: created.toISOString(),
      ...(changed ? { stateChangedAt: changed.toISOString() } : {}),
    };
  }
}

/**
 * When an activated card that is no longer active (deactivated, cancelled, shut down) left the active
 * state: a deterministic instant between its activation and now, drawn from its own generator (the
 * card stream's draws stay as they were), so the report months show the change in its month.
 */
function stateChangeOf(index: number, activated: Date, now: Date): Date {
  const span = Math.max(0, now.getTime() - activated.getTime());
  return new Date(activated.getTime() + Math.floor(createRandom(index * 7919 + 104_729).next() * span));
}

/** The demo cards of the seed (`streamDemoCards` collected). */
export const demoCards = (count: number, now: Date): Card[] => [...streamDemoCards(count, now)];

/** Daily bytes of a card on a day: a per-card level, a weekly rhythm and noise. Only active cards use data. */
export function dailyUsage(card: Card, dayIndex: number, weekday: number): number {
  if (card.state !== 64) return 0;
  const rnd = createRandom(Number(card.iccid.slice(-8)) * 31 + dayIndex);
  const level = 2 * MB + (Number(card.iccid.slice(-6)) % 97) * 0.8 * MB;
  const rhythm = weekday === 0 || weekday === 6 ? 0.6 : 1;
  return Math.round(level * rhythm * (0.5 + rnd.next()));
}
