import type { Executor as Db } from "../../db/executor";
import type { MailSettingsTable } from "../../db/schema-accounts";

export function findMailSettings(db: Db): Promise<MailSettingsTable | undefined> {
  return db.selectFrom("mail_settings").selectAll().where("id", "=", 1).executeTakeFirst();
}

export async function saveMailSettings(db: Db, row: Omit<MailSettingsTable, "id">): Promise<void> {
  await db
    .insertInto("mail_settings")
    .values({ id: 1, ...row })
    .onConflict((conflict) => conflict.column("id").doUpdateSet(row))
    .execute();
}

export async function deleteMailSettings(db: Db): Promise<void> {
  await db.deleteFrom("mail_settings").execute();
}
