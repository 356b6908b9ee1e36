import webpush from "web-push";
import type { SignedInAdmin } from "../../../domain/admin-auth";
import {
  newOrderAlert,
  newRepairAlert,
  customerCancelledAlert,
  testAlert,
  type PushAlert,
} from "../../../domain/push-alerts";
import type { PushSubscriptionInput } from "../../../domain/push-alert-schemas";
import type { Kysely } from "kysely";
import { APPLIANCE_LABELS, applianceParam } from "../../../domain/repair-booking";
import type { Database } from "../../db/schema";
import type { EventBus, Subscription } from "../../events/event-bus";
import type { OrderEvent, RepairEvent } from "../../../domain/live-events";
import {
  claimAlert,
  deleteSubscription,
  findOrderForAlert,
  findRepairForAlert,
  findSubscriptions,
  keepFirstVapidKeys,
  findVapidKeys,
  pruneClaims,
  saveSubscription,
  type StoredSubscription,
  type VapidKeys,
} from "./push.repository";
import { serviceLog } from "../../service-log";

const log = serviceLog("push-alerts");

/** How one push to one device went: `gone` when the push service no longer knows the device. */
export type PushOutcome = "sent" | "gone" | "failed";

/** A phone that is off or locked gets an alert this long after it was sent, not later. */
const ALERT_TTL_SECONDS = 24 * 60 * 60;
/** A push service slower than this is given up on; the alert is logged as failed. */
const PUSH_TIMEOUT_MS = 10_000;
/** Claims are only compared while instances hear the same event, so a week is plenty. */
const CLAIMS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export interface PushAlertsOptions {
  /**
   * Who sends (VAPID `sub`): the shop's https address or a mailto: the push service may write to;
   * asked per push, since the owner may change the shop's e-mail in the settings.
   */
  subject: () => string;
}

/**
 * Web Push alerts on the admins' phones (decision 17). Every instance hears every order event;
 * the one whose claim lands pushes it, after the order's commit and apart from the customer's
 * answer. A push failure is logged and never fails anything else; a device the push service
 * reports gone (404/410) is forgotten.
 */
export class PushAlerts {
  readonly #running = new Set<Promise<void>>();
  /** The devices, read once for every alert asked for in the same turn of the event loop. */
  #devices: Promise<StoredSubscription[]> | undefined;

  private constructor(
    private readonly db: Kysely<Database>,
    private readonly keys: VapidKeys,
    private readonly options: PushAlertsOptions,
  ) {}

  /** Creates the shop's VAPID keys on first start; instances starting together keep one pair. */
  static async open(db: Kysely<Database>, options: PushAlertsOptions): Promise<PushAlerts> {
    const now = new Date();
    const keys =
      (await findVapidKeys(db)) ??
      (await keepFirstVapidKeys(db, webpush.generateVAPIDKeys(), now.toISOString()));
    await pruneClaims(db, new Date(now.getTime() - CLAIMS_KEPT_MS).toISOString());
    return new PushAlerts(db, keys, options);
  }

  /** The VAPID public key, which a browser needs to subscribe. */
  get publicKey(): string {
    return this.keys.publicKey;
  }

  async subscribe(
    subscription: PushSubscriptionInput,
    admin: SignedInAdmin,
    device: string,
  ): Promise<void> {
    await saveSubscription(this.db, {
      ...subscription,
      adminUserId: admin.id,
      device,
      createdAt: new Date().toISOString(),
    });
  }

  async unsubscribe(endpoint: string): Promise<void> {
    await deleteSubscription(this.db, endpoint);
  }

  /** Sends the test alert to one device and tells how it went; undefined for an unknown device. */
  async sendTest(endpoint: string): Promise<PushOutcome | undefined> {
    const [device] = await findSubscriptions(this.db, endpoint);
    if (!device) return undefined;
    return this.#push(device, testAlert());
  }

