export { ApiFailure, createApiClient, type ApiClient, type ApiClientOptions } from './api-client';
export { employerLink } from './employer-link';
