// Job pages (batches, imports, download tasks) declared from the job's view in the contract
// (`@cmp/functions/contracts` `jobViews`), over the list and detail page kits.
export { type JobDetailSpec, type JobSummary, type ResultFilter, JOB_POLL_MS, jobDetailDeclaration } from './job-detail';
export { type JobListSpec, type JobRow, jobListDeclaration } from './job-list';
export { JobStatusCell, ProgressBar, jobTones } from './job-status';
