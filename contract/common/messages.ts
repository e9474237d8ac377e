// Texts every area may show: generic refusals and errors. Quoted ones are word for word
// from spec 1 §5 and §8; the others are ours. Shared by the API and the web app.

export const commonMessages = {
  unexpected: "Unexpected error.",
  invalidRequest: "The request is invalid.",
  notAuthenticated: "Please sign in to continue.",
  notAuthorized: "You are not allowed to do this.",
  notFound: "Not found.",
  rateLimited: "Too many attempts. Please wait a few minutes and try again.",
  nulCharacter: "Text cannot contain the NUL character (\\u0000).",
  tooManyRequests: "Too many requests. Please wait a minute and try again.",
  unavailable: "The service is unavailable. Please try again in a moment.",
} as const;
