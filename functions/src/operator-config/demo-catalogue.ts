import type { Commserv, Zone } from '../commserv/commserv-rules.ts';
import {
  commservEntity,
  operatorAccountEntity,
  operatorGoodsEntity,
  zoneEntity,
} from '../shared/data/entities/catalogue.entity.ts';
import type { OperatorGoods } from './operator-goods.service.ts';
import { encryptSecret } from './secret-box.ts';

type Seed<T> = Omit<T, 'createdAt' | 'updatedAt'>;

/** The demo catalogue: services a platform typically sells, and the zones that carry them. */
export const demoCommservs: Seed<Commserv>[] = [
  {
    commservId: '100000001',
    name: 'Data — general',
    type: 'data',
    priority: 5,
    directional: false,
    status: 2,
    whitelist: [],
    domains: [],
  },
  {
    commservId: '100000002',
    name: 'Data — private APN',
    type: 'data',
    priority: 8,
    directional: true,
    status: 2,
    whitelist: ['10.20.0.0/16'],
    domains: ['iot.acme-devices.com', 'ota.acme-devices.com'],
  },
  {
    commservId: '100000003',
    name: 'Voice',
    type: 'voice',
    priority: 6,
    directional: false,
    status: 2,
    whitelist: [],
    domains: [],
  },
  { commservId: '100000004', name: 'SMS', type: 'sms', priority: 4, directional: false, status: 2, whitelist: [], domains: [] },
  {
    commservId: '100000005',
    name: 'Data — QoS 1 Mbps',
    type: 'data',
    priority: 3,
    directional: false,
    status: 2,
    qos: { uplinkKbps: 512, downlinkKbps: 1024 },
    whitelist: [],
    domains: [],
  },
  {
    commservId: '100000006',
    name: 'Data — captive portal',
    type: 'data',
    priority: 2,
    directional: true,
    status: 2,
    redirect: 'https://topup.example.com/portal',
    whitelist: [],
    domains: ['topup.example.com'],
  },
  {
    commservId: '100000007',
    name: 'Data — telemetry only',
    type: 'data',
    priority: 7,
    directional: true,
    status: 1,
    whitelist: ['203.0.113.10'],
    domains: ['telemetry.example.net'],
  },
];

export const demoZones: Seed<Zone>[] = [
  {
    elementId: 'ZCN000001',
    elementName: 'China mainland',
    operator: 'CMCC',
    status: 2,
    commservIds: ['100000001', '100000002', '100000003', '100000004', '100000005'],
  },
  {
    elementId: 'ZHKMO0001',
    elementName: 'Hong Kong / Macau',
    operator: 'CUCC',
    status: 2,
    commservIds: ['100000001', '100000004', '100000006'],
  },
  { elementId: 'ZEU000001', elementName: 'Europe', operator: 'CTCC', status: 2, commservIds: ['100000001', '100000007'] },
];

const MB = 1024 ** 2;
const demoGoods: Seed<OperatorGoods>[] = [
  {
    goodsId: 'CMCC-D100M',
    kind: 'data',
    operator: 'CMCC',
    code: 'D100M',
    name: 'CMCC 100 MB data',
    volumeBytes: 100 * MB,
    validityMonths: 1,
    priceFen: 500,
    status: 1,
  },
  {
    goodsId: 'CUCC-D1G',
    kind: 'data',
    operator: 'CUCC',
    code: 'D1G',
    name: 'CUCC 1 GB data',
    volumeBytes: 1024 * MB,
    validityMonths: 1,
    priceFen: 2000,
    status: 1,
  },
  {
    goodsId: 'CTCC-S100',
    kind: 'sms',
    operator: 'CTCC',
    code: 'S100',
    name: 'CTCC 100 SMS',
    smsCount: 100,
    validityMonths: 1,
    priceFen: 1000,
    status: 1,
  },
  {
    goodsId: 'CMCC-P30M12',
    kind: 'package',
    operator: 'CMCC',
    code: 'P30M12',
    name: 'CMCC 30 MB × 12 months',
    volumeBytes: 30 * MB,
    validityMonths: 12,
    priceFen: 3600,
    status: 1,
  },
  {
    goodsId: 'CUCC-P5G1',
    kind: 'package',
    operator: 'CUCC',
    code: 'P5G1',
    name: 'CUCC 5 GB monthly (withdrawn)',
    volumeBytes: 5120 * MB,
    validityMonths: 1,
    priceFen: 5000,
    status: 0,
  },
];

/**
 * Items of the demo catalogue for the seed: zones, services, operator goods and, when the
 * credential key is set, one operator account per operator (its secret sealed like any other).
 */
export function demoCatalogueItems(at: string, secretKey = process.env.OPERATOR_SECRET_KEY): Record<string, unknown>[] {
  const stamp = { createdAt: at, updatedAt: at };
  return [
    ...demoCommservs.map((c) => ({ ...commservEntity.key(c), ...c, ...stamp })),
    ...demoZones.map((z) => ({ ...zoneEntity.key(z), ...z, ...stamp })),
    ...demoGoods.map((g) => ({ ...operatorGoodsEntity.key({ kind: g.kind.toUpperCase(), goodsId: g.goodsId }), ...g, ...stamp })),
    ...(secretKey
      ? (['CMCC', 'CUCC', 'CTCC'] as const).map((operator) => ({
          ...operatorAccountEntity.key({ operAccountId: `OA${operator}0001` }),
          operAccountId: `OA${operator}0001`,
          operator,
          accountName: `${operator.toLowerCase()}-iot-main`,
          endpoint: `https://api.${operator.toLowerCase()}.example.com/iot/v1`,
          appId: `${operator}-APP-0001`,
          secretSealed: encryptSecret(`demo-secret-${operator.toLowerCase()}`, secretKey),
          status: 'enabled',
          ...stamp,
        }))
      : []),
  ];
}
