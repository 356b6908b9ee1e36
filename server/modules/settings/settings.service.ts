import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { SignedInAdmin } from "../../../domain/admin-auth";
import {
  mergeSettings,
  settingsPatchSchema,
  type SettingsPatch,
  type ShopSettings,
} from "../../../domain/settings";
import type { Database } from "../../db/schema";
import type { EventBus } from "../../events/event-bus";
import { listSavedSettings, saveSettings } from "./settings.repository";
import { serviceLog } from "../../service-log";

const log = serviceLog("settings");

/**
 * The shop's settings, read on nearly every request, so held in memory: loaded at start, replaced
 * after a save, and reloaded when another instance on the same database announces a save.
 */
export class Settings {
  #current: ShopSettings;
  #version = 1;
  readonly #listeners = new Set<(settings: ShopSettings) => void>();
  readonly #origin = randomUUID();

  private constructor(
    private readonly db: Kysely<Database>,
    private readonly events: EventBus,
    private readonly defaults: ShopSettings,
    loaded: ShopSettings,
  ) {
    this.#current = loaded;
    events.subscribe("settings", (change) => {
      if (change.origin !== this.#origin) void this.#reload();
    });
  }

  static async open(
    db: Kysely<Database>,
    events: EventBus,
    defaults: ShopSettings,
  ): Promise<Settings> {
    const saved = await listSavedSettings(db);
    return new Settings(db, events, defaults, Settings.#merge(defaults, saved));
  }

  static #merge(defaults: ShopSettings, saved: { key: string; value: unknown }[]): ShopSettings {
    return mergeSettings(defaults, Object.fromEntries(saved.map((row) => [row.key, row.value])));
  }

  current(): ShopSettings {
    return this.#current;
  }

  /** Goes up with every change this instance knows of; caches keyed by it go stale together. */
  get version(): number {
    return this.#version;
  }

  /** Calls the listener with the new settings after every change; returns the unsubscribe. */
  onChange(listener: (settings: ShopSettings) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Saves the given settings (validated again here: the API and the page share this door). */
  async update(patch: SettingsPatch, admin?: SignedInAdmin): Promise<ShopSettings> {
    const valid = settingsPatchSchema.parse(patch);
    const entries = Object.entries(valid)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => ({ key, value: value as unknown }));
    await this.db
      .transaction()
      .execute((trx) => saveSettings(trx, entries, new Date().toISOString(), admin?.email ?? null));
    // Merged again from what is stored, so a WhatsApp number kept as the phone's follows a
    // changed phone.
    this.#replace(Settings.#merge(this.defaults, await listSavedSettings(this.db)));
    await this.events.publish("settings", { origin: this.#origin, version: this.#version });
    return this.#current;
  }

  async #reload(): Promise<void> {
    try {
      this.#replace(Settings.#merge(this.defaults, await listSavedSettings(this.db)));
    } catch (error) {
      // The settings in memory stay in use; the next announced change tries again.
      log.error("Could not reload the shop settings", error);
    }
  }

  #replace(settings: ShopSettings): void {
    this.#current = settings;
    this.#version += 1;
    for (const listener of this.#listeners) listener(settings);
  }
}
