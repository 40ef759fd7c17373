import { jobViews } from '@cmp/functions/contracts';
import { featureCodes } from '@cmp/functions/platform/permissions';
import { jobListDeclaration } from '../../../components/job-page';
import { ListPage } from '../../../components/list-page';
import { RenewalDialog } from './renewal-dialog';
import { type Renewal, renewalDetailPath } from './renewal-model';

/**
 * /risk/renewCardSeparation/list: the separation renewal batches of the caller's scope (an
 * enterprise its own, platform users every enterprise's), with live progress, and a new renewal for
 * those holding 13020001.
 */
const renewalList = jobListDeclaration<Renewal>({
  view: jobViews.renewal,
  ns: 'risk.renewal',
  testId: 'renewal',
  title: 'risk.renewal.title',
  subtitle: 'risk.renewal.subtitle',
  detail: (r, ctx) => renewalDetailPath(r.batchId, r.channelCustId, ctx.scope.platform),
  headerActions: [
    {
      id: 'new',
      label: 'risk.renewal.newRenewal',
      permission: featureCodes.renewSeparation,
      testId: 'renewal-new',
      visible: ({ session }) => !session.custId,
      open: ({ close }) => <RenewalDialog onClose={close} />,
    },
  ],
});

export default function RenewalListPage() {
  return <ListPage declaration={renewalList} />;
}
