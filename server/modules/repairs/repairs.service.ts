import { createHash, randomInt, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { localizedPath } from "../../../domain/locale";
import { normaliseMobile } from "../../../domain/mobile";
import {
  MAX_REPAIR_PHOTOS,
  problemSummary,
  ticketNumber,
  isRepairToken,
  TICKET_NUMBER_PATTERN,
  trackRepairPath,
  type BookedRepair,
} from "../../../domain/repair-booking";
import type { RepairBooking } from "../../../domain/repair-booking-schema";
import { refusal } from "../../../domain/refusals";
import type { CustomerRepairView, EstimateAnswer } from "../../../domain/repair-desk";
import { isInServiceArea, type ShopSettings } from "../../../domain/settings";
import type { Executor } from "../../db/executor";
import type { OrderRateLimit } from "../../env";
import type { Database } from "../../db/schema";
import type { EventBus } from "../../events/event-bus";
import type { RepairEvent } from "../../../domain/live-events";
import type { RateLimiter, RateLimits } from "../rate-limits/rate-limits";
import type { ImageStorage } from "../../storage/image-storage";
import type { AnotherDay } from "../../../domain/repair-requests";
import {
  findRepairByKey,
  findRepairByTicket,
  findRepairByTokenHash,
  insertPhotos,
  insertRepair,
  ticketNumberTaken,
} from "./repair-booking.repository";
import { recordEstimateAnswer, type EstimateAnswerRefusal } from "./repair-estimate-answer";
import { findRepair, insertTrackingLink, type RepairRecord } from "./repair.repository";
import {
  askAnotherDay,
  cancelRequest,
  dayAskedWaiting,
  type CustomerRequestAnswer,
} from "./repair-requests";
import { customerViewOf, newTrackingToken, trackingTokenHash } from "./repair-view";
import {
  checkPhotos,
  forgetPhotos,
  RepairRefusedError,
  savePhoto,
  type RepairPhotoUpload,
} from "./repair-photo-intake";
import { serviceLog } from "../../service-log";

const log = serviceLog("repairs");

export { RepairRefusedError, type RepairPhotoUpload };

export interface BookingResult {
  repair: BookedRepair;
  /** False when the idempotency key had booked it already: a retry, not a new request. */
  created: boolean;
}

/** How a customer reaches their repair: the private link's token, or number and mobile. */
export type CustomerAccess = { token: string } | { ticketNumber: string; mobile: string };

export type EstimateAnswerResult = { ok: true; repair: CustomerRepairView } | EstimateAnswerRefusal;

const TICKET_NUMBER_ATTEMPTS = 20;

function requestHashOf(booking: RepairBooking): string {
  // The key names the attempt, not what was asked for; nor does the language it was asked in.
  const asked = { ...booking, idempotencyKey: undefined, locale: undefined };
  return createHash("sha256").update(JSON.stringify(asked)).digest("base64url");
}

function isUniqueViolation(error: unknown): boolean {
  const text =
    error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code)}` : "";
  return /UNIQUE|unique|23505/.test(text);
}

/**
 * The customer's side of repairs: booking (`/repair`), the private tracking view and the answer
 * to an estimate. The admin's side is `RepairDesk`. Changes are committed, then announced on the
 * `repairs` topic.
 */
export class Repairs {
  readonly #origin = randomUUID();
  readonly #bookings: RateLimiter;
  readonly #photos: RateLimiter;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: EventBus,
    private readonly storage: ImageStorage,
    private readonly settings: () => ShopSettings,
    rateLimits: RateLimits,
    rateLimit: OrderRateLimit,
  ) {
    // Bookings follow the order limit; photos, up to three a booking, get three times its room.
    this.#bookings = rateLimits.limiter("repair-bookings", rateLimit);
    this.#photos = rateLimits.limiter("repair-photos", {
      burst: rateLimit.burst * MAX_REPAIR_PHOTOS,
      perMinute: rateLimit.perMinute * MAX_REPAIR_PHOTOS,
    });
  }

  /**
   * Books a repair, or answers the booking an earlier post with the same idempotency key made.
   * Throws `RepairRefusedError` when the booking or a photo is refused; nothing is stored then.
   * `address` is the client's, for the per-address limits.
   */
  async book(
    booking: RepairBooking,
    photos: readonly RepairPhotoUpload[],
    address: string,
  ): Promise<BookingResult & { token: string }> {
    if (!(await this.#bookings.take(address)).ok) {
      throw new RepairRefusedError(refusal("repair.rate-limited"), undefined, 429);
    }
    const requestHash = requestHashOf(booking);
    const earlier = await findRepairByKey(this.db, booking.idempotencyKey);
    if (earlier) return this.#repeat(earlier, requestHash);

    if (booking.visitType === "home" && !isInServiceArea(this.settings(), booking.pin)) {
      throw new RepairRefusedError(refusal("repair.outside-area"), "pin", 422);
    }
    if (photos.length > MAX_REPAIR_PHOTOS) {
      throw new RepairRefusedError(refusal("repair.too-many-photos"), "photos");
    }
    if (photos.length > 0 && !(await this.#photos.take(address, photos.length)).ok) {
      throw new RepairRefusedError(refusal("repair.photos-rate-limited"), "photos", 429);
    }
    await checkPhotos(this.storage, photos);
    const names: string[] = [];
    try {
      for (const photo of photos) names.push(await savePhoto(this.storage, photo));
      const result = await this.#insert(booking, requestHash, names);
      // A retry that lost the race keeps the first booking's photos; its own copies go.
      if (!result.created) await forgetPhotos(this.storage, names);
      return result;
    } catch (error) {
      // Nothing of a refused or failed booking stays, its photos included.
      await forgetPhotos(this.storage, names);
      throw error;
    }
  }

  async #insert(
    booking: RepairBooking,
    requestHash: string,
    names: readonly string[],
  ): Promise<BookingResult & { token: string }> {
    const createdAt = new Date().toISOString();
    const { token, hash } = newTrackingToken();
    for (let attempt = 0; attempt < TICKET_NUMBER_ATTEMPTS; attempt += 1) {
      const number = ticketNumber(new Date(), randomInt(1_000_000));
      try {
        const id = await this.db.transaction().execute(async (trx) => {
          if (await ticketNumberTaken(trx, number)) return undefined;
          const repairId = await insertRepair(trx, {
            ...booking,
            ticketNumber: number,
            requestHash,
            problem: problemSummary(booking.problemChoice, booking.problemText),
            createdAt,
          });
          await insertPhotos(trx, repairId, [...names]);
          await insertTrackingLink(trx, repairId, hash, createdAt);
          return repairId;
        });
        if (id === undefined) continue;
        const repair = (await findRepair(this.db, id))!;
        await this.#announce({
          kind: "created",
          repairId: id,
          ticketNumber: number,
          origin: this.#origin,
        });
        return { repair: this.#booked(repair, token), created: true, token };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another post with the same key won the race: answer with its booking.
        const winner = await findRepairByKey(this.db, booking.idempotencyKey);
        if (winner) return this.#repeat(winner, requestHash);
      }
    }
    throw new Error(`No free ticket number after ${TICKET_NUMBER_ATTEMPTS} attempts`);
  }

  /**
   * The repair behind a private link, as the customer may see it; null for an unknown token. Like
   * an order's link it is not counted against the lookup lockout: its 256 bits are not guessed.
   */
  async findByTrackingToken(token: string): Promise<CustomerRepairView | null> {
    const repair = await this.#byToken(token);
    return repair ? customerViewOf(repair) : null;
  }

  /**
   * The repair with this ticket number whose customer has this mobile; null when there is none
   * (the same answer for a wrong number and a wrong mobile, so neither can be guessed alone). Exposed
   * to customers only through `/track`, as `linkForCustomer` inside the lookup lockout.
   */
  async findForCustomer(ticket: string, mobile: string): Promise<CustomerRepairView | null> {
    const repair = await this.#byTicket(ticket, mobile);
    return repair ? customerViewOf(repair) : null;
  }

  /**
   * A fresh private link (its path) to the repair with this ticket number whose customer has this
   * mobile, or null: `/track`'s lookup of a REP number. Only hashes are kept, so each hit makes a
   * link of its own; earlier ones keep working. `db` is the lookup lockout's transaction.
   */
  async linkForCustomer(ticket: string, mobile: string, db: Executor): Promise<string | null> {
    const repair = await this.#byTicket(ticket, mobile, db);
    if (!repair) return null;
    const { token, hash } = newTrackingToken();
    await insertTrackingLink(db, repair.id, hash, new Date().toISOString());
    return trackRepairPath(token);
  }

  /** The repair's id behind a private link, for following its live events; null when unknown. */
  async repairIdForToken(token: string): Promise<number | null> {
    return (await this.#byToken(token))?.id ?? null;
  }

  /**
   * The customer approves or declines the estimate they saw (`estimateVersion`), on their own
   * repair only (repair-estimate-answer.ts records it).
   */
  async answerEstimate(
    access: CustomerAccess,
    answer: EstimateAnswer,
    estimateVersion: number,
  ): Promise<EstimateAnswerResult> {
    const repair =
      "token" in access
        ? await this.#byToken(access.token)
        : await this.#byTicket(access.ticketNumber, access.mobile);
    if (!repair) {
      return { ok: false, reason: "notFound", refusal: refusal("estimate.link-invalid") };
    }
    const answered = await recordEstimateAnswer(this.db, repair.id, answer, estimateVersion);
    if (!answered.ok) return answered;
    await this.#announce({ kind: "updated", repairId: repair.id, origin: this.#origin });
    return { ok: true, repair: customerViewOf((await findRepair(this.db, repair.id))!) };
  }

  /** The customer cancels their request before the visit (repair-requests.ts). */
  cancelRequest(token: string): Promise<CustomerRequestAnswer> {
    return this.#request(token, (id) => cancelRequest(this.db, id));
  }

  /** The customer asks for another day before the visit (repair-requests.ts). */
  askAnotherDay(token: string, day: AnotherDay): Promise<CustomerRequestAnswer> {
    return this.#request(token, (id) => askAnotherDay(this.db, id, day));
  }

  /** The customer's request for another day still waiting for the shop, or null (repair-requests.ts). */
  dayAskedWaiting(repair: CustomerRepairView): Promise<AnotherDay | null> {
    return dayAskedWaiting(this.db, repair);
  }

  async #request(
    token: string,
    make: (repairId: number) => Promise<CustomerRequestAnswer>,
  ): Promise<CustomerRequestAnswer> {
    const repair = await this.#byToken(token);
    if (!repair) return { changed: false, answer: refusal("repair.not-open") };
    const answered = await make(repair.id);
    if (answered.changed) {
      await this.#announce({ kind: "updated", repairId: repair.id, origin: this.#origin });
    }
    return answered;
  }

  async #byToken(token: string): Promise<RepairRecord | undefined> {
    if (!isRepairToken(token)) return undefined;
    return findRepairByTokenHash(this.db, trackingTokenHash(token));
  }

  async #byTicket(
    ticket: string,
    mobileText: string,
    db: Executor = this.db,
  ): Promise<RepairRecord | undefined> {
    const number = ticket.trim().toUpperCase();
    const mobile = normaliseMobile(mobileText);
    if (!TICKET_NUMBER_PATTERN.test(number) || mobile === null) return undefined;
    return findRepairByTicket(db, number, mobile);
  }

  /**
   * A retry of a booking that was made: the same request gets it back with a fresh private link
   * (only hashes are kept, so the first link cannot be shown again; it keeps working).
   */
  async #repeat(
    earlier: RepairRecord,
    requestHash: string,
  ): Promise<BookingResult & { token: string }> {
    if (earlier.requestHash !== requestHash) {
      // The page's form makes a new key each time; only a script can send one again.
      throw new RepairRefusedError(refusal("repair.key-reused"), "idempotencyKey", 422);
    }
    const { token, hash } = newTrackingToken();
    await insertTrackingLink(this.db, earlier.id, hash, new Date().toISOString());
    return { repair: this.#booked(earlier, token), created: false, token };
  }

  #booked(repair: RepairRecord, token: string): BookedRepair {
    return {
      ticketNumber: repair.ticketNumber,
      // The customer's own language: a Hindi booking's link opens the Hindi page.
      trackingPath: localizedPath(trackRepairPath(token), repair.locale),
      appliance: repair.appliance,
      brand: repair.brand,
      problem: repair.problem,
      customerMobile: repair.customerMobile,
      visitType: repair.visitType,
      preferredDate: repair.preferredDate,
      preferredSlot: repair.preferredSlot,
    };
  }

  async #announce(event: RepairEvent): Promise<void> {
    try {
      await this.events.publish("repairs", event);
    } catch (error) {
      // Committed and answered; open queues catch up on their next load.
      log.error(`Could not announce the repair change (${event.kind})`, error);
    }
  }
}
