import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PRODUCT_IMAGE_WIDTHS } from "../../../domain/product-image";
import { createLocalDiskStorage } from "../../storage/images";
import { encodeProductImage } from "../../storage/image-work";
import { demoCatalogue } from "./demo-catalogue";
import { DEMO_PICTURES_FOLDER, demoImagesFromBuild, encodeDemoPictures } from "./demo-pictures";

const folders: string[] = [];
function folder(): string {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-demo-pictures-"));
  folders.push(made);
  return made;
}
afterEach(() => {
  for (const made of folders.splice(0)) fs.rmSync(made, { recursive: true, force: true });
});

const product = demoCatalogue.find((demo) => demo.art.views.length === 2)!;
const filesOf = (dir: string) => fs.readdirSync(path.join(dir, "uploads", "products")).sort();

// The first picture drawn starts the image worker, which runs its TypeScript through tsx.
describe("the demo pictures encoded at build time", { timeout: 30_000 }, () => {
  it("give a new shop the very pictures, under the same names, that drawing them at start gives", async () => {
    const buildDir = folder();
    expect(await encodeDemoPictures(buildDir, encodeProductImage, [product])).toBe(2);
    // Already there: a second build keeps them.
    expect(await encodeDemoPictures(buildDir, encodeProductImage, [product])).toBe(0);

    const fromBuild = folder();
    const drawn = folder();
    const urls = await demoImagesFromBuild(buildDir, createLocalDiskStorage(fromBuild))(product);
    // A build without the pictures (npm run dev): drawn at start.
    const drawnUrls = await demoImagesFromBuild(folder(), createLocalDiskStorage(drawn))(product);

    expect(urls).toEqual(drawnUrls);
    expect(filesOf(fromBuild)).toEqual(filesOf(drawn));
    for (const name of filesOf(drawn)) {
      expect(fs.readFileSync(path.join(fromBuild, "uploads", "products", name))).toEqual(
        fs.readFileSync(path.join(drawn, "uploads", "products", name)),
      );
    }
    expect(fs.readdirSync(path.join(buildDir, DEMO_PICTURES_FOLDER))).toHaveLength(
      2 * PRODUCT_IMAGE_WIDTHS.length,
    );
  });
});
