export { ApiError, isApiError, endsSession, type ApiErrorKind } from './api-error';
export { runtypesContract, envelopeContract } from './contract';
export {
  buildHeaders,
  buildUrl,
  parsePagination,
  readResponse,
  sendFx,
  requestFx,
  type ApiRequest,
  type ApiResponse,
  type ApiContext,
  type SendParams,
} from './request';
export { $online, $offline, connectivityChanged, offlineDetected, watchConnectivityFx } from './network-state';
export {
  reactionFor,
  sessionRejected,
  backendErrorRaised,
  versionUpdated,
  buildIdReported,
  NETWORK_TEXT_EXCLUDED_PATHS,
  type CatalogueReaction,
} from './catalogue';
export {
  createEndpointQuery,
  createEndpointMutation,
  endpointFx,
  toRequest,
  type EndpointCall,
  type CallParams,
  type EndpointOptions,
  type Paged,
} from './endpoint-query';
export { createEndpointAction, type EndpointAction } from './endpoint-action';
export { createEndpointRead, createEndpointDataRead, type EndpointRead } from './endpoint-read';
export {
  downloadFile,
  createDownload,
  downloadFailed,
  downloadKindOf,
  fileNameOf,
  fetchFileFx,
  type DownloadFailure,
  type DownloadKind,
  type FileRequest,
} from './download';
