/** The sign-in and sign-up forms' own texts for refusals known by their code (not by a key). */
export const authErrorCodes = {
  RATE_LIMITED: 'auth:rateLimited',
  CHALLENGE_REQUIRED: 'auth:challengeRequired',
} as const;
