export { Upload, type UploadProblem, type UploadProps, type UploadRules, checkFile } from './upload';
