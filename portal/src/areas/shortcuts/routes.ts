import { type AppRoute, areaRoute } from '../../routing/types';
import { batchShortcutRoutes } from './batchoperate/routes';
import { custOperationRoutes } from './cust-operation/routes';
import { dataComparisonRoutes } from './data-comparison/routes';
import { dataRecoveryRoutes } from './data-recovery/routes';
import { diagnoseRoute } from './diagnose/routes';
import { iotCardOrderRoutes } from './iot-card-order/routes';
import { notificationRoutes } from './notification/routes';
import { oncecostRoutes } from './oncecost/routes';
import { queryflowRoutes } from './queryflow/routes';
import { rechargeShortcutRoutes } from './recharge/routes';
import { resellRoutes } from './resell/routes';
import { separationAnalyseRoutes } from './separation-analyse/routes';
import { standardSimRoutes } from './standard-sim/routes';
import { withdrawShortcutRoutes } from './withdraw/routes';

/** Shortcuts (spec §2 Shortcuts, area code 6000000). Other quick entries join this area later. */
export const shortcutsRoutes: AppRoute = areaRoute('shortcuts', 'bolt', [
  ...notificationRoutes,
  // ── batch shortcuts (batch pages) ──
  ...batchShortcutRoutes,
  // ── data recovery (batch type recover) ──
  ...dataRecoveryRoutes,
  // ── standard-SIM batches (batch type standardSim) ──
  ...standardSimRoutes,
  // ── diagnosis (card detail pages) ──
  diagnoseRoute,
  // ── card purchase orders and one-off fees (order screens) ──
  ...iotCardOrderRoutes,
  ...oncecostRoutes,
  // ── withdrawals (business withdrawal screens) ──
  ...withdrawShortcutRoutes,
  // ── recharges (the business area's list) ──
  ...rechargeShortcutRoutes,
  // ── separation analysis (the risk area's separations) ──
  ...separationAnalyseRoutes,
  // ── traffic details and pool usage (issue #17 item 2) ──
  ...queryflowRoutes,
  ...custOperationRoutes,
  ...dataComparisonRoutes,
  ...resellRoutes,
]);
