/** Who is making a request: the signed-in user behind a verified access token. */
export interface Viewer {
  userId: string;
  sessionId: string;
  impersonatedByUserId: string | null;
  /** The account is deactivated (deleted, still recoverable): it may only look and reactivate. */
  isDeactivated?: boolean;
}
