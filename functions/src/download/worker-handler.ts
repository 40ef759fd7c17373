import { createApnRepository } from '../apn/apn.repository.ts';
import { createApnService } from '../apn/apn.service.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createBillRepository } from '../bill/bill.repository.ts';
import { createBillService } from '../bill/bill.service.ts';
import { createCardListRepository } from '../card/card-list.repository.ts';
import { createChannelBillRepository } from '../channel-bill/channel-bill.repository.ts';
import { createChannelBillService } from '../channel-bill/channel-bill.service.ts';
import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { createCustomerRepository } from '../customer/customer.repository.ts';
import { dataComparisonService } from '../data-comparison/service-instance.ts';
import { createFinReportRepository } from '../finreport/finreport.repository.ts';
import { createFinReportService } from '../finreport/finreport.service.ts';
import { createInvoiceRepository } from '../invoice/invoice.repository.ts';
import { createInvoiceService } from '../invoice/invoice.service.ts';
import { createLedgerRepository } from '../ledger/ledger.repository.ts';
import { createOrderRepository } from '../order/order.repository.ts';
import { createOrderService } from '../order/order.service.ts';
import { createPlanRepository } from '../plan/plan.repository.ts';
import { createPlanService } from '../plan/plan.service.ts';
import { createRechargeRepository } from '../recharge/recharge.repository.ts';
import { createRechargeService } from '../recharge/recharge.service.ts';
import { createReportRepository } from '../report/report.repository.ts';
import { createReportService } from '../report/report.service.ts';
import { chunkedJobWorker } from '../shared/jobs/chunked-job-worker.ts';
import { stockService } from '../stock/service-instance.ts';
import { createWithdrawalRepository } from '../withdrawal/withdrawal.repository.ts';
import { createWithdrawalService } from '../withdrawal/withdrawal.service.ts';
import { writeOffService } from '../write-off/service-instance.ts';
import { createDownloadRepository } from './download.repository.ts';
import { exportJob } from './export-job.ts';
import { createExportWorker } from './export-worker.service.ts';

const clock = () => new Date();
const plans = createPlanService({ plans: createPlanRepository(), clock, customers: createCustomerNames() });
const apns = createApnService({ apns: createApnRepository(), clock });
// The bill list only (exports never run or publish): no workflow to start.
const bills = createBillService({
  bills: createBillRepository(),
  startRun: () => Promise.reject(new Error('An export does not start bill runs')),
  ledger: createLedgerRepository(),
  clock,
});

// The bill operations log only (exports never write off or start the cycle).
const writeOffs = writeOffService();
const orders = createOrderService({ orders: createOrderRepository(), clock });
// The recharge list only (exports never audit or refund): no ledger or audit writes happen here.
const recharges = createRechargeService({
  recharges: createRechargeRepository(),
  ledger: createLedgerRepository(),
  audit: createAuditRepository(),
  clock,
});
const channelBills = createChannelBillService({ bills: createChannelBillRepository(), clock });
// The withdrawal list only (exports never apply, decide or pay).
const withdrawals = createWithdrawalService({
  withdrawals: createWithdrawalRepository(),
  ledger: createLedgerRepository(),
  audit: createAuditRepository(),
  clock,
});

// The invoice list only (exports never request or decide).
const invoices = createInvoiceService({ invoices: createInvoiceRepository(), audit: createAuditRepository(), clock });
// The financial report list only (reads the ledger's roll-ups).
const finReports = createFinReportService({ reports: createFinReportRepository(), customers: createCustomerRepository(), clock });
// The reports' lists only (read the report roll-ups).
const reports = createReportService({ reports: createReportRepository(), customers: createCustomerRepository(), clock });

// The data comparison (reads the cards and asks the operator through the adapter; changes nothing).
const comparison = dataComparisonService();

// The stock list only (exports never import or move stock).
const stock = stockService();

const worker = createExportWorker({
  tasks: createDownloadRepository(),
  cards: createCardListRepository(),
  catalogue: {
    basicList: plans.basicList,
    retailList: plans.retailList,
    apnList: apns.list,
    billList: bills.list,
    orderList: orders.list,
    cardOrderList: orders.cardList,
    rechargeList: recharges.list,
    channelBillDiffs: (p, body, lang) => channelBills.diffs(p, body as Parameters<typeof channelBills.diffs>[1], lang),
    withdrawalList: withdrawals.list,
    invoiceList: invoices.list,
    billOperations: (p, body) => writeOffs.operations(p, body as Parameters<typeof writeOffs.operations>[1]),
    finReportList: (p, body) => finReports.list(p, body as Parameters<typeof finReports.list>[1]),
    reportLists: {
      cardReports: reports.cardReport,
      cardFlowReports: reports.cardFlow,
      activeReports: reports.active,
      usageReports: reports.usage,
      commUsageReports: reports.communicationUsage,
      businessReports: reports.business,
    },
    dataComparisonList: comparison.list,
    stockList: stock.items,
  },
  clock,
});

/** The export job's worker: plan the parts, write a part, assemble the file (export-job.ts). */
export const handler = chunkedJobWorker(exportJob, {
  planChunks: worker.planChunks,
  runChunk: worker.runChunk,
  finish: worker.finishExport,
});
