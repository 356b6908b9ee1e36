import { apiErrorSchema } from "../../../domain/api-error";

/**
 * What a call to the admin API came to. The spec words a refusal ('Failed to …') differently from
 * a call that never got an answer ('Error …'), so the two stay apart; a refusal carries the
 * server's reason.
 */
export type AdminApiAnswer<T> =
  | { outcome: "done"; data: T }
  | { outcome: "refused"; status: number; message: string }
  | { outcome: "unreachable" };

/** Calls the admin API on the shop's own origin, so the session cookie and Origin go along. */
export async function callAdminApi<T>(
  path: string,
  init: RequestInit,
  read: (response: Response) => Promise<T>,
): Promise<AdminApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { Accept: "application/json", ...init.headers },
    });
  } catch {
    return { outcome: "unreachable" };
  }
  if (!response.ok) {
    const body = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
    return {
      outcome: "refused",
      status: response.status,
      message: body.success ? body.data.error.message : `The server answered ${response.status}.`,
    };
  }
  try {
    return { outcome: "done", data: await read(response) };
  } catch {
    return { outcome: "unreachable" };
  }
}

export function sendJson(method: string, body: unknown): RequestInit {
  return { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
}

export const readJson = <T>(response: Response) => response.json() as Promise<T>;
