/** The translation service's namespaces the seeker site renders with, in the browser and on the server. */
export const i18nNamespaces = ['jobseeker', 'errors'] as const;
