export { FileUpload } from './FileUpload';
export type { FileUploadProps } from './FileUpload';
export { ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_BYTES, formatFileSize, validateFile } from './validateFile';
export type { FileRejection, FileRules } from './validateFile';
