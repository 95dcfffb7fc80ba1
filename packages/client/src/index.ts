export { type ApiClient, type ApiClientOptions, ApiFailure, createApiClient } from './api-client';
export { employerLink } from './employer-link';
