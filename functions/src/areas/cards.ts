import { handler as cardDetail } from '../card-detail/handler.ts';
import { handler as cardLabel } from '../card-label/handler.ts';
import { handler as cardPool } from '../card-pool/handler.ts';
import { handler as cardType } from '../card-type/handler.ts';
/** The cards area's Lambda: its API groups in one function (platform/route-table.ts `apiAreas`). */
import { handler as card } from '../card/handler.ts';
import { handler as commserv } from '../commserv/handler.ts';
import { handler as custOperation } from '../cust-operation/handler.ts';
import { handler as dataComparison } from '../data-comparison/handler.ts';
import { handler as dsim } from '../dsim/handler.ts';
import { handler as euicc } from '../euicc/handler.ts';
import { createAreaHandler } from '../platform/area-handler.ts';
import { handler as queryflow } from '../queryflow/handler.ts';
import { handler as resell } from '../resell/handler.ts';
import { handler as sms } from '../sms/handler.ts';
import { handler as testCard } from '../test-card/handler.ts';
import { handler as vipCall } from '../vip-call/handler.ts';

export const handler = createAreaHandler('cards', {
  card,
  'card-detail': cardDetail,
  'card-label': cardLabel,
  'card-pool': cardPool,
  'card-type': cardType,
  'test-card': testCard,
  dsim,
  euicc,
  'vip-call': vipCall,
  commserv,
  sms,
  queryflow,
  'cust-operation': custOperation,
  'data-comparison': dataComparison,
  resell,
});
