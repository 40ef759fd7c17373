import { PersonalBlacklistPage } from './entry-list';

export default PersonalBlacklistPage;
