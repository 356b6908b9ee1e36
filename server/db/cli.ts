/**
 * `npm run db:migrate`: applies pending migrations to the configured database.
 * `npm run db:seed`: fills an empty shop with the demo catalogue (a shop with products is left alone).
 */
import { loadConfig } from "../env";
import { openShop } from "../shop";

async function main(command: string | undefined): Promise<void> {
  if (command !== "migrate" && command !== "seed") {
    throw new Error("Usage: npm run db:migrate | npm run db:seed");
  }
  // openShop migrates; the seed is run here explicitly, whatever SEED_DEMO says.
  const shop = await openShop(
    { ...loadConfig(), seedDemo: false },
    { log: (message) => console.log(message), ensureAdmin: false },
  );
  try {
    console.log(`Database: ${shop.database.description}`);
    if (command === "migrate") {
      console.log("Migrations are up to date.");
      return;
    }
    const seeded = await shop.demoCatalogue.seed();
    console.log(
      seeded > 0
        ? `Added the demo catalogue: ${seeded} products.`
        : `The shop already has ${(await shop.catalogue.list()).length} products; the demo catalogue is only added to an empty shop.`,
    );
  } finally {
    await shop.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