  /** Pushes new orders, customers' cancellations and new repair requests as they are announced. */
  listenTo(events: EventBus): Subscription[] {
    return [
      events.subscribe("orders", (event) => this.#onOrderEvent(event)),
      events.subscribe("repairs", (event) => this.#onRepairEvent(event)),
    ];
  }

  #onRepairEvent(event: RepairEvent): void {
    if (event.kind !== "created") return;
    this.alertOnce(`repair-created:${event.repairId}`, async () => {
      const repair = await findRepairForAlert(this.db, event.repairId);
      return (
        repair &&
        newRepairAlert({
          id: event.repairId,
          ...repair,
          appliance: applianceLabel(repair.appliance),
        })
      );
    });
  }

  #onOrderEvent(event: OrderEvent): void {
    if (event.kind === "created") {
      this.alertOnce(`order-created:${event.orderId}`, async () => {
        const order = await findOrderForAlert(this.db, event.orderId);
        return (
          order &&
          newOrderAlert({
            id: event.orderId,
            orderNumber: order.orderNumber,
            totalPaise: order.totalPaise,
            customerName: order.customerName,
            firstItemName: order.firstItemName,
            moreItems: Math.max(0, order.lines - 1),
          })
        );
      });
    }
    if (event.kind === "customer-cancelled") {
      this.alertOnce(`order-cancelled:${event.orderId}`, async () =>
        customerCancelledAlert({ id: event.orderId, orderNumber: event.orderNumber }),
      );
    }
  }

  /**
   * Pushes an alert to every admin device unless an instance already claimed `key`. Runs in the
   * background and never throws: what fails is logged. `build` returns undefined when there is
   * nothing to say any more (the order was deleted meanwhile).
   */
  alertOnce(key: string, build: () => Promise<PushAlert | undefined>): void {
    const run = this.#alertOnce(key, build).catch((error: unknown) => {
      log.error(`Could not push the alert ${key}`, error);
    });
    this.#running.add(run);
    void run.finally(() => this.#running.delete(run));
  }

  async #alertOnce(key: string, build: () => Promise<PushAlert | undefined>): Promise<void> {
    const devices = await this.#currentDevices();
    if (devices.length === 0) return;
    if (!(await claimAlert(this.db, key, new Date().toISOString()))) return;
    const alert = await build();
    if (!alert) return;
    await Promise.all(devices.map((device) => this.#push(device, alert)));
  }

  /**
   * A group of orders committed together is announced in one turn of the event loop: its alerts
   * share one read of the devices, made after the commit, so a device added before it is seen.
   */
  #currentDevices(): Promise<StoredSubscription[]> {
    this.#devices ??= new Promise((resolve) => setImmediate(resolve)).then(() => {
      this.#devices = undefined;
      return findSubscriptions(this.db);
    });
    return this.#devices;
  }

  async #push(device: StoredSubscription, alert: PushAlert): Promise<PushOutcome> {
    try {
      // web-push signs and encrypts (RFC 8291, aes128gcm); fetch carries it, with a time limit
      // and over http too, for the push service the tests run on this machine.
      const request = webpush.generateRequestDetails(device, JSON.stringify(alert), {
        TTL: ALERT_TTL_SECONDS,
        urgency: "high",
        vapidDetails: {
          subject: this.options.subject(),
          publicKey: this.keys.publicKey,
          privateKey: this.keys.privateKey,
        },
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return "sent";
      if (response.status === 404 || response.status === 410) {
        await deleteSubscription(this.db, device.endpoint);
        return "gone";
      }
      log.error(
        `The push service at ${new URL(device.endpoint).origin} refused an alert: ${response.status}`,
      );
      return "failed";
    } catch (error) {
      log.error(`Could not reach the push service at ${new URL(device.endpoint).origin}:`, error);
      return "failed";
    }
  }

  /** Waits for the alerts on their way, so a shutdown does not cut them off. */
  async settle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all(this.#running);
  }
}

/** VAPID wants a way to reach the sender: the shop's https address, else its e-mail. */
function applianceLabel(appliance: string): string {
  const known = applianceParam(appliance);
  return known ? APPLIANCE_LABELS[known] : appliance;
}

export function vapidSubject(publicUrl: string | undefined, shopEmail: string): string {
  return publicUrl?.startsWith("https:") ? new URL(publicUrl).origin : `mailto:${shopEmail}`;
}
