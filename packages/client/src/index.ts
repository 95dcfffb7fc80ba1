export {
  type ApiClient,
  type ApiClientOptions,
  ApiFailure,
  type CallOptions,
  createApiClient,
  readEvents,
  type StreamEvent,
} from './api-client';
export { employerLink } from './employer-link';
