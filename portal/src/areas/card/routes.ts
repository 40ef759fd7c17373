import { type AppRoute, areaRoute } from '../../routing/types';
import { allocationRoutes } from './allocation/routes';
import { batchRoutes } from './batch/routes';
import { cardTypeRoutes } from './card-type/routes';
import { detailRoutes } from './detail/routes';
import { downloadTaskRoutes } from './download-task/routes';
import { dsimRoutes } from './dsim/routes';
import { euiccRoutes } from './euicc/routes';
import { importRoutes } from './import/routes';
import { labelRoutes } from './label/routes';
import { listRoutes } from './list/routes';
import { poolRoutes } from './pool/routes';
import { smsRoutes } from './sms/routes';
import { testCardRoutes } from './test-card/routes';
import { vipCallRoutes } from './vip-call/routes';

/** Card (spec §2 Card, area 2000000): each feature folder declares its own pages. */
export const cardRoutes: AppRoute = areaRoute('card', 'card', [
  ...listRoutes,
  ...allocationRoutes,
  ...detailRoutes,
  ...smsRoutes,
  ...batchRoutes,
  ...downloadTaskRoutes,
  ...importRoutes,
  ...poolRoutes,
  ...labelRoutes,
  ...cardTypeRoutes,
  ...testCardRoutes,
  ...vipCallRoutes,
  ...dsimRoutes,
  ...euiccRoutes,
]);
