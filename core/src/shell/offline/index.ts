export { DownloadFailedDialog } from './download-failed-dialog';
export { $downloadFailure, downloadDialogClosed } from './model';
