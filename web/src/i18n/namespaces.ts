/** The translation service's namespaces the seeker site renders with, in the browser and on the server. */
export const i18nNamespaces = ['jobseeker', 'errors'] as const;

/** The namespace a key without one is looked up in. */
export const defaultNamespace = i18nNamespaces[0];
