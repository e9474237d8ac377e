/** Who is making a request: the signed-in user behind a verified access token. */
export interface Viewer {
  userId: string;
  sessionId: string;
  impersonatedByUserId: string | null;
}
