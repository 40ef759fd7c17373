import { EnterpriseBlacklistPage } from './entry-list';

export default EnterpriseBlacklistPage;
