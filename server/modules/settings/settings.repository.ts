import type { Executor } from "../../db/executor";

export interface SavedSetting {
  key: string;
  value: unknown;
}

export async function listSavedSettings(db: Executor): Promise<SavedSetting[]> {
  const rows = await db.selectFrom("shop_settings").select(["key", "value"]).execute();
  return rows.map((row) => ({ key: row.key, value: JSON.parse(row.value) as unknown }));
}

export async function saveSettings(
  db: Executor,
  settings: SavedSetting[],
  savedAt: string,
  savedBy: string | null,
): Promise<void> {
  for (const setting of settings) {
    const row = {
      key: setting.key,
      value: JSON.stringify(setting.value),
      updated_at: savedAt,
      updated_by: savedBy,
    };
    await db
      .insertInto("shop_settings")
      .values(row)
      .onConflict((conflict) =>
        conflict
          .column("key")
          .doUpdateSet({ value: row.value, updated_at: savedAt, updated_by: savedBy }),
      )
      .execute();
  }
}
