export {
  type ApiClient,
  type ApiClientOptions,
  ApiFailure,
  type CallOptions,
  createApiClient,
} from './api-client';
export { employerLink } from './employer-link';
