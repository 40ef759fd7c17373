/**
 * The one error catalogue: the shared base errors plus every API group's own (`<group>/errors.ts`),
 * registered with the envelope and merged into the ErrorKey type. A new group adds its errors file
 * and one line here.
 */
import { apiLogErrors } from '../api-log/errors.ts';
import { apiManagerErrors } from '../api-manager/errors.ts';
import { authenticationErrors } from '../authentication/errors.ts';
import { autoruleErrors } from '../autorule/errors.ts';
import { cardAllocationErrors } from '../batch/allocation-errors.ts';
import { standardSimErrors } from '../batch/standard-sim-errors.ts';
import { billErrors } from '../bill/errors.ts';
import { blacklistErrors } from '../blacklist/errors.ts';
import { cardActionErrors } from '../card-detail/errors.ts';
import { cardImportErrors } from '../card-import/errors.ts';
import { cardImportXlsxErrors } from '../card-import/xlsx-errors.ts';
import { cardLabelErrors } from '../card-label/errors.ts';
import { cardPoolErrors } from '../card-pool/errors.ts';
import { cardListErrors } from '../card/errors.ts';
import { channelBillErrors } from '../channel-bill/errors.ts';
import { commservErrors } from '../commserv/errors.ts';
import { contentErrors } from '../content/errors.ts';
import { contractErrors } from '../contract/errors.ts';
import { creditErrors } from '../credit/errors.ts';
import { customerErrors } from '../customer/errors.ts';
import { dataPushErrors } from '../data-push/errors.ts';
import { downloadErrors } from '../download/errors.ts';
import { dsimErrors } from '../dsim/errors.ts';
import { euiccErrors } from '../euicc/errors.ts';
import { finReportErrors } from '../finreport/errors.ts';
import { fundsErrors } from '../funds/errors.ts';
import { invoiceErrors } from '../invoice/errors.ts';
import { orderErrors } from '../order/errors.ts';
import { planErrors } from '../plan/errors.ts';
import { prepaidErrors } from '../prepaid/errors.ts';
import { quickEntryErrors } from '../queryflow/errors.ts';
import { rechargeErrors } from '../recharge/errors.ts';
import { registrationErrors } from '../registration/errors.ts';
import { reportErrors } from '../report/errors.ts';
import { resellErrors } from '../resell/errors.ts';
import { renewalErrors } from '../risk-renewal/errors.ts';
import { regionErrors } from '../risk/region/errors.ts';
import { saleOrderErrors } from '../sale-order/errors.ts';
import { separationErrors } from '../separation/errors.ts';
import { baseErrors, registerErrors } from '../shared/http/error-catalogue.ts';
import { smsErrors } from '../sms/errors.ts';
import { stockErrors } from '../stock/errors.ts';
import { widgetErrors } from '../widget/errors.ts';
import { withdrawalErrors } from '../withdrawal/errors.ts';

import { writeOffErrors } from '../write-off/errors.ts';

/** Codes: 41xxx card list, 42xxx card actions, 43xxx downloads, 44xxx labels/types/test cards and dual-SIM, 46xxx imports, 47xxx batches, 48xxx SMS/VIP calls, 491xx pools, 493xx orders, 496xx plans, 498xx funds, 499xx–506xx later groups (each group's errors.ts), 60xxx API management. */
const groupErrors = {
  ...cardListErrors,
  ...cardActionErrors,
  ...cardLabelErrors,
  ...euiccErrors,
  ...cardPoolErrors,
  ...downloadErrors,
  ...apiManagerErrors,
  ...apiLogErrors,
  ...planErrors,
  ...commservErrors,
  ...smsErrors,
  ...dsimErrors,
  ...cardImportErrors,
  ...billErrors,
  ...cardImportXlsxErrors,
  ...cardAllocationErrors,
  ...standardSimErrors,
  ...registrationErrors,
  ...orderErrors,
  ...saleOrderErrors,
  ...channelBillErrors,
  ...fundsErrors,
  ...creditErrors,
  ...contractErrors,
  ...withdrawalErrors,
  ...dataPushErrors,
  ...rechargeErrors,
  ...writeOffErrors,
  ...prepaidErrors,
  ...invoiceErrors,
  ...finReportErrors,
  ...autoruleErrors,
  ...blacklistErrors,
  ...regionErrors,
  ...quickEntryErrors,
  ...resellErrors,
  ...separationErrors,
  ...authenticationErrors,
  ...renewalErrors,
  ...reportErrors,
  ...contentErrors,
  ...widgetErrors,
  ...stockErrors,
  ...customerErrors,
} as const;

declare module '../shared/http/error-catalogue.ts' {
  interface ErrorKeys extends Record<keyof typeof groupErrors, true> {}
}

registerErrors(groupErrors);

/** Every error the API can answer with, by key. */
export const errorCatalogue = { ...baseErrors, ...groupErrors } as const;
