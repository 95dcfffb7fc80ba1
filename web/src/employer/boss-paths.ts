/** The console's routes (after the language prefix). */
export const bossPaths = {
  login: '/login',
  conversations: '/conversations',
  chat: (chatId: number) => `/conversations/${chatId}`,
  applicant: (applicationId: number) => `/applicants/${applicationId}`,
  interviews: '/interviews',
} as const;
