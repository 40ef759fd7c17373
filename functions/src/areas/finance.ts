/** The finance area's Lambda: its API groups in one function (platform/route-table.ts `apiAreas`). */
import { handler as capital } from '../capital/handler.ts';
import { handler as contract } from '../contract/handler.ts';
import { handler as credit } from '../credit/handler.ts';
import { handler as finreport } from '../finreport/handler.ts';
import { handler as invoice } from '../invoice/handler.ts';
import { createAreaHandler } from '../platform/area-handler.ts';
import { handler as prepaid } from '../prepaid/handler.ts';
import { handler as withdrawal } from '../withdrawal/handler.ts';

export const handler = createAreaHandler('finance', { capital, prepaid, credit, contract, withdrawal, invoice, finreport });
