/** Why a change did not happen when the shop never answered. */
export const CONNECTION_LOST = "The shop could not be reached. Check your internet connection.";
/** Why a change did not happen when the shop failed while making it (it logs the cause). */
export const SERVER_FAILED = "Something went wrong on the server.";

/**
 * The `clientAction` of admin pages: runs the route's server action and turns a lost connection or
 * a server failure into action data, so the page keeps what the admin typed and says why nothing
 * changed instead of giving way to the error page.
 */
export async function keepPageOnFailure<T>(
  serverAction: () => Promise<T>,
): Promise<T | { failed: string }> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { failed: error instanceof TypeError ? CONNECTION_LOST : SERVER_FAILED };
  }
}
