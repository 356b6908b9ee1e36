import { Hono } from "hono";
import type { TrackedRepairChange } from "../../domain/live-events";
import type { EventBus } from "../events/event-bus";
import type { Repairs } from "../modules/repairs/repairs.service";
import { apiError } from "./errors";
import { streamTopic } from "./events";

/**
 * `GET /api/repairs/track/:token/events`: the live stream of one customer's repair, behind its
 * private link. It says only that the repair changed; the page then reloads what it may show.
 */
export function repairsApi(repairs: Repairs, events: EventBus) {
  return new Hono().get("/track/:token/events", async (c) => {
    const repairId = await repairs.repairIdForToken(c.req.param("token"));
    if (repairId === null) return apiError(c, 404, "not_found", "This tracking link is not valid");
    return streamTopic(c, events, "repairs", {
      reconnectMs: 3_000,
      data: (event): TrackedRepairChange | undefined =>
        event.repairId === repairId ? { kind: "updated" } : undefined,
    });
  });
}
